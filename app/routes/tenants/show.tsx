// /tenants/{id} (route TenantsShow, spec §2.18, §4.10): a tenant's profile (initials avatar, name,
// tap-to-call number) and this member's agreements with them as cards, with a count badge capped
// at 99+. A tenant without this member's agreements is a 404; load failures block the page.
// Correcting the tenant: the Correct the Tenant form (intent correct-tenant: names and
// language, or a request when someone else holds the record) and the Wrong Phone Number form
// (intent move-phone), app/services/tenants/corrections.server.ts. Bad input is a 400 on its field.
// A team member (ADR 041, 045) reaches a tenant through an agreement on a property shared with a
// role that sees tenancies (`tenancy:view`; a collector sees names and dues on the agreement page
// only: 404 here) and sees only those agreements; the forms need `tenancy:manage` (else 403).
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { TenantAgreementCards } from '~/components/agreements/agreement-cards'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { useFormat } from '~/components/format/dates-and-money'
import { InitialsAvatar } from '~/components/agreements/initials-avatar'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { useT } from '~/i18n'
import { usePlural } from '~/i18n/plural'
import { getTenantProfile } from '~/services/tenants/tenants.server'
import { CORRECT_TENANT_INTENT, CorrectTenantCard, MOVE_PHONE_INTENT, MovePhoneCard } from '~/components/tenants/tenant-correction'
import { translate } from '~/i18n'
import { toNationalNumber } from '~/domain/phone'
import { TenantCorrectSchema, TenantPhoneMoveSchema } from '~/schemas/agreement-schemas'
import { correctTenant, listOwnTenantRequests, moveAgreementToPhone } from '~/services/tenants/corrections.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { z } from 'zod'
import { getIdentitySummary } from '~/services/tenants/identity.server'
import { IdentityLink } from '~/components/identity/identity-link'
import type { Route } from './+types/show'
import { formRefusalOf } from '~/web/refusal.server'
import { allowOrThrow, idParam, loadOrThrow, readIntentForm, replyTo } from '~/web/route-kit.server'
import { actingOnTenant } from '~/web/acting-on-tenant.server'
import { may } from '~/domain/property-roles'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { fullName } from '~/domain/person-name'

// Plain posts the server checks: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

/** Spec §9: the agreement count badge caps at 99+. */
export const BADGE_CAP = 99

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member, access } = await actingOnTenant(context, idParam(params.id), 'tenancy:view')
  const tenant = await loadOrThrow(getTenantProfile(member.id, idParam(params.id), { by: access }))
  // Only whether there is a document and its kind: the number is on its own page (a logged view).
  const [pending, identity] = await Promise.all([listOwnTenantRequests(member.id, tenant.id), getIdentitySummary({ as: 'landlord', memberId: member.id }, tenant.id)])
  return { tenant, pending, identityType: identity?.type ?? null, canCorrect: may(access.role, 'tenancy:manage') }
}

const MovePhoneFormSchema = TenantPhoneMoveSchema.extend({ agreementId: z.coerce.number().int() })

export async function action({ request, params, context }: Route.ActionArgs) {
  const who = await actingOnTenant(context, idParam(params.id), 'tenancy:view')
  allowOrThrow(who.access, 'tenancy:manage')
  const tenant = await loadOrThrow(getTenantProfile(who.member.id, idParam(params.id), { by: who.access }))
  const { formData, intent } = await readIntentForm(request)
  const pageUrl = `/tenants/${tenant.id}`
  if (intent === MOVE_PHONE_INTENT) {
    const submission = parseForm(formData, MovePhoneFormSchema)
    if (submission.status !== 'success') return replyTo(MOVE_PHONE_INTENT, submission)
    const { agreementId, phone } = submission.value
    // Only an agreement of this tenant's page; another is the 404 page (the service's NotFoundError).
    const agreement = tenant.agreements.some((one) => one.id === agreementId) ? agreementId : 0
    try {
      const moved = await moveAgreementToPhone(who.member.id, agreement, phone)
      return redirectWithToast(`/tenants/${moved.tenant.id}`, { type: 'success', message: translate(who.language, 'tenantCorrection.moved', { phone: toNationalNumber(phone) }) })
    } catch (error) {
      const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: 'tenant correction', unexpected: 'tenantCorrection.failed' })
      return replyTo(MOVE_PHONE_INTENT, submission, { formErrors, fieldErrors }, status)
    }
  }
  const submission = parseForm(formData, TenantCorrectSchema)
  if (intent !== CORRECT_TENANT_INTENT || submission.status !== 'success') return replyTo(CORRECT_TENANT_INTENT, submission)
  try {
    const result = await correctTenant(who.member.id, tenant.id, submission.value)
    return redirectWithToast(pageUrl, { type: 'success', message: translate(who.language, result.outcome === 'CORRECTED' ? 'tenantCorrection.saved' : 'tenantCorrection.requested') })
  } catch (error) {
    const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: 'tenant correction', unexpected: 'tenantCorrection.failed' })
    return replyTo(CORRECT_TENANT_INTENT, submission, { formErrors, fieldErrors }, status)
  }
}

export default function TenantsShow({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const tn = usePlural()
  const format = useFormat()
  const { tenant, pending } = loaderData
  const name = fullName(tenant)
  const count = tenant.agreements.length
  return (
    <PageFrame title={name} back={{ to: '/tenants', label: t('tenants.back') }}>
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
            aria-label={tn('tenant.agreementCount', count, { n: format.digits(count) })}
            sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
          />
        </Typography>
        <TenantAgreementCards agreements={tenant.agreements} label={t('tenant.agreements')} />
      </Box>
      {loaderData.canCorrect && (
        <>
          <CorrectTenantCard tenant={tenant} pending={pending} actionData={actionData} />
          <MovePhoneCard agreements={tenant.agreements} actionData={actionData} />
        </>
      )}
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'tenants.title')
  return [{ title: loaderData ? `${loaderData.tenant.firstName} ${loaderData.tenant.lastName} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="tenants.title" backTo="/tenants" persistent />
}
