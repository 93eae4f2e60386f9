// /agreements/{id}/settlement (route AgreementSettlement): the move-out settlement of a
// terminated or ended agreement. Before it is settled: the form (deposit received if not recorded,
// deductions with reasons, the refund's method) with a preview (intent preview: nothing written)
// and Confirm (intent settle: written once per render, the tenant texted). Bad input comes back to
// the form (400) with its field errors and nothing changed. Once settled: the printable settlement
// statement. A current agreement says it cannot be settled yet; another member's is the 404 page.
// By the caller's role on the property (ADR 041): `tenancy:view` reads it (the landlord printed is
// the owner, whoever prints), `tenancy:manage` previews and settles (else 403), named as the recorder.
import { Link } from '~/components/link'
import Typography from '@mui/material/Typography'
import { SettlementFormSchema } from '~/schemas/settlement-schemas'
import { AgreementShowErrorBoundary } from '~/components/agreements/error-boundary'
import { Button } from '~/components/button'
import { PrintButton } from '~/components/print-button'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { PREVIEW_INTENT, type PreviewData, SettlementDocument, SettlementForm } from '~/components/settlement/settlement'
import { translate, useT } from '~/i18n'
import { getAgreement } from '~/services/agreements/agreements.server'
import { getSettlementPage, previewSettlement, settleAgreement, type SettlementView } from '~/services/settlements/settlements.server'
import { newFormKey, writeFormOnce } from '~/web/form-key.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { actingOnAgreement, allowOrThrow, idParam, loadOrThrow, readIntentForm, replyTo } from '~/web/route-kit.server'
import { may } from '~/domain/property-roles'
import { formRefusalOf } from '~/web/refusal.server'
import type { Route } from './+types/settlement'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { fullName } from '~/domain/person-name'

// Plain posts the server checks, and Print (the page script's): served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member, access } = await actingOnAgreement(context, idParam(params.id), 'tenancy:view')
  const agreement = await loadOrThrow(getAgreement(member.id, idParam(params.id)))
  const page = await getSettlementPage(member.id, agreement.id)
  return { agreement, page, formKey: newFormKey(), canSettle: may(access.role, 'tenancy:manage') }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const who = await actingOnAgreement(context, idParam(params.id), 'tenancy:view')
  allowOrThrow(who.access, 'tenancy:manage')
  const agreement = await loadOrThrow(getAgreement(who.member.id, idParam(params.id)))
  const { formData, intent } = await readIntentForm(request)
  const submission = parseForm(formData, SettlementFormSchema)
  if (submission.status !== 'success') return replyTo(intent, submission)
  const pageUrl = `/agreements/${agreement.id}/settlement`
  try {
    if (intent === PREVIEW_INTENT) {
      const preview = await previewSettlement(who.member.id, agreement.id, submission.value.deductions)
      return { intent, result: submission.reply(), preview } satisfies PreviewData
    }
    await writeFormOnce(
      formData,
      { memberId: who.member.id, pageUrl, input: submission.value },
      (guard) => settleAgreement(who.member.id, agreement.id, submission.value, { guard, by: who.access }),
      (settlement: SettlementView) => settlement.agreementId,
    )
  } catch (error) {
    const { status, formErrors, fieldErrors } = formRefusalOf(error, who.language, { form: 'move-out', unexpected: 'settlement.failed' })
    return replyTo(intent, submission, { formErrors, fieldErrors }, status)
  }
  return redirectWithToast(pageUrl, { type: 'success', message: translate(who.language, 'settlement.saved') })
}

export default function AgreementSettlement({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { agreement, page, formKey, canSettle } = loaderData
  const { landlordName } = page
  const place = agreement.unit ? t('agreement.unitInProperty', { unit: agreement.unit.name, property: agreement.property.name }) : agreement.property.name
  const parties = { agreementName: agreement.name, tenantName: fullName(agreement.tenant), place, landlordName, calendar: agreement.calendar }
  return (
    <PageFrame
      title={t(page.settlement ? 'settlement.statementTitle' : 'settlement.title')}
      subtitle={`${agreement.name} · ${place}`}
      back={{ to: `/agreements/${agreement.id}`, label: agreement.name }}
      actions={page.settlement ? <PrintButton /> : undefined}
    >
      {page.settlement ? (
        <SettlementDocument settlement={page.settlement} parties={parties} />
      ) : page.isOver && canSettle ? (
        <SettlementForm key={formKey} page={page} calendar={agreement.calendar} actionData={actionData as PreviewData | undefined} formKey={formKey} />
      ) : (
        <>
          {/* A viewer reads that it is not settled yet; those who run the tenancy settle it. */}
          <Typography sx={{ mt: 3 }}>{t(page.isOver ? 'settlement.error.notSettled' : page.moveOutDate ? 'settlement.error.beforeMoveOut' : 'settlement.error.notEnded')}</Typography>
          <Button component={Link} to={`/agreements/${agreement.id}`} variant="outlined" sx={{ mt: 2 }}>
            {t('settlement.back')}
          </Button>
        </>
      )}
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'settlement.title')
  return [{ title: loaderData ? `${loaderData.agreement.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <AgreementShowErrorBoundary />
}
