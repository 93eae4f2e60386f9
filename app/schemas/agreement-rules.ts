// The agreement form's rules that the schema (agreement-schemas.ts, on the server) and the form's
// check in the browser share: limits, messages, the checks of typed numbers and dates (the rules
// between fields are in agreement-checks.ts). Without zod, so that the form does not download it (page weight, ADR 012).
import { parseAdDate } from '~/domain/ad-date'
import { bsToAd, parseBsDate } from '~/domain/bs-calendar'
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { STORED_LANGUAGES } from '~/domain/language'
import { parseRupees } from '~/domain/money'
import { normalizeNepalPhone } from '~/domain/phone'
import type { Checked } from './input-rules'

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
