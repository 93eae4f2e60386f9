// Open Location Codes ("Plus Codes", https://github.com/google/open-location-code), computed here
// from the coordinates so a property has one without calling Google. Same integer algorithm as the
// reference implementation: degrees become whole steps of the finest cell (1/2.5e7 degree of
// latitude, 1/8.192e6 of longitude) first, exactly (BigInt on the decimal), so no digit depends on
// float rounding; the official test vectors pass.
import { fromDevanagariDigits } from './devanagari-digits.ts'
import { COORDINATE_ERRORS } from './property-input-errors.ts'

export { COORDINATE_ERRORS } from './property-input-errors.ts'

export const CODE_ALPHABET = '23456789CFGHJMPQRVWX'
const BASE = 20
const SEPARATOR = '+'
const SEPARATOR_POSITION = 8
const PADDING = '0'
const MIN_DIGITS = 2
const MAX_DIGITS = 15
const PAIR_DIGITS = 10
const GRID_DIGITS = MAX_DIGITS - PAIR_DIGITS
const GRID_COLUMNS = 4
const GRID_ROWS = 5
const PAIR_PRECISION = BASE ** 3 // 8000 steps per degree after 10 digits
const PAIR_FIRST_PLACE_VALUE = BASE ** (PAIR_DIGITS / 2 - 1) // 160000
const LAT_PRECISION = PAIR_PRECISION * GRID_ROWS ** GRID_DIGITS // 2.5e7 steps per degree
const LNG_PRECISION = PAIR_PRECISION * GRID_COLUMNS ** GRID_DIGITS // 8.192e6 steps per degree
const GRID_LAT_FIRST_PLACE_VALUE = GRID_ROWS ** (GRID_DIGITS - 1)
const GRID_LNG_FIRST_PLACE_VALUE = GRID_COLUMNS ** (GRID_DIGITS - 1)

/** 10 digits: a cell of about 14 x 14 m (11 would be about 3 x 3.5 m). */
export const CODE_LENGTH_NORMAL = 10

export type Coordinates = { lat: number; lng: number }

export type CoordinatesResult =
  | ({ ok: true } & Coordinates)
  | { ok: false; errors: { lat?: string; lng?: string } }

/**
 * Latitude and longitude from form fields or a JSON body: decimal degrees (Devanagari digits
 * accepted), latitude -90..90 and longitude -180..180 inclusive.
 */
export function parseCoordinates(lat: string | number, lng: string | number): CoordinatesResult {
  const latitude = readDegrees(lat, 90)
  const longitude = readDegrees(lng, 180)
  if (latitude !== undefined && longitude !== undefined) return { ok: true, lat: latitude, lng: longitude }
  const errors: { lat?: string; lng?: string } = {}
  if (latitude === undefined) errors.lat = COORDINATE_ERRORS.latitude
  if (longitude === undefined) errors.lng = COORDINATE_ERRORS.longitude
  return { ok: false, errors }
}

/** A property's Plus Code: only when it has both coordinates (they are optional, as a pair). */
export function plusCodeOf(lat: number | null | undefined, lng: number | null | undefined): string | null {
  return lat === null || lat === undefined || lng === null || lng === undefined ? null : encodePlusCode(lat, lng)
}

/**
 * The full Plus Code of a point: `encodePlusCode(27.7043, 85.307)` -> '7MV7P834+PR': 8 digits,
 * '+', then the rest. `codeLength` is 10 (default) or 11-15, or an even 2-8 (padded with '0').
 * Throws a RangeError for coordinates outside -90..90 / -180..180 (longitude 180 is -180).
 */
export function encodePlusCode(lat: number, lng: number, codeLength: number = CODE_LENGTH_NORMAL): string {
  if (!isInRange(lat, 90)) throw new RangeError(`${COORDINATE_ERRORS.latitude}: ${lat}`)
  if (!isInRange(lng, 180)) throw new RangeError(`${COORDINATE_ERRORS.longitude}: ${lng}`)
  if (
    !Number.isInteger(codeLength) ||
    codeLength < MIN_DIGITS ||
    codeLength > MAX_DIGITS ||
    (codeLength < PAIR_DIGITS && codeLength % 2 === 1)
  ) {
    throw new RangeError(`A Plus Code has an even length from 2 to 10, or 11 to 15 digits: ${codeLength}`)
  }
  return encodeIntegers(latitudeToInteger(lat), longitudeToInteger(lng), codeLength)
}

