// "Meter replaced" with the old meter's final reading and the new meter's start reading, in a native
// <details> (it opens and closes without JavaScript); open when it was ticked or has a message.
import Box from '@mui/material/Box'
import { fieldGrid } from '~/components/form/form-parts'
import { TextField } from '~/components/text-field'
import { useT } from '~/i18n'

type Props = {
  /** The fields' names: `meterReplaced`, `oldMeterFinal`, `newMeterStart` with this prefix. */
  prefix?: string
  idSuffix: string
  replaced: boolean
  typed: { oldMeterFinal: string; newMeterStart: string }
  errors: { oldMeterFinal?: string[] | undefined; newMeterStart?: string[] | undefined }
}

export function ReplacementFields({ prefix = '', idSuffix, replaced, typed, errors }: Props) {
  const t = useT()
  return (
    <Box component="details" open={replaced || Boolean(errors.oldMeterFinal || errors.newMeterStart)} sx={{ mt: 1 }}>
      <Box component="summary" sx={{ cursor: 'pointer', minHeight: 24 }}>
        {t('meters.replaced')}
      </Box>
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
        <input type="checkbox" name={`${prefix}meterReplaced`} defaultChecked={replaced} style={{ width: 20, height: 20 }} />
        {t('meters.replaced')}
      </Box>
      <Box sx={fieldGrid}>
        {(['oldMeterFinal', 'newMeterStart'] as const).map((field) => (
          <TextField
            key={field}
            name={`${prefix}${field}`}
            id={`${field}-${idSuffix}`}
            label={t(`meters.${field}`)}
            defaultValue={typed[field]}
            autoComplete="off"
            error={Boolean(errors[field])}
            helperText={errors[field]?.join(' ')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
      </Box>
    </Box>
  )
}
