// The rent ledger's rules (pure): which charges a payment pays, what each charge's status is, and
// the balance of an agreement. The database only stores the result (PaymentAllocation rows,
// Charge.paidPaisa and status); the service recomputes it with `allocatePayments` whenever the
// payments or charges of an agreement change, so one rule decides everything.
//
// Rules:
// - Charges are paid oldest first: by due date, then rent, utilities (fixed, then metered), extra
//   charges and late fees last, then id.
// - Payments are applied in the order they were recorded (receipt number), so recording a payment
//   never changes what earlier receipts paid; voiding one re-applies every later payment.
// - Money beyond the charges due so far goes on to the next charges, also those due later (so a
//   charge paid in advance is PAID before its due date and gets no reminder); money beyond every
//   charge is unallocated credit. Cancelled charges take nothing.
// - Charges settled before Bhadaa (a lease older than the app, "paid up to" a day) take
//   nothing either and are never owed: their status is BEFORE_BHADAA, whatever the payments.
// - An opening credit (money received before Bhadaa, a payment without a receipt number) is
//   applied before every receipt: the caller passes it as receipt number 0.
// - Any other payment without a receipt (a settlement's deposit applied, a renewal's carry-over)
//   is applied where it was recorded among the receipts (`inRecordedOrder`): it pays what was
//   still unpaid when it was made, and never takes over what earlier receipts paid (otherwise a
//   deposit applied at move-out would pay the first month's rent, and the receipts' money would
//   move to later charges and the report's dates with it).

import type { ChargeKind } from './charge-kind'

export type ChargeStatus = 'DUE' | 'PARTIAL' | 'PAID' | 'CANCELLED' | 'BEFORE_BHADAA'

/**
 * A charge of an agreement as the services read it from the one Charge table and the screens show
 * it. `U` names its utility: the UtilityOption id (`Electricity`, ...) where it is shown, the
 * agreement utility's row id where a change of terms rewrites the schedule.
 */
export type ChargeLine<U = string> = {
  id: number
  kind: ChargeKind
  /** The utility of a UTILITY charge; null for the others. */
  utilityId: U | null
  periodStart: string
  /** Inclusive. */
  periodEnd: string
  dueDate: string
  amountPaisa: number
  paidPaisa: number
  status: ChargeStatus
  /** The balance the tenant owed when the agreement came to Bhadaa (an EXTRA charge). */
  openingBalance: boolean
  /** What an EXTRA charge is for; null for the others. */
  description: string | null
  /** Why it was cancelled (an extra charge) or waived (a late fee). */
  cancelReason: string | null
}

/** What is written on a charge besides its figures (the ledger shows it; the rules reckon without it). */
export type ChargeNotes = 'openingBalance' | 'description' | 'cancelReason'

export type LedgerCharge = {
  id: number
  kind: ChargeKind
  /** A.D. YYYY-MM-DD */
  dueDate: string
  amountPaisa: number
  cancelled: boolean
  /** Settled outside Bhadaa (status BEFORE_BHADAA): takes no money. */
  beforeBhadaa?: boolean
}

export type LedgerPayment = { id: number; receiptNumber: number; amountPaisa: number }

export type Allocation = { paymentId: number; chargeId: number; amountPaisa: number }

export type AllocationResult = {
  allocations: Allocation[]
  /** Per charge id: what is paid of it and its status. */
  charges: Map<number, { paidPaisa: number; status: ChargeStatus }>
  /** Money beyond every open charge: kept for charges that do not exist yet (or refunded by hand). */
  unallocatedPaisa: number
}

export type RecordedPayment = { id: number; receiptNumber: number | null; openingCredit: boolean; amountPaisa: number }

/**
 * The payments as `allocatePayments` takes them: receipts by number, an opening credit first (0),
 * and each other payment without a receipt just after the last receipt recorded before it (by id,
 * which grows in the order payments are written), so it keeps its place among them.
 */
export function inRecordedOrder(payments: readonly RecordedPayment[]): LedgerPayment[] {
  let lastReceipt = 0
  return [...payments]
    .sort((a, b) => a.id - b.id)
    .map((payment) => {
      if (payment.receiptNumber !== null) lastReceipt = Math.max(lastReceipt, payment.receiptNumber)
      const receiptNumber = payment.receiptNumber ?? (payment.openingCredit ? 0 : lastReceipt + 0.5)
      return { id: payment.id, receiptNumber, amountPaisa: payment.amountPaisa }
    })
}

const KIND_ORDER: Record<ChargeKind, number> = { RENT: 0, UTILITY: 1, METERED: 2, EXTRA: 3, LATE_FEE: 4 }

