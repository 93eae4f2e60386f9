// The rent-income report (DESIGN §11): per property and in total, the money the member kept as
// rent in a B.S. fiscal year, by month, rent apart from other income, with the house-rent tax at
// the member's rate. It counts money received (on its day), not money charged:
// - a receipt counts on its day, split by the kinds of the charges its allocations paid; what it
//   has not (yet) paid on a charge is credit (paid ahead);
// - a deposit is not income: received, held or refunded. At a settlement, only the part of it the
//   ledger spent on charges (unpaid dues, deductions) counts, on the settlement day, as those
//   charges; the refund gives back the rest of the deposit (not counted either way) and any money
//   paid ahead, which was counted when received and so is taken off on the settlement day;
// - voided payments, opening credits (money received before Bhadaa) and carry-overs (a renewal's
//   balance moving across, counted when it was received) are not income of the year.
// The arithmetic is app/domain/fiscal-year.ts.
import { fiscalYearBounds, rentIncomeReport, type ReceivedMoney, type RentIncomeReport } from '~/domain/fiscal-year'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import type { ChargeKind } from '~/domain/charge-kind'
import { splitByShares, WHOLE_SHARE } from '~/domain/property-roles'
import { prisma } from '~/server/db.server'
import { NotFoundError } from '~/services/errors'
import { fullName } from '~/domain/person-name'

const PROPERTY = { select: { property: { select: { id: true, name: true } } } } as const
const ALLOCATIONS = { select: { amountPaisa: true, charge: { select: { kind: true } } } } as const

/** What a payment paid on charges, by kind, on `date`, and what of it is left beyond them. */
function spent(date: string, allocations: ReadonlyArray<{ amountPaisa: bigint; charge: { kind: ChargeKind } }>, amountPaisa: bigint) {
  const received: ReceivedMoney[] = allocations.map((allocation) => ({ date, kind: allocation.charge.kind, amountPaisa: Number(allocation.amountPaisa) }))
  const allocated = allocations.reduce((sum, allocation) => sum + allocation.amountPaisa, 0n)
  return { received, unspentPaisa: Number(amountPaisa - allocated) }
}

/** One person's part of a property's year (ADR 041): the share of its rent, of all it received, and of the tax. */
export type IncomeShare = { memberId: number; name: string; sharePercent: number; rentPaisa: number; totalPaisa: number; taxPaisa: number }
/** `shares`: the owner's and each co-owner's, the owner first; empty when the owner has the property alone. */
export type PropertyRentIncome = { propertyId: number; propertyName: string; report: RentIncomeReport; shares: IncomeShare[] }
/** A property another member owns with the member as co-owner: the member's own share of it. */
export type CoOwnedRentIncome = { propertyId: number; propertyName: string; ownerName: string; share: IncomeShare }
export type RentIncome = { total: RentIncomeReport; properties: PropertyRentIncome[]; coOwned: CoOwnedRentIncome[] }

/** The member's house-rent tax rate, in percent. */
export async function getRentTaxPercent(memberId: number): Promise<number> {
  const member = await prisma.member.findUnique({ where: { id: memberId }, select: { rentTaxPercent: true } })
  if (!member) throw new NotFoundError()
  return Number(member.rentTaxPercent)
}

/**
 * The member's rent income of fiscal year `fiscalYear` (a B.S. start year, e.g. 2082); a RangeError
 * outside the calendar table. Each of their properties with co-owners shows every owner's share,
 * so each can file their own house-rent tax; the properties they co-own show their own share
 * (from the owner's books), the owner's and the others' not.
 */
export async function getRentIncome(memberId: number, fiscalYear: number): Promise<RentIncome> {
  const [own, coOwnerships] = await Promise.all([
    ownRentIncome(memberId, fiscalYear),
    prisma.propertyTeamMember.findMany({ where: { memberId, role: 'CO_OWNER' }, select: { propertyId: true, property: { select: { memberId: true } } } }),
  ])
  const owners = [...new Set(coOwnerships.map((row) => row.property.memberId))]
  const coOwnedIds = coOwnerships.map((row) => row.propertyId)
  const theirs = await Promise.all(owners.map((ownerId) => ownRentIncome(ownerId, fiscalYear, coOwnedIds)))
  const coOwned = theirs
    .flatMap((income) => income.properties)
    .flatMap((property) => {
      const share = property.shares.find((one) => one.memberId === memberId)
      return share ? [{ propertyId: property.propertyId, propertyName: property.propertyName, ownerName: property.shares[0]!.name, share }] : []
    })
  return { total: own.total, properties: own.properties, coOwned }
}

export type OwnIncome = { total: RentIncomeReport; properties: PropertyRentIncome[] }

