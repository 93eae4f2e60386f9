// Properties and units through /v1 (API.md) against the built server: each endpoint's shape and
// failures, and 404 for another member's ids on every property and unit endpoint.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { REQUIRED as REQUIRED_CODE } from '~/schemas/property-schemas'
import { COORDINATE_ERRORS as COORDINATE_CODES, encodePlusCode } from '~/domain/plus-code'
import { createSession } from '~/services/accounts/session.server'
import { PROPERTY_MESSAGES as PROPERTY_CODES } from '~/services/properties/properties.server'
import { prisma } from '~/server/db.server'
import { english, englishTexts } from '../../support/english'
import { createMember } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'
import { BAGMATI, createAgreement, KATHMANDU, LEASE_END, LEASE_START, propertyInput, unitInput } from '../properties/support'

// /v1 words its messages in English (ADR 020).
const REQUIRED = english(REQUIRED_CODE)
const COORDINATE_ERRORS = englishTexts(COORDINATE_CODES)
const PROPERTY_MESSAGES = englishTexts(PROPERTY_CODES)

type Json = Record<string, unknown>
type Answer = { status: number; contentType: string | null; data?: unknown; count?: number; error?: { code: string; message: string; fields?: Record<string, string[]> } }

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

async function call(path: string, { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(server.url + path, { method, headers, body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body) })
  return { status: response.status, contentType: response.headers.get('content-type'), ...((await response.json()) as Json) }
}

/** A member with an API token. */
async function apiMember() {
  const member = await createMember()
  const { token } = await createSession(member.id, 'API')
  const as = (path: string, init: { method?: string; body?: unknown } = {}) => call(path, { ...init, token })
  return { member, token, as }
}

/** Creates through the API and answers the new property's `data`. */
async function postProperty(as: (path: string, init?: { method?: string; body?: unknown }) => Promise<Answer>, overrides: Json = {}) {
  const answer = await as('/v1/member/property', { method: 'POST', body: { ...propertyInput(), ...overrides } })
  expect(answer.status).toBe(200)
  return answer.data as Json & { id: number }
}

async function postUnit(as: (path: string, init?: { method?: string; body?: unknown }) => Promise<Answer>, propertyId: number, overrides: Json = {}) {
  const answer = await as('/v1/member/unit', { method: 'POST', body: { propertyId, ...unitInput(), ...overrides } })
  expect(answer.status).toBe(200)
  // The answer says the caller's role on the unit's property; the unit as its property lists it does not.
  const { role, ...unit } = answer.data as Json & { id: number; role: string }
  expect(role).toBe('OWNER')
  return unit
}

const unitShape = (overrides: Json = {}) => ({
  id: expect.any(Number),
  propertyId: expect.any(Number),
  name: 'Flat 1A',
  floor: 1,
  area: 850,
  areaUnit: 'sqft',
  available: true,
  hasAgreements: false,
  ...overrides,
})

