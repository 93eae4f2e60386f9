// Rent reminders (DESIGN §5), pure: on which day and in which hours a reminder of a charge may go
// out, and whether it is still true. A reminder belongs to one day, the due date + its offset
// (days, negative before), in Nepal; it is sent only between 09:00 and 19:00 Nepal time. Its
// moment is 09:00 of that day and it is valid for a day from then, never outside the window: so,
// in practice, from 09:00 to 19:00 of its day. A reminder not sent by then is never sent late.
import { addAdDays } from './ad-date.ts'
import { nepalClock, nepalTimeToInstant } from './nepal-time.ts'
import type { ChargeStatus } from './ledger.ts'

/** The sending window, hours on a clock in Nepal: from 09:00 up to (not including) 19:00. */
export const SENDING_HOURS = { from: 9, until: 19 } as const

/** The offsets a member may choose from (Settings), in days from the due date. */
export const REMINDER_OFFSET_CHOICES = [-7, -3, -1, 0, 1, 3, 7, 14] as const
export const DEFAULT_REMINDER_OFFSETS = [-3, 0, 3, 7] as const

const MS_PER_DAY = 86_400_000

export type ReminderOffsetsResult = { ok: true; offsets: number[] } | { ok: false; error: 'NONE' | 'NOT_A_CHOICE' }

/** At least one offset, each one of the choices; answers them sorted, without repeats. */
export function validateReminderOffsets(offsets: readonly number[]): ReminderOffsetsResult {
  if (offsets.length === 0) return { ok: false, error: 'NONE' }
  if (offsets.some((offset) => !(REMINDER_OFFSET_CHOICES as readonly number[]).includes(offset))) return { ok: false, error: 'NOT_A_CHOICE' }
  return { ok: true, offsets: [...new Set(offsets)].sort((a, b) => a - b) }
}

/** The idempotency key of a reminder: each (charge, offset) is decided once. */
export function reminderKey(chargeId: number, offsetDays: number): string {
  return `reminder:${chargeId}:${offsetDays}`
}

export type ReminderTiming = {
  /** A.D. day in Nepal, `YYYY-MM-DD`. */
  day: string
  /** 09:00 Nepal time of that day. */
  moment: Date
  /** The first instant it may no longer be sent: its moment + 1 day, cut to the window's end. */
  sendBefore: Date
}

/** When the reminder `offsetDays` from a charge due on `dueDate` (A.D.) may be sent. */
export function reminderTiming(dueDate: string, offsetDays: number): ReminderTiming {
  if (!Number.isInteger(offsetDays)) throw new RangeError(`Not a whole number of days: ${offsetDays}`)
  const day = addAdDays(dueDate, offsetDays)
  const moment = nepalTimeToInstant(day, SENDING_HOURS.from)
  const windowEnd = nepalTimeToInstant(day, SENDING_HOURS.until)
  const sendBefore = new Date(Math.min(moment.getTime() + MS_PER_DAY, windowEnd.getTime()))
  return { day, moment, sendBefore }
}

/** Whether texts to tenants may go out at this instant (09:00-19:00 in Nepal). */
export function isWithinSendingHours(now: Date): boolean {
  const { hour } = nepalClock(now)
  return hour >= SENDING_HOURS.from && hour < SENDING_HOURS.until
}

export type ReminderFacts = {
  charge: { status: ChargeStatus; amountPaisa: number; paidPaisa: number; dueDate: string }
  agreement: { status: 'ACTIVE' | 'TERMINATED' | 'ENDED'; endDate: string }
}

/**
 * The charge still owes money and its agreement still runs (ACTIVE, its end date not past in
 * Nepal on `today`): what makes any reminder of it true, before or after the due date.
 */
export function isChargeStillOwed({ charge, agreement }: ReminderFacts, today: string): boolean {
  const owes = (charge.status === 'DUE' || charge.status === 'PARTIAL') && charge.paidPaisa < charge.amountPaisa
  return owes && agreement.status === 'ACTIVE' && agreement.endDate >= today
}
