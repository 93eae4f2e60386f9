// The agreement form's rules that the schema (agreement-schemas.ts, on the server) and the form's
// check in the browser share: limits, messages, the checks of typed numbers and dates, and the rules
// between fields. Without zod, so that the form does not download it (page weight, ADR 012).
import { addAdMonths, parseAdDate } from '~/domain/ad-date'
import { bsToAd, parseBsDate } from '~/domain/bs-calendar'
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { parseRupees } from '~/domain/money'
import { normalizeNepalPhone } from '~/domain/phone'
import { type Checked, errorCollector, type FieldErrors, isBlank } from './input-rules'

export const AGREEMENT_INPUT_MESSAGES = {
  invalidNumber: 'Please enter a valid number',
  invalidTenantPhone: 'Tenant Phone Number is invalid',
  leaseAmountPositive: 'Lease amount must be more than 0',
  endBeforeStart: 'End date cannot be before the start date',
  tooLong: 'An agreement can last at most 30 years',
  duplicateUtility: 'This utility is already added',
  incrementIntervalRequired: 'Enter the incremental interval for the increment percentage',
  percentage: 'Must be from 0 to 100 with at most 2 decimals',
} as const
const M = AGREEMENT_INPUT_MESSAGES

/** What the agreement service answers (app/services/agreements.server.ts), here so screens can translate them. */
export const AGREEMENT_MESSAGES = {
  agreementNotFound: 'Agreement Not Found',
  propertyNotFound: 'Property Not Found',
  unitNotFound: 'Unit Not Found',
  invalid: 'Some fields are missing or invalid.',
  notDivided: 'This property is not divided into units: leave the unit empty.',
  unitTaken: 'This unit already has a current agreement.',
  propertyTaken: 'This property already has a current agreement.',
  endDatePassed: 'The end date has already passed.',
  beyondCalendar: 'The schedule of this agreement goes past the end of the Nepali calendar table (B.S. 2088).',
  notCurrent: 'This agreement has already been terminated or has ended.',
  tenantNameMismatch: 'This phone number already exists in our records under another name.',
} as const

export const CALENDAR_TYPES = ['AD', 'BS'] as const
export type CalendarType = (typeof CALENDAR_TYPES)[number]
export const TENANT_LANGUAGES = ['ENG', 'NEP'] as const
export type TenantLanguage = (typeof TENANT_LANGUAGES)[number]
/** The last payment day of a month in each calendar: B.S. months have up to 32 days. */
export const MAX_PAYMENT_DAY = { AD: 31, BS: 32 } as const
/** The utility options an agreement may add (seeded UtilityOption rows); `Rent` is the agreement's own line. */
export const UTILITY_IDS = ['Electricity', 'Water', 'Internet', 'Garbage', 'Parking'] as const
export type UtilityId = (typeof UTILITY_IDS)[number]
export const MAX_INTERVAL_MONTHS = 120
export const MAX_INCREMENT_YEARS = 50
/** Decision: a lease of more than 30 years is a typing mistake, and would make thousands of charges. */
export const MAX_LEASE_MONTHS = 360

/** "Must be a whole number from 1 to 32" */
export const wholeNumberMessage = (min: number, max: number) => `Must be a whole number from ${min} to ${max}`

/** The longest texts an agreement takes. */
export const AGREEMENT_TEXT_MAX = { name: 120, tenantFirstName: 100, tenantLastName: 100 } as const

/** A whole number typed (ASCII or Devanagari digits) or sent as a number. */
export function checkWholeNumber(value: number | string, min: number, max: number): Checked<number> {
  const typed = typeof value === 'string' ? fromDevanagariDigits(value.trim()) : null
  const number: number = typeof value === 'number' ? value : typed !== null && /^[+-]?\d+$/.test(typed) ? Number(typed) : NaN
  if (Number.isInteger(number) && number >= min && number <= max) return { ok: true, value: number }
  return { ok: false, error: Number.isInteger(number) ? wholeNumberMessage(min, max) : M.invalidNumber }
}

/** Rupees (at most 2 decimals) to paisa. */
export function checkRupees(value: number | string): Checked<number> {
  const parsed = parseRupees(value)
  if (parsed.ok) return { ok: true, value: parsed.paisa }
  return { ok: false, error: /amount in rupees/.test(parsed.error) ? M.invalidNumber : parsed.error }
}

/** A percentage from 0 to 100 with at most 2 decimals (the column is Decimal(5,2)). */
export function checkPercentage(value: number | string): Checked<number> {
  const raw = typeof value === 'number' ? String(value) : fromDevanagariDigits(value.trim())
  if (/^\d+(?:\.\d{1,2})?$/.test(raw) && Number(raw) <= 100) return { ok: true, value: Number(raw) }
  return { ok: false, error: /^-?\d+(?:\.\d+)?$/.test(raw) ? M.percentage : M.invalidNumber }
}

/** A tenant's phone as typed; E.164 out (in the browser only its shape is checked). */
export function checkTenantPhone(value: string): Checked<string> {
  const phone = normalizeNepalPhone(value)
  return phone.ok ? { ok: true, value: phone.e164 } : { ok: false, error: M.invalidTenantPhone }
}

/** A date typed in `calendar` as its A.D. `YYYY-MM-DD`, or the parser's message. */
export function adDateIn(calendar: CalendarType, typed: string): { ok: true; date: string } | { ok: false; error: string } {
  if (calendar === 'AD') return parseAdDate(typed)
  const parsed = parseBsDate(typed)
  return parsed.ok ? { ok: true, date: bsToAd(parsed.date) } : parsed
}

type Issue = { path: (string | number)[]; message: string }
const isCalendar = (value: unknown): value is CalendarType => value === 'AD' || value === 'BS'
const isNumber = (value: unknown): value is number => typeof value === 'number'

/**
 * The rules between fields (dates in the chosen calendar, their order, the payment day in that
 * calendar, utilities, the increment). They read only the fields that parsed, so they run even when
 * another field is wrong, and a form shows every error at once (spec §5), not one after another.
 */
export function crossFieldIssues(input: Record<string, unknown>): Issue[] {
  const issues: Issue[] = []
  const issue = (path: (string | number)[], message: string) => issues.push({ path, message })
  const calendar = isCalendar(input.calendarType) ? input.calendarType : null
  if (calendar) {
    const adDate = (field: 'startDate' | 'endDate'): string | null => {
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
