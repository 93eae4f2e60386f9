// Land and floor area units used in Nepal, converted exactly. Every traditional unit is a whole
// number of 1/64 sq ft (1 daam = 1369/64 sq ft) and 1 m² = (1250/381)² sq ft, so conversions are
// done on exact fractions (BigInt) and rounded once at the end: 1.1 kattha is 4009.5 sq ft, not
// 4009.5000000000005, and "2-4-1-0" comes back as "2-4-1-0".
import { AREA_UNIT_LABELS, type AreaUnit, PROPERTY_AREA_UNITS, type PropertyAreaUnit, UNIT_AREA_UNITS, type UnitAreaUnit } from './area-unit-labels.ts'
import { fromDevanagariDigits, localDigits } from './devanagari-digits.ts'
import type { Language } from './language.ts'
import { AREA_INPUT_ERRORS } from './property-input-errors.ts'

export { AREA_UNIT_LABELS, areaUnitLabel, PROPERTY_AREA_UNITS, UNIT_AREA_UNITS } from './area-unit-labels.ts'
export type { AreaUnit, PropertyAreaUnit, UnitAreaUnit } from './area-unit-labels.ts'
export { AREA_INPUT_ERRORS } from './property-input-errors.ts'

type Fraction = { n: bigint; d: bigint } // d > 0, reduced
const MAX_EXACT = 2n ** 53n // doubles hold every integer up to here

// Square feet in one unit, as an exact fraction. 1 ft = 0.3048 m, so 1 m² = 1 / 0.3048² sq ft.
const SQUARE_METRE: Fraction = { n: 1_562_500n, d: 145_161n }
const SQUARE_FEET_PER_UNIT: Record<AreaUnit, Fraction> = {
  khetmuri: { n: 136_900n, d: 1n }, // 25 ropani
  ropani: { n: 5_476n, d: 1n }, // 16 aana
  aana: { n: 1_369n, d: 4n }, // 342.25, 4 paisa
  paisa: { n: 1_369n, d: 16n }, // 85.5625, 4 daam
  daam: { n: 1_369n, d: 64n }, // 21.390625
  bigha: { n: 72_900n, d: 1n }, // 20 kattha
  kattha: { n: 3_645n, d: 1n }, // 20 dhur
  dhur: { n: 729n, d: 4n }, // 182.25
  'sq.ft': { n: 1n, d: 1n },
  'sq. meter': SQUARE_METRE,
  sqft: { n: 1n, d: 1n },
  sqm: SQUARE_METRE,
}

/** Square feet in one unit (the square-metre figure is the nearest double to 10.7639104167...). */
export const SQUARE_FEET_PER: Readonly<Record<AreaUnit, number>> = Object.freeze(
  Object.fromEntries(
    Object.entries(SQUARE_FEET_PER_UNIT).map(([unit, factor]) => [unit, fractionToNumber(factor)]),
  ) as Record<AreaUnit, number>,
)

// Short forms after a number ("5,476 sq ft"); the traditional units keep their names.
const AREA_UNIT_SYMBOLS: Partial<Record<AreaUnit, { en: string; ne: string }>> = {
  'sq.ft': { en: 'sq ft', ne: 'वर्ग फिट' },
  'sq. meter': { en: 'sq m', ne: 'वर्ग मिटर' },
  sqft: { en: 'sq ft', ne: 'वर्ग फिट' },
  sqm: { en: 'sq m', ne: 'वर्ग मिटर' },
}

export function isPropertyAreaUnit(value: unknown): value is PropertyAreaUnit {
  return (PROPERTY_AREA_UNITS as readonly unknown[]).includes(value)
}

export function isUnitAreaUnit(value: unknown): value is UnitAreaUnit {
  return (UNIT_AREA_UNITS as readonly unknown[]).includes(value)
}

/**
 * An amount of `unit` in square feet, as the nearest double to the exact value. `amount` is a
 * number or plain decimal text ("2.5", "-1", "1e3"); anything else throws a RangeError.
 */
export function toSquareFeet(amount: number | string, unit: AreaUnit): number {
  return fractionToNumber(exactSquareFeet(amount, unit))
}

