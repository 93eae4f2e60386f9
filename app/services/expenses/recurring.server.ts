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
import type { Prisma } from '~/generated/prisma/client'
import { prisma, type Tx } from '~/server/db.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'
import { callerRoleSelect, ownOrSharedWhere, roleIn } from '~/services/team/shared-with.server'
import { actedForOwner, propertyAccess, requireAbility, requireSight } from '~/services/team/access.server'
import { recordExpense } from './expenses.server'

export type RecurringExpenseLine = {
  id: number
  propertyId: number
  propertyName: string
  unitId: number | null
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
  /** The caller's role on its property (OWNER for their own). */
  role: PropertyRoleName
  mayManage: boolean
}

/** A catch-up of many past months is one transaction with the row it belongs to (and its key). */
const CATCH_UP_TIMEOUT_MS = 60_000

type Db = Pick<Tx, 'recurringExpense' | 'propertyTeamMember'>

/** What writing a recurring expense's month needs of its row (and a line shows, with more). */
const RECURRING_SELECT = {
  id: true,
  memberId: true,
  propertyId: true,
  unitId: true,
  category: true,
  amountPaisa: true,
  dayOfMonth: true,
  startBsYear: true,
  startBsMonth: true,
  paidTo: true,
  note: true,
  recordedByMemberId: true,
} satisfies Prisma.RecurringExpenseSelect
type Recurring = Prisma.RecurringExpenseGetPayload<{ select: typeof RECURRING_SELECT }>

/** The caller's lines of the recurring expenses `where` picks among those whose books they see, running ones first. */
async function recurringLines(memberId: number, where: Prisma.RecurringExpenseWhereInput, db: Db = prisma): Promise<RecurringExpenseLine[]> {
  const rows = await db.recurringExpense.findMany({
    where: { ...where, property: await ownOrSharedWhere(memberId, 'books:view', db) },
    select: {
      ...RECURRING_SELECT,
      stoppedAt: true,
      property: { select: { name: true, ...callerRoleSelect(memberId) } },
      unit: { select: { name: true } },
      // The expenses it wrote, read by its id (a `_count` grouped every member's expenses).
      expenses: { select: { id: true } },
    },
    orderBy: [{ stoppedAt: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }],
  })
  return rows.map(({ property, unit, expenses, amountPaisa, memberId: _ownerId, recordedByMemberId: _recordedBy, ...row }) => {
    const role = roleIn(memberId, property)
    return { ...row, amountPaisa: Number(amountPaisa), propertyName: property.name, unitName: unit?.name ?? null, written: expenses.length, role, mayManage: may(role, 'expense:manage') }
  })
}

/** The recurring expenses of the properties whose books the caller sees, running ones first. */
export function listRecurringExpenses(memberId: number, { propertyId }: { propertyId?: number | null } = {}): Promise<RecurringExpenseLine[]> {
  return recurringLines(memberId, propertyId ? { propertyId } : {})
}

async function recurringLine(memberId: number, recurringExpenseId: number, db: Db): Promise<RecurringExpenseLine> {
  const [line] = await recurringLines(memberId, { id: recurringExpenseId }, db)
  if (!line) throw new NotFoundError(M.recurringNotFound)
  return line
}

/**
 * Sets up a monthly expense (by a role that may manage expenses) and writes the months already
 * due, in one transaction with its idempotency key: a retried /v1 post sets up nothing twice.
 */
export async function addRecurringExpense(
  memberId: number,
  input: RecurringExpenseCreateInput,
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<RecurringExpenseLine> } = {},
): Promise<RecurringExpenseLine> {
  const access = requireAbility(requireSight(await propertyAccess(memberId, input.propertyId), 'books:view'), 'expense:manage')
  if (input.unitId !== null) {
    const unit = await prisma.unit.findFirst({ where: { id: input.unitId, propertyId: input.propertyId }, select: { id: true } })
    if (!unit) throw new ValidationError(M.invalid, { unitId: ['unit.error.notFound'] })
  }
  const today = nepalToday(now)
  return prisma.$transaction(
    async (tx) => {
      await guard?.claim(tx)
      const recurring = await tx.recurringExpense.create({
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
        select: RECURRING_SELECT,
      })
      // A first month in the past is caught up at once: the landlord asked for those months.
      for (const month of monthsDue(recurring, today)) await writeMonth(tx, recurring, month)
      const line = await recurringLine(memberId, recurring.id, tx)
      await guard?.settle(tx, line)
      return line
    },
    { timeout: CATCH_UP_TIMEOUT_MS },
  )
}

/** Stops a recurring expense: no month after is written; the expenses written stay. ConflictError when already stopped. */
export async function stopRecurringExpense(
  memberId: number,
  recurringExpenseId: number,
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<RecurringExpenseLine> } = {},
): Promise<RecurringExpenseLine> {
  const row = isRecordId(recurringExpenseId) ? await prisma.recurringExpense.findUnique({ where: { id: recurringExpenseId }, select: { propertyId: true } }) : null
  if (!row) throw new NotFoundError(M.recurringNotFound)
  const access = await propertyAccess(memberId, row.propertyId).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new NotFoundError(M.recurringNotFound) : error
  })
  requireAbility(requireSight(access, 'books:view'), 'expense:manage')
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const stopped = await tx.recurringExpense.updateMany({ where: { id: recurringExpenseId, memberId: access.ownerId, stoppedAt: null }, data: { stoppedAt: now } })
    if (stopped.count === 0) throw new ConflictError(M.alreadyStopped)
    const line = await recurringLine(memberId, recurringExpenseId, tx)
    await guard?.settle(tx, line)
    return line
  })
}

/** The months from its start whose day has come by `today` (an A.D. day in Nepal). */
function monthsDue(recurring: Recurring, today: string) {
  return recurringMonthsDue({ year: recurring.startBsYear, month: recurring.startBsMonth }, recurring.dayOfMonth, today, adToBs(today))
}

/** Writes one month's expense once (its key); true when it was not written before. */
async function writeMonth(tx: Tx, recurring: Recurring, month: ReturnType<typeof monthsDue>[number]): Promise<boolean> {
  const key = recurringExpenseKey(recurring.id, month)
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
}

/**
 * The daily job's work: for every running recurring expense, the months from its start whose day
 * has come in Nepal, each written once (its key). Returns how many were new.
 */
export async function writeRecurringExpenses(now = new Date()): Promise<number> {
  const today = nepalToday(now)
  const running = await prisma.recurringExpense.findMany({
    where: { stoppedAt: null },
    select: { ...RECURRING_SELECT, expenses: { select: { idempotencyKey: true } } },
  })
  let written = 0
  for (const recurring of running) {
    const done = new Set(recurring.expenses.map((expense) => expense.idempotencyKey))
    for (const month of monthsDue(recurring, today)) {
      if (done.has(recurringExpenseKey(recurring.id, month))) continue
      const wrote = await prisma.$transaction(async (tx) => {
        // Stopped meanwhile: nothing more is written.
        const [locked] = await tx.$queryRaw<Array<{ stoppedAt: Date | null }>>`SELECT "stoppedAt" FROM "RecurringExpense" WHERE id = ${recurring.id} FOR UPDATE`
        if (!locked || locked.stoppedAt) return false
        return writeMonth(tx, recurring, month)
      })
      if (wrote) written += 1
    }
  }
  return written
}
