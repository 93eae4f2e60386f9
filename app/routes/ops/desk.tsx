// /ops (OpsDesk): the support desk's queue, one status at a time (?status=NEW, IN_PROGRESS, CLOSED),
// tickets and wrongful-use reports with their numbers.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { OpsPage } from '~/components/ops/ops-parts'
import { serverOnlyPage, loadAsDocument } from '~/components/server-only-page'
import { titleMeta } from '~/components/route-meta'
import { RouteErrorPage } from '~/components/error-page'
import { toNationalNumber } from '~/domain/phone'
import { useT } from '~/i18n'
import { isTicketStatus, TICKET_STATUSES } from '~/domain/support-tickets'
import { listTickets } from '~/services/ops/support-desk.server'
import type { Route } from './+types/desk'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('status')
  const status = isTicketStatus(asked) ? asked : 'NEW'
  return { status, ...(await listTickets(status)) }
}

export default function OpsDesk({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { status, items, counts } = loaderData
  return (
    <OpsPage title={t('ops.nav.desk')}>
      <Box component="nav" aria-label={t('ops.desk.statuses')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {TICKET_STATUSES.map((s) => (
          <Link key={s} href={`/ops?status=${s}`} aria-current={s === status ? 'page' : undefined}>
            {t(`ops.status.${s}`)} ({counts[s]})
          </Link>
        ))}
      </Box>
      {items.length === 0 ? <Typography>{t('ops.desk.empty')}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((ticket) => (
          <Box component="li" key={ticket.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
            <Link href={`/ops/tickets/${ticket.id}`}>{t('ops.ticket.number', { number: ticket.id })}</Link>{' '}
            · {t(`ops.kind.${ticket.kind}`)} · {ticket.name}
            {ticket.phone ? ` · ${toNationalNumber(ticket.phone)}` : ''}
            <Typography variant="body2" color="text.secondary">
              {ticket.message}
            </Typography>
          </Box>
        ))}
      </Box>
    </OpsPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'ops.nav.desk')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
