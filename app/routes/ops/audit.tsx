// /ops/audit (OpsAudit): the audit log, newest first (?page=). Read only: no route changes a row.
import Box from '@mui/material/Box'
import { RouteErrorPage } from '~/components/error-page'
import { AuditList } from '~/components/ops/audit-list'
import { OpsPage } from '~/components/ops/ops-parts'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { useT } from '~/i18n'
import { listAudit } from '~/services/audit.server'
import type { Route } from './+types/audit'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ request }: Route.LoaderArgs) {
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get('page')) || 1))
  return listAudit({ page })
}

export default function OpsAudit({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { items, page, pageSize, total } = loaderData
  return (
    <OpsPage title={t('ops.nav.audit')}>
      <AuditList items={items} showActor />
      <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
        {page > 1 ? <a href={`/ops/audit?page=${page - 1}`}>{t('ops.audit.newer')}</a> : null}
        {page * pageSize < total ? <a href={`/ops/audit?page=${page + 1}`}>{t('ops.audit.older')}</a> : null}
      </Box>
    </OpsPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'ops.nav.audit')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