export type PlusCodeArea = {
  latitudeLo: number
  longitudeLo: number
  latitudeHi: number
  longitudeHi: number
  latitudeCenter: number
  longitudeCenter: number
  /** Significant digits, not counting '+' or padding. */
  codeLength: number
}

/** The cell a full code stands for, with its centre; throws a RangeError for anything else. */
export function decodePlusCode(code: string): PlusCodeArea {
  if (!isFullPlusCode(code)) throw new RangeError(`Not a valid full Plus Code: ${code}`)
  const digits = code.replace(SEPARATOR, '').replace(/0+/, '').toUpperCase()
  // Everything is counted in whole steps of the finest cell and divided once at the end, so the
  // edges are the nearest doubles (a cell starting at 26.7288 starts at 26.7288, not ...003).
  const latPairStep = GRID_ROWS ** GRID_DIGITS // finest steps per pair step
  const lngPairStep = GRID_COLUMNS ** GRID_DIGITS
  let latSteps = 0
  let lngSteps = 0
  let placeValue = PAIR_FIRST_PLACE_VALUE
  const pairDigits = Math.min(digits.length, PAIR_DIGITS)
  for (let i = 0; i < pairDigits; i += 2) {
    latSteps += CODE_ALPHABET.indexOf(digits.charAt(i)) * placeValue * latPairStep
    lngSteps += CODE_ALPHABET.indexOf(digits.charAt(i + 1)) * placeValue * lngPairStep
    if (i < pairDigits - 2) placeValue /= BASE
  }
  let latHeight = placeValue * latPairStep
  let lngWidth = placeValue * lngPairStep
  if (digits.length > PAIR_DIGITS) {
    let rowValue = GRID_LAT_FIRST_PLACE_VALUE
    let columnValue = GRID_LNG_FIRST_PLACE_VALUE
    const allDigits = Math.min(digits.length, MAX_DIGITS)
    for (let i = PAIR_DIGITS; i < allDigits; i++) {
      const value = CODE_ALPHABET.indexOf(digits.charAt(i))
      latSteps += Math.floor(value / GRID_COLUMNS) * rowValue
      lngSteps += (value % GRID_COLUMNS) * columnValue
      if (i < allDigits - 1) {
        rowValue /= GRID_ROWS
        columnValue /= GRID_COLUMNS
      }
    }
    latHeight = rowValue
    lngWidth = columnValue
  }
  const latLo = latSteps - 90 * LAT_PRECISION
  const lngLo = lngSteps - 180 * LNG_PRECISION
  return {
    latitudeLo: latLo / LAT_PRECISION,
    longitudeLo: lngLo / LNG_PRECISION,
    latitudeHi: (latLo + latHeight) / LAT_PRECISION,
    longitudeHi: (lngLo + lngWidth) / LNG_PRECISION,
    latitudeCenter: Math.min((2 * latLo + latHeight) / (2 * LAT_PRECISION), 90),
    longitudeCenter: Math.min((2 * lngLo + lngWidth) / (2 * LNG_PRECISION), 180),
    codeLength: Math.min(digits.length, MAX_DIGITS),
  }
}

/**
 * A well-formed full code (not a short one like 'P834+PR'): 8 digits before '+', or fewer followed
 * by an even run of '0' padding up to '+', then none or at least 2 digits; case-insensitive.
 */
export function isFullPlusCode(code: string): boolean {
  if (typeof code !== 'string') return false
  const separator = code.indexOf(SEPARATOR)
  if (separator !== SEPARATOR_POSITION || code.lastIndexOf(SEPARATOR) !== separator) return false
  const upper = code.toUpperCase()
  const before = upper.slice(0, separator)
  const after = upper.slice(separator + 1)
  if (after.length === 1) return false
  const padding = before.indexOf(PADDING)
  if (padding !== -1) {
    // Padding comes in pairs after at least one pair of digits, and nothing follows the '+'.
    if (padding < MIN_DIGITS || padding % 2 === 1 || !/^0+$/.test(before.slice(padding)) || after !== '') {
      return false
    }
  }
  const digits = (padding === -1 ? before : before.slice(0, padding)) + after
  for (const character of digits) if (!CODE_ALPHABET.includes(character)) return false
  // The first pair cannot point at or beyond the poles or the antimeridian.
  if (CODE_ALPHABET.indexOf(upper.charAt(0)) * BASE >= 180) return false
  if (CODE_ALPHABET.indexOf(upper.charAt(1)) * BASE >= 360) return false
  return true
}

