// Nepal mobile numbers. We store E.164 (+97798XXXXXXXX); SMS gateways want the 10-digit national
// number. Only mobiles are accepted because every number we keep must be able to receive SMS.
// The "max" metadata matters: the default "min" metadata accepts unassigned ranges such as 969.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { fromDevanagariDigits } from './devanagari-digits.ts'

export type NepalPhoneResult =
  | { ok: true; e164: string; national: string }
  | { ok: false; error: 'required' | 'invalid' }

// Ten digits starting with 9, optionally after the country code 977 written as +977, 00977 or 977.
const NEPAL_MOBILE_SHAPE = /^(?:(?:\+|00)?977)?(9\d{9})$/

/**
 * The longest phone a form or the API takes as typed: a number with its country code and
 * spaces or dashes fits easily; anything longer cannot be one, and is refused before it is used.
 */
export const MAX_PHONE_INPUT_LENGTH = 32

/** `error` is a code so each screen can use its own wording (spec: 'Please enter a valid Phone Number'). */
export function normalizeNepalPhone(input: string): NepalPhoneResult {
  const compact = fromDevanagariDigits(input).replace(/[\s\-.()]/g, '')
  if (compact === '') return { ok: false, error: 'required' }
  const national = NEPAL_MOBILE_SHAPE.exec(compact)?.[1]
  if (national === undefined) return { ok: false, error: 'invalid' }
  // The browser's check before a form is sent stops at the shape: the numbering plan is about
  // 50 KB gzipped of metadata (page weight, ADR 012). The server, which decides, checks the plan.
  if (!import.meta.env.SSR) return { ok: true, e164: `+977${national}`, national }
  const phone = parsePhoneNumberFromString(national, 'NP')
  if (!phone?.isValid() || phone.getType() !== 'MOBILE') return { ok: false, error: 'invalid' }
  return { ok: true, e164: phone.number, national: phone.nationalNumber }
}

const STORED_MOBILE = /^\+977(9\d{9})$/
/**
 * Whether stored numbers of a three-digit prefix are mobiles. In Nepal's numbering plan a 10-digit
 * number is a mobile by its first three digits (9(00|6[0-3]|7[0-24-6]|8[0-24-68]), then any seven;
 * no other kind of number has 10 digits), so the plan is asked once a prefix: the reminder scan
 * checks tens of thousands of numbers at once, and asking the plan costs more than writing the
 * text. phone.test.ts holds every prefix to the plan itself.
 */
const mobilePrefixes = new Map<string, boolean>()

/** The 10-digit number an SMS gateway expects, from a stored E.164 number. */
export function toNationalNumber(e164: string): string {
  const national = STORED_MOBILE.exec(e164)?.[1]
  if (national === undefined) throw new RangeError(`Not a stored Nepal mobile number: ${e164}`)
  const prefix = national.slice(0, 3)
  let isMobile = mobilePrefixes.get(prefix)
  if (isMobile === undefined) {
    const result = normalizeNepalPhone(e164)
    isMobile = result.ok && result.e164 === e164
    mobilePrefixes.set(prefix, isMobile)
  }
  if (!isMobile) throw new RangeError(`Not a stored Nepal mobile number: ${e164}`)
  return national
}
