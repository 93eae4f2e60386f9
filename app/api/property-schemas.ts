// Property and unit input: one zod schema per input, used by the web forms (conform's
// parseWithZod), the /v1 bodies and the OpenAPI document. Field names are the spec's (§3).
import { z } from 'zod'
import { parseArea, PROPERTY_AREA_UNITS, UNIT_AREA_UNITS } from '~/domain/area-units'
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { COORDINATE_ERRORS } from '~/domain/plus-code'

import { FLOOR_RANGE, MAX_RECORD_ID, REQUIRED } from './input-rules'

export { FLOOR_RANGE, MAX_RECORD_ID, REQUIRED }
const FLOOR_ERROR = `Floor must be a whole number from ${FLOOR_RANGE.min} to ${FLOOR_RANGE.max}`

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `At most ${max} characters`)

const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/

/**
 * A number typed in a form ("27.7", Devanagari digits) or sent as one. Blank is missing, not 0
 * (which is what `z.coerce.number()` makes of '' and null); text that is not a plain decimal or
 * a number that fails `isValid` answers `invalid`.
 */
function numberField(invalid: string, isValid: (value: number) => boolean) {
  return z.union([z.number(), z.string()], { error: REQUIRED }).transform((value, ctx) => {
    const text = typeof value === 'string' ? fromDevanagariDigits(value.trim()) : undefined
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED })
      return z.NEVER
    }
    const number = text === undefined ? (value as number) : DECIMAL_TEXT.test(text) ? Number(text) : NaN
    if (Number.isFinite(number) && isValid(number)) return number
    ctx.addIssue({ code: 'custom', message: invalid })
    return z.NEVER
  })
}

const requiredId = numberField(REQUIRED, (n) => Number.isInteger(n) && n > 0 && n <= MAX_RECORD_ID)

/** An area as typed ("1,200.5", Devanagari digits) or sent (a number): a positive decimal. */
const areaField = z.union([z.string(), z.number()], { error: REQUIRED }).transform((value, ctx) => {
  const parsed = parseArea(value)
  if (parsed.ok) return parsed.area
  ctx.addIssue({ code: 'custom', message: parsed.error })
  return z.NEVER
})

const degrees = (limit: number, message: string) => numberField(message, (n) => Math.abs(n) <= limit)

/** Web forms send "true"/"false"; JSON sends booleans. */
const division = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: REQUIRED })
  .transform((value) => value === true || value === 'true')

export const PropertyInputSchema = z.object({
  name: requiredText(120),
  type: z.enum(['residential', 'commercial'], { error: REQUIRED }),
  division,
  area: areaField,
  areaUnit: z.enum(PROPERTY_AREA_UNITS, { error: REQUIRED }),
  address1: requiredText(200),
  address2: requiredText(200),
  provinceId: requiredId,
  districtId: requiredId,
  city: requiredText(120),
  lat: degrees(90, COORDINATE_ERRORS.latitude),
  lng: degrees(180, COORDINATE_ERRORS.longitude),
})
export type PropertyInput = z.output<typeof PropertyInputSchema>

export const UnitInputSchema = z.object({
  name: requiredText(80),
  floor: numberField(FLOOR_ERROR, (n) => Number.isInteger(n) && n >= FLOOR_RANGE.min && n <= FLOOR_RANGE.max),
  area: areaField,
  areaUnit: z.enum(UNIT_AREA_UNITS, { error: REQUIRED }),
})
export type UnitInput = z.output<typeof UnitInputSchema>

export const UnitCreateSchema = UnitInputSchema.extend({ propertyId: requiredId })
