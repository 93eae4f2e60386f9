// Meter input rules that the zod schemas (meter-schemas.ts), the service and the screens
// share: which utilities can be metered, limits, the message codes and the check of a typed
// reading. Without zod, so the reading screens do not download it (page weight, ADR 012).
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { READING_SCALE } from '~/domain/meter'
import { parseRupees } from '~/domain/money'
import { type MessageString, messageString } from '~/i18n/message'
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

/** The codes of the meter input's and the meter services' refusals (ADR 020). */
export const METER_MESSAGES = {
  invalid: 'property.error.invalid',
  reading: 'meters.error.reading',
  readingNegative: 'meters.error.readingNegative',
  readingDecimals: 'meters.error.readingDecimals',
  readingTooLarge: 'meters.error.readingTooLarge',
  ratePositive: 'meters.error.ratePositive',
  fixedNegative: 'meters.error.fixedNegative',
  tooLarge: 'meters.error.tooLarge',
  dueInDays: messageString('meters.error.dueInDays', { max: MAX_DUE_IN_DAYS }),
  utility: 'meters.error.utility',
  replacementNeeded: 'meters.error.replacementNeeded',
  noReadings: 'meters.error.noReadings',
  // The service's refusals
  agreementNotFound: 'agreement.error.notFound',
  meterNotFound: 'meters.error.meterNotFound',
  notCurrent: 'agreement.error.notCurrent',
  fixedPriceUtility: 'meters.error.fixedPriceUtility',
  rateBeforeStart: 'meters.error.rateBeforeStart',
  rateAfterEnd: 'meters.error.rateAfterEnd',
  readingInFuture: 'meters.error.readingInFuture',
  outsideAgreement: 'meters.error.outsideAgreement',
  sameDay: 'meters.error.sameDay',
  beforeLatest: 'meters.error.beforeLatest',
  lowerThanPrevious: 'meters.error.lowerThanPrevious',
  billTooLarge: 'meters.error.billTooLarge',
  oldFinalBelowPrevious: 'meters.error.oldFinalBelowPrevious',
  belowNewStart: 'meters.error.belowNewStart',
  noRate: 'meters.error.noRate',
  notMetered: 'meters.error.notMetered',
  renewed: 'meters.error.renewed',
} as const satisfies Record<string, MessageString>
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
