// Property and unit input: one zod schema per input, used by the web forms (conform's
// parseWithZod), the /v1 bodies and the OpenAPI document. Field names are the spec's (§3).
import { z } from 'zod'
import { parseArea, PROPERTY_AREA_UNITS, UNIT_AREA_UNITS } from '~/domain/area-units'
import { COORDINATE_ERRORS } from '~/domain/plus-code'

export const REQUIRED = 'This field is required'

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `At most ${max} characters`)

const requiredId = z.coerce.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED)

/** An area as typed ("1,200.5", Devanagari digits) or sent (a number): a positive decimal. */
const areaField = z.union([z.string(), z.number()], { error: REQUIRED }).transform((value, ctx) => {
  const parsed = parseArea(value)
  if (parsed.ok) return parsed.area
  ctx.addIssue({ code: 'custom', message: parsed.error })
  return z.NEVER
})

const degrees = (limit: number, message: string) =>
  z.coerce.number({ error: REQUIRED }).refine((n) => Number.isFinite(n) && Math.abs(n) <= limit, message)

/** Web forms send "true"/"false"; JSON sends booleans. */
const division = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: REQUIRED }),
)

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
  floor: z.coerce.number({ error: REQUIRED }).int('Floor must be a whole number').min(-5).max(200),
  area: areaField,
  areaUnit: z.enum(UNIT_AREA_UNITS, { error: REQUIRED }),
})
export type UnitInput = z.output<typeof UnitInputSchema>

export const UnitCreateSchema = UnitInputSchema.extend({ propertyId: requiredId })
