// Every message of the property and unit forms (spec §5, DESIGN §7's "required" spelling), as
// the services answer them to web and /v1 alike: ValidationError with messages per field, and
// nothing written.
import { describe, expect, test } from 'vitest'
import { REQUIRED as REQUIRED_CODE } from '~/schemas/property-schemas'
import { COORDINATE_ERRORS as COORDINATE_CODES } from '~/domain/plus-code'
import { countProperties, createProperty, PROPERTY_MESSAGES as PROPERTY_CODES } from '~/services/properties/properties.server'
import { createUnit, getUnit, updateUnit } from '~/services/properties/units.server'
import { ValidationError } from '~/services/errors'
import { english, englishFields, englishTexts } from '../../support/english'
import { createMember } from '../../support/fixtures'
import { BAGMATI, BHOJPUR, KATHMANDU, propertyInput, unitInput } from './support'

const REQUIRED = english(REQUIRED_CODE)
const COORDINATE_ERRORS = englishTexts(COORDINATE_CODES)
const PROPERTY_MESSAGES = englishTexts(PROPERTY_CODES)

async function fieldErrorsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => new Error('expected a ValidationError'),
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ValidationError)
  expect((error as ValidationError).message).toBe(PROPERTY_MESSAGES.invalid)
  return englishFields((error as ValidationError).fields)
}

const REQUIRED_FIELDS = ['name', 'type', 'division', 'area', 'areaUnit', 'address1', 'address2', 'provinceId', 'districtId', 'city']
const PROPERTY_FIELDS = [...REQUIRED_FIELDS, 'lat', 'lng']

describe('property form', () => {
  test('every field but the coordinates is required: missing and blank (as a form sends it) alike', async () => {
    const member = await createMember()
    const required = Object.fromEntries(REQUIRED_FIELDS.map((field) => [field, [REQUIRED]]))
    expect(await fieldErrorsOf(createProperty(member.id, {} as never))).toEqual(required)
    const blank = Object.fromEntries(PROPERTY_FIELDS.map((field) => [field, '  ']))
    expect(await fieldErrorsOf(createProperty(member.id, blank as never))).toEqual(required)
    // JSON null is missing too, never the number 0 (a blank latitude is not the equator).
    const nulls = Object.fromEntries(PROPERTY_FIELDS.map((field) => [field, null]))
    expect(await fieldErrorsOf(createProperty(member.id, nulls as never))).toEqual(required)
    expect(await countProperties(member.id)).toBe(0)
  })

  test.each([
    [{ lat: 27.7043, lng: undefined }, 'lng'],
    [{ lat: 27.7043, lng: null }, 'lng'],
    [{ lat: ' ', lng: '85.307' }, 'lat'],
    [{ lat: null, lng: 0 }, 'lat'],
  ])('coordinates go together: %j names %s', async (coordinates, missing) => {
    const member = await createMember()
    expect(await fieldErrorsOf(createProperty(member.id, propertyInput(coordinates as never)))).toEqual({
      [missing]: [COORDINATE_ERRORS.bothOrNeither],
    })
    // Beside other errors too, and a bad one with a missing one names both.
    expect(await fieldErrorsOf(createProperty(member.id, propertyInput({ name: '', lat: 'north', lng: undefined } as never)))).toEqual({
      name: [REQUIRED],
      lat: [COORDINATE_ERRORS.latitude],
      lng: [COORDINATE_ERRORS.bothOrNeither],
    })
    expect(await countProperties(member.id)).toBe(0)
  })

  test.each([
    ['area', 'twelve', 'Please enter Area in Number'],
    ['area', '12 ropani', 'Please enter Area in Number'],
    ['area', '0', 'Area must be greater than 0'],
    ['area', -3, 'Area must be greater than 0'],
    ['area', '1.23456', 'Use at most 4 decimal places'],
    ['area', '123456789', 'Area is too large'],
    ['type', 'villa', REQUIRED],
    ['division', 'maybe', REQUIRED],
    ['areaUnit', 'acre', REQUIRED],
    ['provinceId', 'abc', REQUIRED],
    ['districtId', 0, REQUIRED],
    ['districtId', 2 ** 31, REQUIRED],
    ['lat', 'north', COORDINATE_ERRORS.latitude],
    ['lat', 90.5, COORDINATE_ERRORS.latitude],
    ['lng', '-180.01', COORDINATE_ERRORS.longitude],
    ['name', 'x'.repeat(121), 'At most 120 characters'],
    ['address1', 'x'.repeat(201), 'At most 200 characters'],
    ['address2', 'x'.repeat(201), 'At most 200 characters'],
    ['city', 'x'.repeat(121), 'At most 120 characters'],
  ])('%s = %j: %s', async (field, value, message) => {
    const member = await createMember()
    expect(await fieldErrorsOf(createProperty(member.id, propertyInput({ [field]: value } as never)))).toEqual({ [field]: [message] })
  })

  test('form text is read as typed: Devanagari digits, grouping, "true"/"false"', async () => {
    const member = await createMember()
    const form = {
      ...propertyInput(),
      division: 'false',
      area: '१,२००.५',
      areaUnit: 'sq.ft',
      provinceId: String(BAGMATI),
      districtId: '२७',
      lat: ' 27.7043 ',
      lng: '८५.३०७',
    }
    const property = await createProperty(member.id, form as never)
    expect(property).toMatchObject({ isDivided: false, area: 1200.5, areaUnit: 'sq.ft', lat: 27.7043, lng: 85.307 })
    expect(property.district.id).toBe(KATHMANDU)
  })

  test('the district must be one of the province’s, and the province must exist', async () => {
    const member = await createMember()
    expect(await fieldErrorsOf(createProperty(member.id, propertyInput({ districtId: BHOJPUR })))).toEqual({
      districtId: [PROPERTY_MESSAGES.districtNotInProvince],
    })
    expect(await fieldErrorsOf(createProperty(member.id, propertyInput({ districtId: 9999 })))).toEqual({
      districtId: [PROPERTY_MESSAGES.districtNotInProvince],
    })
    expect(await fieldErrorsOf(createProperty(member.id, propertyInput({ provinceId: 99 })))).toEqual({
      provinceId: [PROPERTY_MESSAGES.unknownProvince],
      districtId: [PROPERTY_MESSAGES.districtNotInProvince],
    })
    expect(await countProperties(member.id)).toBe(0)
  })
})

