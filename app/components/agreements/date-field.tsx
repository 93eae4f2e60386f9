// A date typed in the agreement's calendar as YYYY-MM-DD (the agreement form's dates, the payment
// date, a charge's due date). Every page that has one is drawn by the server only (ADR 037): with
// JavaScript the page script gives an A.D. date the browser's date picker (its value is YYYY-MM-DD
// too) and a B.S. date the Nepali calendar's (islands/date-fields.ts). Without JavaScript both are
// typed and checked on the server.
import type { CalendarType } from '~/domain/calendar-type'
import { useT } from '~/i18n'
import { type BoundField, FormTextField } from '~/components/form/fields'
import type { FieldMeta } from '~/components/form/form-state'
import { useBindField } from '~/components/form/messages'
import { BsDatePickerButton } from './bs-date-picker'
import { DATE_FIELD_MARKER } from '~/islands/date-fields'

type DateFieldProps = {
  field: BoundField
  label: string
  calendar: CalendarType
  hint?: string | undefined
  required?: boolean
}

export function DateField({ field, label, calendar, hint, required = true }: DateFieldProps) {
  const t = useT()
  const pickerHint = t(calendar === 'BS' ? 'agreement.dateHintBs' : 'agreement.dateHintAd')
  const bsPicker = calendar === 'BS' ? <BsDatePickerButton fieldId={field.id} label={label} /> : undefined
  // The script's hint replaces the typed one (not the server's message for a refused date).
  const scripted = { [DATE_FIELD_MARKER]: calendar, 'data-scripted-hint': hint ?? pickerHint }
  return (
    // The same input before and after the script (no new element): a date typed before the page's
    // script ran is kept when it turns into the picker (a slow phone).
    <FormTextField
      key={field.key}
      field={field}
      label={label}
      type="text"
      placeholder="YYYY-MM-DD"
      hint={hint ?? t('agreement.dateHint')}
      required={required}
      autoComplete="off"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', ...scripted }, input: { endAdornment: bsPicker } }}
    />
  )
}

/** The date of a checked form, bound to its field. */
export function FormDateField({ field, label, calendar, hint }: { field: FieldMeta<string>; label: string; calendar: CalendarType; hint?: string }) {
  const bind = useBindField()
  return <DateField field={bind(field)} label={label} calendar={calendar} hint={hint} />
}
