// /reports (route Reports): the charts of the last 12 B.S. months that equal the ledger
// — rent collected, arrears by age, occupancy, income against expenses — drawn on the server as
// SVG with their numbers as tables, over the member's properties and those shared with them by a
// role with 'books:view'; and the links to the printable reports (rent income, profit).
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Link } from '~/components/link'
import { Button } from '~/components/button'
import { PageFrame } from '~/components/page/page-frame'
import { ReportCharts } from '~/components/reports/charts'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { getCharts } from '~/services/reports/charts.server'
import { signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/index'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Nothing here needs the browser: the page is not hydrated (ADR 031).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return getCharts(member.id)
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <PageFrame title={t('report.title')}>
      <Box component="nav" aria-labelledby="report-links-title">
        <Typography id="report-links-title" variant="h6" component="h2">
          {t('report.links')}
        </Typography>
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={Link} to="/reports/rent-income" variant="outlined">
            {t('report.rentIncome.title')}
          </Button>
          <Button component={Link} to="/reports/profit" variant="outlined">
            {t('report.profit.title')}
          </Button>
        </Box>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('report.chart.intro')}
      </Typography>
      <ReportCharts months={loaderData.months} arrears={loaderData.arrears} />
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'report.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
