// The B.S. picker's month (bs-date-picker.tsx), in a popover: loaded only when a member opens the
// picker, since Popover brings MUI's Modal, focus trap and transitions (page weight).
import Box from '@mui/material/Box'
import Popover from '@mui/material/Popover'
import { useId, useState } from 'react'
import { Button } from '~/components/button'
import { type BsDate, bsMonthLength, bsMonthName, bsToAd, MAX_BS_YEAR, MIN_BS_YEAR } from '~/domain/bs-calendar'
import { nepalTodayBs } from '~/domain/nepal-time'
import { useLanguage, useT } from '~/i18n'
import { TextField, type TextFieldProps } from '../text-field'
import { useFormat } from '~/components/format/dates-and-money'

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const
const YEARS = Array.from({ length: MAX_BS_YEAR - MIN_BS_YEAR + 1 }, (_, index) => MIN_BS_YEAR + index)

/** Sunday 0 ... Saturday 6 of a B.S. day. */
export function bsWeekday(date: BsDate): number {
  return new Date(`${bsToAd(date)}T00:00:00Z`).getUTCDay()
}

type PopoverProps = { anchor: HTMLElement; label: string; selected: BsDate | null; onClose: () => void; onPick: (date: BsDate) => void }

export default function BsMonthPopover({ anchor, label, selected, onClose, onPick }: PopoverProps) {
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <BsMonth label={label} selected={selected} onPick={onPick} />
    </Popover>
  )
}

/** One month of the Nepali calendar, starting at the selected date's month (or today's). */
export function BsMonth({ label, selected, onPick }: { label: string; selected: BsDate | null; onPick: (date: BsDate) => void }) {
  const t = useT()
  const language = useLanguage()
  const format = useFormat()
  const titleId = useId()
  const today = nepalTodayBs()
  const [shown, setShown] = useState({ year: (selected ?? today).year, month: (selected ?? today).month })
  const length = bsMonthLength(shown.year, shown.month)
  const blanks = bsWeekday({ ...shown, day: 1 })
  const index = (shown.year - MIN_BS_YEAR) * 12 + shown.month - 1
  const go = (to: number) => setShown({ year: MIN_BS_YEAR + Math.floor(to / 12), month: (to % 12) + 1 })
  const isSame = (a: BsDate | null, day: number) => a !== null && a.year === shown.year && a.month === shown.month && a.day === day
  return (
    <Box role="dialog" aria-labelledby={titleId} sx={{ p: 2, width: 300, maxWidth: '100vw' }}>
      <Box id={titleId} sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
        <Button size="small" sx={{ minWidth: 0 }} disabled={index === 0} onClick={() => go(index - 1)} aria-label={t('agreement.picker.previousMonth')}>
          ‹
        </Button>
        <PickerSelect
          label={t('agreement.picker.month')}
          value={shown.month}
          onChange={(month) => setShown({ ...shown, month })}
          options={Array.from({ length: 12 }, (_, month) => [month + 1, bsMonthName(month + 1, language)] as const)}
          sx={{ flex: 1 }}
        />
        <PickerSelect
          label={t('agreement.picker.year')}
          value={shown.year}
          onChange={(year) => setShown({ ...shown, year })}
          options={YEARS.map((year) => [year, format.digits(year)] as const)}
        />
        <Button size="small" sx={{ minWidth: 0 }} disabled={index === YEARS.length * 12 - 1} onClick={() => go(index + 1)} aria-label={t('agreement.picker.nextMonth')}>
          ›
        </Button>
      </Box>
      <Box role="group" aria-label={`${bsMonthName(shown.month, language)} ${format.digits(shown.year)}`} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25, textAlign: 'center' }}>
        {WEEKDAYS.map((weekday) => (
          <Box key={`w${weekday}`} aria-hidden sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
            {t(`agreement.picker.weekday.${weekday}`)}
          </Box>
        ))}
        {Array.from({ length: blanks }, (_, blank) => (
          <Box key={`b${blank}`} aria-hidden />
        ))}
        {Array.from({ length }, (_, offset) => {
          const day = offset + 1
          const isSelected = isSame(selected, day)
          return (
            <Button
              key={day}
              size="small"
              variant={isSelected ? 'contained' : isSame(today, day) ? 'outlined' : 'text'}
              aria-pressed={isSelected}
              aria-label={`${format.digits(day)} ${bsMonthName(shown.month, language)} ${format.digits(shown.year)}`}
              onClick={() => onPick({ ...shown, day })}
              sx={{ minWidth: 0, px: 0 }}
            >
              {format.digits(day)}
            </Button>
          )
        })}
      </Box>
    </Box>
  )
}

/** The month's or the year's native select. */
function PickerSelect({ label, value, onChange, options, sx }: { label: string; value: number; onChange: (value: number) => void; options: ReadonlyArray<readonly [number, string]>; sx?: TextFieldProps['sx'] }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(Number(event.target.value))} slotProps={{ select: { native: true } }} sx={sx}>
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </TextField>
  )
}
