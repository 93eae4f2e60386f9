// Changing an agreement's terms from an effective date, and renewing it (DESIGN §11).
// Pure: given the charges the ledger holds and the new terms, the plan of what to write.
//
// Rules and decisions:
// - `newTerms` are the agreement's whole terms after the change (same start date, so periods keep
//   their alignment); buildRentSchedule turns them into charges as for a new agreement.
//   leaseAmountPaisa is, as everywhere, the rent at the start date before increments.
// - Untouched: every charge due before the effective date, every paid or partly paid charge, every
//   cancelled one, every one settled before Bhadaa (BEFORE_BHADAA), and every charge the schedule
//   does not make (metered, extra, late fees).
// - The others (open: due on or after the effective date, nothing paid) are made again from the
//   new schedule's charges due on or after the effective date:
//   - Decision: a new charge keeps the identity (id) of the open charge of the same line (rent, or
//     the same utility) whose period starts on the same day, so reminders already sent for that
//     period are not sent again (their key is the charge id). Its period end, due date and amount
//     take the new values (a changed end date moves a last period's end).
//   - Open charges no new charge matches are cancelled; new charges no open one matches are created.
// - Decision: days an untouched charge of the same line already covers (a paid period, or one due
//   before the effective date) are never charged twice. A new period they cover entirely is
//   dropped; one they cover in part is charged for its uncovered days only, pro rata by days like a
//   period cut short by the end date, and starts on its first uncovered day (e.g. a change from
//   monthly to quarterly payments after April was paid ahead charges May-June of April-June).
// - Totals are sums of whole paisa: exact.
import { addAdDays, daysBetween, isAdDate } from './ad-date.ts'
import { adToBs } from './bs-calendar.ts'
import { type ChargeKind, isScheduledKind } from './charge-kind.ts'
import type { ChargeLine, ChargeNotes, ChargeStatus } from './ledger.ts'
import { prorate } from './money.ts'
import {
  type AgreementTerms,
  buildRentSchedule,
  monthlyRentOn,
  rentScheduleIssues,
  type RentScheduleIssue,
  type ScheduledCharge,
} from './rent-schedule.ts'

/** A stored charge as a change of terms reckons with it: its figures. */
export type ExistingCharge<U = string> = Omit<ChargeLine<U>, ChargeNotes>

/** An open charge kept with its id, rewritten with the new schedule's values. */
export type KeptCharge<U = string> = {
  charge: ExistingCharge<U>
  next: ScheduledCharge<U>
  /** False when the new values equal the stored ones (nothing to write). */
  changed: boolean
}

export type ChangePlan<U = string> = {
  untouched: ExistingCharge<U>[]
  cancelled: ExistingCharge<U>[]
  kept: KeptCharge<U>[]
  created: ScheduledCharge<U>[]
  /** Sums of the charges that are not cancelled, before and after the change. */
  totals: { beforePaisa: number; afterPaisa: number }
}

const lineKey = (kind: ChargeKind, utilityId: unknown) => `${kind}:${String(utilityId)}`

/** Whether the change leaves the charge as it is, whatever the new terms say. */
export function isUntouched<U>(charge: ExistingCharge<U>, effectiveDate: string): boolean {
  return (
    !isScheduledKind(charge.kind) ||
    charge.status === 'CANCELLED' ||
    charge.status === 'BEFORE_BHADAA' ||
    charge.paidPaisa > 0 ||
    charge.dueDate < effectiveDate
  )
}

/**
 * The plan for changing an agreement to `newTerms` from `effectiveDate` (A.D.). Throws like
 * buildRentSchedule for invalid terms (check rentScheduleIssues first, for form errors).
 */
export function planAgreementChange<U>(
  existing: readonly ExistingCharge<U>[],
  newTerms: AgreementTerms<U>,
  effectiveDate: string,
): ChangePlan<U> {
  if (!isAdDate(effectiveDate)) throw new RangeError(`Not an A.D. date (YYYY-MM-DD): ${effectiveDate}`)
  const untouched = existing.filter((charge) => isUntouched(charge, effectiveDate))
  const open = existing.filter((charge) => !isUntouched(charge, effectiveDate))
  const covering = untouched.filter((charge) => isScheduledKind(charge.kind) && charge.status !== 'CANCELLED')

  const openByPeriod = new Map<string, ExistingCharge<U>>()
  for (const charge of open) {
    const key = `${lineKey(charge.kind, charge.utilityId)}:${charge.periodStart}`
    if (!openByPeriod.has(key)) openByPeriod.set(key, charge)
  }
  const kept: KeptCharge<U>[] = []
  const created: ScheduledCharge<U>[] = []
  for (const scheduled of buildRentSchedule(newTerms)) {
    if (scheduled.dueDate < effectiveDate) continue
    const next = withoutCoveredDays(scheduled, covering)
    if (next === null) continue
    const key = `${lineKey(next.kind, next.utilityId)}:${next.periodStart}`
    const match = openByPeriod.get(key)
    if (match === undefined) {
      created.push(next)
      continue
    }
    openByPeriod.delete(key)
    const changed = match.periodEnd !== next.periodEnd || match.dueDate !== next.dueDate || match.amountPaisa !== next.amountPaisa
    kept.push({ charge: match, next, changed })
  }
  const keptIds = new Set(kept.map(({ charge }) => charge.id))
  const cancelled = open.filter((charge) => !keptIds.has(charge.id))

  const live = (charges: readonly { amountPaisa: number; status?: ChargeStatus }[]) =>
    charges.reduce((sum, charge) => (charge.status === 'CANCELLED' ? sum : sum + charge.amountPaisa), 0)
  const afterPaisa = live(untouched) + live(kept.map(({ next }) => next)) + live(created)
  return { untouched, cancelled, kept, created, totals: { beforePaisa: live(existing), afterPaisa } }
}