/** Oldest first: due date, then the kind (rent first, late fees last), then id. */
export function compareCharges(a: Pick<LedgerCharge, 'id' | 'kind' | 'dueDate'>, b: Pick<LedgerCharge, 'id' | 'kind' | 'dueDate'>): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1
  if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind]
  return a.id - b.id
}

export function chargeStatus(amountPaisa: number, paidPaisa: number, cancelled = false, beforeBhadaa = false): ChargeStatus {
  if (cancelled) return 'CANCELLED'
  if (beforeBhadaa) return 'BEFORE_BHADAA'
  if (paidPaisa <= 0) return 'DUE'
  return paidPaisa >= amountPaisa ? 'PAID' : 'PARTIAL'
}

/** Applies the (not voided) payments to the charges, oldest charge first. */
export function allocatePayments(charges: readonly LedgerCharge[], payments: readonly LedgerPayment[]): AllocationResult {
  for (const payment of payments) {
    if (!Number.isSafeInteger(payment.amountPaisa) || payment.amountPaisa <= 0) throw new RangeError(`Payment ${payment.id} has no positive amount`)
  }
  const open = charges.filter((charge) => !charge.cancelled && !charge.beforeBhadaa).sort(compareCharges)
  const paid = new Map<number, number>(open.map((charge) => [charge.id, 0]))
  const allocations: Allocation[] = []
  let unallocatedPaisa = 0
  let next = 0 // index of the oldest charge not fully paid
  for (const payment of [...payments].sort((a, b) => a.receiptNumber - b.receiptNumber)) {
    let left = payment.amountPaisa
    while (left > 0 && next < open.length) {
      const charge = open[next]!
      const room = charge.amountPaisa - paid.get(charge.id)!
      const amountPaisa = Math.min(room, left)
      if (amountPaisa > 0) {
        allocations.push({ paymentId: payment.id, chargeId: charge.id, amountPaisa })
        paid.set(charge.id, paid.get(charge.id)! + amountPaisa)
        left -= amountPaisa
      }
      if (paid.get(charge.id)! >= charge.amountPaisa) next++
    }
    unallocatedPaisa += left
  }
  const result = new Map<number, { paidPaisa: number; status: ChargeStatus }>()
  for (const charge of charges) {
    const paidPaisa = paid.get(charge.id) ?? 0
    result.set(charge.id, { paidPaisa, status: chargeStatus(charge.amountPaisa, paidPaisa, charge.cancelled, charge.beforeBhadaa) })
  }
  return { allocations, charges: result, unallocatedPaisa }
}

export type BalanceCharge = { dueDate: string; amountPaisa: number; paidPaisa: number; status: ChargeStatus }

export type Balance = {
  /** Unpaid on charges due today or earlier (includes overdue). */
  dueNowPaisa: number
  /** Unpaid on charges whose due date has passed. */
  overduePaisa: number
  /** Paid ahead: money on charges not yet due plus money beyond every charge. */
  creditPaisa: number
  /** The oldest charge due today or earlier that is not fully paid (its due date), or null. */
  oldestUnpaidDueDate: string | null
  /** The next charge due after today and not fully paid, or null. */
  next: { dueDate: string; unpaidPaisa: number } | null
}

/**
 * Whether anything is still owed, due now or on a later charge: what "I paid" and a Pay link are
 * offered for. A closed lease with nothing owed, or one paid to its end (in credit), has nothing.
 */
export function hasAmountDue(balance: Pick<Balance, 'dueNowPaisa' | 'next'>): boolean {
  return balance.dueNowPaisa > 0 || balance.next !== null
}

/** The balance of an agreement on `today` (A.D., Nepal time), from its charges after allocation. */
export function ledgerBalance(charges: readonly BalanceCharge[], unallocatedPaisa: number, today: string): Balance {
  let dueNowPaisa = 0
  let overduePaisa = 0
  let creditPaisa = unallocatedPaisa
  let oldestUnpaidDueDate: string | null = null
  let next: Balance['next'] = null
  for (const charge of [...charges].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))) {
    if (charge.status === 'CANCELLED' || charge.status === 'BEFORE_BHADAA') continue
    const unpaid = Math.max(0, charge.amountPaisa - charge.paidPaisa)
    if (charge.dueDate <= today) {
      dueNowPaisa += unpaid
      if (charge.dueDate < today) overduePaisa += unpaid
      if (unpaid > 0) oldestUnpaidDueDate ??= charge.dueDate
    } else {
      creditPaisa += charge.paidPaisa
      if (unpaid > 0 && next === null) next = { dueDate: charge.dueDate, unpaidPaisa: unpaid }
      else if (unpaid > 0 && next?.dueDate === charge.dueDate) next = { dueDate: next.dueDate, unpaidPaisa: next.unpaidPaisa + unpaid }
    }
  }
  return { dueNowPaisa, overduePaisa, creditPaisa, oldestUnpaidDueDate, next }
}
