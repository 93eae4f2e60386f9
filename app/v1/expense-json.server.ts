// An expense and a monthly expense in the /v1 contract's shape (app/v1/expense-operations.ts):
// rupees, ISO days and instants, B.S. months as YYYY-MM, the caller's role on its property.
import { bsMonthKey } from '~/domain/expenses'
import { paisaToRupees } from '~/domain/money'
import type { ExpenseLine } from '~/services/expenses/expense-book.server'
import type { RecurringExpenseLine } from '~/services/expenses/recurring.server'

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

/** A monthly expense in the contract's shape, with the caller's role on its property. */
export function recurringExpenseJson(recurring: RecurringExpenseLine) {
  return {
    id: recurring.id,
    role: recurring.role,
    propertyId: recurring.propertyId,
    propertyName: recurring.propertyName,
    unitId: recurring.unitId,
    unitName: recurring.unitName,
    category: recurring.category,
    amount: paisaToRupees(recurring.amountPaisa),
    dayOfMonth: recurring.dayOfMonth,
    startMonth: bsMonthKey({ year: recurring.startBsYear, month: recurring.startBsMonth }),
    paidTo: recurring.paidTo,
    note: recurring.note,
    stopped: recurring.stoppedAt !== null,
    stoppedAt: recurring.stoppedAt?.toISOString() ?? null,
    monthsWritten: recurring.written,
  }
}
