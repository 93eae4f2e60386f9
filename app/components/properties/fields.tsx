// The area with its unit, which the property and unit forms share: it shows the square-feet equivalent as it is typed (and, without
// JavaScript, after a submit).
import Box from '@mui/material/Box'
import { type AreaUnit, areaUnitLabel, formatSquareFeetEquivalent, parseArea } from '~/domain/area-units'
import { useLanguage, useT } from '~/i18n'
import { FormTextField } from '~/components/form/fields'
import { currentText, SelectField, twoColumns, type ValueField } from '~/components/form/form-parts'
import { useBindField } from '~/components/form/messages'

type AreaFieldsProps = { area: ValueField; areaUnit: ValueField; units: readonly AreaUnit[]; locked?: boolean }

export function AreaFields({ area, areaUnit, units, locked = false }: AreaFieldsProps) {
  const t = useT()
  const language = useLanguage()
  const bind = useBindField()
  const parsed = parseArea(currentText(area, locked))
  const unit = units.find((option) => option === currentText(areaUnit, locked))
  const squareFeet = parsed.ok && unit ? formatSquareFeetEquivalent(parsed.decimal, unit, { language }) : null
  return (
    <Box sx={twoColumns}>
      <FormTextField
        field={bind(area)}
        label={t('area.label')}
        hint={<span aria-live="polite">{squareFeet ? t('area.squareFeetEquivalent', { area: squareFeet }) : t('area.squareFeetHint')}</span>}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <SelectField field={bind(areaUnit)} label={t('area.unit')} placeholder={t('form.choose')}>
        {units.map((option) => (
          <option key={option} value={option}>
            {areaUnitLabel(option, language)}
          </option>
        ))}
      </SelectField>
    </Box>
  )
}
