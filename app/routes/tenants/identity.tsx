// /tenants/{id}/identity (route TenantIdentity): the tenant's identity document as their
// landlord sees it (the number, the photos), the form that adds or changes it (multipart, works
// without JavaScript), and who has seen it. Opening the page is a logged view of the number.
// A tenant without this member's agreements is a 404 (app/services/tenants/identity.server.ts).
// A team member (ADR 041, 045): seen through a property shared with `tenancy:view` (each view
// logged as theirs), the form for `tenancy:manage` (else 403).
import Typography from '@mui/material/Typography'
import { data } from 'react-router'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { IdentityDetails, IdentityForm, IdentityViewLogList } from '~/components/identity/identity-document'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { translate, useT } from '~/i18n'
import { readFormData } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { ValidationError } from '~/services/errors'
import { listProvinces } from '~/services/properties/places.server'
import { getTenantProfile } from '~/services/tenants/tenants.server'
import { listIdentityViews, saveIdentity, viewIdentity } from '~/services/tenants/identity.server'
import { clientIpOf } from '~/web/auth.server'
import { identityFieldErrors, readIdentityForm } from '~/web/identity-form.server'
import { allowOrThrow, idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'
import { tenantAccessOrNull } from '~/services/team/tenant-access.server'
import { actingOnTenant } from '~/web/acting-on-tenant.server'
import { may } from '~/domain/property-roles'
import type { Route } from './+types/identity'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { fullName } from '~/domain/person-name'

// A multipart post the server checks: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenantId = idParam(params.id)
  const { member, access } = await actingOnTenant(context, tenantId, 'tenancy:view')
  const tenant = await loadOrThrow(getTenantProfile(member.id, tenantId, { by: access }))
  // The owner's landlordship; the view is logged as the one who looks.
  const identity = await loadOrThrow(viewIdentity({ as: 'landlord', memberId: member.id }, { memberId: access.actorId, ip: clientIpOf(context) }, tenantId))
  const [districts, log] = await Promise.all([listProvinces(), listIdentityViews(member.id, tenantId)])
  return { tenant: { id: tenant.id, name: fullName(tenant) }, identity, districts, log, canChange: may(access.role, 'tenancy:manage') }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenantId = idParam(params.id)
  const { member, language } = signedIn(context)
  // No way to the tenant: the 404 page, except that the service, with the caller's own id, judges
  // the photos of a form otherwise whole first (a photo that is no photo is a 400 for anyone).
  const access = await tenantAccessOrNull(member.id, tenantId, 'tenancy:view')
  if (access) allowOrThrow(access, 'tenancy:manage')
  const read = await readIdentityForm(await readFormData(request), language)
  if (!read.ok && !access) throw data(null, { status: 404 })
  if (!read.ok) return data({ errors: read.errors, values: read.values }, { status: 400 })
  try {
    await loadOrThrow(saveIdentity(access?.ownerId ?? member.id, tenantId, read.input, read.photos, { by: member.id }))
  } catch (error) {
    if (error instanceof ValidationError) return data({ errors: identityFieldErrors(language, error.fields), values: read.values }, { status: 400 })
    throw error
  }
  return redirectWithToast(`/tenants/${tenantId}/identity`, { type: 'success', message: translate(language, 'identity.saved') })
}

export default function TenantIdentity({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { tenant, identity, districts, log } = loaderData
  const values = actionData?.values ?? {
    type: identity?.type,
    number: identity?.number,
    districtId: identity ? String(identity.district.id) : undefined,
    calendarType: identity?.issuedCalendar,
    issuedOn: identity ? (identity.issuedCalendar === 'BS' ? formatBsDate(adToBs(identity.issuedOn)) : identity.issuedOn) : undefined,
  }
  return (
    <PageFrame title={t('identity.title')} subtitle={tenant.name} back={{ to: `/tenants/${tenant.id}`, label: tenant.name }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('identity.privacy')}
      </Typography>
      {identity ? <IdentityDetails identity={identity} photoUrl={(side) => `/tenants/${tenant.id}/identity/photo/${side.toLowerCase()}`} /> : <Typography>{t('identity.none')}</Typography>}
      {loaderData.canChange && <IdentityForm districts={districts} values={values} errors={actionData?.errors ?? {}} />}
      <IdentityViewLogList entries={log} />
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'identity.title')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="tenants.title" backTo="/tenants" persistent />
}
