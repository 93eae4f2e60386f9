// GET /expenses/{id}/receipt (route ExpenseReceipt, ADR 042): an expense's receipt photo, for a
// role that sees the property's books; anyone else's id, or an expense without one, is 404.
// Served with the type read from its bytes on upload, never sniffed, never cached by a shared cache.
import { getExpenseReceipt } from '~/services/expenses/expense-book.server'
import { photoResponse } from '~/web/identity-photo.server'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/receipt'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return photoResponse(await loadOrThrow(getExpenseReceipt(member.id, idParam(params.id))))
}
