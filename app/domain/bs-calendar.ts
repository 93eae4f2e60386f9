// Bikram Sambat (B.S.) dates and their conversion to and from A.D., driven only by the month-length
// table in bs-month-lengths.json (B.S. months have 29-32 days and follow no formula).
import type { Language } from './language.ts'
import table from './bs-month-lengths.json'
import { adDayNumber, adFromDayNumber } from './ad-date.ts'
import { fromDevanagariDigits } from './devanagari-digits.ts'
import { messageString } from './message-string.ts'

/** A B.S. calendar day; month 1 = Baisakh ... 12 = Chaitra. */
export type BsDate = { year: number; month: number; day: number }

export type BsDateResult = { ok: true; date: BsDate } | { ok: false; error: string }

export const MIN_BS_YEAR = 2000
/** The spec's limit, which is also as far as we trust the published projections. */
export const MAX_BS_YEAR = 2088
/** Three independent libraries agree up to here; later years are projections and may change. */
export const LAST_CONFIRMED_BS_YEAR = 2083

// The two published projections split at Jestha 2084. Variant B keeps the four-year cycle of 366-day
// years seen through 2069, 2073, 2077 and 2081 (next: 2085), so B.S. 2085-01-01 falls on 2028-04-13
// like 2081-01-01 did on 2024-04-13; variant A would make 2084 the long year instead.
const PROJECTED = table.projected_variantB_medic_sajanm

const BS_EPOCH_AD = '1943-04-14' // B.S. 2000-01-01

// Message codes (app/i18n, ADR 020) of spec §5's messages (the day's is built in bsDateError).
const YEAR_ERROR = 'agreement.error.bsYear'
const MONTH_ERROR = 'agreement.error.bsMonth'
// The spec has no message for input that is not a date at all.
const FORMAT_ERROR = 'agreement.error.bsFormat'

const monthLengths: readonly (readonly number[])[] = loadTable()
/** monthStarts[i] = days from B.S. 2000-01-01 to the first day of month i (i = 12 * yearIndex + month - 1). */
const monthStarts: readonly number[] = monthLengths.flat().reduce<number[]>(
  (starts, length) => {
    starts.push(starts.at(-1)! + length)
    return starts
  },
  [0],
)
const epochDayNumber = adDayNumber(BS_EPOCH_AD)

/** First and last A.D. days the table covers (B.S. 2000-01-01 to the last day of MAX_BS_YEAR). */
export const MIN_AD_DATE = BS_EPOCH_AD
export const MAX_AD_DATE = adFromDayNumber(epochDayNumber + monthStarts.at(-1)! - 1)

/** Whether the table covers an A.D. `YYYY-MM-DD` day, so that it has a B.S. date (adToBs throws otherwise). */
export function hasBsDate(isoDate: string): boolean {
  return isoDate >= MIN_AD_DATE && isoDate <= MAX_AD_DATE
}

export function isProvisionalBsYear(year: number): boolean {
  return year > LAST_CONFIRMED_BS_YEAR
}

export function bsMonthLength(year: number, month: number): number {
  const length = monthLengths[year - MIN_BS_YEAR]?.[month - 1]
  if (length === undefined || !Number.isInteger(year) || !Number.isInteger(month)) {
    throw new RangeError(`No B.S. month ${year}-${month} in the table`)
  }
  return length
}

/** The spec's message for the first thing wrong with the date, or null when it exists. */
export function bsDateError({ year, month, day }: BsDate): string | null {
  if (!Number.isInteger(year) || year < MIN_BS_YEAR || year > MAX_BS_YEAR) return YEAR_ERROR
  if (!Number.isInteger(month) || month < 1 || month > 12) return MONTH_ERROR
  const length = bsMonthLength(year, month)
  if (!Number.isInteger(day) || day < 1 || day > length) {
    return messageString('agreement.error.bsDay', { max: length, year, month })
  }
  return null
}