describe('unit form', () => {
  test('every field is required', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const required = { name: [REQUIRED], floor: [REQUIRED], area: [REQUIRED], areaUnit: [REQUIRED] }
    expect(await fieldErrorsOf(createUnit(member.id, property.id, {} as never))).toEqual(required)
    const blank = { name: '', floor: '', area: '', areaUnit: '' }
    expect(await fieldErrorsOf(createUnit(member.id, property.id, blank as never))).toEqual(required)
  })

  test.each([
    ['floor', '1.5', 'Floor must be a whole number from -5 to 200'],
    ['floor', 'ground', 'Floor must be a whole number from -5 to 200'],
    ['floor', -6, 'Floor must be a whole number from -5 to 200'],
    ['floor', 201, 'Floor must be a whole number from -5 to 200'],
    ['area', 'big', 'Please enter Area in Number'],
    ['areaUnit', 'ropani', REQUIRED],
    ['name', 'x'.repeat(81), 'At most 80 characters'],
  ])('%s = %j: %s', async (field, value, message) => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    expect(await fieldErrorsOf(createUnit(member.id, property.id, unitInput({ [field]: value } as never)))).toEqual({ [field]: [message] })
  })

  test('an edit with bad input changes nothing', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const unit = await createUnit(member.id, property.id, unitInput({ floor: '-2', area: '72.5', areaUnit: 'sqm' } as never))
    expect(unit).toMatchObject({ floor: -2, area: 72.5, areaUnit: 'sqm' })
    expect(await fieldErrorsOf(updateUnit(member.id, unit.id, unitInput({ name: ' ' })))).toEqual({ name: [REQUIRED] })
    expect(await getUnit(member.id, unit.id)).toEqual(unit)
  })
})
