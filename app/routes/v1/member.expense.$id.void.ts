// POST /v1/member/expense/{id}/void: void an expense with `{ reason }` (once per `Idempotency-Key`);
// 409 ALREADY_VOIDED. By the caller's role on its property (ADR 042): owner, co-owner and manager;
// a viewer 403; an expense of a property the caller sees no books of is 404.
import { EXPENSE_MESSAGES } from '~/schemas/expense-schemas'
import { operations } from '~/v1/operations'
import { expenseJson } from '~/v1/expense-json.server'
import { type ExpenseLine, voidExpense } from '~/services/expenses/expense-book.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.expense.$id.void'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  return answerMemberWrite(args, operations.expenseVoid, {
    idOf: (params) => recordIdOf(params.id, EXPENSE_MESSAGES.notFound),
    write: (memberId, expenseId, input, guard) => voidExpense(memberId, expenseId, input.reason, { guard }),
    data: (voided: ExpenseLine) => expenseJson(voided),
  })
}
