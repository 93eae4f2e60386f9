// Whose books a member's reports read (ADR 044): their own, every property of theirs,
// and the properties others let them into with a role that may see the books ('books:view':
// co-owner, manager, viewer; a collector's not), each read in its owner's books (ADR 041). And
// the money those properties spent: expenses not voided, by the day they were paid.
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import { rolesThatMay, type PropertyRoleName } from '~/domain/property-roles'
import type { SpentMoney } from '~/domain/profit'
import { prisma } from '~/server/db.server'
import { fullName } from '~/domain/person-name'

/** One owner's books as the member sees them: `propertyIds` null is all of the member's own. */
export type Books = { ownerId: number; ownerName: string; propertyIds: number[] | null; roles: Map<number, PropertyRoleName> }

/** The member's own books first, then each other owner's properties shared with them, by owner. */
export async function booksInSight(memberId: number): Promise<Books[]> {
  const shared = await prisma.propertyTeamMember.findMany({
    where: { memberId, role: { in: rolesThatMay('books:view') } },
    select: { propertyId: true, role: true, property: { select: { memberId: true, member: { select: { firstName: true, lastName: true } } } } },
    orderBy: { propertyId: 'asc' },
  })
  const byOwner = new Map<number, Books>()
  for (const row of shared) {
    const owner = row.property.memberId
    const books: Books = byOwner.get(owner) ?? { ownerId: owner, ownerName: fullName(row.property.member), propertyIds: [], roles: new Map() }
    byOwner.set(owner, books)
    books.propertyIds!.push(row.propertyId)
    books.roles.set(row.propertyId, row.role)
  }
  return [{ ownerId: memberId, ownerName: '', propertyIds: null, roles: new Map() }, ...byOwner.values()]
}

/** What `books` spent from `start` to `end` (A.D., inclusive), per expense, with its property. */
export async function expensesBetween(books: Pick<Books, 'ownerId' | 'propertyIds'>, start: string, end: string): Promise<Array<SpentMoney & { propertyId: number }>> {
  const rows = await prisma.expense.findMany({
    where: {
      memberId: books.ownerId,
      voidedAt: null,
      spentOn: { gte: dateColumn(start), lte: dateColumn(end) },
      ...(books.propertyIds === null ? {} : { propertyId: { in: books.propertyIds } }),
    },
    select: { propertyId: true, spentOn: true, amountPaisa: true },
  })
  return rows.map((row) => ({ propertyId: row.propertyId, date: isoDateOf(row.spentOn), amountPaisa: Number(row.amountPaisa) }))
}
