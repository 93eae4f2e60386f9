// /expenses (route ExpensesIndex, ADR 042): the expenses of the caller's properties and
// of those shared with them by a role that sees the books ('books:view'), filtered by property
// and fiscal year (a GET form), with the total of those that count (voided ones listed, never
// counted); the monthly expenses with their Stop button ('expense:manage'; a post here). A
// collector sees none of it. Pages are links that keep the filter.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { data } from 'react-router'
import { Link } from '~/components/link'
import { Alert } from '~/components/alert'
import { Button } from '~/components/button'
import { EXPENSE_INTENTS, ExpenseFilterForm, ExpenseTable, RecurringList } from '~/components/expenses/expense-parts'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { fiscalYearLabel, fiscalYearOf, MAX_FISCAL_YEAR, MIN_FISCAL_YEAR } from '~/domain/fiscal-year'
import { nepalToday } from '~/domain/nepal-time'
import { parseRecordId } from '~/domain/record-id'
import { translate, useT } from '~/i18n'
import { webPageQueryOf } from '~/schemas/paging'
import { redirectWithToast } from '~/server/toast.server'
import { listBookProperties, listExpenses } from '~/services/expenses/expense-book.server'
import { listRecurringExpenses, stopRecurringExpense } from '~/services/expenses/recurring.server'
import { formRefusalOf } from '~/web/refusal.server'
import { idField, readIntentForm, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/index'

// Plain links and posts the server checks: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

/** The fiscal years the filter offers: this one and the five before. */
const YEARS_SHOWN = 6

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member, language } = signedIn(context)
  const query = new URL(request.url).searchParams
  const thisYear = fiscalYearOf(nepalToday())
  // A filter typed wrong shows everything, never an error.
  const propertyId = parseRecordId(query.get('propertyId'))
  const typedYear = Number(query.get('fiscalYear'))
  const fiscalYear = Number.isInteger(typedYear) && typedYear >= MIN_FISCAL_YEAR && typedYear <= MAX_FISCAL_YEAR ? typedYear : null
  const paging = webPageQueryOf(request)
  const [list, properties, recurring] = await Promise.all([
    listExpenses(member.id, { propertyId, fiscalYear, ...paging }),
    listBookProperties(member.id),
    listRecurringExpenses(member.id, { propertyId }),
  ])
  const years = Array.from({ length: YEARS_SHOWN }, (_, index) => thisYear - index).map((value) => ({ value, label: fiscalYearLabel(value, language) }))
  const filter = { propertyId: propertyId ? String(propertyId) : '', fiscalYear: fiscalYear ? String(fiscalYear) : '' }
  return { list, properties, recurring, years, filter, mayAdd: properties.some((property) => property.mayManage) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { member, language } = signedIn(context)
  const { formData, intent } = await readIntentForm(request)
  if (intent !== EXPENSE_INTENTS.stop) return redirectWithToast('/expenses', { type: 'error', message: translate(language, 'property.staleForm') })
  const recurringId = idField(formData, 'recurringId')
  try {
    await stopRecurringExpense(member.id, recurringId)
  } catch (error) {
    const refusal = formRefusalOf(error, language, { form: 'recurring expense stop', unexpected: 'expense.recurringFailed' })
    return data({ formErrors: refusal.formErrors }, { status: refusal.status })
  }
  return redirectWithToast('/expenses', { type: 'success', message: translate(language, 'expense.recurringStopped') })
}

/** The previous and next pages, keeping the filter. */
function PageLinks({ page, pageSize, total, filter }: { page: number; pageSize: number; total: number; filter: Record<string, string> }) {
  const t = useT()
  const href = (n: number) => `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')), page: String(n), pageSize: String(pageSize) })}`
  const last = Math.max(1, Math.ceil(total / pageSize))
  if (last === 1) return null
  return (
    <Box component="nav" aria-label={t('expense.title')} sx={{ display: 'flex', gap: 2, mt: 2 }}>
      {page > 1 && (
        <Button component={Link} to={href(page - 1)} variant="outlined">
          {t('table.previousPage')}
        </Button>
      )}
      {page < last && (
        <Button component={Link} to={href(page + 1)} variant="outlined">
          {t('table.nextPage')}
        </Button>
      )}
    </Box>
  )
}

export default function ExpensesIndex({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { list, properties, recurring, years, filter, mayAdd } = loaderData
  const newHref = filter.propertyId ? `/expenses/new?propertyId=${filter.propertyId}` : '/expenses/new'
  return (
    <PageFrame
      title={t('expense.title')}
      actions={
        mayAdd ? (
          <Button component={Link} to={newHref} variant="contained">
            {t('expense.add')}
          </Button>
        ) : undefined
      }
    >
      <Typography>{t('expense.intro')}</Typography>
      {actionData?.formErrors && <Alert severity="error">{actionData.formErrors.join(' ')}</Alert>}
      {properties.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t('expense.noProperty')}</Typography>
      ) : (
        <>
          <ExpenseFilterForm properties={properties} years={years} filter={filter} />
          <ExpenseTable items={list.items} totalPaisa={list.totalPaisa} total={list.total} />
          <PageLinks page={list.page} pageSize={list.pageSize} total={list.total} filter={filter} />
          <RecurringList items={recurring} />
          {mayAdd && (
            <Button component={Link} to={`${newHref}#monthly`} variant="outlined" sx={{ mt: 2 }}>
              {t('expense.recurringAdd')}
            </Button>
          )}
        </>
      )}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'expense.title')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="expense.title" backTo="/dashboard" />
}
