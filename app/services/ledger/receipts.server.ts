// Receipts: a payment as its receipt shows it, numbered per member, with the charges it
// pays. Scoped to the member: another member's receipt number is NotFoundError.
import type { CalendarType } from '~/domain/calendar-type'
import { type ChargeLine, compareCharges } from '~/domain/ledger'
import { toNationalNumber } from '~/domain/phone'
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { prisma } from '~/server/db.server'
import { NotFoundError } from '~/services/errors'
import { CHARGE_SELECT, chargeLineOf, hasReceipt, PAYMENT_SELECT, type PaymentLine, paymentLineOf } from './lines.server'
import { isRecordId } from '~/domain/record-id'
import { fullName } from '~/domain/person-name'

export type Receipt = PaymentLine & {
  calendar: CalendarType
  /** With its payment reference, for the next payment's remarks. */
  agreement: { id: number; name: string; paymentReference: string }
  landlord: { name: string; phoneNational: string }
  tenant: { name: string; phoneNational: string }
  property: { name: string; address1: string; city: string }
  unitName: string | null
  /** The charges it pays, oldest first, with the part of each it pays. */
  periods: Array<Omit<ChargeLine, 'paidPaisa'> & { paidPaisa: number; allocatedPaisa: number }>
  /** Money of this payment beyond every charge. */
  creditPaisa: number
  /** The co-owner, manager or collector who recorded it (ADR 041); null when the landlord did, or Bhadaa. */
  receivedBy: string | null
}

/** The receipt with `receiptNumber` of the member (numbers are per member). */
export async function getReceipt(memberId: number, receiptNumber: number): Promise<Receipt> {
  const row = isRecordId(receiptNumber)
    ? await prisma.payment.findUnique({
        where: { memberId_receiptNumber: { memberId, receiptNumber } },
        select: {
          ...PAYMENT_SELECT,
          allocations: { select: { chargeId: true, amountPaisa: true, charge: { select: CHARGE_SELECT } } },
          member: { select: { firstName: true, lastName: true, phone: true } },
          recordedBy: { select: { firstName: true, lastName: true } },
          agreement: {
            select: {
              id: true,
              name: true,
              paymentReference: true,
              calendar: true,
              tenant: { select: { firstName: true, lastName: true, phone: true } },
              property: { select: { name: true, address1: true, city: true } },
              unit: { select: { name: true } },
            },
          },
        },
      })
    : null
  if (!row || !hasReceipt(row)) throw new NotFoundError(LEDGER_MESSAGES.paymentNotFound)
  const periods = row.allocations
    .map((allocation) => ({ ...chargeLineOf(allocation.charge), allocatedPaisa: Number(allocation.amountPaisa) }))
    .sort(compareCharges)
  const order = new Map(periods.map((period, index) => [period.id, index]))
  const line = paymentLineOf(row, order)
  return {
    ...line,
    calendar: row.agreement.calendar,
    agreement: { id: row.agreement.id, name: row.agreement.name, paymentReference: row.agreement.paymentReference },
    landlord: { name: fullName(row.member), phoneNational: toNationalNumber(row.member.phone) },
    tenant: { name: fullName(row.agreement.tenant), phoneNational: toNationalNumber(row.agreement.tenant.phone) },
    property: row.agreement.property,
    unitName: row.agreement.unit?.name ?? null,
    periods,
    creditPaisa: line.voidedAt ? 0 : line.amountPaisa - periods.reduce((sum, period) => sum + period.allocatedPaisa, 0),
    receivedBy: row.recordedBy ? fullName(row.recordedBy) : null,
  }
}
