// A notification's words in the reader's language, and where it leads. Kinds and payloads are
// app/services/accounts/notifications.server.ts's; the dashboard's panel uses this too.
import { localDigits } from '~/domain/devanagari-digits'
import { storedLanguageOf } from '~/domain/language'
import { formatNpr } from '~/domain/money'
import { smsDate } from '~/domain/sms/text-parts'
import { type Language, type MessageKey, translate } from '~/i18n'
import type { NotificationEvent } from '~/services/accounts/notifications.server'
import { smsTemplateName } from '~/components/sms/template-name'

const national = (phone: string, language: Language) => localDigits(phone.replace(/^\+977/, ''), language)

export function notificationText(language: Language, item: NotificationEvent): { text: string; href?: string } {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params)
  switch (item.kind) {
    case 'SMS_FAILED': {
      const { to, template, status, error } = item.payload
      const params = { phone: national(to, language), template: smsTemplateName(template, t), error }
      return { text: t(status === 'UNKNOWN' ? 'notifications.smsUnknown' : 'notifications.smsFailed', params) }
    }
    case 'SMS_GATEWAY_PAUSED':
      return { text: t(`notifications.smsPaused.${item.payload.reason}`) }
    case 'SMS_GATEWAY_RESUMED':
      return { text: t('notifications.smsResumed') }
    case 'AGREEMENT_CREATED':
      return {
        text: t('notifications.agreementCreated', { agreement: item.payload.agreementName, tenant: item.payload.tenantName }),
        href: `/agreements/${item.payload.agreementId}`,
      }
    case 'PAYMENT_RECORDED':
      return {
        text: t('notifications.paymentRecorded', {
          amount: formatNpr(item.payload.amountPaisa, { language }),
          tenant: item.payload.tenantName,
          receipt: localDigits(item.payload.receiptNumber, language),
        }),
        href: `/agreements/${item.payload.agreementId}`,
      }
    case 'GATEWAY_PAYMENT_NEEDS_DECISION':
      return {
        text: t('notifications.gatewayPaymentNeedsDecision', {
          amount: formatNpr(item.payload.amountPaisa, { language }),
          tenant: item.payload.tenantName,
          gateway: item.payload.gateway === 'KHALTI' ? 'Khalti' : 'eSewa',
        }),
        href: `/agreements/${item.payload.agreementId}#received-online`,
      }
    case 'AGREEMENT_TERMINATED': {
      const date = smsDate({ date: item.payload.terminatedOn, calendar: item.payload.calendar }, language === 'ne' ? 'NEP' : 'ENG')
      return {
        text: t('notifications.agreementTerminated', { agreement: item.payload.agreementName, tenant: item.payload.tenantName, date }),
        href: `/agreements/${item.payload.agreementId}`,
      }
    }
    case 'TENANT_CORRECTED':
      return { text: t('notifications.tenantCorrected', { from: item.payload.from, to: item.payload.to }), href: `/tenants/${item.payload.tenantId}` }
    case 'TENANT_CHANGE_REQUESTED':
      return {
        text: t('notifications.tenantChangeRequested', { landlord: item.payload.landlordName, tenant: item.payload.tenantName, name: item.payload.requestedName }),
        href: '/notifications#tenant-requests',
      }
    case 'TENANT_CHANGE_ANSWERED':
      return {
        text: t(item.payload.accepted ? 'notifications.tenantChangeAccepted' : 'notifications.tenantChangeDeclined', { tenant: item.payload.tenantName, name: item.payload.requestedName }),
        href: `/tenants/${item.payload.tenantId}`,
      }
    case 'TENANT_PHONE_MOVED':
      return {
        text: t('notifications.tenantPhoneMoved', { agreement: item.payload.agreementName, from: national(item.payload.fromPhone, language), to: national(item.payload.toPhone, language) }),
        href: `/agreements/${item.payload.agreementId}`,
      }
    case 'AGREEMENT_ENDING': {
      const date = smsDate({ date: item.payload.endDate, calendar: item.payload.calendar }, storedLanguageOf(language))
      return {
        text: t('notifications.agreementEnding', { agreement: item.payload.agreementName, tenant: item.payload.tenantName, date }),
        href: `/agreements/${item.payload.agreementId}`,
      }
    }
  }
}