/** Accepts `YYYY-MM-DD` (also `/` and one-digit month or day, ASCII or Devanagari digits). */
export function parseBsDate(input: string): BsDateResult {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(fromDevanagariDigits(input.trim()))
  if (!match) return { ok: false, error: FORMAT_ERROR }
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  const error = bsDateError(date)
  return error === null ? { ok: true, date } : { ok: false, error }
}

export function formatBsDate({ year, month, day }: BsDate, separator = '-'): string {
  return [String(year), String(month).padStart(2, '0'), String(day).padStart(2, '0')].join(separator)
}

export function bsToAd(date: BsDate): string {
  return adFromDayNumber(epochDayNumber + bsDayIndex(date))
}

export function adToBs(isoDate: string): BsDate {
  const offset = adDayNumber(isoDate) - epochDayNumber
  if (offset < 0 || offset >= monthStarts.at(-1)!) {
    throw new RangeError(`${isoDate} is outside the B.S. table (${MIN_AD_DATE} to ${MAX_AD_DATE})`)
  }
  // Binary search for the last month starting on or before the offset.
  let low = 0
  let high = monthStarts.length - 2
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (monthStarts[middle]! <= offset) low = middle
    else high = middle - 1
  }
  return {
    year: MIN_BS_YEAR + Math.floor(low / 12),
    month: (low % 12) + 1,
    day: offset - monthStarts[low]! + 1,
  }
}

/** Same day of the month `months` later (or earlier), clamped to the target month's length. */
export function addBsMonths(date: BsDate, months: number): BsDate {
  assertBsDate(date)
  if (!Number.isInteger(months)) throw new RangeError(`Not a whole number of months: ${months}`)
  const index = (date.year - MIN_BS_YEAR) * 12 + (date.month - 1) + months
  const year = MIN_BS_YEAR + Math.floor(index / 12)
  const month = (index % 12) + 1
  if (year < MIN_BS_YEAR || year > MAX_BS_YEAR) throw new RangeError(`B.S. year ${year} is outside the table`)
  return { year, month, day: Math.min(date.day, bsMonthLength(year, month)) }
}

export const BS_MONTH_NAMES: readonly { readonly en: string; readonly ne: string }[] = [
  { en: 'Baisakh', ne: 'बैशाख' },
  { en: 'Jestha', ne: 'जेठ' },
  { en: 'Asar', ne: 'असार' },
  { en: 'Shrawan', ne: 'साउन' },
  { en: 'Bhadra', ne: 'भदौ' },
  { en: 'Ashwin', ne: 'असोज' },
  { en: 'Kartik', ne: 'कात्तिक' },
  { en: 'Mangsir', ne: 'मंसिर' },
  { en: 'Poush', ne: 'पुस' },
  { en: 'Magh', ne: 'माघ' },
  { en: 'Falgun', ne: 'फागुन' },
  { en: 'Chaitra', ne: 'चैत' },
]

export function bsMonthName(month: number, language: Language): string {
  const names = BS_MONTH_NAMES[month - 1]
  if (!names || !Number.isInteger(month)) throw new RangeError(`No B.S. month ${month}`)
  return names[language]
}

function assertBsDate(date: BsDate): void {
  const error = bsDateError(date)
  if (error !== null) throw new RangeError(error)
}

/** Days from B.S. 2000-01-01. */
function bsDayIndex(date: BsDate): number {
  assertBsDate(date)
  return monthStarts[(date.year - MIN_BS_YEAR) * 12 + date.month - 1]! + date.day - 1
}

// Checked once at start-up so a bad edit of the JSON fails loudly instead of shifting dates.
function loadTable(): number[][] {
  const years: Record<string, number[]> = { ...table.confirmed, ...PROJECTED }
  const rows: number[][] = []
  for (let year = MIN_BS_YEAR; year <= MAX_BS_YEAR; year++) {
    const row = years[String(year)]
    if (!row || row.length !== 12 || row.some((days) => !Number.isInteger(days) || days < 29 || days > 32)) {
      throw new Error(`bs-month-lengths.json: B.S. ${year} needs 12 month lengths of 29-32 days`)
    }
    rows.push(row)
  }
  return rows
}