describe('properties', () => {
  test('POST creates for the token’s member (a `memberId` in the body is ignored) and answers the property', async () => {
    const { member, as } = await apiMember()
    const other = await createMember()
    const answer = await as('/v1/member/property', {
      method: 'POST',
      body: { ...propertyInput(), memberId: other.id, area: '4.5', lat: '27.7043' },
    })
    expect(answer.status).toBe(200)
    expect(answer.data).toEqual({
      id: expect.any(Number),
      name: 'Shanti Niwas',
      type: 'residential',
      division: true,
      area: 4.5,
      areaUnit: 'aana',
      areaSquareFeet: 1540.125,
      address1: 'Baneshwor',
      address2: 'Ward 10',
      city: 'Kathmandu',
      provinceId: BAGMATI,
      districtId: KATHMANDU,
      province: { id: BAGMATI, name: 'Bagmati', nameNe: 'बाग्मती प्रदेश' },
      district: { id: KATHMANDU, name: 'Kathmandu', nameNe: expect.any(String) },
      lat: 27.7043,
      lng: 85.307,
      plusCode: '7MV7P834+PR',
      leased: false,
      unitCount: 0,
      agreementCount: 0,
      hasAgreements: false,
      Units: [],
      role: 'OWNER',
    })
    const row = await prisma.property.findUniqueOrThrow({ where: { id: (answer.data as Json).id as number } })
    expect(row.memberId).toBe(member.id)
  })

  test('POST answers 400 with every field’s message, and for malformed JSON', async () => {
    const { as } = await apiMember()
    const empty = await as('/v1/member/property', { method: 'POST', body: {} })
    expect(empty.status).toBe(400)
    expect(empty.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Some fields are missing or invalid.',
      fields: Object.fromEntries(
        ['name', 'type', 'division', 'area', 'areaUnit', 'address1', 'address2', 'provinceId', 'districtId', 'city'].map((field) => [field, [REQUIRED]]),
      ),
    })
    const area = await as('/v1/member/property', { method: 'POST', body: { ...propertyInput(), area: 'lots' } })
    expect(area.error?.fields).toEqual({ area: ['Please enter Area in Number'] })
    const district = await as('/v1/member/property', { method: 'POST', body: { ...propertyInput(), districtId: 1 } })
    expect(district.status).toBe(400)
    expect(district.error?.fields).toEqual({ districtId: [PROPERTY_MESSAGES.districtNotInProvince] })
    const malformed = await as('/v1/member/property', { method: 'POST', body: '{"name":' })
    expect(malformed).toMatchObject({ status: 400, error: { code: 'MALFORMED_JSON' } })
  })

  test('POST answers 403 at the plan limit', async () => {
    const { member, as } = await apiMember()
    for (let index = 0; index < 5; index++) await postProperty(as, { name: `House ${index}` })
    const refused = await as('/v1/member/property', { method: 'POST', body: propertyInput() })
    expect(refused).toMatchObject({
      status: 403,
      error: { code: 'FORBIDDEN', message: 'Your Basic plan allows 5 properties. Upgrade your plan to add more.' },
    })
    expect(await prisma.property.count({ where: { memberId: member.id } })).toBe(5)
  })

  test('GET lists rows with Units and current Agreements (money in rupees); `?units=true` adds each unit’s', async () => {
    const { member, as } = await apiMember()
    const divided = await postProperty(as)
    const unit = await postUnit(as, divided.id)
    const whole = await postProperty(as, { name: 'Whole house', division: false })
    const unitLease = await createAgreement({ memberId: member.id, propertyId: divided.id, unitId: unit.id })
    await createAgreement({ memberId: member.id, propertyId: whole.id, status: 'TERMINATED' })
    const agreement = { id: unitLease.id, name: unitLease.name, unitId: unit.id, startDate: LEASE_START, endDate: LEASE_END, leaseAmount: 25000.5 }
    const row = (overrides: Json) => ({ name: 'Shanti Niwas', address1: 'Baneshwor', city: 'Kathmandu', role: 'OWNER', ...overrides })
    const takenUnit = unitShape({ id: unit.id, propertyId: divided.id, available: false, hasAgreements: true })

    const plain = await as('/v1/member/property')
    expect(plain.status).toBe(200)
    expect(plain.data).toEqual([
      row({ id: divided.id, division: true, leased: true, Units: [takenUnit], Agreements: [agreement] }),
      row({ id: whole.id, name: 'Whole house', division: false, leased: false, Units: [], Agreements: [] }),
    ])
    const withUnits = await as('/v1/member/property?units=true')
    expect((withUnits.data as Json[])[0]).toEqual(
      row({ id: divided.id, division: true, leased: true, Units: [{ ...takenUnit, Agreements: [agreement] }], Agreements: [agreement] }),
    )
    expect(await as('/v1/member/property?units=maybe')).toMatchObject({ status: 400, error: { code: 'VALIDATION_ERROR' } })
  })

  test('GET my/count answers `{ count }`', async () => {
    const { as } = await apiMember()
    expect(await as('/v1/member/property/my/count')).toMatchObject({ status: 200, count: 0 })
    await postProperty(as)
    await postProperty(as)
    const answer = await as('/v1/member/property/my/count')
    expect(answer).toEqual({ status: 200, contentType: expect.stringContaining('application/json'), count: 2 })
  })

  test('GET {id} answers the property with its Units, province and district', async () => {
    const { as } = await apiMember()
    const property = await postProperty(as)
    const unit = await postUnit(as, property.id, { name: 'Shop', floor: 0, area: '20.5', areaUnit: 'sqm' })
    const answer = await as(`/v1/member/property/${property.id}`)
    expect(answer.status).toBe(200)
    expect(answer.data).toEqual({ ...property, unitCount: 1, Units: [unit] })
    expect(unit).toEqual(unitShape({ propertyId: property.id, name: 'Shop', floor: 0, area: 20.5, areaUnit: 'sqm' }))
  })

  test('PATCH changes the fields sent; 400 for bad ones; 409 making a property with units undivided', async () => {
    const { as } = await apiMember()
    const property = await postProperty(as)
    const patched = await as(`/v1/member/property/${property.id}`, { method: 'PATCH', body: { name: 'Naya Ghar', lat: 27.71, lng: 85.32 } })
    expect(patched.status).toBe(200)
    expect(patched.data).toEqual({ ...property, name: 'Naya Ghar', lat: 27.71, lng: 85.32, plusCode: encodePlusCode(27.71, 85.32) })
    expect(encodePlusCode(27.71, 85.32)).not.toBe(property.plusCode)
    const bad = await as(`/v1/member/property/${property.id}`, { method: 'PATCH', body: { name: '', area: 'x' } })
    expect(bad).toMatchObject({ status: 400, error: { fields: { name: [REQUIRED], area: ['Please enter Area in Number'] } } })
    await postUnit(as, property.id)
    const undivide = await as(`/v1/member/property/${property.id}`, { method: 'PATCH', body: { division: false } })
    expect(undivide).toMatchObject({ status: 409, error: { code: 'CONFLICT', message: PROPERTY_MESSAGES.dividedHasUnits } })
    expect((await as(`/v1/member/property/${property.id}`)).data).toMatchObject({ name: 'Naya Ghar', division: true })
  })

  test('coordinates are optional but go together: none, a pair, null together removes them', async () => {
    const { as } = await apiMember()
    const { lat: _lat, lng: _lng, ...withoutCoordinates } = propertyInput()
    const created = await as('/v1/member/property', { method: 'POST', body: withoutCoordinates })
    expect(created).toMatchObject({ status: 200, data: { lat: null, lng: null, plusCode: null } })
    const property = created.data as { id: number }
    const alone = await as('/v1/member/property', { method: 'POST', body: { ...withoutCoordinates, lat: 27.7 } })
    expect(alone).toMatchObject({ status: 400, error: { code: 'VALIDATION_ERROR', fields: { lng: [COORDINATE_ERRORS.bothOrNeither] } } })
    const half = await as(`/v1/member/property/${property.id}`, { method: 'PATCH', body: { lng: 85.3 } })
    expect(half).toMatchObject({ status: 400, error: { fields: { lat: [COORDINATE_ERRORS.bothOrNeither] } } })
    const located = await as(`/v1/member/property/${property.id}`, { method: 'PATCH', body: { lat: 27.71, lng: 85.32 } })
    expect(located.data).toMatchObject({ lat: 27.71, lng: 85.32, plusCode: encodePlusCode(27.71, 85.32) })
    const renamed = await as(`/v1/member/property/${property.id}`, { method: 'PATCH', body: { name: 'Naya Ghar' } })
    expect(renamed.data).toMatchObject({ name: 'Naya Ghar', lat: 27.71, lng: 85.32 })
    const removed = await as(`/v1/member/property/${property.id}`, { method: 'PATCH', body: { lat: null, lng: null } })
    expect(removed).toMatchObject({ status: 200, data: { lat: null, lng: null, plusCode: null } })
  })

  test('DELETE answers `{}`, then 404; 409 while the property has an agreement', async () => {
    const { member, as } = await apiMember()
    const free = await postProperty(as)
    await postUnit(as, free.id)
    expect(await as(`/v1/member/property/${free.id}`, { method: 'DELETE' })).toMatchObject({ status: 200, data: {} })
    expect(await as(`/v1/member/property/${free.id}`)).toMatchObject({ status: 404, error: { code: 'NOT_FOUND', message: 'Property Not Found' } })
    expect(await as(`/v1/member/property/${free.id}`, { method: 'DELETE' })).toMatchObject({ status: 404 })

    const leased = await postProperty(as, { division: false })
    await createAgreement({ memberId: member.id, propertyId: leased.id, status: 'ENDED' })
    expect(await as(`/v1/member/property/${leased.id}`, { method: 'DELETE' })).toMatchObject({
      status: 409,
      error: { code: 'CONFLICT', message: 'This property has agreements and cannot be deleted. Terminate or keep them; history is never deleted.' },
    })
    expect((await as(`/v1/member/property/${leased.id}`)).status).toBe(200)
  })
})

