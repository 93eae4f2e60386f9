// Property and unit input: one zod schema per input, used by the web forms' actions (conform's
// parseWithZod; the browser checks with property-checks.ts), the /v1 bodies and the OpenAPI
// document. Field names are the spec's (§3).
import { z } from 'zod'
import { parseArea, PROPERTY_AREA_UNITS, UNIT_AREA_UNITS } from '~/domain/area-units'
import { COORDINATE_ERRORS } from '~/domain/plus-code'
import { isRecordId } from '~/domain/record-id'
import { PROPERTY_TEXT_MAX, PROPERTY_TYPES, UNIT_NAME_MAX } from './property-checks'
import {
  checkDecimal,
  COORDINATE_LIMITS,
  FLOOR_ERROR,
  FLOOR_RANGE,
  isBlank,
  isFloor,
  isWithinDegrees,
  maxLengthMessage,
  missingCoordinate,
  REQUIRED,
} from './input-rules'

export { FLOOR_RANGE, REQUIRED }

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, maxLengthMessage(max))

/** A number typed in a form or sent as one (`checkDecimal`). */
function numberField(invalid: string, isValid: (value: number) => boolean) {
  return z.union([z.number(), z.string()], { error: REQUIRED }).transform((value, ctx) => {
    const checked = checkDecimal(value, invalid, isValid)
    if (checked.ok) return checked.value
    ctx.addIssue({ code: 'custom', message: checked.error })
    return z.NEVER
  })
}

const requiredId = numberField(REQUIRED, isRecordId)

/** An area as typed ("1,200.5", Devanagari digits) or sent (a number): a positive decimal. */
const areaField = z.union([z.string(), z.number()], { error: REQUIRED }).transform((value, ctx) => {
  const parsed = parseArea(value)
  if (parsed.ok) return parsed.area
  ctx.addIssue({ code: 'custom', message: parsed.error })
  return z.NEVER
})

/**
 * A latitude or longitude, optional: absent stays absent (a PATCH keeps the saved one), null or
 * blank is none (never 0, which is the equator).
 */
function coordinateField(invalid: string, limit: number) {
  return z
    .union([z.number(), z.string(), z.null()], { error: invalid })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined
      if (value === null || isBlank(value)) return null
      const checked = checkDecimal(value, invalid, isWithinDegrees(limit))
      if (checked.ok) return checked.value
      ctx.addIssue({ code: 'custom', message: checked.error })
      return z.NEVER
    })
}

/** Web forms send "true"/"false"; JSON sends booleans. */
const division = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: REQUIRED })
  .transform((value) => value === true || value === 'true')

/** The property's fields one by one (the /v1 bodies extend and PATCH takes any of them). */
export const PropertyFieldsSchema = z.object({
  name: requiredText(PROPERTY_TEXT_MAX.name),
  type: z.enum(PROPERTY_TYPES, { error: REQUIRED }),
  division,
  area: areaField,
  areaUnit: z.enum(PROPERTY_AREA_UNITS, { error: REQUIRED }),
  address1: requiredText(PROPERTY_TEXT_MAX.address1),
  address2: requiredText(PROPERTY_TEXT_MAX.address2),
  provinceId: requiredId,
  districtId: requiredId,
  city: requiredText(PROPERTY_TEXT_MAX.city),
  lat: coordinateField(COORDINATE_ERRORS.latitude, COORDINATE_LIMITS.lat),
  lng: coordinateField(COORDINATE_ERRORS.longitude, COORDINATE_LIMITS.lng),
})

/** The message on the coordinate missing beside the other; also beside other fields' errors, as in the browser. */
const bothOrNeither = (field: 'lat' | 'lng') => ({
  path: [field],
  message: COORDINATE_ERRORS.bothOrNeither,
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
})

/** A whole property, as created or edited: the fields, and the coordinates as a pair or none. */
export const PropertyInputSchema = PropertyFieldsSchema.refine(({ lat, lng }) => missingCoordinate(lat, lng) !== 'lat', bothOrNeither('lat')).refine(
  ({ lat, lng }) => missingCoordinate(lat, lng) !== 'lng',
  bothOrNeither('lng'),
)
export type PropertyInput = z.output<typeof PropertyInputSchema>

export const UnitInputSchema = z.object({
  name: requiredText(UNIT_NAME_MAX),
  floor: numberField(FLOOR_ERROR, isFloor),
  area: areaField,
  areaUnit: z.enum(UNIT_AREA_UNITS, { error: REQUIRED }),
})
export type UnitInput = z.output<typeof UnitInputSchema>

export const UnitCreateSchema = UnitInputSchema.extend({ propertyId: requiredId })
