// One month of the Nepali calendar as the B.S. date picker draws it (app/islands/bs-picker.ts): the
// table's month lengths (32-day months have their 32nd), the first day under its weekday, the chosen
// day and today marked, names and digits in the member's language.
import { type BsDate, bsMonthLength, bsMonthName, bsToAd, MAX_BS_YEAR, MIN_BS_YEAR } from './bs-calendar.ts'
import { localDigits } from './devanagari-digits.ts'
import type { Language } from './language.ts'

export type BsMonth = { year: number; month: number }

export type BsMonthView = {
  /** "Asar 2083", the day grid's name. */
  title: string
  /** Empty cells before day 1 (Sunday first). */
  blanks: number
  days: { day: number; text: string; label: string; selected: boolean; today: boolean }[]
  hasPrevious: boolean
  hasNext: boolean
}

export const BS_YEARS = Array.from({ length: MAX_BS_YEAR - MIN_BS_YEAR + 1 }, (_, index) => MIN_BS_YEAR + index)

/** Sunday 0 ... Saturday 6 of a B.S. day. */
export function bsWeekday(date: BsDate): number {
  return new Date(`${bsToAd(date)}T00:00:00Z`).getUTCDay()
}

/** Months since the table's first (Baisakh of MIN_BS_YEAR is 0). */
const monthIndex = ({ year, month }: BsMonth) => (year - MIN_BS_YEAR) * 12 + month - 1
const LAST_MONTH_INDEX = BS_YEARS.length * 12 - 1

/** The month `steps` months after `shown` (before, if negative), within the table's years. */
export function moveBsMonth(shown: BsMonth, steps: number): BsMonth {
  const index = Math.min(Math.max(monthIndex(shown) + steps, 0), LAST_MONTH_INDEX)
  return { year: MIN_BS_YEAR + Math.floor(index / 12), month: (index % 12) + 1 }
}

export function bsMonthView(shown: BsMonth, selected: BsDate | null, today: BsDate, language: Language): BsMonthView {
  const name = bsMonthName(shown.month, language)
  const isDay = (date: BsDate | null, day: number) => date !== null && date.year === shown.year && date.month === shown.month && date.day === day
  const index = monthIndex(shown)
  return {
    title: `${name} ${localDigits(shown.year, language)}`,
    blanks: bsWeekday({ ...shown, day: 1 }),
    days: Array.from({ length: bsMonthLength(shown.year, shown.month) }, (_, offset) => {
      const day = offset + 1
      const text = localDigits(day, language)
      return { day, text, label: `${text} ${name} ${localDigits(shown.year, language)}`, selected: isDay(selected, day), today: isDay(today, day) }
    }),
    hasPrevious: index > 0,
    hasNext: index < LAST_MONTH_INDEX,
  }
}
