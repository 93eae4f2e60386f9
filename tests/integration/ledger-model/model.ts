// The reference model: what one landlord's money must be after a sequence of operations, kept
// apart from the app's tables. It knows the leases (which unit, when they run, whether they were
// terminated, renewed or settled), every rupee a tenant or a gateway paid and where it must be,
// and the rent income each fiscal year must report. It does not re-implement the rent schedule:
// charges are the app's, checked against each other by the invariants; the model holds what
// people did and what the rules (DESIGN §11) say follows from it.
import { addAdDays } from '~/domain/ad-date'

export type Unit = 'FLAT_1' | 'FLAT_2'
export const UNITS: readonly Unit[] = ['FLAT_1', 'FLAT_2']

export type Lease = {
  /** The app's agreement id. */
  id: number
  unit: Unit
  calendar: 'AD' | 'BS'
  tenantPhone: string
  startDate: string
  endDate: string
  rentPaisa: number
  depositPaisa: number
  /** The day the termination was recorded: the lease is not current from then on. */
  terminatedOn: string | null
  /** The tenant's last day, given with the termination (past, today or to come); settled from then on. */
  moveOutOn: string | null
  settled: boolean
  /** The lease it renews (its renewal starts the day after that one's end). */
  renewedFromId: number | null
  renewedById: number | null
  metered: boolean
  /** The latest meter reading (hundredths of a unit), once a rate is set. */
  lastReading: { id: number; readOn: string; value: number } | null
  lateFees: boolean
}

/** A rupee a tenant or a gateway paid: where the app must keep it. */
export type MoneyIn = {
  agreementId: number
  amountPaisa: number
  paidOn: string
  source: 'LANDLORD' | 'PROOF' | 'GATEWAY'
  /** The ledger payment (receipted); null while it is "received, needs a decision". */
  paymentId: number | null
  voided: boolean
  /** A gateway's money: its order. */
  orderId?: string
  /** Money that waited for a decision and that the landlord gave back outside Bhadaa. */
  refunded?: boolean
}

export type GatewayOrder = { agreementId: number; code: string; orderId: string; pidx: string; amountPaisa: number; state: 'STARTED' | 'PENDING' | 'DONE' | 'FAILED' }

export type Proof = { id: number; agreementId: number; amountPaisa: number; paidOn: string }

/** Money that counts in the rent-income report (or against it), on a day. */
export type IncomeEvent = { date: string; amountPaisa: number; why: string }

export class LedgerModel {
  today: string
  readonly leases: Lease[] = []
  readonly money: MoneyIn[] = []
  readonly orders: GatewayOrder[] = []
  readonly proofs: Proof[] = []
  /** Settlement days' income: the deposit applied to charges, less the tenant's own credit returned. */
  readonly settlementIncome: IncomeEvent[] = []

  constructor(today: string) {
    this.today = today
  }

  lease(id: number): Lease {
    const found = this.leases.find((lease) => lease.id === id)
    if (!found) throw new Error(`the model has no lease ${id}`)
    return found
  }

  /** Started, not past its end, not terminated: what counts, and what holds the unit. */
  isCurrent(lease: Lease, today = this.today): boolean {
    return lease.startDate <= today && today <= lease.endDate && (lease.terminatedOn === null || lease.terminatedOn > today)
  }

  /** A renewal made before its start day: held apart, counted nowhere until it starts. */
  isUpcoming(lease: Lease, today = this.today): boolean {
    return lease.startDate > today && lease.terminatedOn === null
  }

  /** Over: ended or terminated (and not continued by a renewal that took its balance). */
  isOver(lease: Lease, today = this.today): boolean {
    return today > lease.endDate || (lease.terminatedOn !== null && lease.terminatedOn <= today)
  }

  current(today = this.today): Lease[] {
    return this.leases.filter((lease) => this.isCurrent(lease, today))
  }

  /** The unit is free for a new agreement: no current or upcoming lease holds it. */
  isFree(unit: Unit): boolean {
    return !this.leases.some((lease) => lease.unit === unit && (this.isCurrent(lease) || this.isUpcoming(lease)))
  }

  /** Distinct tenants on current leases (the dashboard's and the plan's tenant count). */
  currentTenantCount(): number {
    return new Set(this.current().map((lease) => lease.tenantPhone)).size
  }

  /** Where a tenant's payment goes: a lease that has started (never an upcoming renewal). */
  acceptsPayments(lease: Lease): boolean {
    return lease.startDate <= this.today && !lease.settled && !(lease.renewedById !== null && this.lease(lease.renewedById).startDate <= this.today)
  }

  /**
   * Where the ledger records a payment named for the lease: the lease itself, or once its renewal
   * has started (and theirs, along a chain) the renewal running now.
   */
  payeeOf(lease: Lease): Lease {
    let payee = lease
    while (payee.renewedById !== null && this.lease(payee.renewedById).startDate <= this.today) payee = this.lease(payee.renewedById)
    return payee
  }

  /** The earliest day a payment on the lease may carry: its start (and not in the future). */
  paymentDays(lease: Lease): { from: string; to: string } {
    return { from: lease.startDate, to: this.today }
  }

  /** The rent income of the days from..to: rupees tenants and gateways paid, not voided, and settlement days' deposit applied. */
  income(from: string, to: string): number {
    let total = 0
    for (const money of this.money) if (money.paymentId !== null && !money.voided && money.paidOn >= from && money.paidOn <= to) total += money.amountPaisa
    for (const event of this.settlementIncome) if (event.date >= from && event.date <= to) total += event.amountPaisa
    return total
  }

  /** Days between two A.D. dates (to − from). */
  static days(from: string, to: string): number {
    return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
  }

  static add(date: string, days: number): string {
    return addAdDays(date, days)
  }
}

/**
 * What a settlement does to the year's rent income (DESIGN §11): the part of the deposit applied
 * to unpaid charges and deductions counts on the settlement day; the tenant's own credit handed back
 * with the refund was counted when it was paid, and is money the landlord did not keep, so it counts
 * against that day. `unpaidPaisa` is every open charge's unpaid part, `creditPaisa` the money paid
 * beyond what charges took (both read from the ledger just before).
 */
export function settlementIncomeOf({ depositPaisa, unpaidPaisa, creditPaisa, deductionsPaisa }: { depositPaisa: number; unpaidPaisa: number; creditPaisa: number; deductionsPaisa: number }) {
  const owed = unpaidPaisa + deductionsPaisa
  const creditUsed = Math.min(creditPaisa, owed)
  const depositApplied = Math.min(depositPaisa, owed - creditUsed)
  const creditReturned = creditPaisa - creditUsed
  return { depositApplied, creditReturned, incomePaisa: depositApplied - creditReturned }
}
