// The profit report (ADR 044): per property and in total, per B.S. month of a fiscal
// year, the income the rent-income report counts (its own query: ownRentIncome) less the
// expenses not voided. The member's own properties, with each owner's share of a co-owned one's
// profit (as the rent-income report splits income); then the properties others let them see the
// books of (co-owner, manager, viewer: 'books:view'), each whole from its owner's books, with the
// member's own share when they co-own it. The total is the member's own properties'.
import { fiscalYearBounds } from '~/domain/fiscal-year'
import { profitYear, type ProfitYear, type SpentMoney } from '~/domain/profit'
import { splitByShares, type PropertyRoleName } from '~/domain/property-roles'
import { prisma } from '~/server/db.server'
import { booksInSight, expensesBetween, type Books } from './books.server'
import { ownRentIncome, sharesOf } from './rent-income.server'

export type ProfitShare = { memberId: number; name: string; sharePercent: number; profitPaisa: number }
export type PropertyProfit = { propertyId: number; propertyName: string; year: ProfitYear; shares: ProfitShare[] }
export type SharedProfit = PropertyProfit & { ownerName: string; role: PropertyRoleName; share: ProfitShare | null }
export type Profit = { total: ProfitYear; properties: PropertyProfit[]; shared: SharedProfit[] }

/** One owner's books of the year, property by property (those with income or expenses; `everyOne`: all of `propertyIds`). */
async function booksProfit(books: Pick<Books, 'ownerId' | 'propertyIds'>, fiscalYear: number, everyOne: boolean) {
  const bounds = fiscalYearBounds(fiscalYear)
  const [income, spent, peopleOf] = await Promise.all([
    ownRentIncome(books.ownerId, fiscalYear, books.propertyIds ?? undefined),
    expensesBetween(books, bounds.start, bounds.end),
    sharesOf(books.ownerId, books.propertyIds ?? (await ownPropertyIds(books.ownerId))),
  ])
  const ids = new Set([...income.properties.map((one) => one.propertyId), ...spent.map((one) => one.propertyId), ...(everyOne ? (books.propertyIds ?? []) : [])])
  const names = new Map((await prisma.property.findMany({ where: { id: { in: [...ids] }, memberId: books.ownerId }, select: { id: true, name: true } })).map((row) => [row.id, row.name]))
  const properties: PropertyProfit[] = [...ids]
    .filter((id) => names.has(id))
    .map((propertyId) => {
      const year = profitYear(fiscalYear, income.properties.find((one) => one.propertyId === propertyId)?.report ?? null, spent.filter((one) => one.propertyId === propertyId))
      const people = peopleOf(propertyId)
      const parts = people.length === 0 ? [] : splitByShares(year.profitPaisa, people.map((person) => person.basisPoints))
      const shares = people.map((person, index) => ({ memberId: person.memberId, name: person.name, sharePercent: person.basisPoints / 100, profitPaisa: parts[index]! }))
      return { propertyId, propertyName: names.get(propertyId)!, year, shares }
    })
    .sort((a, b) => a.propertyName.localeCompare(b.propertyName) || a.propertyId - b.propertyId)
  return { total: profitYear(fiscalYear, income.total, spent as SpentMoney[]), properties }
}

async function ownPropertyIds(ownerId: number): Promise<number[]> {
  return (await prisma.property.findMany({ where: { memberId: ownerId }, select: { id: true } })).map((row) => row.id)
}

/** The member's profit of fiscal year `fiscalYear` (a B.S. start year); a RangeError outside the calendar table. */
export async function getProfit(memberId: number, fiscalYear: number): Promise<Profit> {
  const [own, ...others] = await booksInSight(memberId)
  const [mine, ...theirs] = await Promise.all([booksProfit(own!, fiscalYear, false), ...others.map((books) => booksProfit(books, fiscalYear, true))])
  const shared = others.flatMap((books, index) =>
    // Only the member's own share: the owner's and the other co-owners' are not theirs to see (as in the rent-income report).
    theirs[index]!.properties.map(({ shares, ...property }) => ({
      ...property,
      shares: [],
      ownerName: books.ownerName,
      role: books.roles.get(property.propertyId)!,
      share: shares.find((one) => one.memberId === memberId) ?? null,
    })),
  )
  return { total: mine!.total, properties: mine!.properties, shared }
}
