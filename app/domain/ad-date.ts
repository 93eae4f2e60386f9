// A.D. calendar days as ISO `YYYY-MM-DD` strings. Arithmetic goes through UTC day numbers so the
// server's time zone can never shift a date.
import { fromDevanagariDigits } from './devanagari-digits.ts'

const MS_PER_DAY = 86_400_000
const MIN_YEAR = 1
const MAX_YEAR = 9999

export type AdDateResult = { ok: true; date: string } | { ok: false; error: string }

// Message codes (app/i18n, ADR 020).
const FORMAT_ERROR = 'agreement.error.adFormat'
const NONEXISTENT_ERROR = 'agreement.error.adNonexistent'

/** Accepts `YYYY-MM-DD` (also `/` and one-digit month or day, ASCII or Devanagari digits). */
export function parseAdDate(input: string): AdDateResult {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(fromDevanagariDigits(input.trim()))
  if (!match) return { ok: false, error: FORMAT_ERROR }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1 || day > adMonthLength(year, month)) {
    return { ok: false, error: NONEXISTENT_ERROR }
  }
  return { ok: true, date: formatIso(year, month, day) }
}

/** True only for a canonical `YYYY-MM-DD` string naming a real day. */
export function isAdDate(value: string): boolean {
  const parsed = parseAdDate(value)
  return parsed.ok && parsed.date === value
}

export function adMonthLength(year: number, month: number): number {
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  return month === 2 ? (isLeap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** Days since 1970-01-01. */
export function adDayNumber(isoDate: string): number {
  const [year, month, day] = splitCanonical(isoDate)
  const instant = new Date(0)
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  instant.setUTCFullYear(year, month - 1, day)
  return Math.round(instant.getTime() / MS_PER_DAY)
}

export function adFromDayNumber(dayNumber: number): string {
  if (!Number.isInteger(dayNumber)) throw new RangeError(`Not a day number: ${dayNumber}`)
  const instant = new Date(dayNumber * MS_PER_DAY)
  return formatIso(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate())
}

export function addAdDays(isoDate: string, days: number): string {
  return adFromDayNumber(adDayNumber(isoDate) + days)
}

/** Same day of the month `months` later (or earlier), clamped to the target month's length. */
export function addAdMonths(isoDate: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError(`Not a whole number of months: ${months}`)
  const [year, month, day] = splitCanonical(isoDate)
  const index = year * 12 + (month - 1) + months
  const targetYear = Math.floor(index / 12)
  const targetMonth = (index % 12) + 1
  return formatIso(targetYear, targetMonth, Math.min(day, adMonthLength(targetYear, targetMonth)))
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return adDayNumber(to) - adDayNumber(from)
}

function splitCanonical(isoDate: string): [number, number, number] {
  if (!isAdDate(isoDate)) throw new RangeError(`Not an A.D. date (YYYY-MM-DD): ${isoDate}`)
  const [year, month, day] = isoDate.split('-').map(Number)
  return [year!, month!, day!]
}

function formatIso(year: number, month: number, day: number): string {
  if (!(year >= MIN_YEAR && year <= MAX_YEAR)) throw new RangeError(`Year ${year} is outside 1-9999`)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** A calendar day as the database's date columns (`@db.Date`) hold it: midnight UTC. */
export function dateColumn(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`)
}

/** `YYYY-MM-DD` of a date column's value (or of any instant, read in UTC). */
export function isoDateOf(date: Date): string {
  return date.toISOString().slice(0, 10)
}
