// Agreements and tenants over HTTP against the built server: every /v1 call of API.md with its
// shape and refusals, and 404 for another member's ids on every agreement and tenant route, web
// and API alike (no existence leak).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { createMember, uniquePhone } from '../../support/fixtures'
import { apiClient, webClient } from '../../support/http-clients'
import { startServer, type ServerProcess } from '../../support/server-process'
import { bsOf, landlord, payload, today } from '../agreements/support'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

const apiAs = (memberId: number) => apiClient(server, memberId)
/** A signed-in browser: the production server's session cookie. */
const webAs = async (memberId: number) => (await webClient(server, memberId)).get

describe('/v1 agreements and tenants', () => {
  test('create, read, count, latest, search, tenant profile, terminate, history', async () => {
    const { member, divided, flat1 } = await landlord()
    const as = await apiAs(member.id)
    const phone = uniquePhone()
    const start = today()
    const created = await as('/v1/member/agreement', {
      method: 'POST',
      body: payload({
        propertyId: divided.id,
        unitId: flat1.id,
        memberId: 999_999,
        tenantPhone: phone.slice(4),
        calendarType: 'BS',
        startDate: bsOf(start),
        endDate: bsOf(addAdDays(start, 365)),
        deposit: 50000,
        utilities: [{ utilityId: 'Water', price: 300, paymentInterval: 1, paymentDayOfMonth: 1 }],
      }),
    })
    expect(created.status).toBe(200)
    const agreement = created.data as { id: number; tenantId: number }
    expect(created.data).toMatchObject({
      memberId: member.id,
      calendarType: 'BS',
      startDate: start,
      bsStartDate: bsOf(start),
      current: true,
      leaseAmount: 25000,
      deposit: 50000,
      Tenants: { firstName: 'Ram', lastName: 'Thapa', phone: phone.slice(4) },
      Properties: { id: divided.id, name: 'Himalaya Apartments', division: true },
      Units: { id: flat1.id, name: 'Flat 1' },
      Utilities: [
        { id: null, utilityId: 'Rent', price: 25000, deposit: 50000 },
        { utilityId: 'Water', price: 300, deposit: null, paymentInterval: 1, paymentDayOfMonth: 1 },
      ],
    })
    expect((await as(`/v1/member/agreement/${agreement.id}`)).data).toEqual(created.data)
    expect((await as('/v1/member/agreement')).data).toEqual([created.data])
    expect(await as('/v1/member/agreement/my/count')).toMatchObject({ status: 200, count: 1 })
    expect((await as('/v1/member/agreement/my/latest')).data).toEqual([
      { id: agreement.id, name: 'Flat 1 lease', unitName: 'Flat 1', propertyName: 'Himalaya Apartments', createdAt: expect.any(String), role: 'OWNER' },
    ])
    expect((await as(`/v1/member/tenant/search?phone=${encodeURIComponent(phone)}`)).data).toEqual([{ id: agreement.tenantId, firstName: 'Ram', lastName: 'Thapa', yours: true }])
    expect((await as(`/v1/member/tenant/search?phone=${uniquePhone().slice(4)}`)).data).toEqual([])
    expect(await as('/v1/member/tenant/search?phone=')).toMatchObject({ status: 400, error: { fields: { phone: ['Tenant Phone Number is invalid'] } } })
    expect((await as('/v1/member/tenant')).data).toEqual([{ id: agreement.tenantId, firstName: 'Ram', lastName: 'Thapa', phone: phone.slice(4), prefLanguage: 'NEP', activeAgreements: 1 }])
    expect(await as('/v1/member/tenant/count')).toMatchObject({ count: 1 })
    expect((await as(`/v1/member/tenant/${agreement.tenantId}`)).data).toMatchObject({
      phone: phone.slice(4),
      Tenants: { firstName: 'Ram', lastName: 'Thapa', AgreementAsTenant: [{ id: agreement.id }] },
    })
    expect((await as('/v1/member/utilityoption')).data).toEqual(['Rent', 'Electricity', 'Water', 'Internet', 'Garbage', 'Parking'].map((id) => ({ id })))

    // The same unit again: 409 UNIT_TAKEN.
    const again = await as('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: divided.id, unitId: flat1.id }) })
    expect(again).toMatchObject({ status: 409, error: { code: 'UNIT_TAKEN' } })

    expect(await as(`/v1/member/agreement/${agreement.id}`, { method: 'DELETE' })).toMatchObject({ status: 200, data: {} })
    expect(await as(`/v1/member/agreement/${agreement.id}`, { method: 'DELETE' })).toMatchObject({ status: 409, error: { code: 'AGREEMENT_NOT_CURRENT' } })
    expect((await as('/v1/member/agreement/history')).data).toMatchObject([{ id: agreement.id, status: 'TERMINATED', current: false }])
    expect((await as('/v1/member/agreement')).data).toEqual([])
    expect(await as('/v1/member/agreement/my/count')).toMatchObject({ count: 0 })
  })

  test('tenant search: 30 lookups an hour per member, then 429 with Retry-After', async () => {
    const { createSession } = await import('~/services/accounts/session.server')
    const { token } = await createSession((await createMember()).id, 'API')
    const search = () => fetch(`${server.url}/v1/member/tenant/search?phone=${uniquePhone().slice(4)}`, { headers: { authorization: `Bearer ${token}` } })
    for (let i = 0; i < 30; i++) expect((await search()).status).toBe(200)
    const refused = await search()
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500)
  })

  test('refusals: 400 with fields, 409 TENANT_NAME_MISMATCH, 403 PLAN_LIMIT', async () => {
    const { member, house, divided, flat1 } = await landlord()
    const as = await apiAs(member.id)
    const badDate = await as('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id, calendarType: 'BS', startDate: '2083-04-32', endDate: '2084-04-01' }) })
    expect(badDate).toMatchObject({ status: 400, error: { code: 'VALIDATION_ERROR', fields: { startDate: ['Invalid nepali date must be between 1 - 31 in 2083 4'] } } })
    const badAmount = await as('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id, leaseAmount: 'lots' }) })
    expect(badAmount).toMatchObject({ status: 400, error: { fields: { leaseAmount: ['Please enter a valid number'] } } })
    expect(await as('/v1/member/agreement', { method: 'POST', body: '{' as unknown })).toMatchObject({ status: 400 })

    const phone = uniquePhone()
    const other = await landlord()
    await (await apiAs(other.member.id))('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: other.house.id, tenantPhone: phone, tenantFirstName: 'Gita' }) })
    const mismatch = await as('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id, tenantPhone: phone }) })
    expect(mismatch).toMatchObject({ status: 409, error: { code: 'TENANT_NAME_MISMATCH', message: expect.stringContaining('G… T…') } })
    expect(JSON.stringify(mismatch)).not.toContain('Gita')
    // Another landlord's tenant: the search answers initials only.
    expect((await as(`/v1/member/tenant/search?phone=${phone.slice(4)}`)).data).toEqual([{ id: expect.any(Number), firstName: 'G…', lastName: 'T…', yours: false }])

    await prismaPlan(member.id, divided.id)
    await as('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id }) })
    expect(await as('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: divided.id, unitId: flat1.id }) })).toMatchObject({
      status: 403,
      error: { code: 'PLAN_LIMIT' },
    })
  })
})

/**
 * Fills the member's Basic plan to 10 current agreements less one, straight in the database, on
 * `propertyId` (named: a filler on the whole house would make the next agreement on it refused
 * as "taken" before the plan is asked, and which property an unordered read finds first varies).
 */
async function prismaPlan(memberId: number, propertyId: number) {
  const { prisma } = await import('~/server/db.server')
  const tenant = await prisma.tenant.create({ data: { phone: uniquePhone(), firstName: 'Filler', lastName: 'Tenant' } })
  const property = await prisma.property.findFirstOrThrow({ where: { memberId, id: propertyId } })
  for (let n = 0; n < 9; n += 1) {
    await prisma.agreement.create({
      data: {
        memberId,
        propertyId: property.id,
        tenantId: tenant.id,
        name: `Filler ${n}`,
        startDate: new Date(`${today()}T00:00:00Z`),
        endDate: new Date('2099-01-01T00:00:00Z'),
        leaseAmountPaisa: 100n,
        paymentIntervalMonths: 1,
        paymentDayOfMonth: 1,
      },
    })
  }
}

describe('another member’s ids are 404 on every agreement and tenant route', () => {
  test('web pages and /v1 calls', async () => {
    const owner = await landlord()
    const ownerApi = await apiAs(owner.member.id)
    const created = (await ownerApi('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: owner.house.id }) })).data as { id: number; tenantId: number }
    const intruder = await createMember()
    const api = await apiAs(intruder.id)
    const web = await webAs(intruder.id)
    for (const [method, path] of [
      ['GET', `/v1/member/agreement/${created.id}`],
      ['DELETE', `/v1/member/agreement/${created.id}`],
      ['GET', `/v1/member/tenant/${created.tenantId}`],
      ['GET', '/v1/member/agreement/abc'],
      ['GET', '/v1/member/tenant/99999999999'],
    ] as const) {
      expect(await api(path, { method }), `${method} ${path}`).toMatchObject({ status: 404, error: { code: 'NOT_FOUND' } })
    }
    for (const path of [
      `/agreements/${created.id}`,
      `/agreements/${created.id}?dialog=terminate`,
      `/agreements/create?created=${created.id}`,
      `/tenants/${created.tenantId}`,
      '/agreements/abc',
      '/tenants/0',
    ]) {
      const response = await web(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toContain('Flat 1 lease')
    }
    const terminate = await web(`/agreements/${created.id}?dialog=terminate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ intent: 'terminate-agreement', confirmName: 'Flat 1 lease' }).toString(),
    })
    expect(terminate.status).toBe(404)
    expect(((await ownerApi(`/v1/member/agreement/${created.id}`)).data as { status: string }).status).toBe('ACTIVE')
    // The intruder's own pages work and show nothing of the owner's.
    const index = await web('/agreements')
    expect(index.status).toBe(200)
    expect(await index.text()).toContain('No Active Agreements found')
  })
})

/** Posts the create form as a browser without JavaScript does. */
function postCreate(web: Awaited<ReturnType<typeof webAs>>, fields: Record<string, string>) {
  return web('/agreements/create', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams(fields).toString(),
  })
}

/** The create form's fields for the member's undivided house, as text. */
function formFields(propertyId: number, overrides: Record<string, string> = {}): Record<string, string> {
  const raw = payload({ propertyId })
  const fields = Object.fromEntries(Object.entries(raw).flatMap(([key, value]) => (Array.isArray(value) ? [] : [[key, String(value)]])))
  return { ...fields, tenantPhone: String(raw.tenantPhone).slice(4), intent: 'agreement', ...overrides }
}

describe('the create form (web, without JavaScript)', () => {
  test('tenant lookup: none, found with the same names, found under another name, the recorded name taken', async () => {
    const { member, house } = await landlord()
    const web = await webAs(member.id)
    const phone = uniquePhone()
    const notFound = await postCreate(web, formFields(house.id, { intent: 'search-tenant', tenantPhone: phone.slice(4) }))
    expect(notFound.status).toBe(200)
    expect(await notFound.text()).toContain('No tenant has this number yet')
    const empty = await postCreate(web, formFields(house.id, { intent: 'search-tenant', tenantPhone: '' }))
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Tenant Phone Number is invalid')

    const other = await landlord()
    await (await apiAs(other.member.id))('/v1/member/agreement', {
      method: 'POST',
      body: payload({ propertyId: other.house.id, tenantPhone: phone, tenantFirstName: 'Hari', tenantLastName: 'Gurung' }),
    })
    const same = await (await postCreate(web, formFields(house.id, { intent: 'search-tenant', tenantPhone: phone.slice(4), tenantFirstName: 'hari', tenantLastName: 'GURUNG' }))).text()
    expect(same).toContain('This phone number already exists in our records.')
    // No name-mismatch dialog (looked for by its title: the page may hold other dialogs).
    expect(same).not.toContain('tenant-mismatch-title')
    const filled = await (await postCreate(web, formFields(house.id, { intent: 'search-tenant', tenantPhone: phone.slice(4), tenantFirstName: '', tenantLastName: '' }))).text()
    expect(filled).toMatch(/name="tenantFirstName"[^>]*value="H…"|value="H…"[^>]*name="tenantFirstName"/)
    const mismatch = await (await postCreate(web, formFields(house.id, { intent: 'search-tenant', tenantPhone: phone.slice(4) }))).text()
    expect(mismatch).toContain('Looks like there is a problem with tenant phone number.')
    expect(mismatch).toContain('tenant-mismatch-title')
    // Another landlord's tenant: initials only, never the recorded name.
    expect(mismatch).toContain('H… G…')
    expect(mismatch).not.toContain('Hari')
    expect(filled).not.toContain('Hari')
    const recorded = await (await postCreate(web, formFields(house.id, { intent: 'use-recorded-name', tenantPhone: phone.slice(4) }))).text()
    expect(recorded).toContain('Tenant name changed')
    expect(recorded).toMatch(/value="G…"/)
    expect(recorded).not.toContain('Gurung')
    const changed = await (await postCreate(web, formFields(house.id, { intent: 'change-phone', tenantPhone: phone.slice(4) }))).text()
    expect(changed).not.toContain(phone.slice(4))
    // Submitting other names anyway: 409 and the dialog again; nothing created.
    const refused = await postCreate(web, formFields(house.id, { tenantPhone: phone.slice(4) }))
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('Looks like there is a problem with tenant phone number.')
    // Saving with the initials keeps the recorded name: one tenant, named as recorded.
    const created = await postCreate(web, formFields(house.id, { tenantPhone: phone.slice(4), tenantFirstName: 'H…', tenantLastName: 'G…' }))
    expect(created.status).toBe(302)
    expect(created.headers.get('location')).toMatch(/^\/agreements\/create\?created=\d+$/)
    const { prisma } = await import('~/server/db.server')
    expect(await prisma.tenant.findMany({ where: { phone }, select: { firstName: true, lastName: true } })).toEqual([{ firstName: 'Hari', lastName: 'Gurung' }])
  })

  test('every field error at once, in the member’s language; nothing is created', async () => {
    const member = await createMember({ prefLanguage: 'NEP' })
    const { createProperty } = await import('~/services/properties/properties.server')
    const { propertyInput } = await import('../properties/support')
    const house = await createProperty(member.id, propertyInput({ name: 'Ghar', division: false }))
    const web = await webAs(member.id)
    const response = await postCreate(web, formFields(house.id, { name: '', calendarType: 'BS', startDate: '2083-13-01', endDate: '2089-01-01', leaseAmount: '0', paymentDayOfMonth: '33' }))
    expect(response.status).toBe(400)
    const html = await response.text()
    for (const message of ['यो विवरण आवश्यक छ', 'अमान्य नेपाली महिना: १ देखि १२ भित्र हुनुपर्छ', 'नेपाली वर्ष दायराबाहिर छ', 'भाडा रकम ० भन्दा बढी हुनुपर्छ', '१ देखि ३२ सम्मको पूर्ण सङ्ख्या हुनुपर्छ']) {
      expect(html).toContain(message)
    }
    expect(await countOf(member.id)).toBe(0)
  })

  test('a plan limit refuses with its message and a link to /plans', async () => {
    const { member, house, divided, flat1 } = await landlord()
    await prismaPlan(member.id, divided.id)
    await (await apiAs(member.id))('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id }) })
    const refused = await postCreate(await webAs(member.id), formFields(divided.id, { unitId: String(flat1.id) }))
    expect(refused.status).toBe(403)
    const html = await refused.text()
    expect(html).toContain('Your Basic plan allows 10 current agreements. Upgrade your plan to add more.')
    expect(html).toContain('href="/plans"')
  })
})

const countOf = async (memberId: number) => (await import('~/services/agreements/agreements.server')).countCurrentAgreements(memberId)

describe('history a page at a time', () => {
  test('web pager (25 a page, Nepali labels) and /v1 ?page=, the whole list without it', async () => {
    const member = await createMember({ prefLanguage: 'NEP' })
    const { createProperty } = await import('~/services/properties/properties.server')
    const { propertyInput } = await import('../properties/support')
    const { prisma } = await import('~/server/db.server')
    const house = await createProperty(member.id, propertyInput({ name: 'Ghar', division: false }))
    const tenant = await prisma.tenant.create({ data: { phone: uniquePhone(), firstName: 'Old', lastName: 'Tenant' } })
    await prisma.agreement.createMany({
      data: Array.from({ length: 27 }, (_, n) => ({
        memberId: member.id,
        propertyId: house.id,
        tenantId: tenant.id,
        name: `Old lease ${n + 1}`,
        status: 'TERMINATED' as const,
        startDate: new Date('2025-01-01T00:00:00Z'),
        endDate: new Date('2025-12-31T00:00:00Z'),
        createdAt: new Date(Date.UTC(2025, 0, n + 1)),
        leaseAmountPaisa: 100_000n,
        paymentIntervalMonths: 1,
        paymentDayOfMonth: 1,
      })),
    })
    const api = await apiAs(member.id)
    expect(((await api('/v1/member/agreement/history')).data as unknown[]).length).toBe(27)
    const second = (await api('/v1/member/agreement/history?page=2&pageSize=25')).data as Array<{ name: string }>
    expect(second.map((agreement) => agreement.name)).toEqual(['Old lease 2', 'Old lease 1'])
    expect(((await api('/v1/member/agreement/history?page=1')).data as unknown[]).length).toBe(25)
    expect(await api('/v1/member/agreement/history?pageSize=7')).toMatchObject({ status: 400, error: { fields: { pageSize: ['pageSize must be one of 25, 50, 100'] } } })

    const web = await webAs(member.id)
    const first = await (await web('/agreements/history')).text()
    expect(first).toContain('Old lease 27')
    expect(first).not.toContain('Old lease 2<')
    expect(first).toContain('aria-label="पृष्ठ २ मा जानुहोस्"')
    expect(first).toMatch(/<nav[^>]*aria-label="पृष्ठहरू"/)
    expect(first).not.toContain('pagination navigation')
    expect(first).toContain('२७ मध्ये १–२५')
    const page2 = await (await web('/agreements/history?page=2')).text()
    expect(page2).toContain('Old lease 1<')
    expect(page2).not.toContain('Old lease 27')
    const past = await web('/agreements/history?page=9')
    expect(past.status).toBe(302)
    expect(past.headers.get('location')).toBe('/agreements/history?page=2&pageSize=25')
  })
})

describe('tenant screens', () => {
  test('avatars are inline SVG drawn here (no image from elsewhere); the count badge stops at 99+', async () => {
    const { member, house } = await landlord()
    const { prisma } = await import('~/server/db.server')
    const tenant = await prisma.tenant.create({ data: { phone: uniquePhone(), firstName: 'Bishnu', lastName: 'Karki' } })
    await prisma.agreement.createMany({
      data: Array.from({ length: 100 }, (_, n) => ({
        memberId: member.id,
        propertyId: house.id,
        tenantId: tenant.id,
        name: `Lease ${n + 1}`,
        status: 'ENDED' as const,
        startDate: new Date('2025-01-01T00:00:00Z'),
        endDate: new Date('2025-12-31T00:00:00Z'),
        leaseAmountPaisa: 100_000n,
        paymentIntervalMonths: 1,
        paymentDayOfMonth: 1,
      })),
    })
    const web = await webAs(member.id)
    const grid = await (await web('/tenants')).text()
    expect(grid).toMatch(/<svg[^>]*viewBox="0 0 100 100"/)
    expect(grid).toMatch(/>BK<\/text>/)
    expect(grid).not.toMatch(/<img/)
    expect(grid).toContain('0 Active Agreements')
    const profile = await (await web(`/tenants/${tenant.id}`)).text()
    expect(profile).toMatch(/>BK<\/text>/)
    expect(profile).not.toMatch(/<img/)
    expect(profile).toContain('>99+<')
    expect(profile).toContain('100 agreements')
  })
})
