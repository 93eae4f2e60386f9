// POST /v1/member/expense/recurring/{id}/stop: stop a monthly expense, as the Expenses page's Stop
// does (once per `Idempotency-Key`); the expenses already written stay; 409 ALREADY_STOPPED. By the
// caller's role on its property (ADR 042): owner, co-owner and manager; a viewer 403; one of a
// property the caller sees no books of is 404.
import { EXPENSE_MESSAGES } from '~/schemas/expense-schemas'
import { operations } from '~/v1/operations'
import { recurringExpenseJson } from '~/v1/expense-json.server'
import { type RecurringExpenseLine, stopRecurringExpense } from '~/services/expenses/recurring.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.expense.recurring.$id.stop'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  return answerMemberWrite(args, operations.recurringExpenseStop, {
    idOf: (params) => recordIdOf(params.id, EXPENSE_MESSAGES.recurringNotFound),
    write: (memberId, recurringExpenseId, _input, guard) => stopRecurringExpense(memberId, recurringExpenseId, { guard }),
    data: (stopped: RecurringExpenseLine) => recurringExpenseJson(stopped),
  })
}
