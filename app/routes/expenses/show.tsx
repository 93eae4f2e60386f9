// /expenses/{id} (route ExpenseShow, ADR 042): one expense as a role that sees the books
// ('books:view') sees it: its details, who recorded it, its receipt photo; and for a role that may
// manage expenses the form that voids it with a reason (kept; a voided expense never counts).
// An expense of a property the caller has no such role on is 404, like a missing one.
import { EXPENSE_INTENTS, ExpenseDetails, VoidExpenseForm } from '~/components/expenses/expense-parts'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { translate, useT } from '~/i18n'
import { ExpenseVoidSchema } from '~/schemas/expense-schemas'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { getExpense, voidExpense } from '~/services/expenses/expense-book.server'
import { formRefusalOf } from '~/web/refusal.server'
import { idParam, loadOrThrow, readIntentForm, replyTo, signedIn } from '~/web/route-kit.server'
import { useFormat } from '~/components/format/dates-and-money'
import type { Route } from './+types/show'

// A plain post the server checks: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return { expense: await loadOrThrow(getExpense(member.id, idParam(params.id))) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { member, language } = signedIn(context)
  const expenseId = idParam(params.id)
  const { formData } = await readIntentForm(request)
  const submission = parseForm(formData, ExpenseVoidSchema)
  if (submission.status !== 'success') return replyTo(EXPENSE_INTENTS.void, submission)
  try {
    await voidExpense(member.id, expenseId, submission.value.reason)
  } catch (error) {
    const { status, formErrors, fieldErrors } = formRefusalOf(error, language, { form: 'expense void', unexpected: 'expense.voidFailed' })
    return replyTo(EXPENSE_INTENTS.void, submission, { formErrors, fieldErrors }, status)
  }
  return redirectWithToast(`/expenses/${expenseId}`, { type: 'success', message: translate(language, 'expense.voidDone') })
}

export default function ExpenseShow({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const format = useFormat()
  const { expense } = loaderData
  return (
    <PageFrame title={t('expense.detailTitle', { id: format.digits(expense.id) })} subtitle={expense.propertyName} back={{ to: '/expenses', label: t('expense.title') }}>
      <ExpenseDetails expense={expense} />
      {expense.mayManage && !expense.voidedAt && <VoidExpenseForm reply={actionData} />}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'expense.title')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="expense.title" backTo="/expenses" />
}