/** Square feet expressed in `unit`. */
export function fromSquareFeet(squareFeet: number | string, unit: AreaUnit): number {
  return fractionToNumber(divide(toFraction(squareFeet), SQUARE_FEET_PER_UNIT[unitOrThrow(unit)]))
}

/** `amount` of `from` in `to`, computed exactly and rounded once: convertArea(1, 'ropani', 'aana') === 16. */
export function convertArea(amount: number | string, from: AreaUnit, to: AreaUnit): number {
  return fractionToNumber(divide(exactSquareFeet(amount, from), SQUARE_FEET_PER_UNIT[unitOrThrow(to)]))
}

export type AreaFormatOptions = { language?: Language; maxDecimals?: number }

/**
 * `5,476 sq ft` (Indian grouping, at most `maxDecimals` = 2 decimals, trailing zeros dropped);
 * `language: 'ne'` writes `५,४७६ वर्ग फिट`.
 */
export function formatSquareFeet(squareFeet: number | string, options: AreaFormatOptions = {}): string {
  return formatFraction(toFraction(squareFeet), 'sq.ft', { maxDecimals: 2, ...options })
}

/** The square-feet equivalent of an amount in any unit: (1, 'daam') -> `21.39 sq ft`. */
export function formatSquareFeetEquivalent(
  amount: number | string,
  unit: AreaUnit,
  options: AreaFormatOptions = {},
): string {
  return formatFraction(exactSquareFeet(amount, unit), 'sq.ft', { maxDecimals: 2, ...options })
}

/** An amount with its unit: `2.5 Ropani`, `1,200 sq ft`, `२.५ रोपनी` (at most 4 decimals by default). */
export function formatArea(amount: number | string, unit: AreaUnit, options: AreaFormatOptions = {}): string {
  return formatFraction(toFraction(amount), unitOrThrow(unit), { maxDecimals: 4, ...options })
}

// ---------------------------------------------------------------------------------------------
// Form input

export type ParseAreaResult = { ok: true; area: number; decimal: string } | { ok: false; error: string }

// The column is Decimal(12, 4): up to 8 whole digits and 4 decimals.
const MAX_AREA_DECIMALS = 4
const MAX_AREA_WHOLE_DIGITS = 8
// Plain digits or digits grouped the Indian (1,23,456) or international (123,456) way, then decimals.
const AREA_TEXT = /^([+-])?(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})?(?:\.(\d*))?$/

/**
 * A positive decimal area from a form field or JSON body. Devanagari digits and digit grouping are
 * accepted; `decimal` is the canonical text (no grouping, no trailing zeros) to store exactly.
 */
export function parseArea(input: string | number | null | undefined): ParseAreaResult {
  if (input === null || input === undefined) return { ok: false, error: AREA_INPUT_ERRORS.required }
  let text: string
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, error: AREA_INPUT_ERRORS.notANumber }
    if (input <= 0) return { ok: false, error: AREA_INPUT_ERRORS.notPositive }
    text = String(input)
    // String() switches to exponent notation below 1e-6 and from 1e21.
    if (text.includes('e')) {
      return { ok: false, error: input < 1 ? AREA_INPUT_ERRORS.tooManyDecimals : AREA_INPUT_ERRORS.tooLarge }
    }
  } else {
    text = fromDevanagariDigits(input.trim())
    if (text === '') return { ok: false, error: AREA_INPUT_ERRORS.required }
  }
  const match = AREA_TEXT.exec(text)
  if (!match || (match[2] === undefined && !match[3])) return { ok: false, error: AREA_INPUT_ERRORS.notANumber }
  const [, sign, grouped = '0', rawDecimals = ''] = match
  const whole = grouped.replaceAll(',', '').replace(/^0+(?=\d)/, '')
  const decimals = rawDecimals.replace(/0+$/, '')
  const isZero = /^0+$/.test(whole) && decimals === ''
  if (sign === '-' || isZero) return { ok: false, error: AREA_INPUT_ERRORS.notPositive }
  if (decimals.length > MAX_AREA_DECIMALS) return { ok: false, error: AREA_INPUT_ERRORS.tooManyDecimals }
  if (whole.length > MAX_AREA_WHOLE_DIGITS) return { ok: false, error: AREA_INPUT_ERRORS.tooLarge }
  const decimal = decimals ? `${whole}.${decimals}` : whole
  return { ok: true, area: Number(decimal), decimal }
}

