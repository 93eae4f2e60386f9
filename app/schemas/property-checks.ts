// The property and unit forms' checks in the browser (conform's onValidate, without zod): what a
// member benefits from seeing before a round trip. The schemas (property-schemas.ts) use the same
// limits and messages on the server, which decides.
import { parseArea, PROPERTY_AREA_UNITS, UNIT_AREA_UNITS } from '~/domain/area-units'
import { COORDINATE_ERRORS } from '~/domain/plus-code'
import { checkDecimal, COORDINATE_LIMITS, errorCollector, type FieldErrors, FLOOR_ERROR, isBlank, isFloor, isWithinDegrees, missingCoordinate } from './input-rules'

/** The longest texts a property and a unit take. */
export const PROPERTY_TEXT_MAX = { name: 120, address1: 200, address2: 200, city: 120 } as const
export const UNIT_NAME_MAX = 80
export const PROPERTY_TYPES = ['residential', 'commercial'] as const

type Values = Record<string, unknown>
type Collector = ReturnType<typeof errorCollector>

function checkArea(check: Collector, values: Values, units: readonly string[]) {
  if (check.required('area', values.area)) check.checked('area', toChecked(parseArea(String(values.area))))
  check.choice('areaUnit', values.areaUnit, units)
}

const toChecked = (parsed: ReturnType<typeof parseArea>) => (parsed.ok ? { ok: true as const, value: parsed.area } : parsed)

function checkNumber(check: Collector, name: string, value: unknown, invalid: string, isValid: (n: number) => boolean) {
  if (check.required(name, value)) check.checked(name, checkDecimal(String(value), invalid, isValid))
}

/** Optional, as a pair: each one given is checked, and the one missing beside the other is named. */
function checkCoordinates(check: Collector, values: Values) {
  for (const [name, invalid] of [
    ['lat', COORDINATE_ERRORS.latitude],
    ['lng', COORDINATE_ERRORS.longitude],
  ] as const) {
    if (!isBlank(values[name])) check.checked(name, checkDecimal(String(values[name]), invalid, isWithinDegrees(COORDINATE_LIMITS[name])))
  }
  const missing = missingCoordinate(values.lat, values.lng)
  if (missing) check.add(missing, COORDINATE_ERRORS.bothOrNeither)
}

export function checkPropertyInput(values: Values): FieldErrors {
  const check = errorCollector()
  for (const [name, max] of Object.entries(PROPERTY_TEXT_MAX)) check.text(name, values[name], max)
  check.choice('type', values.type, PROPERTY_TYPES)
  check.choice('division', values.division, ['true', 'false'])
  for (const name of ['provinceId', 'districtId']) check.required(name, values[name])
  checkArea(check, values, PROPERTY_AREA_UNITS)
  checkCoordinates(check, values)
  return check.errors
}

export function checkUnitInput(values: Values): FieldErrors {
  const check = errorCollector()
  check.text('name', values.name, UNIT_NAME_MAX)
  checkNumber(check, 'floor', values.floor, FLOOR_ERROR, isFloor)
  checkArea(check, values, UNIT_AREA_UNITS)
  return check.errors
}