describe('units', () => {
  test('GET ?propertyId= lists the units with `available`; 400 without a property; 404 for an unknown one', async () => {
    const { member, as } = await apiMember()
    const property = await postProperty(as)
    const a = await postUnit(as, property.id, { name: 'A', floor: 0 })
    const b = await postUnit(as, property.id, { name: 'B', floor: 1 })
    await createAgreement({ memberId: member.id, propertyId: property.id, unitId: b.id })
    const answer = await as(`/v1/member/unit?propertyId=${property.id}`)
    expect(answer).toMatchObject({ status: 200, data: [a, { ...b, available: false, hasAgreements: true }] })
    expect(await as('/v1/member/unit')).toMatchObject({ status: 400, error: { fields: { propertyId: [REQUIRED] } } })
    expect(await as('/v1/member/unit?propertyId=abc')).toMatchObject({ status: 400, error: { fields: { propertyId: [REQUIRED] } } })
    expect(await as('/v1/member/unit?propertyId=2000000000')).toMatchObject({ status: 404 })
  })

  test('POST adds a unit to a divided property; 400 with fields; 404 unknown property; 409 undivided', async () => {
    const { as } = await apiMember()
    const property = await postProperty(as)
    const unit = await postUnit(as, property.id, { memberId: 12345 })
    expect(unit).toEqual(unitShape({ propertyId: property.id }))
    expect(await as('/v1/member/unit', { method: 'POST', body: { propertyId: property.id } })).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_ERROR', fields: { name: [REQUIRED], floor: [REQUIRED], area: [REQUIRED], areaUnit: [REQUIRED] } },
    })
    expect(await as('/v1/member/unit', { method: 'POST', body: { ...unitInput(), propertyId: 2_000_000_000 } })).toMatchObject({ status: 404 })
    const whole = await postProperty(as, { division: false })
    expect(await as('/v1/member/unit', { method: 'POST', body: { ...unitInput(), propertyId: whole.id } })).toMatchObject({
      status: 409,
      error: { code: 'CONFLICT', message: PROPERTY_MESSAGES.undividedHasNoUnits },
    })
  })

  test('GET, PATCH and DELETE {id}; DELETE 409 while the unit has an agreement', async () => {
    const { member, as } = await apiMember()
    const property = await postProperty(as)
    const unit = await postUnit(as, property.id)
    expect(await as(`/v1/member/unit/${unit.id}`)).toMatchObject({ status: 200, data: unit })
    const patched = await as(`/v1/member/unit/${unit.id}`, { method: 'PATCH', body: { floor: 2 } })
    expect(patched).toMatchObject({ status: 200, data: { ...unit, floor: 2 } })
    expect(await as(`/v1/member/unit/${unit.id}`, { method: 'PATCH', body: { floor: 'top' } })).toMatchObject({
      status: 400,
      error: { fields: { floor: ['Floor must be a whole number from -5 to 200'] } },
    })

    await createAgreement({ memberId: member.id, propertyId: property.id, unitId: unit.id, status: 'TERMINATED' })
    expect(await as(`/v1/member/unit/${unit.id}`, { method: 'DELETE' })).toMatchObject({
      status: 409,
      error: { message: 'This unit has agreements and cannot be deleted. Terminate or keep them; history is never deleted.' },
    })
    const spare = await postUnit(as, property.id, { name: 'Spare' })
    expect(await as(`/v1/member/unit/${spare.id}`, { method: 'DELETE' })).toMatchObject({ status: 200, data: {} })
    expect(await as(`/v1/member/unit/${spare.id}`)).toMatchObject({ status: 404, error: { code: 'NOT_FOUND', message: 'Unit Not Found' } })
  })
})

