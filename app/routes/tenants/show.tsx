// /tenants/{id} (route TenantsShow, spec §2.18, §4.10): a tenant's profile (initials avatar, name,
// tap-to-call number) and this member's agreements with them as cards, with a count badge capped
// at 99+. A tenant without this member's agreements is a 404; load failures block the page.
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { TenantAgreementCards } from '~/components/agreements/agreement-cards'
import { AgreementsErrorBoundary } from '~/components/agreements/error-boundary'
import { useAgreementFormat } from '~/components/agreements/format'
import { InitialsAvatar } from '~/components/agreements/initials-avatar'
import { PropertyPage } from '~/components/page/property-page'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { getTenantProfile } from '~/services/tenants.server'
import { getIdentitySummary } from '~/services/tenant-identity.server'
import { IdentityLink } from '~/components/identity/identity-link'
import type { Route } from './+types/show'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'

/** Spec §9: the agreement count badge caps at 99+. */
export const BADGE_CAP = 99

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const tenant = await loadOrThrow(getTenantProfile(member.id, idParam(params.id)))
  // Only whether there is a document and its kind: the number is on its own page (a logged view).
  const identity = await getIdentitySummary({ as: 'landlord', memberId: member.id }, tenant.id)
  return { tenant, identityType: identity?.type ?? null }
}

export default function TenantsShow({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const format = useAgreementFormat()
  const { tenant } = loaderData
  const name = `${tenant.firstName} ${tenant.lastName}`
  const count = tenant.agreements.length
  return (
    <PropertyPage title={name} back={{ to: '/tenants', label: t('tenants.back') }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center' }}>
        <InitialsAvatar name={name} size={72} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Link href={`tel:${tenant.phone}`} aria-label={t('tenant.callLabel', { name, phone: tenant.phoneNational })}>
            {tenant.phoneNational}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('tenant.language', { language: t(`language.${tenant.prefLanguage}`) })}
          </Typography>
        </Box>
      </Paper>
      <IdentityLink to={`/tenants/${tenant.id}/identity`} type={loaderData.identityType} />
      <Box component="section" aria-labelledby="tenant-agreements-title" sx={{ mt: 3 }}>
        <Typography id="tenant-agreements-title" variant="h6" component="h2" sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
          {t('tenant.agreements')}
          <Badge
            color="primary"
            badgeContent={count >= BADGE_CAP ? `${format.digits(BADGE_CAP)}+` : format.digits(count)}
            // A plain span may not carry a label: as an image it reads as the full count.
            role="img"
            aria-label={t('tenant.agreementCount', { n: format.digits(count) })}
            sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
          />
        </Typography>
        <TenantAgreementCards agreements={tenant.agreements} label={t('tenant.agreements')} />
      </Box>
    </PropertyPage>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'tenants.title')
  return [{ title: loaderData ? `${loaderData.tenant.firstName} ${loaderData.tenant.lastName} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <AgreementsErrorBoundary title="tenants.title" backTo="/tenants" persistent />
}
