// The B.S. date picker's button (spec §2.11 "date pickers for either calendar"): beside the typed
// YYYY-MM-DD field, "Calendar" opens a month of the Nepali calendar (app/islands/bs-picker.ts,
// loaded when first opened) and the day chosen is written into the field. The server draws the
// button hidden; the page script shows it and opens the picker (islands/date-fields.ts).
import { Button } from '~/components/button'
import { useLanguage, useT } from '~/i18n'
import type { BsPickerTexts } from '~/islands/bs-picker'
import { BS_PICKER_MARKER } from '~/islands/date-fields'
import { useIslandFile } from '~/components/server-only-page'

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const

/** The picker's words in the member's language. */
function useBsPickerTexts(): BsPickerTexts {
  const t = useT()
  return {
    month: t('agreement.picker.month'),
    year: t('agreement.picker.year'),
    previousMonth: t('agreement.picker.previousMonth'),
    nextMonth: t('agreement.picker.nextMonth'),
    weekdays: WEEKDAYS.map((weekday) => t(`agreement.picker.weekday.${weekday}`)),
  }
}

type Props = {
  /** The field the picker writes into. */
  fieldId: string
  label: string
}

/** The button for the field's end adornment. */
export function BsDatePickerButton({ fieldId, label }: Props) {
  const t = useT()
  const language = useLanguage()
  const texts = useBsPickerTexts()
  const pickerFile = useIslandFile('bs-picker')
  // Hidden until the page script shows it; it opens the picker's own file.
  const island = { [BS_PICKER_MARKER]: pickerFile, 'data-label': label, 'data-language': language, 'data-texts': JSON.stringify(texts) }
  return (
    <Button size="small" aria-haspopup="dialog" aria-controls={fieldId} aria-label={t('agreement.picker.open', { field: label })} {...island} hidden>
      {t('agreement.picker.button')}
    </Button>
  )
}
