// A date typed in the agreement's calendar as YYYY-MM-DD (the agreement form's dates, the payment
// date). With JavaScript an A.D. date gets the browser's date picker (its value is YYYY-MM-DD too)
// and a B.S. date the Nepali calendar's (bs-date-picker.tsx): through React on hydrated pages,
// through the page script on pages without React (islands/date-fields.ts). Without JavaScript both
// are typed and checked on the server.
import type { CalendarType } from '~/domain/calendar-type'
import { useT } from '~/i18n'
import { type BoundField, FormTextField } from '~/components/form/fields'
import { currentText } from '~/components/form/form-parts'
import type { FieldMeta, FormMeta } from '~/components/form/form-state'
import { useBindField } from '~/components/form/messages'
import { useHydrated } from '../use-hydrated'
import { BsDatePickerButton } from './bs-date-picker'
import { useIsServerOnlyPage } from '~/components/server-only-page'
import { DATE_FIELD_MARKER } from '~/islands/date-fields'

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
  // On a page without React the page script does what React does here (islands/date-fields.ts).
  const island = useIsServerOnlyPage()
  const usePicker = hydrated && calendar === 'AD'
  const typedHint = t('agreement.dateHint')
  const pickerHint = t(calendar === 'BS' ? 'agreement.dateHintBs' : 'agreement.dateHintAd')
  const bsPicker =
    calendar === 'BS' && (island || (hydrated && onPick)) ? <BsDatePickerButton fieldId={field.id} value={value} label={label} onPick={island ? undefined : onPick} /> : undefined
  const scripted = island ? { [DATE_FIELD_MARKER]: calendar, 'data-scripted-hint': hint ?? pickerHint } : {}
  return (
    // One input from the server's render to the picker's (no new key on hydration): a date typed
    // before the page's script ran is kept when it turns into the picker (a slow phone).
    <FormTextField
      key={field.key}
      field={field}
      label={label}
      type={usePicker ? 'date' : 'text'}
      placeholder="YYYY-MM-DD"
      hint={hint ?? (hydrated ? pickerHint : typedHint)}
      required={required}
      autoComplete="off"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: usePicker ? undefined : 'numeric', ...scripted }, input: { endAdornment: bsPicker } }}
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
