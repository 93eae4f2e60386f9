// The charge forms' rules (before Bhadaa, extra charges, cancelling, late fees) that the schemas
// (charge-schemas.ts, on the server) and the forms' checks in the browser share: choices, limits,
// message codes (ADR 020). Without zod, so that the agreement page does not download it (ADR 027).
import { type LateFeeRule, lateFeeRuleIssues, MAX_GRACE_DAYS } from '~/domain/late-fee'
import { CALENDAR_TYPES } from '~/domain/calendar-type'
import { adDateIn, checkPercentage, checkWholeNumber } from './agreement-rules'
import { errorCollector, type FieldErrors, isBlank, maxLengthMessage } from './input-rules'
import { checkPaymentAmount } from './ledger-rules'
import type { MessageString } from '~/i18n/message'

/** What the tenant's balance was on the day the agreement came to Bhadaa. */
export const OPENING_BALANCE_KINDS = ['NONE', 'OWED', 'CREDIT'] as const
export type OpeningBalanceKind = (typeof OPENING_BALANCE_KINDS)[number]

/** An agreement's late fee: none (the default), a flat amount or a percentage of the overdue charge. */
export const LATE_FEE_KINDS = ['NONE', 'FLAT', 'PERCENT'] as const

export const MAX_CHARGE_DESCRIPTION = 100
export const MAX_CANCEL_REASON = 500

/** The codes of the charge inputs' and services' refusals (ADR 020). */
export const CHARGE_MESSAGES = {
  balanceKind: 'beforeBhadaa.error.balanceKind',
  paidUpToBeforeStart: 'beforeBhadaa.error.beforeStart',
  paidUpToAfterEnd: 'beforeBhadaa.error.afterEnd',
  paidUpToHasPayments: 'beforeBhadaa.error.hasPayments',
  descriptionRequired: 'extraCharge.error.descriptionRequired',
  descriptionTooLong: maxLengthMessage(MAX_CHARGE_DESCRIPTION),
  dueBeforeStart: 'extraCharge.error.dueBeforeStart',
  dueAfterEnd: 'extraCharge.error.dueAfterEnd',
  agreementNotCurrent: 'extraCharge.error.notCurrent',
  cancelReasonRequired: 'extraCharge.error.reasonRequired',
  cancelReasonTooLong: maxLengthMessage(MAX_CANCEL_REASON),
  chargeNotFound: 'extraCharge.error.notFound',
  chargeNotCancellable: 'extraCharge.error.notCancellable',
  lateFeeKind: 'lateFee.error.kind',
  percentPositive: 'lateFee.error.percentPositive',
  statementEndBeforeStart: 'statement.error.endBeforeStart',
} as const satisfies Record<string, MessageString>
const M = CHARGE_MESSAGES

/** A required date typed in the agreement's calendar (the form's hidden `calendarType`). */
function checkDateField(check: ReturnType<typeof errorCollector>, values: Record<string, unknown>, name: string) {
  const calendar = CALENDAR_TYPES.find((type) => type === values.calendarType) ?? 'AD'
  if (check.required(name, values[name])) {
    const parsed = adDateIn(calendar, String(values[name]).trim())
    if (!parsed.ok) check.add(name, parsed.error)
  }
}

/** The Before Bhadaa form's check in the browser; the service adds the rules that need the agreement. */
export function checkBeforeBhadaaInput(values: Record<string, unknown>): FieldErrors {
  const check = errorCollector()
  checkDateField(check, values, 'paidUpTo')
  check.choice('balance', values.balance, OPENING_BALANCE_KINDS, M.balanceKind)
  if (values.balance === 'OWED' || values.balance === 'CREDIT') {
    if (check.required('amount', values.amount)) check.checked('amount', checkPaymentAmount(String(values.amount)))
  }
  return check.errors
}

/** The Add Charge form's check in the browser. */
export function checkExtraChargeInput(values: Record<string, unknown>): FieldErrors {
  const check = errorCollector()
  check.text('description', values.description, MAX_CHARGE_DESCRIPTION)
  if (check.required('amount', values.amount)) check.checked('amount', checkPaymentAmount(String(values.amount)))
  checkDateField(check, values, 'dueDate')
  return check.errors
}

/** A reason of 1 to `MAX_CANCEL_REASON` characters (cancelling a charge, waiving a late fee). */
export function checkReasonInput(values: Record<string, unknown>): FieldErrors {
  const check = errorCollector()
  if (check.required('reason', values.reason, M.cancelReasonRequired) && String(values.reason).trim().length > MAX_CANCEL_REASON) {
    check.add('reason', M.cancelReasonTooLong)
  }
  return check.errors
}

/**
 * The Late Fee form's values (text from the form, numbers from JSON) as a rule: null for none.
 * The browser's check and the server's schema both use it; the domain's rule checks come last.
 */
export function lateFeeRuleOf(values: Record<string, unknown>): { errors: FieldErrors; rule: LateFeeRule | null } {
  const check = errorCollector()
  check.choice('kind', values.kind, LATE_FEE_KINDS, M.lateFeeKind)
  if (values.kind !== 'FLAT' && values.kind !== 'PERCENT') return { errors: check.errors, rule: null }
  const graceDays = check.required('graceDays', values.graceDays) ? check.checked('graceDays', checkWholeNumber(String(values.graceDays), 0, MAX_GRACE_DAYS)) : null
  let value: number | null = null
  if (check.required('value', values.value)) {
    if (values.kind === 'FLAT') value = check.checked('value', checkPaymentAmount(String(values.value)))
    else {
      value = check.checked('value', checkPercentage(String(values.value)))
      if (value === 0) {
        check.add('value', M.percentPositive)
        value = null
      }
    }
  }
  const capPaisa = isBlank(values.cap) ? null : check.checked('cap', checkPaymentAmount(String(values.cap)))
  if (graceDays === null || value === null || Object.keys(check.errors).length > 0) return { errors: check.errors, rule: null }
  const rule: LateFeeRule = { graceDays, kind: values.kind, value, capPaisa }
  for (const issue of lateFeeRuleIssues(rule)) check.add(issue.field === 'capPaisa' ? 'cap' : issue.field, issue.message)
  return { errors: check.errors, rule: Object.keys(check.errors).length > 0 ? null : rule }
}

/** The Late Fee form's check in the browser. */
export const checkLateFeeInput = (values: Record<string, unknown>): FieldErrors => lateFeeRuleOf(values).errors
