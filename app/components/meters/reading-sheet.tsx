// The monthly routine: one form with a row per meter of a property's current agreements:
// the previous reading, the new reading, and "meter replaced" with both meters' readings (a native
// <details>, so it opens without JavaScript). Works without JavaScript: a plain post, and after a
// refusal the page comes back with the typed values and each row's messages. Lists, not a table,
// so a 360 px screen shows every field.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Button } from '~/components/button'
import { fieldGrid } from '~/components/form/form-parts'
import { TextField } from '~/components/text-field'
import { FormErrors } from '~/components/form/form-message'
import { FormKeyField } from '~/components/form/form-key-field'
import { replyErrors, replyFor, type StepFormProps, useIsSubmitting } from '~/components/form/form-status'
import { type MessageKey, useLanguage, useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import type { SheetRow } from '~/services/meters/meters.server'
import { useFormat } from '~/components/format/dates-and-money'
import { formatReading, typedValue } from './format'
import { ReplacementFields } from './replacement-fields'
import type { CalendarType } from '~/domain/calendar-type'

export const SAVE_READINGS_INTENT = 'save-readings'

type Props = { rows: SheetRow[]; calendar: CalendarType; todayInCalendar: string } & StepFormProps

export function ReadingSheetForm({ rows, calendar, todayInCalendar, actionData, formKey }: Props) {
  const t = useT()
  const busy = useIsSubmitting(SAVE_READINGS_INTENT)
  const reply = replyFor(actionData, SAVE_READINGS_INTENT)
  const typed = reply?.initialValue ?? null
  const message = useMessage()
  const errorOf = (name: string) => reply?.error?.[name]?.map(message)
  const formErrors = replyErrors(actionData, SAVE_READINGS_INTENT)
  const dateErrors = errorOf('readOn')
  const chosenCalendar = typedValue(typed, 'calendarType') || calendar
  return (
    // A new key after each save (the loader runs again): the fields start empty for the next readings.
    <Form key={formKey} method="post" noValidate aria-describedby="readings-hint">
      <input type="hidden" name="intent" value={SAVE_READINGS_INTENT} />
      <FormKeyField value={formKey} />
      <Typography id="readings-hint" color="text.secondary" sx={{ mb: 2 }}>
        {t('meters.monthlyHint')}
      </Typography>
      <Box sx={fieldGrid}>
        <TextField
          name="readOn"
          label={t('meters.readOn')}
          defaultValue={typedValue(typed, 'readOn') || todayInCalendar}
          placeholder="YYYY-MM-DD"
          required
          autoComplete="off"
          error={Boolean(dateErrors)}
          helperText={dateErrors?.join(' ') ?? t('meters.dateHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField name="calendarType" label={t('meters.calendar')} select defaultValue={chosenCalendar}>
          {(['AD', 'BS'] as const).map((type) => (
            <option key={type} value={type}>
              {t(`meters.calendar.${type}`)}
            </option>
          ))}
        </TextField>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row, index) => (
          <ReadingRowFields key={row.meterId} row={row} index={index} typed={typed} errorOf={errorOf} />
        ))}
      </Box>
      <FormErrors errors={formErrors} />
      <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
        {t('meters.saveReadings')}
      </Button>
    </Form>
  )
}

type RowProps = { row: SheetRow; index: number; typed: unknown; errorOf: (name: string) => string[] | undefined }

function ReadingRowFields({ row, index, typed, errorOf }: RowProps) {
  const t = useT()
  const language = useLanguage()
  const format = useFormat()
  const name = (field: string) => `rows[${index}].${field}`
  const errors = { reading: errorOf(name('reading')), oldMeterFinal: errorOf(name('oldMeterFinal')), newMeterStart: errorOf(name('newMeterStart')) }
  const replaced = typedValue(typed, 'rows', index, 'meterReplaced') === 'on'
  const title = t('meters.rowTitle', { unit: row.unitName ?? row.agreementName, utility: t(`meters.utility.${row.utilityId}` as MessageKey) })
  return (
    <Box
      component="li"
      data-meter={row.meterId}
      aria-labelledby={`meter-${row.meterId}-title`}
      sx={{ py: 2, borderBottom: 1, borderColor: errors.reading || errors.oldMeterFinal || errors.newMeterStart ? 'error.main' : 'divider' }}
    >
      <Typography id={`meter-${row.meterId}-title`} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {row.tenantName} · {row.rate ? t('meters.rateToday', { rate: format.money(row.rate.ratePaisaPerUnit) }) : t('meters.noRateToday')}
      </Typography>
      <Typography variant="body2" id={`meter-${row.meterId}-previous`} sx={{ mb: 1 }}>
        {row.latest
          ? t('meters.previous', { value: formatReading(row.latest.value, language), date: format.date(row.latest.readOn, row.calendar) })
          : t('meters.noPrevious')}
      </Typography>
      <input type="hidden" name={name('meterId')} value={row.meterId} />
      <TextField
        name={name('reading')}
        id={`reading-${row.meterId}`}
        label={t('meters.reading')}
        defaultValue={typedValue(typed, 'rows', index, 'reading')}
        autoComplete="off"
        fullWidth
        error={Boolean(errors.reading)}
        helperText={errors.reading?.join(' ')}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': `meter-${row.meterId}-previous` } }}
      />
      <ReplacementFields
        prefix={name('')}
        idSuffix={String(row.meterId)}
        replaced={replaced}
        typed={{ oldMeterFinal: typedValue(typed, 'rows', index, 'oldMeterFinal'), newMeterStart: typedValue(typed, 'rows', index, 'newMeterStart') }}
        errors={errors}
      />
    </Box>
  )
}
