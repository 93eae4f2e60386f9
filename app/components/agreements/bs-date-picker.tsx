// The B.S. date picker's button (spec §2.11 "date pickers for either calendar"): beside the typed
// YYYY-MM-DD field, "Calendar" opens a month of the Nepali calendar (app/islands/bs-picker.ts,
// loaded when first opened) and the day chosen is written into the field. One picker for every
// page: React opens it here on hydrated pages; on pages without React the server draws the same
// button hidden and the page script shows it and opens the picker (islands/date-fields.ts).
import { Button } from '~/components/button'
import { useLanguage, useT } from '~/i18n'
import type { BsPickerTexts } from '~/islands/bs-picker'
import { BS_PICKER_MARKER } from '~/islands/date-fields'
import { useIslandFile } from '~/components/server-only-page'
import { importOrReload } from '~/components/reload-once'

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
  /** What the field holds now: the month shown first when it is a B.S. date. */
  value: string
  label: string
  /** With React: what to do with the day chosen. Without it, the server's button for the page script. */
  onPick?: (value: string) => void
}

/** The button for the field's end adornment. */
export function BsDatePickerButton({ fieldId, value, label, onPick }: Props) {
  const t = useT()
  const language = useLanguage()
  const texts = useBsPickerTexts()
  const pickerFile = useIslandFile('bs-picker')
  const common = { size: 'small', 'aria-haspopup': 'dialog', 'aria-controls': fieldId, 'aria-label': t('agreement.picker.open', { field: label }) } as const
  if (!onPick) {
    // Hidden until the page script shows it; it opens the picker's own file.
    const island = { [BS_PICKER_MARKER]: pickerFile, 'data-label': label, 'data-language': language, 'data-texts': JSON.stringify(texts) }
    return (
      <Button {...common} {...island} hidden sx={{ '&[hidden]': { display: 'none' } }}>
        {t('agreement.picker.button')}
      </Button>
    )
  }
  const open = async (opener: HTMLElement) => {
    const { openBsPicker } = await importOrReload(() => import('~/islands/bs-picker'))
    openBsPicker({ label, value, language, texts, onPick, opener })
  }
  return (
    <Button {...common} onClick={(event) => void open(event.currentTarget)}>
      {t('agreement.picker.button')}
    </Button>
  )
}
