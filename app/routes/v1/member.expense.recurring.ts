// /v1/member/expense/recurring (ADR 042): the monthly expenses. GET: those of the properties whose
// books the caller sees (owner, co-owner, manager, viewer), filtered by `propertyId`. POST: set one
// up (201) with the Expenses page's own schema, once per `Idempotency-Key`, by a role that may
// manage expenses (a viewer: 403; a property with no role: 404), in the owner's books.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { recurringExpenseJson } from '~/v1/expense-json.server'
import { addRecurringExpense, listRecurringExpenses, type RecurringExpenseLine } from '~/services/expenses/recurring.server'
import { answerOnce } from '~/v1/idempotency.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody, parseQuery } from '~/v1/api.server'
import type { Route } from './+types/member.expense.recurring'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const query = parseQuery(request, operations.recurringExpenseList.query)
    const items = await listRecurringExpenses(member.id, query)
    return apiData(operations.recurringExpenseList.response.parse(items.map(recurringExpenseJson)))
  })
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const input = await parseJsonBody(request, operations.recurringExpenseCreate.body)
    return answerOnce<RecurringExpenseLine>(request, operations.recurringExpenseCreate, {
      memberId: member.id,
      input,
      write: (guard) => addRecurringExpense(member.id, input, { guard }),
      data: recurringExpenseJson,
      status: 201,
    })
  })
}
