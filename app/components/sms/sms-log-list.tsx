// The SMS log as a list of cards (one per message: time, recipient, what it was, language,
// parts, status, when a held one goes (ADR 046) and any error), readable at 360 px without a
// table to scroll sideways.
import type { StoredLanguage } from '~/domain/language'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { localDigits } from '~/domain/devanagari-digits'
import { useLanguage, useT } from '~/i18n'
import { formatNepalTime } from '~/components/format/nepal-time'
import { LabelChip } from '~/components/label-chip'
import { smsTemplateName } from './template-name'

export type SmsLogItem = {
  id: number
  createdAt: Date | string
  sentAt: Date | string | null
  /** Held to the sending hours: not sent before then. */
  sendAfter: Date | string | null
  /** 10 digits */
  phone: string
  template: string
  language: StoredLanguage
  segments: number
  status: 'QUEUED' | 'SENDING' | 'SENT' | 'FAILED' | 'UNKNOWN' | 'CANCELLED'
  error: string | null
}

const STATUS_COLORS = {
  QUEUED: 'default',
  SENDING: 'info',
  SENT: 'success',
  FAILED: 'error',
  UNKNOWN: 'warning',
  CANCELLED: 'default',
} as const

export function SmsLogList({ items }: { items: readonly SmsLogItem[] }) {
  const t = useT()
  const language = useLanguage()
  const digits = (value: number | string) => localDigits(value, language)
  return (
    <Box component="ul" aria-label={t('smsLog.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((sms) => {
        return (
          <Paper component="li" variant="outlined" key={sms.id} sx={{ p: 2 }} data-testid="sms-log-entry">
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {smsTemplateName(sms.template, t)}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
              <dt>{t('smsLog.status')}</dt>
              <dd>
                <LabelChip color={STATUS_COLORS[sms.status]} label={t(`smsStatus.${sms.status}`)} />
              </dd>
              <dt>{t('smsLog.time')}</dt>
              <dd>
                {formatNepalTime(sms.createdAt, language)}
                {sms.sentAt && sms.status === 'SENT' && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    {t('smsLog.sentAt', { time: formatNepalTime(sms.sentAt, language) })}
                  </Typography>
                )}
                {sms.sendAfter && sms.status === 'QUEUED' && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    {t('smsLog.heldUntil', { time: formatNepalTime(sms.sendAfter, language) })}
                  </Typography>
                )}
              </dd>
              <dt>{t('smsLog.recipient')}</dt>
              <dd>{digits(sms.phone)}</dd>
              <dt>{t('smsLog.language')}</dt>
              <dd>{t(`language.${sms.language}`)}</dd>
              <dt>{t('smsLog.segments')}</dt>
              <dd>{digits(sms.segments)}</dd>
              {sms.error && (
                <>
                  <dt>{t('smsLog.error')}</dt>
                  <dd>{sms.error}</dd>
                </>
              )}
            </Box>
          </Paper>
        )
      })}
    </Box>
  )
}
