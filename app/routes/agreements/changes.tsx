// /agreements/{id}/changes (route AgreementChanges): the Change Terms form (intent
// change-terms: new terms from an effective date), the Renew form (intent renew: a new agreement
// from the day after the end) and the history of the agreement's changes, with links to the
// addendum and to the agreement a renewal links. Bad input comes back to its form (400) with
// nothing changed; another member's agreement is the 404 page; success redirects with a flash
// message (a renewal to the new agreement). Each form records once per render (its hidden key).
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Link } from '~/components/link'
import { AgreementChangeSchema, RenewalSchema } from '~/schemas/agreement-change-schemas'
import { AgreementShowErrorBoundary } from '~/components/agreements/error-boundary'
import { CHANGE_TERMS_INTENT, ChangeHistory, ChangeTermsForm, RENEW_INTENT, RenewForm } from '~/components/agreements/agreement-changes'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { nepalToday } from '~/domain/nepal-time'
import { translate, useT } from '~/i18n'
import { changeAgreement, type ChangeResult, listAgreementChanges } from '~/services/agreements/changes.server'
import { renewAgreement, type RenewalResult, renewalLinks } from '~/services/agreements/renewals.server'
import { getAgreement } from '~/services/agreements/agreements.server'
import { newFormKey, writeFormOnce } from '~/web/form-key.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { actingOnAgreement, allowOrThrow, idParam, loadOrThrow, readIntentForm, replyTo } from '~/web/route-kit.server'
import { may } from '~/domain/property-roles'
import type { Route } from './+types/changes'
import { formRefusalOf } from '~/web/refusal.server'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// Plain posts the server checks: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const agreementId = idParam(params.id)
  // The property's co-owners, managers and viewers read it; the forms are for those who run it (ADR 041).
  const { member, access } = await actingOnAgreement(context, agreementId, 'tenancy:view')
  const agreement = await loadOrThrow(getAgreement(member.id, agreementId))
  const [changes, links] = await Promise.all([listAgreementChanges(member.id, agreementId), renewalLinks(member.id, agreementId)])
  return { agreement, changes, links, today: nepalToday(), formKey: newFormKey(), canChange: may(access.role, 'tenancy:manage') }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const who = await actingOnAgreement(context, idParam(params.id), 'tenancy:view')
  allowOrThrow(who.access, 'tenancy:manage')
  const agreement = await loadOrThrow(getAgreement(who.member.id, idParam(params.id)))
  const { formData, intent } = await readIntentForm(request)
  const pageUrl = `/agreements/${agreement.id}/changes`
  const write = { memberId: who.member.id, pageUrl }
  if (intent === RENEW_INTENT) {
    const submission = parseForm(formData, RenewalSchema)
    if (submission.status !== 'success') return replyTo(RENEW_INTENT, submission)
    let renewedId: number
    try {
      renewedId = await writeFormOnce(formData, { ...write, input: submission.value }, (guard) => renewAgreement(who.member.id, agreement.id, submission.value, { guard, by: who.access }), (result: RenewalResult) => result.agreementId)
    } catch (error) {
      const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: 'renewal', unexpected: 'changes.renewFailed' })
      return replyTo(RENEW_INTENT, submission, { formErrors, fieldErrors }, status)
    }
    return redirectWithToast(`/agreements/${renewedId}`, { type: 'success', message: translate(who.language, 'changes.renewed') })
  }
  const submission = parseForm(formData, AgreementChangeSchema)
  if (intent !== CHANGE_TERMS_INTENT || submission.status !== 'success') return replyTo(CHANGE_TERMS_INTENT, submission)
  try {
    await writeFormOnce(formData, { ...write, input: submission.value }, (guard) => changeAgreement(who.member.id, agreement.id, submission.value, { guard, by: who.access }), (result: ChangeResult) => result.change.id)
  } catch (error) {
    const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: 'agreement change', unexpected: 'changes.failed' })
    return replyTo(CHANGE_TERMS_INTENT, submission, { formErrors, fieldErrors }, status)
  }
  return redirectWithToast(pageUrl, { type: 'success', message: translate(who.language, 'changes.saved') })
}

export default function AgreementChanges({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { agreement, changes, links, today, formKey, canChange } = loaderData
  const forms = { agreement, actionData, formKey }
  const renewable = agreement.status !== 'TERMINATED' && links.renewedById === null
  return (
    <PageFrame
      title={t('changes.title')}
      subtitle={agreement.name}
      back={{ to: `/agreements/${agreement.id}`, label: agreement.name }}
      // The addendum prints the changes: without one there is nothing to print.
      actions={changes.length > 0 ? <Link to={`/agreements/${agreement.id}/addendum`}>{t('changes.addendumLink')}</Link> : undefined}
    >
      {(links.renewedFromId !== null || links.renewedById !== null) && (
        <Box sx={{ mt: 2 }}>
          {links.renewedFromId !== null && (
            <Typography>
              {t('changes.renewedFrom')} <Link to={`/agreements/${links.renewedFromId}`}>{t('changes.renewedFromLink')}</Link>
            </Typography>
          )}
          {links.renewedById !== null && (
            <Typography>
              {t('changes.renewedBy')} <Link to={`/agreements/${links.renewedById}`}>{t('changes.renewedByLink')}</Link>
            </Typography>
          )}
        </Box>
      )}
      {/* An upcoming renewal's terms may still change before it starts. */}
      {canChange && agreement.state !== 'past' && <ChangeTermsForm {...forms} today={today} />}
      {canChange && renewable && <RenewForm {...forms} />}
      <ChangeHistory changes={changes} calendar={agreement.calendar} />
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'changes.title')
  return [{ title: loaderData ? `${loaderData.agreement.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <AgreementShowErrorBoundary />
}
