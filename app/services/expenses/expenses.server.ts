// A property's expenses: money out, in the owner's books like its payments, whoever
// recorded it (ADR 041). Never deleted: voided with a reason. `recordExpense` is the one way an
// expense is written, from the Expenses page, /v1, a recurring expense's month or a repair's cost.
import type { CalendarType } from '~/domain/calendar-type'
import type { ExpenseCategory } from '~/generated/prisma/client'
import { dateColumn } from '~/domain/ad-date'
import type { Tx } from '~/server/db.server'
import { NotFoundError } from '~/services/errors'

export type ExpenseInput = {
  propertyId: number
  unitId?: number | null
  category: ExpenseCategory
  /** More than 0. */
  amountPaisa: number
  /** The A.D. day (YYYY-MM-DD) it was paid; `spentCalendar` the calendar it was typed in. */
  spentOn: string
  spentCalendar: CalendarType
  paidTo?: string | null
  note?: string | null
  /** An electricity bill's units (kWh). */
  electricityUnits?: number | null
  receiptPhoto?: { bytes: Uint8Array<ArrayBuffer>; type: string } | null
  /** The recurring expense whose month this is (ADR 042). */
  recurringExpenseId?: number | null
}

/**
 * Writes an expense in `ownerId`'s books, inside the caller's transaction. With `idempotencyKey`
 * the expense is written once however often it is asked (a repair's cost, a recurring month):
 * the second call returns the first one's id. NotFoundError when the property is not the owner's
 * or the unit not the property's. The input is already validated (amounts, lengths, the day).
 */
export async function recordExpense(
  tx: Tx,
  ownerId: number,
  input: ExpenseInput,
  { recordedByMemberId = null, idempotencyKey = null }: { recordedByMemberId?: number | null; idempotencyKey?: string | null } = {},
): Promise<{ id: number }> {
  const property = await tx.property.findFirst({ where: { id: input.propertyId, memberId: ownerId }, select: { id: true } })
  if (!property) throw new NotFoundError('property.error.notFound')
  if (input.unitId != null) {
    const unit = await tx.unit.findFirst({ where: { id: input.unitId, propertyId: input.propertyId }, select: { id: true } })
    if (!unit) throw new NotFoundError('unit.error.notFound')
  }
  const data = {
    memberId: ownerId,
    propertyId: input.propertyId,
    unitId: input.unitId ?? null,
    category: input.category,
    amountPaisa: BigInt(input.amountPaisa),
    spentOn: dateColumn(input.spentOn),
    spentCalendar: input.spentCalendar,
    paidTo: input.paidTo ?? null,
    note: input.note ?? null,
    electricityUnits: input.electricityUnits ?? null,
    receiptPhoto: input.receiptPhoto?.bytes ?? null,
    receiptPhotoType: input.receiptPhoto?.type ?? null,
    recordedByMemberId: recordedByMemberId === ownerId ? null : recordedByMemberId,
    idempotencyKey,
    recurringExpenseId: input.recurringExpenseId ?? null,
  }
  if (idempotencyKey === null) return tx.expense.create({ data, select: { id: true } })
  // Once per key, also when two attempts race: the unique index decides, the loser reads the winner's row.
  await tx.expense.createMany({ data: [data], skipDuplicates: true })
  return tx.expense.findUniqueOrThrow({ where: { idempotencyKey }, select: { id: true } })
}