test('GET /v1/member/province answers the provinces with their Districts', async () => {
  const { as } = await apiMember()
  const answer = await as('/v1/member/province')
  expect(answer.status).toBe(200)
  const provinces = answer.data as Array<{ id: number; name: string; Districts: Json[] }>
  expect(provinces).toHaveLength(7)
  expect(provinces[2]).toMatchObject({ id: BAGMATI, name: 'Bagmati', nameNe: 'बाग्मती प्रदेश' })
  expect(provinces[2]?.Districts).toContainEqual({ id: KATHMANDU, name: 'Kathmandu', nameNe: expect.any(String) })
  expect(provinces.flatMap((province) => province.Districts)).toHaveLength(77)
})

describe('another member’s ids, malformed ids, tokens and methods', () => {
  let owner: Awaited<ReturnType<typeof apiMember>>
  let intruder: Awaited<ReturnType<typeof apiMember>>
  let property: Json & { id: number }
  let unit: Json & { id: number }
  beforeAll(async () => {
    owner = await apiMember()
    intruder = await apiMember()
    property = await postProperty(owner.as)
    unit = await postUnit(owner.as, property.id)
    await postProperty(intruder.as, { name: 'Intruder’s own' })
  })

  const endpoints = (propertyId: number | string, unitId: number | string): Array<[string, string, unknown?]> => [
    ['GET', `/v1/member/property/${propertyId}`],
    ['PATCH', `/v1/member/property/${propertyId}`, { name: 'Taken' }],
    ['DELETE', `/v1/member/property/${propertyId}`],
    ['GET', `/v1/member/unit?propertyId=${propertyId}`],
    ['POST', '/v1/member/unit', { ...unitInput({ name: 'Planted' }), propertyId }],
    ['GET', `/v1/member/unit/${unitId}`],
    ['PATCH', `/v1/member/unit/${unitId}`, { name: 'Taken' }],
    ['DELETE', `/v1/member/unit/${unitId}`],
  ]

  test('every property and unit endpoint answers 404 for another member’s ids, and changes nothing', async () => {
    for (const [method, path, body] of endpoints(property.id, unit.id)) {
      const answer = await intruder.as(path, { method, body })
      expect({ method, path, status: answer.status, code: answer.error?.code }).toEqual({ method, path, status: 404, code: 'NOT_FOUND' })
    }
    const list = await intruder.as('/v1/member/property')
    expect((list.data as Json[]).map((row) => row.name)).toEqual(['Intruder’s own'])
    expect(await intruder.as('/v1/member/property/my/count')).toMatchObject({ count: 1 })
    expect((await owner.as(`/v1/member/property/${property.id}`)).data).toEqual({ ...property, unitCount: 1, Units: [unit] })
  })

  test.each(['abc', '0x1', '1e3', '-1', '0', '1.5', '99999999999'])('id %s is a JSON 404, never a 500', async (id) => {
    for (const [method, path, body] of endpoints(id, id).filter(([, path]) => path.includes(`/${id}`))) {
      const answer = await owner.as(path, { method, body })
      expect({ method, path, status: answer.status, json: answer.contentType }).toEqual({ method, path, status: 404, json: expect.stringContaining('application/json') })
    }
  })

  test('without a valid token every endpoint answers 401', async () => {
    const paths = [...endpoints(property.id, unit.id), ['GET', '/v1/member/property'], ['POST', '/v1/member/property', propertyInput()], ['GET', '/v1/member/property/my/count'], ['GET', '/v1/member/province']] as Array<[string, string, unknown?]>
    for (const [method, path, body] of paths) {
      for (const token of [undefined, 'not-a-token']) {
        const answer = await call(path, { method, body, token })
        expect({ method, path, status: answer.status, code: answer.error?.code }).toEqual({ method, path, status: 401, code: 'UNAUTHORIZED' })
      }
    }
  })

  test.each([
    ['PUT', '/v1/member/property'],
    ['DELETE', '/v1/member/property'],
    ['POST', '/v1/member/property/1'],
    ['PUT', '/v1/member/property/1'],
    ['POST', '/v1/member/property/my/count'],
    ['PATCH', '/v1/member/unit'],
    ['POST', '/v1/member/unit/1'],
    ['POST', '/v1/member/province'],
  ])('%s %s is a JSON 405', async (method, path) => {
    const answer = await owner.as(path, { method })
    expect(answer).toMatchObject({ status: 405, error: { code: 'METHOD_NOT_ALLOWED' } })
  })
})