// ---------------------------------------------------------------------------------------------
// Compound notation: ropani-aana-paisa-daam (hills, Kathmandu) and bigha-kattha-dhur (Terai)

export type CompoundSystem = 'ropani' | 'bigha'

type CompoundDefinition = {
  /** Largest unit first. */
  units: readonly AreaUnit[]
  /** How many of each unit make one of the unit before it (index 0 unused). */
  perPrevious: readonly number[]
  /** Square feet in one of the smallest unit. */
  smallest: Fraction
  example: string
}

const COMPOUND: Record<CompoundSystem, CompoundDefinition> = {
  ropani: {
    units: ['ropani', 'aana', 'paisa', 'daam'],
    perPrevious: [0, 16, 4, 4],
    smallest: SQUARE_FEET_PER_UNIT.daam,
    example: '2-4-1-0',
  },
  bigha: {
    units: ['bigha', 'kattha', 'dhur'],
    perPrevious: [0, 20, 20],
    smallest: SQUARE_FEET_PER_UNIT.dhur,
    example: '1-5-10',
  },
}

/** The parts of each notation, largest first: ropani, aana, paisa, daam / bigha, kattha, dhur. */
export const COMPOUND_UNITS: Readonly<Record<CompoundSystem, readonly AreaUnit[]>> = {
  ropani: COMPOUND.ropani.units,
  bigha: COMPOUND.bigha.units,
}

export type ParseCompoundResult =
  | { ok: true; parts: number[]; squareFeet: number }
  | { ok: false; error: string }

const COMPOUND_SEPARATOR = /\s*[-‐‑‒–—]\s*/
const MAX_COMPOUND_DECIMALS = 4

/**
 * "2-4-1-0" (ropani-aana-paisa-daam) or "1-5-10" (bigha-kattha-dhur). All parts are whole numbers
 * except the last, which may have up to 4 decimals; aana 0-15, paisa 0-3, daam under 4, kattha
 * 0-19, dhur under 20. The total must be more than zero.
 */
export function parseCompoundArea(input: string, system: CompoundSystem): ParseCompoundResult {
  const definition = COMPOUND[system]
  const formatError = `Write the area as ${definition.units.join('-')}, like ${definition.example}`
  const text = fromDevanagariDigits(input.trim())
  if (text === '') return { ok: false, error: AREA_INPUT_ERRORS.required }
  const pieces = text.split(COMPOUND_SEPARATOR)
  if (pieces.length !== definition.units.length) return { ok: false, error: formatError }
  const last = pieces.length - 1
  const parts: number[] = []
  for (const [index, piece] of pieces.entries()) {
    const shape = index === last ? /^\d+(?:\.\d+)?$/ : /^\d+$/
    if (!shape.test(piece)) return { ok: false, error: formatError }
    if (index === last && (piece.split('.')[1] ?? '').replace(/0+$/, '').length > MAX_COMPOUND_DECIMALS) {
      return { ok: false, error: AREA_INPUT_ERRORS.tooManyDecimals }
    }
    parts.push(Number(piece))
  }
  const rangeError = compoundRangeError(parts, definition)
  if (rangeError) return { ok: false, error: rangeError }
  if (parts.every((part) => part === 0)) return { ok: false, error: AREA_INPUT_ERRORS.notPositive }
  return { ok: true, parts, squareFeet: fractionToNumber(compoundFraction(pieces, definition)) }
}

