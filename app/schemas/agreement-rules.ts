// The agreement form's rules that the schema (agreement-schemas.ts, on the server) and the form's
// check in the browser share: limits, messages, the checks of typed numbers and dates (the rules
// between fields are in agreement-checks.ts). Without zod, so that the form does not download it (page weight, ADR 012).
import { parseAdDate } from '~/domain/ad-date'
import { bsToAd, parseBsDate } from '~/domain/bs-calendar'
import type { CalendarType } from '~/domain/calendar-type'
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { STORED_LANGUAGES } from '~/domain/language'
import { MONEY_ERRORS, parseRupees } from '~/domain/money'
import { type MessageCode, messageString } from '~/i18n/message'
import { normalizeNepalPhone } from '~/domain/phone'
import type { Checked } from './input-rules'

/** The codes of the agreement input's refusals (ADR 020). */
export const AGREEMENT_INPUT_MESSAGES = {
  invalidNumber: 'agreement.error.invalidNumber',
  invalidTenantPhone: 'agreement.error.tenantPhone',
  leaseAmountPositive: 'agreement.error.leaseAmountPositive',
  endBeforeStart: 'agreement.error.endBeforeStart',
  tooLong: 'agreement.error.tooLong',
  duplicateUtility: 'agreement.error.duplicateUtility',
  incrementIntervalRequired: 'agreement.error.incrementInterval',
  percentage: 'agreement.error.percentage',
} as const satisfies Record<string, MessageCode>
const M = AGREEMENT_INPUT_MESSAGES

/** The codes of what the agreement service refuses (app/services/agreements/agreements.server.ts). */
export const AGREEMENT_MESSAGES = {
  agreementNotFound: 'agreement.error.notFound',
  propertyNotFound: 'property.error.notFound',
  unitNotFound: 'unit.error.notFound',
  invalid: 'property.error.invalid',
  notDivided: 'agreement.error.notDivided',
  unitTaken: 'agreement.error.unitTaken',
  propertyTaken: 'agreement.error.propertyTaken',
  endDatePassed: 'agreement.error.endDatePassed',
  beyondCalendar: 'agreement.error.beyondCalendar',
  chargeTooLarge: 'agreement.error.chargeTooLarge',
  rentGrowsTooLarge: 'agreement.error.rentGrowsTooLarge',
  notCurrent: 'agreement.error.notCurrent',
} as const satisfies Record<string, MessageCode>

/** A tenant's language: the one their SMS are written in. */
export const TENANT_LANGUAGES = STORED_LANGUAGES
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
export const wholeNumberMessage = (min: number, max: number) => messageString('agreement.error.wholeNumber', { min, max })

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
  return { ok: false, error: parsed.error === MONEY_ERRORS.invalid ? M.invalidNumber : parsed.error }
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
