// /my-rent/{id}/repairs (route MyRentRepairs): the tenant's repair requests on one of
// their agreements: "Report a problem" (kind, where, what, up to 4 photos; a multipart post, so
// without JavaScript too), each request with its state and history, and "Not fixed? Reopen" within
// 7 days of done. Scoped by the tenant's verified phone: another tenant's agreement is 404.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { DetailsCard } from '~/components/agreements/agreement-details'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { REPAIR_INTENTS, RepairForm, TenantRepairItem } from '~/components/repairs/repair-parts'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { translate, useT } from '~/i18n'
import { localDigits } from '~/domain/devanagari-digits'
import { RepairReopenSchema, RepairReportSchema } from '~/schemas/repair-schemas'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { getMyRentAgreement } from '~/services/my-rent/my-rent.server'
import { repairPhotosFromFiles } from '~/services/repairs/photos.server'
import { listTenantRepairs, reopenRepair, reportRepair, type RepairView } from '~/services/repairs/repairs.server'
import { newFormKey, writeFormOnce } from '~/web/form-key.server'
import { formRefusalOf } from '~/web/refusal.server'
import { idField, idParam, loadOrThrow, readIntentForm, replyTo, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/repairs'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const { agreement } = await loadOrThrow(getMyRentAgreement(member.phone, idParam(params.id)))
  return { agreement: { id: agreement.id, name: agreement.name }, repairs: await listTenantRepairs(member.phone, agreement.id), formKey: newFormKey(), now: new Date() }
}

const REOPEN_PREFIX = `${REPAIR_INTENTS.reopen}-`

export async function action({ request, params, context }: Route.ActionArgs) {
  const who = signedIn(context)
  const agreementId = idParam(params.id)
  const pageUrl = `/my-rent/${agreementId}/repairs`
  const tenant = { memberId: who.member.id, phone: who.member.phone }
  const { formData, intent } = await readIntentForm(request)
  if (intent === REPAIR_INTENTS.report) {
    const files = formData.getAll('photos')
    formData.delete('photos')
    const submission = parseForm(formData, RepairReportSchema)
    if (submission.status !== 'success') return replyTo(intent, submission)
    let sent: { repairId: number }
    try {
      const photos = await repairPhotosFromFiles(files)
      sent = await writeFormOnce(
        formData,
        { memberId: who.member.id, pageUrl, input: { ...submission.value, photos: photos.map((photo) => photo.bytes.byteLength) } },
        (guard) => reportRepair(tenant, agreementId, submission.value, photos, { guard }),
        (repair: RepairView) => ({ repairId: repair.id }),
      )
    } catch (error) {
      const { status, ...errors } = formRefusalOf(error, who.language, { form: 'My Rent repair', unexpected: 'repair.sendFailed' })
      return replyTo(intent, submission, errors, status)
    }
    return redirectWithToast(`${pageUrl}#repair-list`, { type: 'success', message: translate(who.language, 'repair.tenant.sent', { id: localDigits(sent.repairId, who.language) }) })
  }
  if (intent.startsWith(REOPEN_PREFIX)) {
    const repairId = idField(formData, 'repairId')
    const submission = parseForm(formData, RepairReopenSchema)
    if (submission.status !== 'success') return replyTo(intent, submission)
    try {
      await writeFormOnce(
        formData,
        { memberId: who.member.id, pageUrl, input: { repairId, ...submission.value } },
        (guard) => reopenRepair(tenant, repairId, submission.value.note, { guard }),
        (repair: RepairView) => ({ repairId: repair.id }),
      )
    } catch (error) {
      const { status, ...errors } = formRefusalOf(error, who.language, { form: 'My Rent repair reopen', unexpected: 'repair.sendFailed' })
      return replyTo(intent, submission, errors, status)
    }
    return redirectWithToast(`${pageUrl}#repair-list`, { type: 'success', message: translate(who.language, 'repair.tenant.reopened', { id: localDigits(repairId, who.language) }) })
  }
  throw new Response(null, { status: 400 })
}

export default function MyRentRepairs({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { agreement, repairs, formKey, now } = loaderData
  return (
    <PageFrame title={t('repair.tenant.title')} subtitle={agreement.name} back={{ to: `/my-rent/${agreement.id}`, label: agreement.name }}>
      <DetailsCard id="repair-report" title={t('repair.tenant.report')}>
        <Typography color="text.secondary">{t('repair.tenant.intro')}</Typography>
        <RepairForm intent={REPAIR_INTENTS.report} actionData={actionData} formKey={formKey} />
      </DetailsCard>
      <DetailsCard id="repair-list" title={t('repair.title')}>
        {repairs.length === 0 ? (
          <Typography>{t('repair.tenant.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {repairs.map((repair) => (
              <TenantRepairItem key={repair.id} repair={repair} now={now} photoUrl={(position) => `/my-rent/repairs/${repair.id}/photos/${position}`} actionData={actionData} formKey={formKey} />
            ))}
          </Box>
        )}
      </DetailsCard>
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'repair.tenant.title')
  return [{ title: loaderData ? `${loaderData.agreement.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="myRent.title" backTo="/my-rent" />
}
