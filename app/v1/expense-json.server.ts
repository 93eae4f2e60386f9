// An expense in the /v1 contract's shape (app/v1/expense-operations.ts): rupees, ISO days and
// instants, the caller's role on its property.
import { paisaToRupees } from '~/domain/money'
import type { ExpenseLine } from '~/services/expenses/expense-book.server'

export function expenseJson(expense: ExpenseLine) {
  return {
    id: expense.id,
    propertyId: expense.propertyId,
    propertyName: expense.propertyName,
    unitId: expense.unitId,
    unitName: expense.unitName,
    category: expense.category,
    amount: paisaToRupees(expense.amountPaisa),
    spentOn: expense.spentOn,
    calendarType: expense.spentCalendar,
    paidTo: expense.paidTo,
    note: expense.note,
    electricityUnits: expense.electricityUnits,
    hasReceipt: expense.hasReceipt,
    recurringExpenseId: expense.recurringExpenseId,
    recordedBy: { memberId: expense.recordedBy.memberId, name: expense.recordedBy.name, isOwner: expense.recordedBy.byOwner },
    voided: expense.voidedAt !== null,
    voidedAt: expense.voidedAt?.toISOString() ?? null,
    voidReason: expense.voidReason,
    createdAt: expense.createdAt.toISOString(),
    role: expense.role,
  }
}
