// DESIGN §5's sending hours (09:00-19:00 Nepal time) for texts that are news to the tenant
// (ADR 046): decided outside the hours, such a text is held until the next 09:00. Reminders keep
// their own window (reminders.ts: decided only inside it, cancelled at its end). Texts that answer
// something a person just did (a one-time code, a receipt) and the records of money or of the
// contract (a void, a settlement, a changed agreement, a meter bill) go at once.
import { addAdDays } from '../ad-date.ts'
import { nepalClock, nepalTimeToInstant } from '../nepal-time.ts'
import { isWithinSendingHours, SENDING_HOURS } from '../reminders.ts'
import type { SmsTemplate } from './templates.ts'

/** The templates held to the sending hours. */
export const TEMPLATES_HELD_TO_SENDING_HOURS: ReadonlySet<SmsTemplate> = new Set<SmsTemplate>(['repair-changed'])

/** The first instant at or after `now` inside the sending hours: `now` itself inside them, else the next 09:00 in Nepal. */
export function nextSendingInstant(now: Date): Date {
  if (isWithinSendingHours(now)) return now
  const { date, hour } = nepalClock(now)
  return nepalTimeToInstant(hour < SENDING_HOURS.from ? date : addAdDays(date, 1), SENDING_HOURS.from)
}

/** When a text of `template` decided at `decidedAt` may go out: null for at once. */
export function sendAfterFor(template: SmsTemplate, decidedAt: Date): Date | null {
  if (!TEMPLATES_HELD_TO_SENDING_HOURS.has(template) || isWithinSendingHours(decidedAt)) return null
  return nextSendingInstant(decidedAt)
}
