// Paid plans: what a plan period costs, when a paid period starts and ends, and when the
// member is reminded that it is ending. Prices are the chooser's (plans.ts): a month at its monthly
// price, a year at ten months' (YEARLY_PRICE_MONTHS, as the landing page counts). Dates are A.D.
// `YYYY-MM-DD` (Nepal's calendar day); a period runs from its start up to, not including, its end.
import { addAdMonths, daysBetween } from './ad-date.ts'
import { chooserPlan, type MemberPlan, YEARLY_PRICE_MONTHS } from './plans.ts'

/** The Prisma `PlanPeriod` enum. */
export const PLAN_PERIODS = ['MONTH', 'YEAR'] as const
export type PlanPeriod = (typeof PLAN_PERIODS)[number]

/** The plans that are paid for (Basic is free). */
export const PAID_PLANS = ['PLUS', 'PRO'] as const satisfies readonly MemberPlan[]
export type PaidPlan = (typeof PAID_PLANS)[number]

export function isPaidPlan(plan: unknown): plan is PaidPlan {
  return (PAID_PLANS as readonly unknown[]).includes(plan)
}

export function isPlanPeriod(value: unknown): value is PlanPeriod {
  return (PLAN_PERIODS as readonly unknown[]).includes(value)
}

const PERIOD_MONTHS: Record<PlanPeriod, number> = { MONTH: 1, YEAR: 12 }
const PRICED_MONTHS: Record<PlanPeriod, number> = { MONTH: 1, YEAR: YEARLY_PRICE_MONTHS }

/** What `period` of `plan` costs, in paisa: Plus Rs. 500 a month or Rs. 5,000 a year. */
export function planPricePaisa(plan: PaidPlan, period: PlanPeriod): number {
  return chooserPlan(plan).pricePaisa * PRICED_MONTHS[period]
}

/**
 * The days a payment made `today` buys. A member whose paid plan still runs (its end is after
 * today) gets the new period from that end, so paying early loses nothing; otherwise it starts today.
 */
export function planPeriodFrom(today: string, currentEndsOn: string | null, period: PlanPeriod): { startsOn: string; endsOn: string } {
  const startsOn = currentEndsOn !== null && currentEndsOn > today ? currentEndsOn : today
  return { startsOn, endsOn: addAdMonths(startsOn, PERIOD_MONTHS[period]) }
}

/** Days before the end on which the member is texted (once each). */
export const PLAN_REMINDER_DAYS = [7, 1] as const
export type PlanReminderDay = (typeof PLAN_REMINDER_DAYS)[number]

/**
 * Which reminder is due `today` for a plan ending on `endsOn`: the 7-day one from 7 days before
 * until 2 days before (a missed daily run catches up), the 1-day one on the last day; null otherwise.
 */
export function planReminderDue(today: string, endsOn: string): { reminder: PlanReminderDay; daysLeft: number } | null {
  const daysLeft = daysBetween(today, endsOn)
  if (daysLeft >= 2 && daysLeft <= 7) return { reminder: 7, daysLeft }
  if (daysLeft === 1) return { reminder: 1, daysLeft }
  return null
}

/** Has a paid plan ending on `endsOn` ended by `today` (the member is back on Basic)? */
export function planHasEnded(today: string, endsOn: string): boolean {
  return endsOn <= today
}