/** Every owner's share of a property's year, the owner first (what the co-owners leave); the profit report splits by them too. */
export async function sharesOf(ownerId: number, propertyIds: number[]) {
  const [owner, coOwners] = await Promise.all([
    prisma.member.findUniqueOrThrow({ where: { id: ownerId }, select: { id: true, firstName: true, lastName: true } }),
    prisma.propertyTeamMember.findMany({
      where: { propertyId: { in: propertyIds }, role: 'CO_OWNER' },
      select: { propertyId: true, shareBasisPoints: true, member: { select: { id: true, firstName: true, lastName: true } } },
      orderBy: { createdAt: 'asc' },
    }),
  ])
  const name = (member: { firstName: string; lastName: string }) => fullName(member)
  return (propertyId: number) => {
    const others = coOwners.filter((row) => row.propertyId === propertyId)
    if (others.length === 0) return []
    const given = others.reduce((sum, row) => sum + (row.shareBasisPoints ?? 0), 0)
    return [
      { memberId: owner.id, name: name(owner), basisPoints: WHOLE_SHARE - given },
      ...others.map((row) => ({ memberId: row.member.id, name: name(row.member), basisPoints: row.shareBasisPoints ?? 0 })),
    ]
  }
}

/** A property's year split by its owners' shares, to the paisa. */
function splitYear(report: RentIncomeReport, people: ReadonlyArray<{ memberId: number; name: string; basisPoints: number }>): IncomeShare[] {
  if (people.length === 0) return []
  const points = people.map((person) => person.basisPoints)
  const [rent, total, tax] = [report.rentPaisa, report.totalPaisa, report.taxPaisa].map((paisa) => splitByShares(paisa, points))
  return people.map((person, index) => ({
    memberId: person.memberId,
    name: person.name,
    sharePercent: person.basisPoints / 100,
    rentPaisa: rent![index]!,
    totalPaisa: total![index]!,
    taxPaisa: tax![index]!,
  }))
}

/**
 * The member's own books of the year: every property, or only `propertyIds` (a co-owner's view of
 * them). The one definition of income: the profit report and the charts read it.
 */
export async function ownRentIncome(memberId: number, fiscalYear: number, propertyIds?: readonly number[]): Promise<OwnIncome> {
  const onProperties = propertyIds === undefined ? {} : { agreement: { propertyId: { in: [...propertyIds] } } }
  const bounds = fiscalYearBounds(fiscalYear)
  const [taxPercent, payments, settlements] = await Promise.all([
    getRentTaxPercent(memberId),
    prisma.payment.findMany({
      where: {
        memberId,
        voidedAt: null,
        openingCredit: false,
        carryOver: false,
        depositOf: { is: null },
        refundOf: { is: null },
        paidOn: { gte: dateColumn(bounds.start), lte: dateColumn(bounds.end) },
        ...onProperties,
      },
      select: { amountPaisa: true, paidOn: true, agreement: PROPERTY, allocations: ALLOCATIONS },
    }),
    prisma.settlement.findMany({
      where: { memberId, settledOn: { gte: dateColumn(bounds.start), lte: dateColumn(bounds.end) }, ...onProperties },
      select: { settledOn: true, refundPaisa: true, agreement: PROPERTY, depositPayment: { select: { amountPaisa: true, allocations: ALLOCATIONS } } },
    }),
  ])
  const byProperty = new Map<number, { name: string; received: ReceivedMoney[] }>()
  const all: ReceivedMoney[] = []
  const add = ({ id, name }: { id: number; name: string }, received: ReceivedMoney[]) => {
    const entry = byProperty.get(id) ?? { name, received: [] }
    byProperty.set(id, entry)
    entry.received.push(...received)
    all.push(...received)
  }
  for (const payment of payments) {
    const date = isoDateOf(payment.paidOn)
    const { received, unspentPaisa } = spent(date, payment.allocations, payment.amountPaisa)
    if (unspentPaisa > 0) received.push({ date, kind: 'CREDIT', amountPaisa: unspentPaisa })
    add(payment.agreement.property, received)
  }
  for (const settlement of settlements) {
    const date = isoDateOf(settlement.settledOn)
    const deposit = settlement.depositPayment
    const { received, unspentPaisa } = deposit ? spent(date, deposit.allocations, deposit.amountPaisa) : { received: [], unspentPaisa: 0 }
    // The refund first gives back the deposit left unspent; beyond it, money paid ahead.
    const paidAheadReturned = Number(settlement.refundPaisa) - unspentPaisa
    if (paidAheadReturned > 0) received.push({ date, kind: 'CREDIT_RETURNED', amountPaisa: paidAheadReturned })
    if (received.length > 0) add(settlement.agreement.property, received)
  }
  const peopleOf = await sharesOf(memberId, [...byProperty.keys()])
  const properties = [...byProperty.entries()]
    .map(([propertyId, { name, received }]) => {
      const report = rentIncomeReport(received, fiscalYear, taxPercent)
      return { propertyId, propertyName: name, report, shares: splitYear(report, peopleOf(propertyId)) }
    })
    .sort((a, b) => a.propertyName.localeCompare(b.propertyName) || a.propertyId - b.propertyId)
  return { total: rentIncomeReport(all, fiscalYear, taxPercent), properties }
}
