// Meter input rules (issue 18) that the zod schemas (meter-schemas.ts), the service and the screens
// share: which utilities can be metered, limits, the English messages (screens translate them,
// app/components/meters/messages.ts) and the check of a typed reading. Without zod, so the reading
// screens do not download it (page weight, ADR 012).
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { READING_SCALE } from '~/domain/meter'
import { parseRupees } from '~/domain/money'
import type { Checked } from './input-rules'

/** The utilities a meter measures (UtilityOption ids). */
export const METERED_UTILITY_IDS = ['Electricity', 'Water'] as const
export type MeteredUtilityId = (typeof METERED_UTILITY_IDS)[number]

/** A reading is at most 99,99,999.99 units (hundredths fit a 32-bit column). */
export const MAX_READING = 999_999_999
/** Rs. 10,000 a unit, Rs. 10 lakh fixed: far above any Nepali tariff, well inside the columns. */
export const MAX_RATE_PAISA = 10_000_00
export const MAX_FIXED_PAISA = 10_00_000_00
export const MAX_DUE_IN_DAYS = 60
export const DEFAULT_DUE_IN_DAYS = 7

export const METER_MESSAGES = {
  invalid: 'Some fields are missing or invalid.',
  reading: 'Enter a reading like 1234 or 1234.5',
  readingNegative: 'A reading cannot be negative',
  readingDecimals: 'Use at most 2 decimal places',
  readingTooLarge: 'This reading is too large',
  ratePositive: 'The rate must be more than 0',
  fixedNegative: 'The fixed charge cannot be negative',
  tooLarge: 'This amount is too large',
  dueInDays: `Enter a whole number of days from 0 to ${MAX_DUE_IN_DAYS}`,
  utility: 'Choose Electricity or Water',
  replacementNeeded: 'Enter the old meter’s final reading and the new meter’s start reading',
  noReadings: 'Enter at least one reading',
  // The service's refusals
  agreementNotFound: 'Agreement Not Found',
  meterNotFound: 'Meter Not Found',
  notCurrent: 'This agreement has already been terminated or has ended.',
  fixedPriceUtility: 'This utility has a fixed monthly price on this agreement, so it cannot also be metered',
  rateBeforeStart: 'A rate cannot start before the agreement starts',
  rateAfterEnd: 'A rate cannot start after the agreement ends',
  readingInFuture: 'The reading date cannot be in the future',
  outsideAgreement: 'The reading date is outside this agreement’s dates',
  sameDay: 'This meter already has a reading on this day',
  beforeLatest: 'A reading must be later than the meter’s latest reading',
  lowerThanPrevious: 'Lower than the previous reading. If the meter was replaced, mark it and give both meters’ readings',
  oldFinalBelowPrevious: 'The old meter’s final reading cannot be lower than its previous reading',
  belowNewStart: 'The reading cannot be lower than the new meter’s start reading',
  noRate: 'No rate is set for this meter on the reading date',
  notMetered: 'This utility is not metered on this agreement: set its rate first',
} as const
const M = METER_MESSAGES

/** A reading as typed ("1,234.5", "१२३४") in hundredths of a unit. */
export function checkReading(value: string | number): Checked<number> {
  const text = fromDevanagariDigits(String(value).trim()).replaceAll(',', '')
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return { ok: false, error: M.reading }
  const [, minus, whole = '', decimals = ''] = match
  if (minus && /[1-9]/.test(whole + decimals)) return { ok: false, error: M.readingNegative }
  if (decimals.length > 2) return { ok: false, error: M.readingDecimals }
  if (whole.length > 7) return { ok: false, error: M.readingTooLarge }
  const hundredths = Number(whole) * READING_SCALE + Number(decimals.padEnd(2, '0'))
  return hundredths > MAX_READING ? { ok: false, error: M.readingTooLarge } : { ok: true, value: hundredths }
}

/** A rate in rupees per unit, more than 0, as paisa. */
export function checkRate(value: string | number): Checked<number> {
  const parsed = parseRupees(value, { allowNegative: true })
  if (!parsed.ok) return { ok: false, error: parsed.error }
  if (parsed.paisa <= 0) return { ok: false, error: M.ratePositive }
  return parsed.paisa > MAX_RATE_PAISA ? { ok: false, error: M.tooLarge } : { ok: true, value: parsed.paisa }
}

/** The fixed monthly charge in rupees, 0 or more, as paisa. */
export function checkFixed(value: string | number): Checked<number> {
  const parsed = parseRupees(value, { allowNegative: true })
  if (!parsed.ok) return { ok: false, error: parsed.error }
  if (parsed.paisa < 0) return { ok: false, error: M.fixedNegative }
  return parsed.paisa > MAX_FIXED_PAISA ? { ok: false, error: M.tooLarge } : { ok: true, value: parsed.paisa }
}
