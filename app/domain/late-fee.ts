// Late fees: an agreement's optional rule, applied by the daily job. Pure: whether a
// charge earns a fee today, how much, and the idempotency key that makes the job add it once.
//
// Rules and decisions:
// - The default is no rule (no fee). A rule: after `graceDays` full days past the due date, a flat
//   amount or a percentage of the overdue charge, with an optional cap.
// - Decision: a charge earns its fee from the day after due date + graceDays (grace 0: the day after
//   the due date; grace 5 on a charge due on the 1st: on the 7th), while any of it is unpaid.
// - Decision: the percentage is of what is unpaid of the charge on the day the fee is added (the
//   overdue amount), not of its full amount: a tenant who paid most of it owes a fee on the rest.
//   Rounded half up to a paisa, then capped. A fee that rounds to 0 is no fee.
// - At most once per charge: the job passes `hasLateFee` (any late fee on that charge, also a
//   waived one: waiving does not re-arm the rule), and inserts with lateFeeKey as a unique key, so
//   two runs of the job cannot both add it.
//   Decision: the key is `lateFee:<chargeId>`, without a rule version (the brief suggested one):
//   with the version in the key an edited rule would add a second fee to the same charge, which the
//   issue forbids ("at most once per charge"). The rule version belongs on the fee charge's row.
// - Never compounds: a late fee charge never earns a fee itself; neither do cancelled or paid ones.
// - Decision: the fee charge is due on the day it is added; waiving it cancels it with a reason.
import { addAdDays, isAdDate } from './ad-date.ts'
import type { ChargeKind } from './charge-kind.ts'
import { percentOf } from './money.ts'

export type LateFeeRule = {
  graceDays: number
  kind: 'FLAT' | 'PERCENT'
  /** Paisa for FLAT; percent with at most 2 decimals (0 < value <= 100) for PERCENT. */
  value: number
  /** Highest fee in paisa; null for no cap. */
  capPaisa?: number | null
}

export type LateFeeCharge = {
  kind: ChargeKind
  dueDate: string
  amountPaisa: number
  paidPaisa: number
  cancelled: boolean
  /** A late fee exists for this charge already (added, paid or waived). */
  hasLateFee: boolean
}

export type LateFeeRuleIssue = { field: 'graceDays' | 'value' | 'capPaisa'; message: string }

export const MAX_GRACE_DAYS = 365

/** Every problem with a rule, for form errors; empty when the rule can be saved. */
export function lateFeeRuleIssues(rule: LateFeeRule): LateFeeRuleIssue[] {
  const issues: LateFeeRuleIssue[] = []
  if (!(Number.isInteger(rule.graceDays) && rule.graceDays >= 0 && rule.graceDays <= MAX_GRACE_DAYS)) {
    issues.push({ field: 'graceDays', message: `Grace days must be a whole number from 0 to ${MAX_GRACE_DAYS}` })
  }
  if (rule.kind === 'FLAT' && !(Number.isSafeInteger(rule.value) && rule.value > 0)) {
    issues.push({ field: 'value', message: 'A flat late fee must be a whole number of paisa above 0' })
  }
  const twoDecimalsAtMost = Math.round(rule.value * 100) / 100 === rule.value
  if (rule.kind === 'PERCENT' && !(Number.isFinite(rule.value) && rule.value > 0 && rule.value <= 100 && twoDecimalsAtMost)) {
    issues.push({ field: 'value', message: 'A late fee percentage must be above 0 and at most 100, with at most 2 decimals' })
  }
  const cap = rule.capPaisa ?? null
  if (cap !== null && !(Number.isSafeInteger(cap) && cap > 0)) {
    issues.push({ field: 'capPaisa', message: 'The cap must be a whole number of paisa above 0' })
  }
  return issues
}

/** The first day a charge due on `dueDate` earns its late fee. */
export function lateFeeFirstDay(dueDate: string, graceDays: number): string {
  return addAdDays(dueDate, graceDays + 1)
}

/** The fee (paisa) the charge earns on `today`, or null when it earns none (now or ever again). */
export function lateFeeFor(charge: LateFeeCharge, rule: LateFeeRule | null, today: string): number | null {
  if (rule === null) return null
  const [issue] = lateFeeRuleIssues(rule)
  if (issue) throw new RangeError(issue.message)
  if (!isAdDate(today)) throw new RangeError(`Not an A.D. date (YYYY-MM-DD): ${today}`)
  if (charge.kind === 'LATE_FEE' || charge.cancelled || charge.hasLateFee) return null
  const overduePaisa = charge.amountPaisa - charge.paidPaisa
  if (overduePaisa <= 0 || today < lateFeeFirstDay(charge.dueDate, rule.graceDays)) return null
  const fee = rule.kind === 'FLAT' ? rule.value : percentOf(overduePaisa, rule.value)
  const capped = rule.capPaisa == null ? fee : Math.min(fee, rule.capPaisa)
  return capped > 0 ? capped : null
}

/** The idempotency key of a charge's late fee: the unique key that makes the job add it once. */
export function lateFeeKey(chargeId: number): string {
  if (!Number.isSafeInteger(chargeId) || chargeId < 1) throw new RangeError(`Not a charge id: ${chargeId}`)
  return `lateFee:${chargeId}`
}

export const WAIVER_REASON_MAX = 500

/** The reason for waiving a fee, tidied, or null when it is empty or too long (the form says so). */
export function waiverReason(input: string): string | null {
  const reason = input.replace(/\s+/g, ' ').trim()
  return reason.length > 0 && reason.length <= WAIVER_REASON_MAX ? reason : null
}
