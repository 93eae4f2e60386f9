// /expenses/new (route ExpensesNew, ADR 042): the form of an expense (a multipart post
// with its optional receipt photo, JPEG, PNG or WebP up to 5 MB, its type read from the bytes) and
// the form of a monthly expense. Only the properties where the caller may manage expenses
// ('expense:manage': owner, co-owner, manager) are offered; someone who sees books but may manage
// none (a viewer) gets 403. Bad input comes back to its form (400) with nothing written.
import { data } from 'react-router'
import { EXPENSE_INTENTS, ExpenseForm, RecurringExpenseForm } from '~/components/expenses/expense-parts'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { formatBsDate } from '~/domain/bs-calendar'
import { bsMonthKey } from '~/domain/expenses'
import { nepalTodayBs } from '~/domain/nepal-time'
import { type MessageKey, translate, useT } from '~/i18n'
import { ExpenseCreateSchema, RecurringExpenseCreateSchema } from '~/schemas/expense-schemas'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { addExpense, type ExpenseLine, listBookProperties } from '~/services/expenses/expense-book.server'
import { addRecurringExpense, type RecurringExpenseLine } from '~/services/expenses/recurring.server'
import { newFormKey, writeFormOnce } from '~/web/form-key.server'
import { formRefusalOf } from '~/web/refusal.server'
import { readIntentForm, type Replyable, replyTo, type SignedIn, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/new'

// Plain posts the server checks: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

/** The properties the caller may add expenses to; 403 when they see books but may add to none. */
async function manageable(memberId: number) {
  const properties = await listBookProperties(memberId)
  const mine = properties.filter((property) => property.mayManage)
  if (properties.length > 0 && mine.length === 0) throw data(null, { status: 403 })
  return mine
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const properties = await manageable(member.id)
  const asked = new URL(request.url).searchParams.get('propertyId') ?? ''
  const selectedProperty = properties.some((property) => String(property.id) === asked) ? asked : properties.length === 1 ? String(properties[0]!.id) : ''
  const today = nepalTodayBs()
  return { properties, selectedProperty, todayBs: formatBsDate(today), thisMonth: bsMonthKey(today), formKey: newFormKey() }
}

async function photoBytesOf(formData: FormData): Promise<Uint8Array | null> {
  const file = formData.get('photo')
  if (!file || typeof file === 'string' || file.size === 0) return null
  return new Uint8Array(await file.arrayBuffer())
}

export async function action({ request, context }: Route.ActionArgs) {
  const who = signedIn(context)
  const { formData, intent } = await readIntentForm(request)
  if (intent === EXPENSE_INTENTS.recurring) {
    const submission = parseForm(formData, RecurringExpenseCreateSchema)
    if (submission.status !== 'success') return replyTo(intent, submission)
    return attempt(who, intent, submission, 'expense.recurringFailed', async () => {
      await writeFormOnce<RecurringExpenseLine, number>(
        formData,
        { memberId: who.member.id, pageUrl: '/expenses/new', input: submission.value },
        (guard) => addRecurringExpense(who.member.id, submission.value, { guard }),
        (recurring) => recurring.id,
      )
      return redirectWithToast('/expenses', { type: 'success', message: translate(who.language, 'expense.recurringSaved') })
    })
  }
  const submission = parseForm(formData, ExpenseCreateSchema)
  if (submission.status !== 'success') return replyTo(EXPENSE_INTENTS.add, submission, { hideFields: ['photo'] })
  const receiptPhoto = await photoBytesOf(formData)
  return attempt(who, EXPENSE_INTENTS.add, submission, 'expense.saveFailed', async () => {
    const id = await writeFormOnce<ExpenseLine, number>(
      formData,
      { memberId: who.member.id, pageUrl: '/expenses/new', input: submission.value },
      (guard) => addExpense(who.member.id, { ...submission.value, receiptPhoto }, { guard }),
      (expense) => expense.id,
    )
    return redirectWithToast(`/expenses/${id}`, { type: 'success', message: translate(who.language, 'expense.saved') })
  })
}

/** Runs a write; a refusal (403 for a viewer, a unit not of the property, a photo that is not one) comes back to its form. */
async function attempt(who: SignedIn, intent: string, submission: Replyable, unexpected: MessageKey, write: () => Promise<Response>) {
  try {
    return await write()
  } catch (error) {
    const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: `expense ${intent}`, unexpected, notFound: 'form' })
    return replyTo(intent, submission, { formErrors, fieldErrors, hideFields: ['photo'] }, status)
  }
}

export default function ExpensesNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { properties, selectedProperty, todayBs, thisMonth, formKey } = loaderData
  return (
    <PageFrame title={t('expense.add')} back={{ to: '/expenses', label: t('expense.title') }}>
      {properties.length === 0 ? (
        <p>{t('expense.noProperty')}</p>
      ) : (
        <>
          <ExpenseForm properties={properties} selectedProperty={selectedProperty} todayBs={todayBs} reply={actionData} formKey={formKey} />
          <RecurringExpenseForm properties={properties} selectedProperty={selectedProperty} thisMonth={thisMonth} reply={actionData} formKey={formKey} />
        </>
      )}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'expense.add')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="expense.title" backTo="/expenses" />
}
