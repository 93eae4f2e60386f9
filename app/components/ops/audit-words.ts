// The words for an audit row's codes: its action (`operator.ticketReply`), what it was done to
// (`agreement:2`, `gateway:KHALTI`) and who did it (`OPERATOR`). A row older than the code
// that reads it gets generic words, never its code.
import { isAuditAction, PAYMENT_QR_FOR_ALL, parseAuditTarget } from '~/domain/audit-actions'
import { localDigits } from '~/domain/devanagari-digits'
import type { Language, MessageKey } from '~/i18n'

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** Gateways by the name their makers give them, the same in both languages. */
const GATEWAY_NAMES: Record<string, string> = { KHALTI: 'Khalti', ESEWA: 'eSewa', sparrow: 'Sparrow SMS', aakash: 'Aakash SMS' }

export function auditActionWords(action: string, t: Translate): string {
  return isAuditAction(action) ? t(`audit.action.${action}`) : t('audit.action.other')
}

export function auditTargetWords(target: string, t: Translate, language: Language): string | null {
  const parsed = parseAuditTarget(target)
  if (!parsed) return null
  // The landlord's QR is for every property without its own: no number to name.
  if (parsed.kind === 'paymentQr' && parsed.id === PAYMENT_QR_FOR_ALL) return t('audit.target.paymentQrAll')
  const id = parsed.kind === 'gateway' ? (GATEWAY_NAMES[parsed.id] ?? parsed.id) : localDigits(parsed.id, language)
  return t(`audit.target.${parsed.kind}`, { id })
}

export function auditRoleWords(role: string, t: Translate): string {
  return role === 'OPERATOR' || role === 'MEMBER' ? t(`audit.role.${role}`) : t('audit.role.MEMBER')
}
