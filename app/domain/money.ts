// Money is a whole number of paisa (1 rupee = 100 paisa) so sums and comparisons are exact. Rupee
// amounts are parsed as decimal text and scaled with BigInt, never multiplied as floats
// (19.99 * 100 = 1998.9999999999998).
import type { Language } from './language.ts'
import { fromDevanagariDigits, toDevanagariDigits } from './devanagari-digits.ts'

export type ParseRupeesResult = { ok: true; paisa: number } | { ok: false; error: string }

/** parseRupees' refusals as message codes (app/i18n, ADR 020). */
export const MONEY_ERRORS = {
  invalid: 'ledger.error.invalidAmount',
  decimals: 'agreement.error.decimals',
  tooLarge: 'agreement.error.tooLarge',
  negative: 'agreement.error.negative',
} as const

// Optional sign, optional currency prefix (so formatted amounts parse back), plain digits or digits
// grouped the Indian (1,23,456) or international (123,456) way, then any decimals.
const RUPEES = /^(-)?(?:(?:Rs|NPR|रु)\.?\s*)?(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.(\d+))?$/
const MAX_PAISA = BigInt(Number.MAX_SAFE_INTEGER)
/**
 * The largest amount one may enter or be charged, Rs. 1,00,00,00,000 (one arab): far above any
 * rent, deposit, bill or repair in Nepal. What the app adds up (a member's dues, a statement, a
 * year's report) must stay a number of paisa a JavaScript number holds exactly (2^53): 90,000
 * amounts at this cap still do. Up to 2^53 an amount was taken before, and one agreement at such a
 * rent made the dashboard, its page, its statement and the reports answer 500.
 */
export const MAX_AMOUNT_PAISA = 1_00_00_00_000_00

export function parseRupees(input: string | number, { allowNegative = false } = {}): ParseRupeesResult {
  // String(number) is the shortest decimal that round-trips, so 19.99 reads as "19.99"; values that
  // only exist as float noise (0.1 + 0.2) show their extra digits and are refused below.
  const text = typeof input === 'number' ? String(input) : fromDevanagariDigits(input.trim())
  const match = RUPEES.exec(text)
  if (!match) return { ok: false, error: MONEY_ERRORS.invalid }
  const [, minus, whole = '', decimals = ''] = match
  if (decimals.length > 2) return { ok: false, error: MONEY_ERRORS.decimals }
  const magnitude = BigInt(whole.replaceAll(',', '')) * 100n + BigInt(decimals.padEnd(2, '0'))
  if (magnitude > BigInt(MAX_AMOUNT_PAISA)) return { ok: false, error: MONEY_ERRORS.tooLarge }
  if (minus && magnitude > 0n && !allowNegative) return { ok: false, error: MONEY_ERRORS.negative }
  const paisa = Number(magnitude)
  return { ok: true, paisa: minus && paisa > 0 ? -paisa : paisa }
}

/** Rupees as a JSON number for the API (1999 paisa -> 19.99). */
export function paisaToRupees(paisa: number): number {
  assertPaisa(paisa)
  return paisa / 100
}

/**
 * `Rs. 1,23,456.00`: Indian grouping (last three digits, then pairs), always two decimals.
 * `language: 'ne'` writes `रु. १,२३,४५६.००` for the Nepali interface.
 */
export function formatNpr(paisa: number, { language = 'en' }: { language?: Language } = {}): string {
  assertPaisa(paisa)
  const absolute = Math.abs(paisa)
  const rupees = String(Math.floor(absolute / 100))
  const head = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  const grouped = head ? `${head},${rupees.slice(-3)}` : rupees
  const amount = `${grouped}.${String(absolute % 100).padStart(2, '0')}`
  const text = language === 'ne' ? `रु. ${toDevanagariDigits(amount)}` : `Rs. ${amount}`
  return paisa < 0 ? `-${text}` : text
}

/** `paisa` grown by `percent` % (e.g. a yearly rent increment), rounded half up to whole paisa. */
export function increaseByPercent(paisa: number, percent: number): number {
  assertPaisa(paisa)
  const { scaled, scale } = exactPercent(percent)
  return roundedQuotient(BigInt(paisa) * (scaled + 100n * scale), 100n * scale)
}

/** `percent` % of `paisa` (a late fee, a tax), rounded half up to whole paisa. */
export function percentOf(paisa: number, percent: number): number {
  assertPaisa(paisa)
  const { scaled, scale } = exactPercent(percent)
  return roundedQuotient(BigInt(paisa) * scaled, 100n * scale)
}

/**
 * a x b / divisor rounded half up, computed exactly (BigInt): e.g. units in hundredths x a rate in
 * paisa per unit / 100. Throws when an input is not a safe integer or the result is too large.
 */
export function productRounded(a: number, b: number, divisor: number): number {
  if (![a, b, divisor].every(Number.isSafeInteger) || divisor <= 0) throw new RangeError(`Cannot compute ${a} x ${b} / ${divisor}`)
  return roundedQuotient(BigInt(a) * BigInt(b), BigInt(divisor))
}

/** A non-negative percentage read from its decimal text (never a float product): 12.5 -> 125 / 10. */
function exactPercent(percent: number): { scaled: bigint; scale: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(percent))
  if (!match) throw new RangeError(`Not a non-negative percentage: ${percent}`)
  const [, whole = '', decimals = ''] = match
  return { scaled: BigInt(whole + decimals), scale: 10n ** BigInt(decimals.length) }
}

/** `paisa` x part / whole, rounded half up to whole paisa: rent for a period cut short by the end date. */
export function prorate(paisa: number, part: number, whole: number): number {
  assertPaisa(paisa)
  if (!Number.isSafeInteger(part) || !Number.isSafeInteger(whole) || whole <= 0 || part < 0 || part > whole) {
    throw new RangeError(`Cannot prorate ${part} of ${whole}`)
  }
  return roundedQuotient(BigInt(paisa) * BigInt(part), BigInt(whole))
}

/** numerator / denominator (denominator > 0) rounded to the nearest integer, halves away from zero. */
function roundedQuotient(numerator: bigint, denominator: bigint): number {
  const magnitude = numerator < 0n ? -numerator : numerator
  const rounded = (2n * magnitude + denominator) / (2n * denominator)
  const result = numerator < 0n ? -rounded : rounded
  if (result > MAX_PAISA || result < -MAX_PAISA) throw new RangeError('Amount is too large')
  return Number(result)
}

function assertPaisa(paisa: number): void {
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`Not a whole number of paisa: ${paisa}`)
}
