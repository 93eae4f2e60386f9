// /my-rent/identity (route MyRentIdentity): the tenant's own identity document, as their
// landlords recorded it, read-only; opening it is a logged view like a landlord's.
import Typography from '@mui/material/Typography'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { IdentityDetails } from '~/components/identity/identity-document'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { viewIdentity } from '~/services/tenants/identity.server'
import { clientIpOf } from '~/web/auth.server'
import { loadOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/identity'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Read-only: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const identity = await loadOrThrow(viewIdentity({ as: 'tenant', phone: member.phone }, { memberId: member.id, ip: clientIpOf(context) }))
  return { identity }
}

export default function MyRentIdentity({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { identity } = loaderData
  return (
    <PageFrame title={t('identity.mine')} back={{ to: '/my-rent', label: t('myRent.title') }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('identity.privacy')}
      </Typography>
      {identity ? <IdentityDetails identity={identity} photoUrl={(side) => `/my-rent/identity/photo/${side.toLowerCase()}`} /> : <Typography>{t('identity.mineNone')}</Typography>}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'identity.mine')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="myRent.title" backTo="/my-rent" persistent />
}

