// The deposit settlement at termination or end: the deposit, minus unpaid dues, minus
// deductions (each with a reason), gives a refund or an amount still owed. Pure arithmetic with
// validation; the service writes the result into the one ledger (DESIGN §11): each deduction an
// EXTRA charge with its reason, the deposit applied as a payment in, the refund as a payment out.
//
// Decisions:
// - Money the tenant paid ahead (credit: paid on charges not yet due, or beyond every charge) is
//   returned with the deposit, so it counts against the dues.
// - Deductions above the deposit plus the dues are refused (a typo guard). A tenant may therefore
//   owe more than the dues, up to what that limit allows.
// - Exactly one of refundPaisa and owedPaisa is above 0, or both are 0.

export type Deduction = { reason: string; amountPaisa: number }

export type SettlementInput = {
  depositPaisa: number
  /** Unpaid on every charge of the agreement that is not cancelled (due or not). */
  unpaidDuesPaisa: number
  /** Paid ahead; 0 when none. */
  creditPaisa?: number
  deductions: readonly Deduction[]
}

export type Settlement = {
  depositPaisa: number
  unpaidDuesPaisa: number
  creditPaisa: number
  /** The deductions with their reasons tidied. */
  deductions: Deduction[]
  deductionsPaisa: number
  /** What the member pays back to the tenant. */
  refundPaisa: number
  /** What the tenant still owes after the deposit. */
  owedPaisa: number
}

export type SettlementIssue = { field: string; message: string }
export type SettlementResult = { ok: true; settlement: Settlement } | { ok: false; issues: SettlementIssue[] }

export const DEDUCTION_REASON_MAX = 200

const isPaisa = (value: number) => Number.isSafeInteger(value) && value >= 0

export function settleDeposit(input: SettlementInput): SettlementResult {
  const issues: SettlementIssue[] = []
  const creditPaisa = input.creditPaisa ?? 0
  if (!isPaisa(input.depositPaisa)) issues.push({ field: 'depositPaisa', message: 'The deposit must be a whole number of paisa, not negative' })
  if (!isPaisa(input.unpaidDuesPaisa)) issues.push({ field: 'unpaidDuesPaisa', message: 'Unpaid dues must be a whole number of paisa, not negative' })
  if (!isPaisa(creditPaisa)) issues.push({ field: 'creditPaisa', message: 'Credit must be a whole number of paisa, not negative' })
  const deductions = input.deductions.map(({ reason, amountPaisa }, index) => {
    const tidy = reason.replace(/\s+/g, ' ').trim()
    if (tidy === '' || tidy.length > DEDUCTION_REASON_MAX) {
      issues.push({ field: `deductions[${index}].reason`, message: `Give a reason for each deduction (at most ${DEDUCTION_REASON_MAX} characters)` })
    }
    if (!(Number.isSafeInteger(amountPaisa) && amountPaisa > 0)) {
      issues.push({ field: `deductions[${index}].amountPaisa`, message: 'A deduction must be a whole number of paisa above 0' })
    }
    return { reason: tidy, amountPaisa }
  })
  if (issues.length > 0) return { ok: false, issues }

  const deductionsPaisa = deductions.reduce((sum, { amountPaisa }) => sum + amountPaisa, 0)
  if (!Number.isSafeInteger(deductionsPaisa) || deductionsPaisa > input.depositPaisa + input.unpaidDuesPaisa) {
    return { ok: false, issues: [{ field: 'deductions', message: 'Deductions cannot be more than the deposit plus the unpaid dues' }] }
  }
  const net = input.depositPaisa + creditPaisa - input.unpaidDuesPaisa - deductionsPaisa
  if (!Number.isSafeInteger(net)) throw new RangeError('Settlement amounts are too large')
  return {
    ok: true,
    settlement: {
      depositPaisa: input.depositPaisa,
      unpaidDuesPaisa: input.unpaidDuesPaisa,
      creditPaisa,
      deductions,
      deductionsPaisa,
      refundPaisa: Math.max(0, net),
      owedPaisa: Math.max(0, -net),
    },
  }
}
