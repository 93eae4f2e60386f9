// An agreement's statement for any date range: opening balance, each charge and payment
// in the range with the running balance, closing balance. Pure: it reads the one ledger (DESIGN
// §11) and keeps no totals of its own.
//
// Rules and decisions:
// - The balance is what the tenant owes: charges add to it, payments in take from it, payments out
//   (a deposit refund, a refund of credit) add to it. Negative: credit. A deposit received is a
//   payment in, so a settled tenancy ends at 0.
// - A charge counts on its due date; a payment on its date. Cancelled charges and voided payments
//   are left out entirely.
// - Same day: charges first, then payments in, then payments out, each by id; so a day on which
//   rent falls due and is paid shows the rent, then the payment.
// - Charges settled before Bhadaa (history entered as already paid outside it, with no payment in
//   the ledger) are listed apart and never count in the balances, or they would show as owed.
import { isAdDate } from './ad-date.ts'
import type { ChargeKind } from './charge-kind.ts'
import type { ChargeStatus } from './ledger.ts'

export type StatementCharge = {
  id: number
  kind: ChargeKind
  dueDate: string
  amountPaisa: number
  status: ChargeStatus
  settledBeforeBhadaa?: boolean
}

export type StatementPayment = {
  id: number
  date: string
  amountPaisa: number
  direction: 'IN' | 'OUT'
  voided: boolean
}

export type StatementLine =
  | { type: 'CHARGE'; date: string; charge: StatementCharge; amountPaisa: number; balancePaisa: number }
  | { type: 'PAYMENT_IN' | 'PAYMENT_OUT'; date: string; payment: StatementPayment; amountPaisa: number; balancePaisa: number }

export type Statement = {
  from: string
  to: string
  openingBalancePaisa: number
  lines: StatementLine[]
  closingBalancePaisa: number
  chargedPaisa: number
  receivedPaisa: number
  paidOutPaisa: number
  /** Charges due in the range that were settled before Bhadaa: shown apart, not in the balances. */
  settledBeforeBhadaa: StatementCharge[]
}

type LineWithoutBalance =
  | Omit<Extract<StatementLine, { type: 'CHARGE' }>, 'balancePaisa'>
  | Omit<Extract<StatementLine, { type: 'PAYMENT_IN' | 'PAYMENT_OUT' }>, 'balancePaisa'>
type Entry = { line: LineWithoutBalance; order: number; id: number; effect: number }

/** The statement from `from` to `to` (A.D., inclusive). */
export function buildStatement(
  charges: readonly StatementCharge[],
  payments: readonly StatementPayment[],
  { from, to }: { from: string; to: string },
): Statement {
  if (!isAdDate(from) || !isAdDate(to)) throw new RangeError('A statement needs two A.D. dates (YYYY-MM-DD)')
  if (to < from) throw new RangeError('A statement cannot end before it starts')
  const entries: Entry[] = []
  for (const charge of charges) {
    if (charge.status === 'CANCELLED' || charge.settledBeforeBhadaa) continue
    entries.push({ line: { type: 'CHARGE', date: charge.dueDate, charge, amountPaisa: charge.amountPaisa }, order: 0, id: charge.id, effect: charge.amountPaisa })
  }
  for (const payment of payments) {
    if (payment.voided) continue
    const isIn = payment.direction === 'IN'
    const type = isIn ? 'PAYMENT_IN' : 'PAYMENT_OUT'
    const effect = isIn ? -payment.amountPaisa : payment.amountPaisa
    entries.push({ line: { type, date: payment.date, payment, amountPaisa: payment.amountPaisa }, order: isIn ? 1 : 2, id: payment.id, effect })
  }
  entries.sort((a, b) => (a.line.date !== b.line.date ? (a.line.date < b.line.date ? -1 : 1) : a.order - b.order || a.id - b.id))

  let balance = 0
  let chargedPaisa = 0
  let receivedPaisa = 0
  let paidOutPaisa = 0
  const lines: StatementLine[] = []
  for (const { line, effect } of entries) {
    if (line.date > to) break
    balance += effect
    if (line.date < from) continue
    if (line.type === 'CHARGE') chargedPaisa += line.amountPaisa
    else if (line.type === 'PAYMENT_IN') receivedPaisa += line.amountPaisa
    else paidOutPaisa += line.amountPaisa
    lines.push({ ...line, balancePaisa: balance })
  }
  const openingBalancePaisa = balance - chargedPaisa + receivedPaisa - paidOutPaisa
  const settledBeforeBhadaa = charges.filter(
    (charge) => charge.settledBeforeBhadaa && charge.status !== 'CANCELLED' && charge.dueDate >= from && charge.dueDate <= to,
  )
  return { from, to, openingBalancePaisa, lines, closingBalancePaisa: balance, chargedPaisa, receivedPaisa, paidOutPaisa, settledBeforeBhadaa }
}
