// The warning every page that cares shows while the SMS provider is paused (ADR 008): texts wait
// and go out, each once, when the account works again. Feed it getSmsProviderStatus() from the
// page's loader; it renders nothing while texts go out.
import { Alert, AlertTitle } from '~/components/alert'
import { useLanguage, useT } from '~/i18n'
import { formatNepalTime } from '~/components/format/nepal-time'

export type SmsProviderWarningProps = {
  status: { paused: false } | { paused: true; reason: 'NO_CREDIT' | 'ACCOUNT'; error: string | null; since: Date | string }
}

export function SmsProviderWarning({ status }: SmsProviderWarningProps) {
  const t = useT()
  const language = useLanguage()
  if (!status.paused) return null
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 3 }} data-testid="sms-provider-warning">
      <AlertTitle>{t('smsProvider.pausedTitle')}</AlertTitle>
      {t(`smsProvider.paused.${status.reason}`, { error: status.error ?? '' })} {t('smsProvider.since', { time: formatNepalTime(status.since, language) })}
    </Alert>
  )
}