function readDegrees(input: string | number, limit: number): number | undefined {
  let value: number
  if (typeof input === 'number') {
    value = input
  } else {
    const text = fromDevanagariDigits(input.trim())
    if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) return undefined
    value = Number(text)
  }
  return isInRange(value, limit) ? value : undefined
}

function isInRange(value: number, limit: number): boolean {
  return Number.isFinite(value) && value >= -limit && value <= limit
}

// Whole steps of 1/2.5e7 degree from the south pole; latitude 90 is moved just inside so that
// the code still decodes (the reference implementation does the same).
function latitudeToInteger(lat: number): number {
  const steps = floorTimes(lat, LAT_PRECISION) + 90 * LAT_PRECISION
  return Math.min(Math.max(steps, 0), 180 * LAT_PRECISION - 1)
}

// Whole steps of 1/8.192e6 degree east of the antimeridian; 180 wraps to -180.
function longitudeToInteger(lng: number): number {
  const full = 360 * LNG_PRECISION
  const steps = floorTimes(lng, LNG_PRECISION) + 180 * LNG_PRECISION
  return ((steps % full) + full) % full
}

/**
 * floor(degrees x precision) for the decimal the caller wrote: 40.6 x 2.5e7 is 1015000000, while
 * the float product is 1014999999.9999999 and would floor into the cell to the south. String()
 * gives the shortest decimal that reads back as the same double, which is the value typed.
 */
function floorTimes(degrees: number, precision: number): number {
  const match = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(degrees))
  if (!match) throw new RangeError(`Not a coordinate: ${degrees}`)
  const [, minus, whole = '', decimals = '', exponentText = '0'] = match
  const exponent = Number(exponentText) - decimals.length
  let numerator = BigInt(whole + decimals) * BigInt(precision)
  let denominator = 1n
  if (exponent >= 0) numerator *= 10n ** BigInt(exponent)
  else denominator = 10n ** BigInt(-exponent)
  if (minus) numerator = -numerator
  // BigInt division truncates towards zero; floor needs one less for an inexact negative quotient.
  const quotient = numerator / denominator
  return Number(numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient)
}

function encodeIntegers(latSteps: number, lngSteps: number, codeLength: number): string {
  const code: string[] = new Array<string>(MAX_DIGITS + 1).fill('')
  code[SEPARATOR_POSITION] = SEPARATOR
  let lat = latSteps
  let lng = lngSteps
  if (codeLength > PAIR_DIGITS) {
    // Grid digits, last first: each picks one cell of a 4 x 5 grid.
    for (let i = GRID_DIGITS; i >= 1; i--) {
      code[SEPARATOR_POSITION + 2 + i] = CODE_ALPHABET.charAt((lat % GRID_ROWS) * GRID_COLUMNS + (lng % GRID_COLUMNS))
      lat = Math.floor(lat / GRID_ROWS)
      lng = Math.floor(lng / GRID_COLUMNS)
    }
  } else {
    lat = Math.floor(lat / GRID_ROWS ** GRID_DIGITS)
    lng = Math.floor(lng / GRID_COLUMNS ** GRID_DIGITS)
  }
  // The pair after the separator, then the four pairs before it, last first.
  code[SEPARATOR_POSITION + 1] = CODE_ALPHABET.charAt(lat % BASE)
  code[SEPARATOR_POSITION + 2] = CODE_ALPHABET.charAt(lng % BASE)
  lat = Math.floor(lat / BASE)
  lng = Math.floor(lng / BASE)
  for (let i = SEPARATOR_POSITION - 2; i >= 0; i -= 2) {
    code[i] = CODE_ALPHABET.charAt(lat % BASE)
    code[i + 1] = CODE_ALPHABET.charAt(lng % BASE)
    lat = Math.floor(lat / BASE)
    lng = Math.floor(lng / BASE)
  }
  if (codeLength >= SEPARATOR_POSITION) return code.slice(0, codeLength + 1).join('')
  return code.slice(0, codeLength).join('') + PADDING.repeat(SEPARATOR_POSITION - codeLength) + SEPARATOR
}
