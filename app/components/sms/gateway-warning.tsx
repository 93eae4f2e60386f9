// The warning every page that cares shows while the SMS gateway is paused (ADR 008): texts wait
// and go out, each once, when the account works again. Feed it getSmsGatewayStatus() from the
// page's loader; it renders nothing while the gateway sends.
import { Alert, AlertTitle } from '~/components/alert'
import { useLanguage, useT } from '~/i18n'
import { formatNepalTime } from '~/components/format/nepal-time'

export type SmsGatewayWarningProps = {
  status: { paused: false } | { paused: true; reason: 'NO_CREDIT' | 'ACCOUNT'; error: string | null; since: Date | string }
}

export function SmsGatewayWarning({ status }: SmsGatewayWarningProps) {
  const t = useT()
  const language = useLanguage()
  if (!status.paused) return null
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 3 }} data-testid="sms-gateway-warning">
      <AlertTitle>{t('smsGateway.pausedTitle')}</AlertTitle>
      {t(`smsGateway.paused.${status.reason}`, { error: status.error ?? '' })} {t('smsGateway.since', { time: formatNepalTime(status.since, language) })}
    </Alert>
  )
}
