// The payment form's rules that the schema (ledger-schemas.ts, on the server) and the form's check
// in the browser share: methods, limits, messages and the amount's check. Without zod, so that the
// agreement page does not download it (page weight, ADR 012).
import { parseRupees } from '~/domain/money'
import { CALENDAR_TYPES } from '~/domain/calendar-type'
import { adDateIn } from './agreement-rules'
import type { MessageString } from '~/i18n/message'
import { type Checked, errorCollector, type FieldErrors, isBlank, maxLengthMessage } from './input-rules'

export const PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'QR', 'CHEQUE', 'ESEWA', 'KHALTI', 'OTHER'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const MAX_REFERENCE = 100
export const MAX_NOTE = 500
export const MAX_VOID_REASON = 500

/** The codes of the payment input's and the ledger service's refusals (ADR 020). */
export const LEDGER_MESSAGES = {
  invalidAmount: 'ledger.error.invalidAmount',
  amountPositive: 'ledger.error.amountPositive',
  method: 'ledger.error.method',
  referenceTooLong: maxLengthMessage(MAX_REFERENCE),
  noteTooLong: maxLengthMessage(MAX_NOTE),
  reasonRequired: 'ledger.error.reasonRequired',
  reasonTooLong: maxLengthMessage(MAX_VOID_REASON),
  paidInFuture: 'ledger.error.paidInFuture',
  paidBeforeStart: 'ledger.error.paidBeforeStart',
  renewalNotStarted: 'ledger.error.renewalNotStarted',
  agreementNotFound: 'agreement.error.notFound',
  paymentNotFound: 'ledger.error.paymentNotFound',
  alreadyVoided: 'ledger.error.alreadyVoided',
  invalid: 'property.error.invalid',
} as const satisfies Record<string, MessageString>
const M = LEDGER_MESSAGES

/**
 * The refusal of a payment dated before the agreement starts. A renewal's own: until it starts the
 * agreement it renews takes every payment (ADR 021), which the message says instead of the date rule.
 */
export function paidBeforeStartMessage(agreement: { renewedFromId: number | null }): MessageString {
  return agreement.renewedFromId === null ? M.paidBeforeStart : M.renewalNotStarted
}

/** An amount in rupees, more than 0, as paisa. */
export function checkPaymentAmount(value: number | string): Checked<number> {
  const parsed = parseRupees(value)
  if (!parsed.ok) return { ok: false, error: parsed.error }
  return parsed.paisa > 0 ? { ok: true, value: parsed.paisa } : { ok: false, error: M.amountPositive }
}

/** The Record Payment form's check in the browser; the service adds the rules that need the agreement or today. */
export function checkPaymentInput(values: Record<string, unknown>): FieldErrors {
  const check = errorCollector()
  if (check.required('amount', values.amount)) check.checked('amount', checkPaymentAmount(String(values.amount)))
  const calendar = CALENDAR_TYPES.find((type) => type === values.calendarType) ?? 'AD'
  if (check.required('paidOn', values.paidOn)) {
    const parsed = adDateIn(calendar, String(values.paidOn).trim())
    if (!parsed.ok) check.add('paidOn', parsed.error)
  }
  check.choice('method', values.method, PAYMENT_METHODS, M.method)
  for (const [name, max, message] of [
    ['reference', MAX_REFERENCE, M.referenceTooLong],
    ['note', MAX_NOTE, M.noteTooLong],
  ] as const) {
    if (!isBlank(values[name]) && String(values[name]).trim().length > max) check.add(name, message)
  }
  return check.errors
}
