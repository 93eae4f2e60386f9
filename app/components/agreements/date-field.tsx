// A date typed in the agreement's calendar as YYYY-MM-DD (the agreement form's dates, the payment
// date). With JavaScript an A.D. date gets the browser's date picker (its value is YYYY-MM-DD too)
// and a B.S. date the Nepali calendar's (bs-date-picker.tsx); without it both are typed and checked
// on the server.
import type { CalendarType } from '~/domain/calendar-type'
import { useT } from '~/i18n'
import { type BoundField, FormTextField } from '~/components/form/fields'
import { currentText } from '~/components/form/form-parts'
import type { FieldMeta, FormMeta } from '~/components/form/form-state'
import { useBindField } from '~/components/form/messages'
import { useHydrated } from '../use-hydrated'
import { BsDatePickerButton } from './bs-date-picker'

/** `onPick` (with `value`) adds the B.S. picker; a form that does not control its date leaves both out. */
type DateFieldProps = {
  field: BoundField
  label: string
  calendar: CalendarType
  hydrated: boolean
  hint?: string
  value?: string
  onPick?: (value: string) => void
  required?: boolean
}

export function DateField({ field, value = '', label, calendar, hydrated, hint, onPick, required = true }: DateFieldProps) {
  const t = useT()
  const usePicker = hydrated && calendar === 'AD'
  const bsPicker = hydrated && calendar === 'BS' && onPick ? <BsDatePickerButton value={value} label={label} onPick={onPick} /> : undefined
  return (
    // One input from the server's render to the picker's (no new key on hydration): a date typed
    // before the page's script ran is kept when it turns into the picker (a slow phone).
    <FormTextField
      key={field.key}
      field={field}
      label={label}
      type={usePicker ? 'date' : 'text'}
      placeholder="YYYY-MM-DD"
      hint={hint ?? (hydrated ? t(calendar === 'BS' ? 'agreement.dateHintBs' : 'agreement.dateHintAd') : t('agreement.dateHint'))}
      required={required}
      autoComplete="off"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: usePicker ? undefined : 'numeric' }, input: { endAdornment: bsPicker } }}
    />
  )
}

/** The date of a checked form: bound to its field, what the B.S. picker picks written into the form. */
export function FormDateField({ form, field, label, calendar, hint }: { form: FormMeta; field: FieldMeta<string>; label: string; calendar: CalendarType; hint?: string }) {
  const bind = useBindField()
  const hydrated = useHydrated()
  return (
    <DateField
      field={bind(field)}
      value={currentText(field)}
      label={label}
      calendar={calendar}
      hydrated={hydrated}
      hint={hint}
      onPick={(value) => form.update({ name: field.name, value })}
    />
  )
}