/** The scheduled charge less the days untouched charges of its line cover, or null when they cover it all. */
function withoutCoveredDays<U>(scheduled: ScheduledCharge<U>, covering: readonly ExistingCharge<U>[]): ScheduledCharge<U> | null {
  const line = lineKey(scheduled.kind, scheduled.utilityId)
  const overlaps = covering.filter(
    (charge) =>
      lineKey(charge.kind, charge.utilityId) === line &&
      charge.periodStart <= scheduled.periodEnd &&
      charge.periodEnd >= scheduled.periodStart,
  )
  if (overlaps.length === 0) return scheduled
  const periodDays = daysBetween(scheduled.periodStart, scheduled.periodEnd) + 1
  const uncovered: string[] = []
  for (let day = scheduled.periodStart; day <= scheduled.periodEnd; day = addAdDays(day, 1)) {
    if (!overlaps.some((charge) => charge.periodStart <= day && day <= charge.periodEnd)) uncovered.push(day)
  }
  if (uncovered.length === 0) return null
  const amountPaisa = prorate(scheduled.amountPaisa, uncovered.length, periodDays)
  if (amountPaisa === 0) return null
  return {
    ...scheduled,
    periodStart: uncovered[0]!,
    periodEnd: uncovered.at(-1)!,
    amountPaisa,
    isProrated: true,
    bs: scheduled.bs && { ...scheduled.bs, periodStart: adToBs(uncovered[0]!), periodEnd: adToBs(uncovered.at(-1)!) },
  }
}

// ---------------------------------------------------------------------------------------------

/** What a member may change when renewing; anything left out continues as it was. */
export type RenewalInput<U = string> = Partial<
  Pick<
    AgreementTerms<U>,
    'leaseAmountPaisa' | 'paymentIntervalMonths' | 'paymentDayOfMonth' | 'incrementPercentage' | 'incrementIntervalYears' | 'utilities'
  >
> & { endDate: string }

export type RenewalResult<U = string> = { ok: true; terms: AgreementTerms<U> } | { ok: false; issues: RentScheduleIssue[] }

/**
 * The terms of the agreement that continues `previous` (same tenant, unit and calendar) from the
 * day after its end. Decision: the rent continues at the rent in force on the last day (after
 * every increment), not the old starting rent, unless the member enters a new one; increments count
 * again from the renewal's start. A terminated agreement is not renewed (it has no "after the end").
 */
export function renewalTerms<U>(previous: AgreementTerms<U>, input: RenewalInput<U>): RenewalResult<U> {
  const [previousIssue] = rentScheduleIssues(previous)
  if (previousIssue) return { ok: false, issues: [previousIssue] }
  if (previous.terminatedOn != null) return { ok: false, issues: [{ field: 'terminatedOn', message: 'A terminated agreement cannot be renewed' }] }
  const terms: AgreementTerms<U> = {
    calendar: previous.calendar,
    startDate: addAdDays(previous.endDate, 1),
    endDate: input.endDate,
    leaseAmountPaisa: input.leaseAmountPaisa ?? monthlyRentOn(previous, previous.endDate),
    paymentIntervalMonths: input.paymentIntervalMonths ?? previous.paymentIntervalMonths,
    paymentDayOfMonth: input.paymentDayOfMonth ?? previous.paymentDayOfMonth,
    incrementPercentage: input.incrementPercentage !== undefined ? input.incrementPercentage : (previous.incrementPercentage ?? null),
    incrementIntervalYears: input.incrementIntervalYears !== undefined ? input.incrementIntervalYears : (previous.incrementIntervalYears ?? null),
    terminatedOn: null,
    utilities: input.utilities ?? previous.utilities ?? [],
  }
  const issues = rentScheduleIssues(terms)
  return issues.length > 0 ? { ok: false, issues } : { ok: true, terms }
}

/**
 * What moves to the renewed agreement: the deposit as it stands, and the old agreement's net
 * balance (positive: still owed; negative: credit). Decision: the old charges stay on the old
 * agreement (their receipts and reminders refer to them); the service records the carried amount
 * as an opening entry of the new one and closes the old one's balance with the same amount.
 */
export function renewalCarryOver(
  old: { depositPaisa: number; charges: readonly { amountPaisa: number; paidPaisa: number; status: ChargeStatus }[]; unallocatedPaisa: number },
): { depositPaisa: number; balancePaisa: number } {
  const unpaid = old.charges.reduce(
    (sum, charge) => (charge.status === 'CANCELLED' ? sum : sum + Math.max(0, charge.amountPaisa - charge.paidPaisa)),
    0,
  )
  return { depositPaisa: old.depositPaisa, balancePaisa: unpaid - old.unallocatedPaisa }
}
