// A ledger's lines as the ledger service answers them (ledger.server.ts, receipts.server.ts): the
// payment type, the selects that read charges and payments and the mappers from rows (the charge's
// type, `ChargeLine`, is the domain's).
import type { ChargeLine } from '~/domain/ledger'
import type { Prisma } from '~/generated/prisma/client'
import type { PaymentMethod } from '~/schemas/ledger-schemas'
import { isoDateOf } from '~/domain/ad-date'
import type { CalendarType } from '~/domain/calendar-type'

export type PaymentLine = {
  id: number
  receiptNumber: number
  amountPaisa: number
  paidOn: string
  method: PaymentMethod
  reference: string | null
  note: string | null
  /** ISO instant, or null while the payment counts. */
  voidedAt: string | null
  voidReason: string | null
  createdAt: string
  /** What it pays now, oldest charge first (nothing once voided). */
  paidFor: Array<{ chargeId: number; amountPaisa: number }>
}

export const CHARGE_SELECT = {
  id: true,
  kind: true,
  periodStart: true,
  periodEnd: true,
  dueDate: true,
  amountPaisa: true,
  paidPaisa: true,
  status: true,
  openingBalance: true,
  description: true,
  cancelReason: true,
  agreementUtility: { select: { utilityOptionId: true } },
} satisfies Prisma.ChargeSelect

export const PAYMENT_SELECT = {
  id: true,
  receiptNumber: true,
  amountPaisa: true,
  paidOn: true,
  method: true,
  reference: true,
  note: true,
  voidedAt: true,
  voidReason: true,
  createdAt: true,
  allocations: { select: { chargeId: true, amountPaisa: true } },
} satisfies Prisma.PaymentSelect

export function chargeLineOf(row: Prisma.ChargeGetPayload<{ select: typeof CHARGE_SELECT }>): ChargeLine {
  return {
    id: row.id,
    kind: row.kind,
    utilityId: row.agreementUtility?.utilityOptionId ?? null,
    periodStart: isoDateOf(row.periodStart),
    periodEnd: isoDateOf(row.periodEnd),
    dueDate: isoDateOf(row.dueDate),
    amountPaisa: Number(row.amountPaisa),
    paidPaisa: Number(row.paidPaisa),
    status: row.status,
    openingBalance: row.openingBalance,
    description: row.description,
    cancelReason: row.cancelReason,
  }
}

type ChargeRow = Prisma.ChargeGetPayload<{ select: typeof CHARGE_SELECT }>
type PaymentRow = Prisma.PaymentGetPayload<{ select: typeof PAYMENT_SELECT }>

// The same rows read as JSON in one statement (ledger.server.ts getLedger): dates and instants as
// PostgreSQL writes them, money as the text of the integer (exact), enums as their names.
type ChargeJson = Omit<ChargeRow, 'periodStart' | 'periodEnd' | 'dueDate' | 'amountPaisa' | 'paidPaisa' | 'agreementUtility'> & {
  utilityOptionId: string | null
  periodStart: string
  periodEnd: string
  dueDate: string
  amountPaisa: string
  paidPaisa: string
}
type PaymentJson = Omit<PaymentRow, 'amountPaisa' | 'paidOn' | 'voidedAt' | 'createdAt' | 'allocations'> & {
  amountPaisa: string
  paidOn: string
  voidedAt: string | null
  createdAt: string
  allocations: Array<{ chargeId: number; amountPaisa: string }>
}
export type LedgerJson = { id: number; calendar: CalendarType; charges: ChargeJson[]; payments: PaymentJson[] }

export function chargeRowOf({ utilityOptionId, ...row }: ChargeJson): ChargeRow {
  return {
    ...row,
    periodStart: new Date(row.periodStart),
    periodEnd: new Date(row.periodEnd),
    dueDate: new Date(row.dueDate),
    amountPaisa: BigInt(row.amountPaisa),
    paidPaisa: BigInt(row.paidPaisa),
    agreementUtility: utilityOptionId === null ? null : { utilityOptionId },
  }
}

export function paymentRowOf(row: PaymentJson): PaymentRow {
  return {
    ...row,
    amountPaisa: BigInt(row.amountPaisa),
    paidOn: new Date(row.paidOn),
    voidedAt: row.voidedAt === null ? null : new Date(row.voidedAt),
    createdAt: new Date(row.createdAt),
    allocations: row.allocations.map((allocation) => ({ chargeId: allocation.chargeId, amountPaisa: BigInt(allocation.amountPaisa) })),
  }
}

/** A payment with a receipt number: every payment but an opening credit (opening-balance.server.ts). */
export const hasReceipt = <T extends { receiptNumber: number | null }>(row: T): row is T & { receiptNumber: number } => row.receiptNumber !== null

export function paymentLineOf(row: PaymentRow & { receiptNumber: number }, chargeOrder: Map<number, number>): PaymentLine {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    amountPaisa: Number(row.amountPaisa),
    paidOn: isoDateOf(row.paidOn),
    method: row.method,
    reference: row.reference,
    note: row.note,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    createdAt: row.createdAt.toISOString(),
    paidFor: row.allocations
      .map((allocation) => ({ chargeId: allocation.chargeId, amountPaisa: Number(allocation.amountPaisa) }))
      .sort((a, b) => (chargeOrder.get(a.chargeId) ?? 0) - (chargeOrder.get(b.chargeId) ?? 0)),
  }
}

/** "Ram Thapa" */