/** Square feet of compound parts, largest first; throws a RangeError on out-of-range parts. */
export function compoundToSquareFeet(parts: readonly number[], system: CompoundSystem): number {
  const definition = COMPOUND[system]
  if (parts.length !== definition.units.length || parts.some((part) => !Number.isFinite(part))) {
    throw new RangeError(`Expected ${definition.units.join('-')}, got ${parts.join('-')}`)
  }
  const error = compoundRangeError(parts, definition)
  if (error) throw new RangeError(error)
  return fractionToNumber(compoundFraction(parts.map(String), definition))
}

/**
 * Square feet as compound parts, largest first, the last part rounded (half up) to `decimals`
 * (default 2) with any carry moved up: 12,406.5625 sq ft -> [2, 4, 1, 0].
 */
export function squareFeetToCompound(
  squareFeet: number | string,
  system: CompoundSystem,
  { decimals = 2 }: { decimals?: number } = {},
): number[] {
  const definition = COMPOUND[system]
  assertDecimals(decimals)
  const total = toFraction(squareFeet)
  if (total.n < 0n) throw new RangeError(`Area cannot be negative: ${squareFeet}`)
  const scale = 10n ** BigInt(decimals)
  // Smallest units x 10^decimals, rounded half up.
  let scaled = roundHalfUp(multiply(divide(total, definition.smallest), { n: scale, d: 1n }))
  const parts: number[] = []
  for (let index = definition.units.length - 1; index > 0; index--) {
    const per = BigInt(definition.perPrevious[index] ?? 1) * (index === definition.units.length - 1 ? scale : 1n)
    parts.unshift(Number(scaled % per))
    scaled /= per
  }
  parts.unshift(Number(scaled))
  // The last part was counted in 10^-decimals steps.
  const lastIndex = parts.length - 1
  parts[lastIndex] = Number(`${parts[lastIndex]}e-${decimals}`)
  return parts
}

/** "2-4-1-0" or "0-0-0-1.5"; `language: 'ne'` writes Devanagari digits ("२-४-१-०"). */
export function formatCompoundArea(
  squareFeet: number | string,
  system: CompoundSystem,
  { decimals = 2, language = 'en' }: { decimals?: number; language?: Language } = {},
): string {
  const text = squareFeetToCompound(squareFeet, system, { decimals })
    .map((part) => String(part))
    .join('-')
  return localDigits(text, language)
}

function compoundRangeError(parts: readonly number[], definition: CompoundDefinition): string | undefined {
  const last = parts.length - 1
  for (const [index, part] of parts.entries()) {
    const label = AREA_UNIT_LABELS[definition.units[index] ?? 'sq.ft'].en
    if (part < 0) return `${label} cannot be negative`
    if (index < last && !Number.isInteger(part)) return `${label} must be a whole number`
    if (index === 0) continue
    const limit = definition.perPrevious[index] ?? 0
    if (index < last && part > limit - 1) return `${label} must be from 0 to ${limit - 1}`
    if (index === last && part >= limit) return `${label} must be less than ${limit}`
  }
  return undefined
}

function compoundFraction(pieces: readonly string[], definition: CompoundDefinition): Fraction {
  let smallestUnits: Fraction = { n: 0n, d: 1n }
  for (const [index, piece] of pieces.entries()) {
    const perPrevious = BigInt(definition.perPrevious[index] ?? 1)
    smallestUnits = add(multiply(smallestUnits, { n: index === 0 ? 1n : perPrevious, d: 1n }), toFraction(piece))
  }
  return multiply(smallestUnits, definition.smallest)
}

// ---------------------------------------------------------------------------------------------
// Exact fractions

function exactSquareFeet(amount: number | string, unit: AreaUnit): Fraction {
  return multiply(toFraction(amount), SQUARE_FEET_PER_UNIT[unitOrThrow(unit)])
}

function unitOrThrow<U extends AreaUnit>(unit: U): U {
  if (!Object.hasOwn(SQUARE_FEET_PER_UNIT, unit)) throw new RangeError(`Unknown area unit: ${String(unit)}`)
  return unit
}

const DECIMAL = /^([+-])?(\d+)?(?:\.(\d*))?(?:e([+-]?\d+))?$/i

