// The rent-income report (issue 18, DESIGN §11): per property and in total, what the member
// received in a B.S. fiscal year, by month, rent apart from other income, with the house-rent tax
// at the member's rate. It counts money received (payments, on their date), not money charged:
// each payment is split by the kinds of the charges its allocations paid, and what it has not
// (yet) paid on a charge is credit. Voided payments and opening credits (money received before
// Bhadaa, with no receipt) are not income of the year. The arithmetic is app/domain/fiscal-year.ts.
import { fiscalYearBounds, rentIncomeReport, type ReceivedMoney, type RentIncomeReport } from '~/domain/fiscal-year'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import { prisma } from '~/server/db.server'
import { NotFoundError } from '~/services/errors'

export type PropertyRentIncome = { propertyId: number; propertyName: string; report: RentIncomeReport }
export type RentIncome = { total: RentIncomeReport; properties: PropertyRentIncome[] }

/** The member's house-rent tax rate, in percent. */
export async function getRentTaxPercent(memberId: number): Promise<number> {
  const member = await prisma.member.findUnique({ where: { id: memberId }, select: { rentTaxPercent: true } })
  if (!member) throw new NotFoundError()
  return Number(member.rentTaxPercent)
}

/** The member's rent income of fiscal year `fiscalYear` (a B.S. start year, e.g. 2082); a RangeError outside the calendar table. */
export async function getRentIncome(memberId: number, fiscalYear: number): Promise<RentIncome> {
  const bounds = fiscalYearBounds(fiscalYear)
  const [taxPercent, payments] = await Promise.all([
    getRentTaxPercent(memberId),
    prisma.payment.findMany({
      where: { memberId, voidedAt: null, openingCredit: false, carryOver: false, paidOn: { gte: dateColumn(bounds.start), lte: dateColumn(bounds.end) } },
      select: {
        amountPaisa: true,
        paidOn: true,
        agreement: { select: { property: { select: { id: true, name: true } } } },
        allocations: { select: { amountPaisa: true, charge: { select: { kind: true } } } },
      },
    }),
  ])
  const byProperty = new Map<number, { name: string; received: ReceivedMoney[] }>()
  const all: ReceivedMoney[] = []
  for (const payment of payments) {
    const { id, name } = payment.agreement.property
    const entry = byProperty.get(id) ?? { name, received: [] }
    byProperty.set(id, entry)
    const date = isoDateOf(payment.paidOn)
    let allocated = 0n
    const received: ReceivedMoney[] = payment.allocations.map((allocation) => {
      allocated += allocation.amountPaisa
      return { date, kind: allocation.charge.kind, amountPaisa: Number(allocation.amountPaisa) }
    })
    const credit = payment.amountPaisa - allocated
    if (credit > 0n) received.push({ date, kind: 'CREDIT', amountPaisa: Number(credit) })
    entry.received.push(...received)
    all.push(...received)
  }
  const properties = [...byProperty.entries()]
    .map(([propertyId, { name, received }]) => ({ propertyId, propertyName: name, report: rentIncomeReport(received, fiscalYear, taxPercent) }))
    .sort((a, b) => a.propertyName.localeCompare(b.propertyName) || a.propertyId - b.propertyId)
  return { total: rentIncomeReport(all, fiscalYear, taxPercent), properties }
}
