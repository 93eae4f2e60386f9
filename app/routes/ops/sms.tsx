// /ops/sms (OpsSms): SMS health: messages by status in the last 24 hours, the provider's credit,
// the paused queue with its reason (resumed by hand), and UNKNOWN messages waiting for a person to
// resend (once) or drop; each action with a reason.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RouteErrorPage } from '~/components/error-page'
import { OpsPage, OpsSection, ReasonForm } from '~/components/ops/ops-parts'
import { titleMeta } from '~/components/route-meta'
import type { SmsLogItem } from '~/components/sms/sms-log-list'
import { smsTemplateName } from '~/components/sms/template-name'
import { formatNepalTime } from '~/components/format/nepal-time'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { toNationalNumber } from '~/domain/phone'
import { useLanguage, useT } from '~/i18n'
import { dropUnknownSms, getSmsHealth, resendUnknownSms, resumeSmsQueue } from '~/services/ops/messages.server'
import { opsAction, operatorOf } from '~/web/ops.server'
import { readIntentForm } from '~/web/route-kit.server'
import type { Route } from './+types/sms'

export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader() {
  return getSmsHealth()
}

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, language } = operatorOf(context)
  const { formData, intent } = await readIntentForm(request)
  const messageId = Number(formData.get('messageId'))
  const reason = formData.get('reason')
  return opsAction(intent, language, '/ops/sms', async () => {
    if (intent === 'resend') return resendUnknownSms(operator, messageId, reason)
    if (intent === 'drop') return dropUnknownSms(operator, messageId, reason)
    return resumeSmsQueue(operator, reason)
  })
}

export default function OpsSms({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const language = useLanguage()
  const { last24h, unknown, gateway, credits, provider } = loaderData
  return (
    <OpsPage title={t('ops.nav.sms')}>
      <OpsSection title={t('ops.sms.last24h')}>
        <Box component="ul" sx={{ pl: 2 }}>
          {Object.entries(last24h).map(([status, count]) => (
            <li key={status}>
              {t(`smsStatus.${status as SmsLogItem['status']}`)}: <span data-sms-status={status}>{count}</span>
            </li>
          ))}
        </Box>
        <Typography>{credits === null ? t('ops.sms.creditsNone', { provider }) : t('ops.sms.credits', { provider, credits })}</Typography>
      </OpsSection>
      <OpsSection title={t('ops.sms.queue')}>
        {gateway.paused ? (
          <>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('ops.sms.paused', { since: formatNepalTime(gateway.since, language), reason: t(`ops.sms.reason.${gateway.reason}`), error: gateway.error ?? '' })}
            </Typography>
            <ReasonForm intent="resume" label={t('ops.sms.resume')} reply={actionData} />
          </>
        ) : (
          <Typography>{t('ops.sms.running')}</Typography>
        )}
      </OpsSection>
      <OpsSection title={t('ops.sms.unknown')}>
        {unknown.length === 0 ? <Typography>{t('ops.sms.noUnknown')}</Typography> : null}
        {unknown.map((message) => (
          <Box key={message.id} data-unknown-sms={message.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
            <Typography>
              #{message.id} · {toNationalNumber(message.to)} · {smsTemplateName(message.template, t)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {message.body}
            </Typography>
            <ReasonForm intent="resend" label={t('ops.sms.resend')} reply={actionData} hidden={{ messageId: message.id }} />
            <ReasonForm intent="drop" label={t('ops.sms.drop')} reply={actionData} hidden={{ messageId: message.id }} />
          </Box>
        ))}
      </OpsSection>
    </OpsPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'ops.nav.sms')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
