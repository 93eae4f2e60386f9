// Wall-clock time in Nepal. Asia/Kathmandu is UTC+05:45 all year (no daylight saving), so a fixed
// offset is exact and does not depend on the server's time zone or its tz database.
import { adFromDayNumber, adDayNumber } from './ad-date.ts'
import { type BsDate, adToBs } from './bs-calendar.ts'

const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000
const MS_PER_DAY = 86_400_000
const MS_PER_HOUR = 3_600_000

/** Today's date in Nepal as `YYYY-MM-DD` (A.D.). */
export function nepalToday(now: Date = new Date()): string {
  return adFromDayNumber(Math.floor(nepalMs(now) / MS_PER_DAY))
}

export function nepalTodayBs(now: Date = new Date()): BsDate {
  return adToBs(nepalToday(now))
}

/** The hour (0-23) on a clock in Nepal. */
export function nepalHour(now: Date = new Date()): number {
  const msIntoDay = ((nepalMs(now) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY
  return Math.floor(msIntoDay / MS_PER_HOUR)
}

/** The day (A.D., `YYYY-MM-DD`) and the time a clock in Nepal shows at an instant. */
export function nepalClock(instant: Date): { date: string; hour: number; minute: number } {
  const msIntoDay = ((nepalMs(instant) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY
  return { date: nepalToday(instant), hour: Math.floor(msIntoDay / MS_PER_HOUR), minute: Math.floor((msIntoDay % MS_PER_HOUR) / 60_000) }
}

/** The instant a clock in Nepal shows `hour:minute` on the given A.D. day (e.g. to schedule a reminder). */
export function nepalTimeToInstant(isoDate: string, hour: number, minute = 0): Date {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || !Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`Not a time of day: ${hour}:${minute}`)
  }
  return new Date(adDayNumber(isoDate) * MS_PER_DAY + hour * MS_PER_HOUR + minute * 60_000 - NEPAL_OFFSET_MS)
}

function nepalMs(now: Date): number {
  const ms = now.getTime()
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date')
  return ms + NEPAL_OFFSET_MS
}
