// /reports/profit (route ProfitReport): the member's printable profit report of a B.S. fiscal year
// (?fiscalYear=2082, a GET form; by default the fiscal year of today in Nepal): income as the
// rent-income report counts it less expenses, per property and month. Shared
// properties appear by the role's 'books:view' (the service reads only those). A year that is not
// in the calendar table shows its field error (400).
import { Link } from '~/components/link'
import { Button } from '~/components/button'
import { PrintButton } from '~/components/ledger/receipt'
import { PageFrame } from '~/components/page/page-frame'
import { FiscalYearForm } from '~/components/reports/rent-income'
import { ProfitDocument } from '~/components/reports/profit'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { getProfit } from '~/services/reports/profit.server'
import { signedIn } from '~/web/route-kit.server'
import { fiscalYearPage } from '~/web/fiscal-year-page.server'
import type { Route } from './+types/profit'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// No form here needs the browser: the page is not hydrated (ADR 031).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member, language } = signedIn(context)
  return fiscalYearPage(request, language, (fiscalYear) => getProfit(member.id, fiscalYear))
}

export default function ProfitReport({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { typed, error, report: profit, label } = loaderData
  return (
    <PageFrame
      title={t('report.profit.title')}
      actions={
        <>
          <Button component={Link} to="/reports" data-no-print>
            ← {t('report.title')}
          </Button>
          <PrintButton />
        </>
      }
    >
      <FiscalYearForm fiscalYear={typed} error={error} />
      {profit && label && <ProfitDocument profit={profit} label={label} />}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'report.profit.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
