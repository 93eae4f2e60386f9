// /tenants (route TenantsIndex, spec §2.17, §4.10): the tenants of the member's agreements as a
// grid of cards (4 a row on wide screens), each with its initials avatar, the name linking to the
// profile and "{n} Active Agreement(s)"; the empty state links to /agreements. Below, "Shared with
// you": the tenants of the properties others let the member into with a role that sees tenancies
// (ADR 041; a collector's tenants are on the agreement pages).
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '~/components/link'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { useFormat } from '~/components/format/dates-and-money'
import { InitialsAvatar } from '~/components/agreements/initials-avatar'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { usePlural } from '~/i18n/plural'
import { listSharedTenants, listTenants } from '~/services/tenants/tenants.server'
import type { Route } from './+types/index'
import { signedIn } from '~/web/route-kit.server'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { fullName } from '~/domain/person-name'

// Nothing on this page needs React (ADR 031): it is served as HTML, with the page script's comforts.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const [tenants, shared] = await Promise.all([listTenants(member.id), listSharedTenants(member.id)])
  return { tenants, shared }
}

export default function TenantsIndex({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { tenants, shared } = loaderData
  return (
    <PageFrame title={t('tenants.title')}>
      {tenants.length === 0 ? <EmptyState /> : <TenantGrid id="tenants-list" label={t('tenants.title')} tenants={tenants} />}
      {shared.length > 0 && (
        <Box component="section" aria-labelledby="tenants-shared" sx={{ mt: 3 }}>
          <Typography id="tenants-shared" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('team.sharedWithYou')}
          </Typography>
          <TenantGrid id="tenants-shared-list" label={t('team.sharedWithYou')} tenants={shared} />
        </Box>
      )}
    </PageFrame>
  )
}

function TenantGrid({ id, label, tenants }: { id: string; label: string; tenants: Route.ComponentProps['loaderData']['tenants'] }) {
  const tn = usePlural()
  const format = useFormat()
  return (
    <Box
      component="ul"
      id={id}
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}
    >
      {tenants.map((tenant) => {
        const name = fullName(tenant)
        return (
          <li key={tenant.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <InitialsAvatar name={name} size={48} />
                <Box sx={{ minWidth: 0 }}>
                  <Link component={RouterLink} to={`/tenants/${tenant.id}`} variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {tn('tenants.activeAgreements', tenant.activeAgreements, { n: format.digits(tenant.activeAgreements) })}
                  </Typography>
                </Box>
              </CardContent>
            </Card>
          </li>
        )
      })}
    </Box>
  )
}

function EmptyState() {
  const t = useT()
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {t('tenants.empty')}
      </Typography>
      <Link component={RouterLink} to="/agreements">
        {t('tenants.emptyLink')}
      </Link>
    </Paper>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'tenants.title')
}

export function ErrorBoundary() {
  return (
    <PageErrorBoundary title="tenants.title" backTo="/dashboard">
      <EmptyState />
    </PageErrorBoundary>
  )
}
