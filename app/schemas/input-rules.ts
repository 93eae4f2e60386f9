// The input rules (limits, messages and the checks of typed values) that the zod schemas
// (property-schemas.ts and the others) and the forms' browser checks share, kept apart from the
// schemas so that a screen using them does not download zod (page weight, ADR 012).
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { type MessageCode, messageString } from '~/i18n/message'

export const REQUIRED = 'form.required' satisfies MessageCode

export const FLOOR_RANGE = { min: -5, max: 200 } as const
export const FLOOR_ERROR = messageString('unit.error.floor', FLOOR_RANGE)

/** Any text field with a control character (app/schemas/control-characters.ts). */
export const CONTROL_CHARACTERS_MESSAGE = 'form.controlCharacters' satisfies MessageCode

export const maxLengthMessage = (max: number) => messageString('form.maxLength', { max })

/** A typed value checked: what is stored, or the message to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string }

/** Form values arrive as strings (blank = absent), JSON as numbers or null. */
export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/

/**
 * A number typed in a form ("27.7", Devanagari digits) or sent as one. Blank is missing, not 0;
 * text that is not a plain decimal or a number that fails `isValid` answers `invalid`.
 */
export function checkDecimal(value: string | number, invalid: string, isValid: (value: number) => boolean): Checked<number> {
  const text = typeof value === 'string' ? fromDevanagariDigits(value.trim()) : undefined
  if (text === '') return { ok: false, error: REQUIRED }
  const number = text === undefined ? (value as number) : DECIMAL_TEXT.test(text) ? Number(text) : NaN
  return Number.isFinite(number) && isValid(number) ? { ok: true, value: number } : { ok: false, error: invalid }
}

/** Latitude and longitude in degrees. */
export const COORDINATE_LIMITS = { lat: 90, lng: 180 } as const
export const isWithinDegrees = (limit: number) => (n: number) => Math.abs(n) <= limit

/**
 * Coordinates are optional (most landlords cannot give them), but as a pair: the field that is
 * missing while the other is given, or null when both or neither are.
 */
export function missingCoordinate(lat: unknown, lng: unknown): 'lat' | 'lng' | null {
  if (isBlank(lat) === isBlank(lng)) return null
  return isBlank(lat) ? 'lat' : 'lng'
}
export const isFloor = (n: number) => Number.isInteger(n) && n >= FLOOR_RANGE.min && n <= FLOOR_RANGE.max

/**
 * What a form's browser check found, field name to messages, as conform shows them; `null` when
 * nothing. The server's schema checks the same and more, and decides.
 */
export type FieldErrors = Record<string, string[]>

/** Collects messages by field name (`utilities[0].price`) for a browser check. */
export function errorCollector() {
  const errors: FieldErrors = {}
  const add = (name: string, message: string) => void (errors[name] ??= []).push(message)
  /** `message` for `name` when the value is blank; true when it is not. */
  const required = (name: string, value: unknown, message = REQUIRED) => {
    if (!isBlank(value)) return true
    errors[name] = [message]
    return false
  }
  return {
    errors,
    add,
    required,
    /** Required text of at most `max` characters. */
    text(name: string, value: unknown, max: number) {
      if (required(name, value) && String(value).trim().length > max) add(name, maxLengthMessage(max))
    },
    /** One of a select's `options`; `message` otherwise. */
    choice(name: string, value: unknown, options: readonly string[], message = REQUIRED) {
      if (!options.includes(String(value ?? ''))) errors[name] = [message]
    },
    /** The checked value, or null after adding its message. */
    checked<T>(name: string, result: Checked<T>): T | null {
      if (result.ok) return result.value
      errors[name] = [result.error]
      return null
    },
  }
}
