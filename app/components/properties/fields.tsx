// Form pieces the property and unit forms share: a native select with an empty first choice and
// the area with its unit, which shows the square-feet equivalent as it is typed (and, without
// JavaScript, after a submit).
import Box from '@mui/material/Box'
import { type AreaUnit, areaUnitLabel, formatSquareFeetEquivalent, parseArea } from '~/domain/area-units'
import { useLanguage, useT } from '~/i18n'
import { type BoundField, FormTextField } from '../auth/fields'
import { useBindField } from './messages'

/** Conform's field metadata with its current value (the browser's, or the submitted one). */
export type ValueField = BoundField & { value?: unknown }

/**
 * A field's text as it stands. A locked form (a disabled fieldset) has no form data, so conform
 * sees no values there: it shows what it was given.
 */
export function currentText(field: ValueField, locked = false): string {
  const value = locked ? field.initialValue : field.value
  return typeof value === 'string' ? value : ''
}

export const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const

type SelectFieldProps = {
  field: BoundField
  label: string
  placeholder: string
  children: React.ReactNode
  onChange?: () => void
}

/** A native select (works without JavaScript and suits phones) with an empty first choice. */
export function SelectField({ field, label, placeholder, children, onChange }: SelectFieldProps) {
  return (
    <FormTextField
      field={field}
      label={label}
      select
      required
      onChange={onChange}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {children}
    </FormTextField>
  )
}

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