test('the OpenAPI document lists every property, unit and province operation', async () => {
  const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> }
  expect(Object.fromEntries(['/v1/member/property', '/v1/member/property/my/count', '/v1/member/property/{id}', '/v1/member/unit', '/v1/member/unit/{id}', '/v1/member/province'].map((path) => [path, Object.keys(document.paths[path] ?? {}).sort()]))).toEqual({
    '/v1/member/property': ['get', 'post'],
    '/v1/member/property/my/count': ['get'],
    '/v1/member/property/{id}': ['delete', 'get', 'patch'],
    '/v1/member/unit': ['get', 'post'],
    '/v1/member/unit/{id}': ['delete', 'get', 'patch'],
    '/v1/member/province': ['get'],
  })
})

test('the OpenAPI document has the property body’s coordinates optional and nullable', async () => {
  type Body = { required?: string[]; properties: Record<string, { type?: string[] }> }
  const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { requestBody: { content: { 'application/json': { schema: Body } } } }>>
  }
  const body = document.paths['/v1/member/property']?.post?.requestBody.content['application/json'].schema
  expect(body?.required).toEqual(expect.arrayContaining(['name', 'city']))
  expect(body?.required).not.toContain('lat')
  expect(body?.required).not.toContain('lng')
  for (const field of ['lat', 'lng']) expect(body?.properties[field]?.type).toEqual(['number', 'string', 'null'])
})
