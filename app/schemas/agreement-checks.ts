// The agreement form's rules between fields, shared by the create schema (agreement-schemas.ts)
// and the browser's check of the form, here too (no zod in the browser, ADR 027). Apart from
// agreement-rules.ts so that the agreement page, whose payment form needs only the date rules,
// does not download them.
import { addAdMonths } from '~/domain/ad-date'
import { isCalendarType } from '~/domain/calendar-type'
import {
  adDateIn,
  AGREEMENT_INPUT_MESSAGES,
  AGREEMENT_TEXT_MAX,
  checkPercentage,
  checkRupees,
  checkTenantPhone,
  checkWholeNumber,
  MAX_INCREMENT_YEARS,
  MAX_INTERVAL_MONTHS,
  MAX_LEASE_MONTHS,
  MAX_PAYMENT_DAY,
  TENANT_LANGUAGES,
  UTILITY_IDS,
  wholeNumberMessage,
} from './agreement-rules'
import { type Checked, errorCollector, type FieldErrors, isBlank } from './input-rules'
import { CHARGE_MESSAGES } from './charge-rules'

const M = AGREEMENT_INPUT_MESSAGES

type Issue = { path: (string | number)[]; message: string }
const isNumber = (value: unknown): value is number => typeof value === 'number'

/**
 * The rules between fields (dates in the chosen calendar, their order, the payment day in that
 * calendar, utilities, the increment). They read only the fields that parsed, so they run even when
 * another field is wrong, and a form shows every error at once (spec §5), not one after another.
 */
export function crossFieldIssues(input: Record<string, unknown>): Issue[] {
  const issues: Issue[] = []
  const issue = (path: (string | number)[], message: string) => issues.push({ path, message })
  const calendar = isCalendarType(input.calendarType) ? input.calendarType : null
  if (calendar) {
    const adDate = (field: 'startDate' | 'endDate' | 'paidUpTo'): string | null => {
      const typed = input[field]
      // Blank: 'This field is required' already.
      if (typeof typed !== 'string' || typed === '') return null
      const parsed = adDateIn(calendar, typed)
      if (parsed.ok) return parsed.date
      issue([field], parsed.error)
      return null
    }
    const startDate = adDate('startDate')
    const endDate = adDate('endDate')
    if (startDate && endDate && endDate < startDate) issue(['endDate'], M.endBeforeStart)
    else if (startDate && endDate && endDate > addAdMonths(startDate, MAX_LEASE_MONTHS)) issue(['endDate'], M.tooLong)
    // Optional: a lease older than Bhadaa, paid up to a day within it.
    const paidUpTo = isBlank(input.paidUpTo) ? null : adDate('paidUpTo')
    if (paidUpTo && startDate && paidUpTo < startDate) issue(['paidUpTo'], CHARGE_MESSAGES.paidUpToBeforeStart)
    else if (paidUpTo && endDate && paidUpTo > endDate) issue(['paidUpTo'], CHARGE_MESSAGES.paidUpToAfterEnd)

    const maxDay = MAX_PAYMENT_DAY[calendar]
    if (isNumber(input.paymentDayOfMonth) && input.paymentDayOfMonth > maxDay) issue(['paymentDayOfMonth'], wholeNumberMessage(1, maxDay))
    if (Array.isArray(input.utilities)) {
      input.utilities.forEach((utility: { paymentDayOfMonth?: unknown }, index) => {
        if (isNumber(utility?.paymentDayOfMonth) && utility.paymentDayOfMonth > maxDay) {
          issue(['utilities', index, 'paymentDayOfMonth'], wholeNumberMessage(1, maxDay))
        }
      })
    }
  }
  if (isNumber(input.leaseAmount) && input.leaseAmount <= 0) issue(['leaseAmount'], M.leaseAmountPositive)
  if (Array.isArray(input.utilities)) {
    const seen = new Set<unknown>()
    input.utilities.forEach((utility: { utilityId?: unknown }, index) => {
      const id = utility?.utilityId
      if (typeof id !== 'string') return
      if (seen.has(id)) issue(['utilities', index, 'utilityId'], M.duplicateUtility)
      seen.add(id)
    })
  }
  if (isNumber(input.incrementPercentage) && input.incrementPercentage > 0 && input.incrementInterval === null) {
    issue(['incrementInterval'], M.incrementIntervalRequired)
  }
  return issues
}

type Values = Record<string, unknown>

/**
 * The create form's check in the browser: each field as the schema reads it, then the rules
 * between them, so the member sees every message at once before a round trip.
 */
export function checkAgreementInput(values: Values): FieldErrors {
  const check = errorCollector()
  /** A number field: null when blank (`required` says so where it must be given), undefined when wrong. */
  const number = (name: string, value: unknown, rule: (value: string) => Checked<number>, required = false) => {
    if (isBlank(value)) {
      if (required) check.required(name, value)
      return null
    }
    return check.checked(name, rule(String(value))) ?? undefined
  }
  const whole = (min: number, max: number) => (value: string) => checkWholeNumber(value, min, max)
  for (const [name, max] of Object.entries(AGREEMENT_TEXT_MAX)) check.text(name, values[name], max)
  check.required('propertyId', values.propertyId)
  if (check.required('tenantPhone', values.tenantPhone)) check.checked('tenantPhone', checkTenantPhone(String(values.tenantPhone)))
  check.choice('tenantPreferredLanguage', values.tenantPreferredLanguage, TENANT_LANGUAGES)
  const dates = { startDate: '', endDate: '' }
  for (const name of ['startDate', 'endDate'] as const) if (check.required(name, values[name])) dates[name] = String(values[name]).trim()
  const utilities = (Array.isArray(values.utilities) ? (values.utilities as Values[]) : []).map((utility, index) => {
    const name = (field: string) => `utilities[${index}].${field}`
    check.choice(name('utilityId'), utility?.utilityId, UTILITY_IDS)
    return {
      utilityId: utility?.utilityId,
      price: number(name('price'), utility?.price, checkRupees),
      paymentInterval: number(name('paymentInterval'), utility?.paymentInterval, whole(1, MAX_INTERVAL_MONTHS), true),
      paymentDayOfMonth: number(name('paymentDayOfMonth'), utility?.paymentDayOfMonth, whole(1, MAX_PAYMENT_DAY.BS), true),
    }
  })
  const fields = {
    calendarType: isBlank(values.calendarType) ? 'AD' : values.calendarType,
    ...dates,
    utilities,
    leaseAmount: number('leaseAmount', values.leaseAmount, checkRupees, true),
    deposit: number('deposit', values.deposit, checkRupees),
    paymentInterval: number('paymentInterval', values.paymentInterval, whole(1, MAX_INTERVAL_MONTHS), true),
    paymentDayOfMonth: number('paymentDayOfMonth', values.paymentDayOfMonth, whole(1, MAX_PAYMENT_DAY.BS), true),
    incrementPercentage: number('incrementPercentage', values.incrementPercentage, checkPercentage),
    incrementInterval: number('incrementInterval', values.incrementInterval, whole(1, MAX_INCREMENT_YEARS)),
  }
  for (const { path, message } of crossFieldIssues(fields)) {
    const [first, ...rest] = path
    check.add(`${first}${rest.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('')}`, message)
  }
  return check.errors
}
