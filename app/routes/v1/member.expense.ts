// /v1/member/expense (ADR 042). GET: the expenses of the properties whose books the caller sees
// (owner, co-owner, manager, viewer), filtered by `propertyId` and `fiscalYear`, a page at a time,
// with the total of those not voided. POST: record one (201), once per `Idempotency-Key`, by a
// role that may manage expenses (a viewer: 403; a property with no role: 404), in the owner's books.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { expenseJson } from '~/v1/expense-json.server'
import { addExpense, type ExpenseLine, listExpenses } from '~/services/expenses/expense-book.server'
import { photoFromBase64 } from '~/services/payments/proofs.server'
import { answerOnce } from '~/v1/idempotency.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody, parseQuery } from '~/v1/api.server'
import { paisaToRupees } from '~/domain/money'
import type { Route } from './+types/member.expense'

/** The body's photo decoded and checked by its bytes; its refusal names the body's field. */
function receiptOf(base64: string | null): Uint8Array | null {
  return base64 === null ? null : photoFromBase64(base64, 'receiptPhoto').bytes
}

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const query = parseQuery(request, operations.expenseList.query)
    const list = await listExpenses(member.id, query)
    const { totalPaisa, items, ...page } = list
    return apiData(operations.expenseList.response.parse({ ...page, items: items.map(expenseJson), totalAmount: paisaToRupees(totalPaisa) }))
  })
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { receiptPhotoBase64, ...input } = await parseJsonBody(request, operations.expenseCreate.body)
    const receiptPhoto = receiptOf(receiptPhotoBase64)
    return answerOnce<ExpenseLine>(request, operations.expenseCreate, {
      memberId: member.id,
      input: { ...input, receiptPhotoBase64 },
      write: (guard) => addExpense(member.id, { ...input, receiptPhoto }, { guard }),
      data: expenseJson,
      status: 201,
    })
  })
}
