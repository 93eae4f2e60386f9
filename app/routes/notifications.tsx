// /notifications (route Notifications, reached from the account menu): the member's recent events
// and the SMS log (every text recorded for them, a page at a time), with the warning while the
// SMS gateway is paused, and the requests to correct a tenant this member may answer (intent
// answer-request, Accept or Decline; app/services/tenants/corrections.server.ts). Plain
// links and forms: it works without JavaScript.
import Typography from '@mui/material/Typography'
import { redirect } from 'react-router'
import { NotificationList } from '~/components/notifications/notification-list'
import { Pager } from '~/components/page/pager'
import { PageFrame } from '~/components/page/page-frame'
import { RouteErrorPage } from '~/components/error-page'
import { titleMeta } from '~/components/route-meta'
import { SmsProviderWarning } from '~/components/sms/provider-warning'
import { SmsLogList } from '~/components/sms/sms-log-list'
import { toNationalNumber } from '~/domain/phone'
import { useT } from '~/i18n'
import { listNotifications } from '~/services/accounts/notifications.server'
import { getSmsProviderStatus } from '~/services/sms/provider-pause.server'
import { lastPageHref, PAGE_SIZES, webPageQueryOf } from '~/schemas/paging'
import { listSmsLog } from '~/services/sms/log.server'
import { ANSWER_REQUEST_INTENT, TenantRequestList } from '~/components/tenants/tenant-correction'
import { TenantRequestAnswerSchema } from '~/schemas/agreement-schemas'
import { answerTenantRequest, listTenantRequests } from '~/services/tenants/corrections.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { translate } from '~/i18n'
import { z } from 'zod'
import type { Route } from './+types/notifications'
import { formRefusalOf } from '~/web/refusal.server'
import { readIntentForm, replyTo, signedIn } from '~/web/route-kit.server'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// No form here needs the browser: the page is not hydrated (ADR 031).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

/** How many recent events the page lists. */
const RECENT_EVENTS = 20

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = signedIn(context).member
  const query = webPageQueryOf(request)
  const [smsPause, events, log, requests] = await Promise.all([
    getSmsProviderStatus(),
    listNotifications(member.id, { limit: RECENT_EVENTS }),
    listSmsLog(member.id, query),
    listTenantRequests(member.id),
  ])
  // A page past the end (typed, or an old link): the last page that has messages.
  const last = lastPageHref('/notifications', log)
  if (last) throw redirect(last)
  return {
    smsPause,
    events: events.items,
    log: { ...log, items: log.items.map(({ to, ...sms }) => ({ ...sms, phone: toNationalNumber(to) })) },
    pageSizes: PAGE_SIZES,
    requests,
  }
}

const AnswerSchema = TenantRequestAnswerSchema.extend({ requestId: z.coerce.number().int() })

/** Answering a request to correct a tenant: intent answer-request with accept true|false. */
export async function action({ request, context }: Route.ActionArgs) {
  const who = signedIn(context)
  const { formData } = await readIntentForm(request)
  const submission = parseForm(formData, AnswerSchema)
  if (submission.status !== 'success') return replyTo(ANSWER_REQUEST_INTENT, submission)
  try {
    await answerTenantRequest(who.member.id, submission.value.requestId, submission.value.accept)
  } catch (error) {
    const { status, formErrors } = formRefusalOf(error, who.language, { form: 'tenant correction decision', unexpected: 'tenantCorrection.failed' })
    return replyTo(ANSWER_REQUEST_INTENT, submission, { formErrors }, status)
  }
  return redirectWithToast('/notifications', { type: 'success', message: translate(who.language, submission.value.accept ? 'tenantCorrection.accepted' : 'tenantCorrection.declined') })
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { smsPause, events, log, pageSizes, requests } = loaderData
  return (
    <PageFrame title={t('notifications.title')}>
      <SmsProviderWarning status={smsPause} />
      <TenantRequestList requests={requests} actionData={actionData} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('notifications.events')}
      </Typography>
      <NotificationList items={events} />
      <Typography id="sms-log" variant="h5" component="h2" sx={{ fontWeight: 700, mt: 4, mb: 1.5 }}>
        {t('smsLog.title')}
      </Typography>
      {log.total === 0 ? (
        <Typography color="text.secondary">{t('smsLog.empty')}</Typography>
      ) : (
        <>
          <SmsLogList items={log.items} />
          {log.total > log.pageSize && <Pager page={log.page} pageSize={log.pageSize} total={log.total} pageSizes={pageSizes} />}
        </>
      )}
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'notifications.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
