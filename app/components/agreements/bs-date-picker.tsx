// The B.S. date picker of the agreement form (spec §2.11 "date pickers for either calendar"): with
// JavaScript a "Calendar" button beside the typed YYYY-MM-DD field opens a month of the Nepali
// calendar (bs-month.tsx, loaded when first opened; from the month-length table, so 32-day months
// have their 32nd), and the day chosen is written into the field. The field itself stays a text
// input, so typing and the page without JavaScript work the same.
import { lazy, Suspense, useState } from 'react'
import { Button } from '~/components/button'
import { formatBsDate, parseBsDate } from '~/domain/bs-calendar'
import { useT } from '~/i18n'
import { importOrReload } from '~/components/reload-once'

const BsMonthPopover = lazy(() => importOrReload(() => import('./bs-month')))

type Props = {
  /** What the field holds now: the month shown first when it is a B.S. date. */
  value: string
  label: string
  onPick: (value: string) => void
}

/** The button for the field's end adornment, and the month it opens. */
export function BsDatePickerButton({ value, label, onPick }: Props) {
  const t = useT()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const typed = parseBsDate(value)
  const selected = typed.ok ? typed.date : null
  return (
    <>
      <Button size="small" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="dialog" aria-label={t('agreement.picker.open', { field: label })}>
        {t('agreement.picker.button')}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <BsMonthPopover
            anchor={anchor}
            label={label}
            selected={selected}
            onClose={() => setAnchor(null)}
            onPick={(date) => {
              onPick(formatBsDate(date))
              setAnchor(null)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
