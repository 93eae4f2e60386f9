// Monthly recurring expenses (ADR 042): a guard's salary, a loan's interest. Set up on
// a property (optionally a unit) from a B.S. month, on a day of each month, until stopped. The
// daily job (jobs/recurring-expenses.server.ts) writes each month's expense once its day has come
// in Nepal, with the key `recurring:<id>:<yyyy-mm>`: a rerun, a second worker or a catch-up after
// a pause never writes a month twice. Stopping keeps the expenses already written.
import { adToBs } from '~/domain/bs-calendar'
import { recurringExpenseKey, recurringMonthsDue } from '~/domain/expenses'
import { nepalToday } from '~/domain/nepal-time'
import { may, type PropertyRoleName } from '~/domain/property-roles'
import { isRecordId } from '~/domain/record-id'
import { EXPENSE_MESSAGES as M, type RecurringExpenseCreateInput } from '~/schemas/expense-schemas'
import { prisma } from '~/server/db.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { actedForOwner, propertyAccess, requireAbility, requireSight } from '~/services/team/access.server'
import { booksOf } from './expense-book.server'
import { recordExpense } from './expenses.server'

export type RecurringExpenseLine = {
  id: number
  propertyId: number
  propertyName: string
  unitName: string | null
  category: RecurringExpenseCreateInput['category']
  amountPaisa: number
  dayOfMonth: number
  startBsYear: number
  startBsMonth: number
  paidTo: string | null
  note: string | null
  stoppedAt: Date | null
  /** The months written so far. */
  written: number
  mayManage: boolean
}

/** The recurring expenses of the properties whose books the caller sees, running ones first. */
export async function listRecurringExpenses(memberId: number, { propertyId }: { propertyId?: number | null } = {}): Promise<RecurringExpenseLine[]> {
  const rows = await prisma.recurringExpense.findMany({
    where: {
      ...(propertyId ? { propertyId } : {}),
      property: booksOf(memberId),
    },
    select: {
      id: true,
      propertyId: true,
      category: true,
      amountPaisa: true,
      dayOfMonth: true,
      startBsYear: true,
      startBsMonth: true,
      paidTo: true,
      note: true,
      stoppedAt: true,
      property: { select: { name: true, memberId: true, team: { where: { memberId }, select: { role: true } } } },
      unit: { select: { name: true } },
      _count: { select: { expenses: true } },
    },
    orderBy: [{ stoppedAt: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }],
  })
  return rows.map(({ property, unit, _count, amountPaisa, ...row }) => {
    const role: PropertyRoleName = property.memberId === memberId ? 'OWNER' : property.team[0]!.role
    return { ...row, amountPaisa: Number(amountPaisa), propertyName: property.name, unitName: unit?.name ?? null, written: _count.expenses, mayManage: may(role, 'expense:manage') }
  })
}

/** Sets up a monthly expense (by a role that may manage expenses), and writes the months already due. */
export async function addRecurringExpense(memberId: number, input: RecurringExpenseCreateInput, now = new Date()): Promise<{ id: number; written: number }> {
  const access = requireAbility(requireSight(await propertyAccess(memberId, input.propertyId), 'books:view'), 'expense:manage')
  if (input.unitId !== null) {
    const unit = await prisma.unit.findFirst({ where: { id: input.unitId, propertyId: input.propertyId }, select: { id: true } })
    if (!unit) throw new ValidationError(M.invalid, { unitId: ['unit.error.notFound'] })
  }
  const { id } = await prisma.recurringExpense.create({
    data: {
      memberId: access.ownerId,
      propertyId: input.propertyId,
      unitId: input.unitId,
      category: input.category,
      amountPaisa: BigInt(input.amountPaisa),
      dayOfMonth: input.dayOfMonth,
      startBsYear: input.startMonth.year,
      startBsMonth: input.startMonth.month,
      paidTo: input.paidTo,
      note: input.note,
      recordedByMemberId: actedForOwner(access),
    },
    select: { id: true },
  })
  return { id, written: await writeRecurringExpenses(now, { recurringExpenseId: id }) }
}

/** Stops a recurring expense: no month after is written; the expenses written stay. */
export async function stopRecurringExpense(memberId: number, recurringExpenseId: number, now = new Date()): Promise<void> {
  const row = isRecordId(recurringExpenseId) ? await prisma.recurringExpense.findUnique({ where: { id: recurringExpenseId }, select: { propertyId: true } }) : null
  if (!row) throw new NotFoundError(M.recurringNotFound)
  const access = await propertyAccess(memberId, row.propertyId).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new NotFoundError(M.recurringNotFound) : error
  })
  requireAbility(requireSight(access, 'books:view'), 'expense:manage')
  const stopped = await prisma.recurringExpense.updateMany({ where: { id: recurringExpenseId, memberId: access.ownerId, stoppedAt: null }, data: { stoppedAt: now } })
  if (stopped.count === 0) throw new ConflictError(M.alreadyStopped)
}

/**
 * The daily job's work: for every running recurring expense (or the one named), the months from
 * its start whose day has come in Nepal, each written once (its key). Returns how many were new.
 */
export async function writeRecurringExpenses(now = new Date(), { recurringExpenseId }: { recurringExpenseId?: number } = {}): Promise<number> {
  const today = nepalToday(now)
  const todayBs = adToBs(today)
  const running = await prisma.recurringExpense.findMany({
    where: { stoppedAt: null, ...(recurringExpenseId ? { id: recurringExpenseId } : {}) },
    select: { id: true, memberId: true, propertyId: true, unitId: true, category: true, amountPaisa: true, dayOfMonth: true, startBsYear: true, startBsMonth: true, paidTo: true, note: true, recordedByMemberId: true, expenses: { select: { idempotencyKey: true } } },
  })
  let written = 0
  for (const recurring of running) {
    const done = new Set(recurring.expenses.map((expense) => expense.idempotencyKey))
    const due = recurringMonthsDue({ year: recurring.startBsYear, month: recurring.startBsMonth }, recurring.dayOfMonth, today, todayBs)
    for (const month of due) {
      const key = recurringExpenseKey(recurring.id, month)
      if (done.has(key)) continue
      const wrote = await prisma.$transaction(async (tx) => {
        // Stopped meanwhile: nothing more is written.
        const [locked] = await tx.$queryRaw<Array<{ stoppedAt: Date | null }>>`SELECT "stoppedAt" FROM "RecurringExpense" WHERE id = ${recurring.id} FOR UPDATE`
        if (!locked || locked.stoppedAt) return false
        const before = await tx.expense.count({ where: { idempotencyKey: key } })
        await recordExpense(
          tx,
          recurring.memberId,
          {
            propertyId: recurring.propertyId,
            unitId: recurring.unitId,
            category: recurring.category,
            amountPaisa: Number(recurring.amountPaisa),
            spentOn: month.spentOn,
            spentCalendar: 'BS',
            paidTo: recurring.paidTo,
            note: recurring.note,
            recurringExpenseId: recurring.id,
          },
          { recordedByMemberId: recurring.recordedByMemberId, idempotencyKey: key },
        )
        return before === 0
      })
      if (wrote) written += 1
    }
  }
  return written
}
