// The expenses as people see and change them (ADR 042): the list across the caller's
// properties and those shared with them with a role that may see the books ('books:view'), one
// expense, its receipt photo, adding one and voiding one ('expense:manage'), each in the owner's
// books and naming the team member who acted. An expense of a property the caller has no role
// on (or one that may not see the books) is a NotFoundError, exactly as a missing one.
import { fiscalYearBounds, fiscalYearOf } from '~/domain/fiscal-year'
import { dateColumn, isoDateOf, addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { paisaPerUnitPaid } from '~/domain/expenses'
import { may, type PropertyRoleName } from '~/domain/property-roles'
import { isRecordId } from '~/domain/record-id'
import type { Prisma } from '~/generated/prisma/client'
import { pagingOf, type Paging } from '~/schemas/paging'
import { EXPENSE_MESSAGES as M, type ExpenseCreateInput } from '~/schemas/expense-schemas'
import { prisma } from '~/server/db.server'
import { recordAudit } from '~/services/audit.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'
import { electricityRatesCharged } from '~/services/meters/meters.server'
import { checkPhoto } from '~/services/payments/proofs.server'
import { actedForOwner, type PropertyAccess, propertyAccess, requireAbility, requireSight } from '~/services/team/access.server'
import { recordExpense } from './expenses.server'
import { callerRoleSelect, ownOrSharedWhere, roleIn } from '~/services/team/shared-with.server'
import { fullName } from '~/domain/person-name'

const EXPENSE_SELECT = {
  id: true,
  propertyId: true,
  unitId: true,
  category: true,
  amountPaisa: true,
  spentOn: true,
  spentCalendar: true,
  paidTo: true,
  note: true,
  electricityUnits: true,
  receiptPhotoType: true,
  recurringExpenseId: true,
  voidedAt: true,
  voidReason: true,
  createdAt: true,
  property: { select: { name: true, memberId: true } },
  unit: { select: { name: true } },
  member: { select: { firstName: true, lastName: true } },
  recordedBy: { select: { id: true, firstName: true, lastName: true } },
} satisfies Prisma.ExpenseSelect

export type ExpenseLine = {
  id: number
  propertyId: number
  propertyName: string
  unitId: number | null
  unitName: string | null
  category: ExpenseCreateInput['category']
  amountPaisa: number
  /** A.D. YYYY-MM-DD; `spentCalendar` is the calendar it was typed in. */
  spentOn: string
  spentCalendar: 'AD' | 'BS'
  paidTo: string | null
  note: string | null
  electricityUnits: number | null
  hasReceipt: boolean
  recurringExpenseId: number | null
  /** Who recorded it: the team member, or the owner (`byOwner`). */
  recordedBy: { memberId: number | null; name: string; byOwner: boolean }
  voidedAt: Date | null
  voidReason: string | null
  createdAt: Date
  /** The caller's role on its property (ADR 041). */
  role: PropertyRoleName
}

function lineOf(row: Prisma.ExpenseGetPayload<{ select: typeof EXPENSE_SELECT }>, role: PropertyRoleName): ExpenseLine {
  return {
    role,
    id: row.id,
    propertyId: row.propertyId,
    propertyName: row.property.name,
    unitId: row.unitId,
    unitName: row.unit?.name ?? null,
    category: row.category,
    amountPaisa: Number(row.amountPaisa),
    spentOn: isoDateOf(row.spentOn),
    spentCalendar: row.spentCalendar,
    paidTo: row.paidTo,
    note: row.note,
    electricityUnits: row.electricityUnits,
    hasReceipt: row.receiptPhotoType !== null,
    recurringExpenseId: row.recurringExpenseId,
    recordedBy: row.recordedBy
      ? { memberId: row.recordedBy.id, name: fullName(row.recordedBy), byOwner: false }
      : { memberId: row.property.memberId, name: fullName(row.member), byOwner: true },
    voidedAt: row.voidedAt,
    voidReason: row.voidReason,
    createdAt: row.createdAt,
  }
}

export type ExpenseFilter = { propertyId?: number | null; fiscalYear?: number | null } & Partial<Paging>

export type ExpenseList = {
  items: ExpenseLine[]
  /** Rows matching the filter, voided ones too. */
  total: number
  page: number
  pageSize: number
  /** What the matching expenses add up to, voided ones left out. */
  totalPaisa: number
}

async function filterOf(memberId: number, { propertyId, fiscalYear }: ExpenseFilter): Promise<Prisma.ExpenseWhereInput> {
  const bounds = fiscalYear ? fiscalYearBounds(fiscalYear) : null
  return {
    property: await ownOrSharedWhere(memberId, 'books:view'),
    ...(propertyId ? { propertyId } : {}),
    ...(bounds ? { spentOn: { gte: dateColumn(bounds.start), lte: dateColumn(bounds.end) } } : {}),
  }
}

/** The expenses the caller sees, newest day first, a page at a time, with the filter's total (voided ones listed, never counted). */
export async function listExpenses(memberId: number, filter: ExpenseFilter = {}): Promise<ExpenseList> {
  const { page, pageSize } = pagingOf(filter)
  const where = await filterOf(memberId, filter)
  const [rows, total, sum] = await Promise.all([
    prisma.expense.findMany({
      where,
      select: { ...EXPENSE_SELECT, property: { select: { ...EXPENSE_SELECT.property.select, ...callerRoleSelect(memberId) } } },
      orderBy: [{ spentOn: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    prisma.expense.count({ where }),
    prisma.expense.aggregate({ where: { ...where, voidedAt: null }, _sum: { amountPaisa: true } }),
  ])
  return { items: rows.map((row) => lineOf(row, roleIn(memberId, row.property))), total, page, pageSize, totalPaisa: Number(sum._sum.amountPaisa ?? 0n) }
}

export type BookProperty = { id: number; name: string; role: PropertyRoleName; mayManage: boolean; units: Array<{ id: number; name: string }> }

/** The properties whose books the caller sees, by name, with their units and whether the caller may add expenses there. */
export async function listBookProperties(memberId: number): Promise<BookProperty[]> {
  const rows = await prisma.property.findMany({
    where: await ownOrSharedWhere(memberId, 'books:view'),
    select: { id: true, name: true, ...callerRoleSelect(memberId), units: { select: { id: true, name: true }, orderBy: [{ floor: 'asc' }, { name: 'asc' }] } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  })
  return rows.map(({ memberId: ownerId, team, ...property }) => {
    const role = roleIn(memberId, { memberId: ownerId, team })
    return { ...property, role, mayManage: may(role, 'expense:manage') }
  })
}

/** The caller's role on an expense's property, with the expense's owner; NotFoundError unless they see its books. */
async function expenseAccess(memberId: number, expenseId: number): Promise<PropertyAccess> {
  const row = isRecordId(expenseId) ? await prisma.expense.findUnique({ where: { id: expenseId }, select: { propertyId: true } }) : null
  if (!row) throw new NotFoundError(M.notFound)
  try {
    return requireSight(await propertyAccess(memberId, row.propertyId), 'books:view')
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(M.notFound)
    throw error
  }
}

/** One expense as the caller sees it, with their role on its property. */
export async function getExpense(memberId: number, expenseId: number): Promise<ExpenseLine & { mayManage: boolean }> {
  const access = await expenseAccess(memberId, expenseId)
  const row = await prisma.expense.findFirstOrThrow({ where: { id: expenseId, memberId: access.ownerId }, select: EXPENSE_SELECT })
  return { ...lineOf(row, access.role), mayManage: may(access.role, 'expense:manage') }
}

/** An expense's receipt photo with the type read from its bytes when saved; NotFoundError when it has none or the caller may not see it. */
export async function getExpenseReceipt(memberId: number, expenseId: number): Promise<{ bytes: Uint8Array; type: string }> {
  const access = await expenseAccess(memberId, expenseId)
  const row = await prisma.expense.findFirst({ where: { id: expenseId, memberId: access.ownerId }, select: { receiptPhoto: true, receiptPhotoType: true } })
  if (!row?.receiptPhoto || !row.receiptPhotoType) throw new NotFoundError(M.notFound)
  return { bytes: row.receiptPhoto, type: row.receiptPhotoType }
}

/** A receipt photo checked like a proof's: at most 5 MB, a JPEG, PNG or WebP by its bytes; a ValidationError on `photo` otherwise. */
export function receiptPhotoOf(bytes: Uint8Array | null | undefined): { bytes: Uint8Array<ArrayBuffer>; type: string } | null {
  if (!bytes || bytes.byteLength === 0) return null
  const photo = checkPhoto(bytes)
  return { bytes: new Uint8Array(photo.bytes), type: photo.type }
}

/**
 * Adds an expense to the books of its property's owner, by the caller's role there: 404 for a
 * property they do not see the books of, 403 for a role that may not manage expenses. A day in
 * the future, a unit not of the property, a photo that is not one: ValidationError, nothing written.
 */
export async function addExpense(
  memberId: number,
  input: ExpenseCreateInput & { receiptPhoto?: Uint8Array | null },
  { today = nepalToday(), guard }: { today?: string; guard?: WriteGuard<ExpenseLine> } = {},
): Promise<ExpenseLine> {
  const access = requireAbility(requireSight(await propertyAccess(memberId, input.propertyId), 'books:view'), 'expense:manage')
  if (input.spentOn > today) throw new ValidationError(M.invalid, { spentOn: [M.inFuture] })
  const receiptPhoto = receiptPhotoOf(input.receiptPhoto)
  if (input.unitId !== null) {
    const unit = await prisma.unit.findFirst({ where: { id: input.unitId, propertyId: input.propertyId }, select: { id: true } })
    if (!unit) throw new ValidationError(M.invalid, { unitId: ['unit.error.notFound'] })
  }
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const { id } = await recordExpense(tx, access.ownerId, { ...input, receiptPhoto }, { recordedByMemberId: actedForOwner(access) })
    const line = lineOf(await tx.expense.findUniqueOrThrow({ where: { id }, select: EXPENSE_SELECT }), access.role)
    await guard?.settle(tx, line)
    return line
  })
}

/** Voids an expense with a reason: kept, listed as voided, never counted again. ConflictError when already voided. */
export async function voidExpense(
  memberId: number,
  expenseId: number,
  reason: string,
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<ExpenseLine> } = {},
): Promise<ExpenseLine> {
  const access = requireAbility(await expenseAccess(memberId, expenseId), 'expense:manage')
  const trimmed = reason.trim()
  if (trimmed === '') throw new ValidationError(M.reasonRequired, { reason: [M.reasonRequired] })
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const voided = await tx.expense.updateMany({ where: { id: expenseId, memberId: access.ownerId, voidedAt: null }, data: { voidedAt: now, voidReason: trimmed } })
    if (voided.count === 0) throw new ConflictError(M.alreadyVoided)
    await recordAudit({ actorMemberId: access.actorId, actorRole: 'MEMBER', action: 'member.expenseVoid', target: `expense:${expenseId}`, subjectMemberId: access.ownerId, reason: trimmed }, tx)
    const line = lineOf(await tx.expense.findUniqueOrThrow({ where: { id: expenseId }, select: EXPENSE_SELECT }), access.role)
    await guard?.settle(tx, line)
    return line
  })
}

/** A property's expenses over a fiscal year, voided ones left out (the property page's link). */
export async function propertyExpenseTotal(ownerId: number, propertyId: number, fiscalYear: number): Promise<number> {
  const { start, end } = fiscalYearBounds(fiscalYear)
  const sum = await prisma.expense.aggregate({
    where: { memberId: ownerId, propertyId, voidedAt: null, spentOn: { gte: dateColumn(start), lte: dateColumn(end) } },
    _sum: { amountPaisa: true },
  })
  return Number(sum._sum.amountPaisa ?? 0n)
}

/** The days the NEA rate is taken over: the last 12 months up to today (ADR 042). */
export const ELECTRICITY_RATE_DAYS = 365

/**
 * What the landlord paid per unit of electricity on a property: the electricity expenses of the
 * last 365 days that carry their units (voided ones left out), their amount over their units.
 */
export async function electricityRatePaid(ownerId: number, propertyId: number, today = nepalToday()) {
  const rows = await prisma.expense.findMany({
    where: { memberId: ownerId, propertyId, voidedAt: null, category: 'ELECTRICITY', electricityUnits: { not: null }, spentOn: { gt: dateColumn(addAdDays(today, -ELECTRICITY_RATE_DAYS)), lte: dateColumn(today) } },
    select: { amountPaisa: true, electricityUnits: true },
  })
  return paisaPerUnitPaid(rows.map((row) => ({ amountPaisa: Number(row.amountPaisa), units: row.electricityUnits ?? 0 })))
}

/**
 * What the property page shows of a property's books (ADR 042): this fiscal year's expenses, the
 * rate per unit the landlord paid for electricity over the last 12 months, and the rates its
 * current metered tenants are charged today.
 */
export async function propertyBooks(ownerId: number, propertyId: number, today = nepalToday()) {
  const fiscalYear = fiscalYearOf(today)
  const [yearTotalPaisa, ratePaid, ratesCharged] = await Promise.all([
    propertyExpenseTotal(ownerId, propertyId, fiscalYear),
    electricityRatePaid(ownerId, propertyId, today),
    electricityRatesCharged(ownerId, propertyId, today),
  ])
  return { fiscalYear, yearTotalPaisa, ratePaid, ratesCharged }
}
export type PropertyBooks = Awaited<ReturnType<typeof propertyBooks>>
