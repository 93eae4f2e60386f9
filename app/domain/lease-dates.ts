// Dates and spans as a printed lease writes them: in the agreement's calendar, with the other
// calendar in brackets ("1 Baisakh 2083 (14 April 2026 A.D.)"), and the term in whole years,
// months and days of that calendar. Built on the server only, so Intl is safe here.
import { addAdDays, addAdMonths, daysBetween } from './ad-date.ts'
import { addBsMonths, adToBs, bsMonthName, bsToAd, hasBsDate, isProvisionalBsYear } from './bs-calendar.ts'
import type { CalendarType } from './calendar-type.ts'
import { toDevanagariDigits } from './devanagari-digits.ts'

export type LeaseLanguage = 'en' | 'ne'

export const digitsFor = (language: LeaseLanguage, value: number | string) => (language === 'ne' ? toDevanagariDigits(value) : String(value))

const AD_LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

function bsText(isoDate: string, language: LeaseLanguage): string {
  const { year, month, day } = adToBs(isoDate)
  const provisional = isProvisionalBsYear(year) ? (language === 'ne' ? ' (अस्थायी पात्रो)' : ' (provisional calendar)') : ''
  return language === 'ne'
    ? `वि.सं. ${digitsFor(language, year)} ${bsMonthName(month, language)} ${digitsFor(language, day)} गते${provisional}`
    : `${day} ${bsMonthName(month, language)} ${year} B.S.${provisional}`
}

function adText(isoDate: string, language: LeaseLanguage): string {
  return language === 'ne' ? `ई.सं. ${toDevanagariDigits(isoDate)}` : `${AD_LONG.format(new Date(`${isoDate}T00:00:00Z`))} A.D.`
}

/**
 * The day in the agreement's calendar, the other calendar in brackets. An A.D. lease may run past
 * the last B.S. year the table holds (a B.S. one cannot: its dates are checked against it); such a
 * day is printed in A.D. alone rather than with a B.S. date nobody can know yet.
 */
export function leaseDate(isoDate: string, calendar: CalendarType, language: LeaseLanguage): string {
  if (calendar === 'BS') return `${bsText(isoDate, language)} (${adText(isoDate, language)})`
  return hasBsDate(isoDate) ? `${adText(isoDate, language)} (${bsText(isoDate, language)})` : adText(isoDate, language)
}

export type Span = { years: number; months: number; days: number }

/** `start` to `end` (both days included) in whole months of `calendar`, then the days left over. */
export function termOf(startDate: string, endDate: string, calendar: CalendarType): Span {
  const after = addAdDays(endDate, 1)
  const monthsLater = (months: number) => (calendar === 'BS' ? bsToAd(addBsMonths(adToBs(startDate), months)) : addAdMonths(startDate, months))
  let months = 0
  while (monthsLater(months + 1) <= after) months += 1
  return { years: Math.floor(months / 12), months: months % 12, days: daysBetween(monthsLater(months), after) }
}

/** "1 year, 6 months and 3 days" / "१ वर्ष ६ महिना ३ दिन"; parts that are 0 are left out. */
export function spanText({ years, months, days }: Span, language: LeaseLanguage): string {
  const parts: string[] = []
  const part = (count: number, en: string, ne: string) => {
    if (count > 0) parts.push(language === 'ne' ? `${digitsFor(language, count)} ${ne}` : `${count} ${en}${count === 1 ? '' : 's'}`)
  }
  part(years, 'year', 'वर्ष')
  part(months, 'month', 'महिना')
  part(days, 'day', 'दिन')
  if (parts.length === 0) return language === 'ne' ? '० दिन' : '0 days'
  if (language === 'ne') return parts.join(' ')
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}
