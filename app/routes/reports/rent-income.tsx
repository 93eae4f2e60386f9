// /reports/rent-income (route RentIncomeReport): the member's printable rent-income report
// of a B.S. fiscal year (?fiscalYear=2082, a GET form; by default the fiscal year of today in Nepal).
// A year that is not in the calendar table shows its field error (400).
import { Link } from '~/components/link'
import { Button } from '~/components/button'
import { PrintButton } from '~/components/ledger/receipt'
import { PageFrame } from '~/components/page/page-frame'
import { RentIncomeDocument, FiscalYearForm } from '~/components/reports/rent-income'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { getRentIncome } from '~/services/reports/rent-income.server'
import { signedIn } from '~/web/route-kit.server'
import { fiscalYearPage } from '~/web/fiscal-year-page.server'
import type { Route } from './+types/rent-income'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// No form here needs the browser: the page is not hydrated (ADR 031).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member, language } = signedIn(context)
  return fiscalYearPage(request, language, (fiscalYear) => getRentIncome(member.id, fiscalYear))
}

export default function RentIncomeReport({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { typed, error, report: income, label } = loaderData
  return (
    <PageFrame
      title={t('report.rentIncome.title')}
      actions={
        <>
          <Button component={Link} to="/dashboard" data-no-print>
            ← {t('nav.dashboard')}
          </Button>
          <PrintButton />
        </>
      }
    >
      <FiscalYearForm fiscalYear={typed} error={error} />
      {income && label && <RentIncomeDocument income={income} label={label} />}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'report.rentIncome.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