// A number goes through String(), the shortest decimal that reads back as the same double, so
// 0.1 means one tenth here, not 0.1000000000000000055511151231257827.
function toFraction(amount: number | string): Fraction {
  if (typeof amount === 'number' && !Number.isFinite(amount)) throw new RangeError(`Not an area amount: ${amount}`)
  const text = String(amount).trim()
  const match = DECIMAL.exec(text)
  if (!match || (match[2] === undefined && !match[3])) throw new RangeError(`Not an area amount: ${String(amount)}`)
  const [, sign, whole = '0', decimals = '', exponentText = '0'] = match
  const exponent = Number(exponentText) - decimals.length
  if (Math.abs(exponent) > 100) throw new RangeError(`Not an area amount: ${String(amount)}`)
  let n = BigInt(whole + decimals)
  let d = 1n
  if (exponent >= 0) n *= 10n ** BigInt(exponent)
  else d = 10n ** BigInt(-exponent)
  if (sign === '-') n = -n
  return reduce(n, d)
}

function reduce(n: bigint, d: bigint): Fraction {
  const divisor = gcd(n < 0n ? -n : n, d)
  return divisor > 1n ? { n: n / divisor, d: d / divisor } : { n, d }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b]
  return a === 0n ? 1n : a
}

function multiply(a: Fraction, b: Fraction): Fraction {
  return reduce(a.n * b.n, a.d * b.d)
}

function divide(a: Fraction, b: Fraction): Fraction {
  return b.n < 0n ? reduce(-a.n * b.d, a.d * -b.n) : reduce(a.n * b.d, a.d * b.n)
}

function add(a: Fraction, b: Fraction): Fraction {
  return reduce(a.n * b.d + b.n * a.d, a.d * b.d)
}

/** The integer nearest to the fraction, halves away from zero. */
function roundHalfUp({ n, d }: Fraction): bigint {
  const magnitude = n < 0n ? -n : n
  const rounded = (2n * magnitude + d) / (2n * d)
  return n < 0n ? -rounded : rounded
}

/** The double nearest to the fraction, ties to even, as IEEE arithmetic would round it. */
function fractionToNumber({ n, d }: Fraction): number {
  const magnitude = n < 0n ? -n : n
  // Both operands exact as doubles: IEEE division rounds correctly.
  if (magnitude <= MAX_EXACT && d <= MAX_EXACT) return Number(n) / Number(d)
  // Otherwise find the 53-bit quotient magnitude x 2^shift / d and round its remainder by hand.
  let shift = d.toString(2).length - magnitude.toString(2).length + 53
  let quotient: bigint
  let remainder: bigint
  let divisor: bigint
  for (;;) {
    const numerator = shift >= 0 ? magnitude << BigInt(shift) : magnitude
    divisor = shift >= 0 ? d : d << BigInt(-shift)
    quotient = numerator / divisor
    remainder = numerator % divisor
    if (quotient < MAX_EXACT) break
    shift -= 1
  }
  const twice = 2n * remainder
  if (twice > divisor || (twice === divisor && quotient % 2n === 1n)) quotient += 1n
  const value = Number(quotient) * 2 ** -shift
  return n < 0n ? -value : value
}

function formatFraction(
  value: Fraction,
  unit: AreaUnit,
  { language = 'en', maxDecimals = 2 }: AreaFormatOptions,
): string {
  assertDecimals(maxDecimals)
  const scale = 10n ** BigInt(maxDecimals)
  const scaled = roundHalfUp(multiply(value, { n: scale, d: 1n }))
  const magnitude = scaled < 0n ? -scaled : scaled
  const whole = String(magnitude / scale)
  const decimals = maxDecimals > 0 ? String(magnitude % scale).padStart(maxDecimals, '0').replace(/0+$/, '') : ''
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  const grouped = head ? `${head},${whole.slice(-3)}` : whole
  const number = `${scaled < 0n ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`
  const symbol = AREA_UNIT_SYMBOLS[unit]?.[language] ?? AREA_UNIT_LABELS[unit][language]
  return `${localDigits(number, language)} ${symbol}`
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 12) {
    throw new RangeError(`Decimals must be a whole number from 0 to 12: ${decimals}`)
  }
}
