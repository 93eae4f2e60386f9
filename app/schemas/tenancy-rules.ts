// The tenancy forms' rules (issue 18) that the schemas (tenancy-schemas.ts, on the server) and the
// forms' checks in the browser share: choices, limits, English messages. Without zod, so that the
// agreement page does not download it (page weight, ADR 012). Screens translate the messages
// (components/tenancy/messages.ts).
import { adDateIn, CALENDAR_TYPES } from './agreement-rules'
import { errorCollector, type FieldErrors, maxLengthMessage } from './input-rules'
import { checkPaymentAmount } from './ledger-rules'

/** What the tenant's balance was on the day the agreement came to Bhadaa. */
export const OPENING_BALANCE_KINDS = ['NONE', 'OWED', 'CREDIT'] as const
export type OpeningBalanceKind = (typeof OPENING_BALANCE_KINDS)[number]

export const MAX_CHARGE_DESCRIPTION = 100
export const MAX_CANCEL_REASON = 500

export const TENANCY_MESSAGES = {
  balanceKind: 'Choose what the tenant’s balance was',
  paidUpToBeforeStart: 'The date cannot be before the agreement starts',
  paidUpToAfterEnd: 'The date cannot be after the agreement ends',
  paidUpToHasPayments: 'A payment recorded in Bhadaa pays a charge up to this date: void it first, or choose an earlier date',
  descriptionRequired: 'Say what the charge is for',
  descriptionTooLong: maxLengthMessage(MAX_CHARGE_DESCRIPTION),
  dueBeforeStart: 'The due date cannot be before the agreement starts',
  dueAfterEnd: 'The due date cannot be after the agreement ends',
  agreementNotCurrent: 'This agreement has ended: no new charges can be added',
  cancelReasonRequired: 'Say why the charge is cancelled',
  cancelReasonTooLong: maxLengthMessage(MAX_CANCEL_REASON),
  chargeNotFound: 'Charge Not Found',
  chargeNotCancellable: 'Only an unpaid extra charge or late fee can be cancelled',
} as const
const M = TENANCY_MESSAGES

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
