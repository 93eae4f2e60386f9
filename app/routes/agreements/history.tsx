// /agreements/history (route AgreementsHistory, spec §2.12): terminated and ended agreements as
// the data table (ID, Agreement Name, Tenant Name, Agreement Amount, Start Date, End Date, Action),
// a page at a time (25, 50 or 100 rows, spec §9) with the shared pager (links: no JavaScript needed).
import { isCancelledBeforeStart } from '~/domain/move-out'
import { Button } from '~/components/button'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { redirect } from 'react-router'
import { Link } from '~/components/link'
import { StatusBadge } from '~/components/agreements/agreement-cards'
import { DataTable } from '~/components/page/data-table'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { useFormat } from '~/components/format/dates-and-money'
import { Pager } from '~/components/page/pager'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { pageAgreementHistory } from '~/services/agreements/agreements.server'
import { lastPageHref, PAGE_SIZES, webPageQueryOf } from '~/schemas/paging'
import type { Route } from './+types/history'
import { signedIn } from '~/web/route-kit.server'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { fullName } from '~/domain/person-name'

// Nothing on this page needs React (ADR 031): it is served as HTML, with the page script's comforts.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const query = webPageQueryOf(request)
  const history = await pageAgreementHistory(member.id, query)
  // A page past the end (typed, or an old link): the last page that has rows.
  const last = lastPageHref('/agreements/history', history)
  if (last) throw redirect(last)
  return { ...history, pageSizes: PAGE_SIZES }
}

const COLUMNS = ['id', 'name', 'tenant', 'amount', 'start', 'end', 'action'] as const

export default function AgreementsHistory({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const format = useFormat()
  const { items: agreements, total, page, pageSize, pageSizes } = loaderData
  return (
    <PageFrame title={t('agreements.historyTitle')} back={{ to: '/agreements', label: t('agreements.title') }}>
      <DataTable
        id="agreements-history-table"
        label={t('agreements.historyTitle')}
        headers={COLUMNS.map((column) => t(`agreements.column.${column}`))}
        empty={agreements.length === 0}
        cardsOnPhone
      >
        {agreements.map((agreement) => (
          <TableRow key={agreement.id} hover>
            <TableCell>{format.digits(agreement.id)}</TableCell>
            <TableCell sx={{ minWidth: 140 }}>
              {agreement.name} <StatusBadge agreement={agreement} />
            </TableCell>
            <TableCell sx={{ minWidth: 120 }}>{fullName(agreement.tenant)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.money(agreement.leaseAmountPaisa)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(agreement.startDate, agreement.calendar)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {format.date(agreement.endDate, agreement.calendar)}
              {agreement.moveOutDate && (
                <Typography variant="body2" color="text.secondary">
                  {isCancelledBeforeStart(agreement)
                    ? t('agreement.cancelledBeforeStart')
                    : t('agreement.movedOutOnDate', { date: format.date(agreement.moveOutDate, agreement.calendar) })}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <Button component={Link} to={`/agreements/${agreement.id}`} size="small" aria-label={t('agreements.showLabel', { name: agreement.name })}>
                {t('agreements.show')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      {total > pageSize && <Pager page={page} pageSize={pageSize} total={total} pageSizes={pageSizes} />}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'agreements.historyTitle')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="agreements.historyTitle" backTo="/agreements" />
}
