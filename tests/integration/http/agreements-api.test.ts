// Agreements and tenants over HTTP against the built server: every /v1 call of API.md with its
// shape and refusals, and 404 for another member's ids on every agreement and tenant route, web
// and API alike (no existence leak).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSession } from '~/services/session.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'
import { bsOf, landlord, payload, today } from '../agreements/support'

type Answer = { status: number; data?: unknown; count?: number; error?: { code: string; message: string; fields?: Record<string, string[]> } }

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

async function apiAs(memberId: number) {
  const { token } = await createSession(memberId, 'API')
  return async (path: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(server.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    return { status: response.status, ...((await response.json()) as object) }
  }
}

/** A signed-in browser: the production server's session cookie. */
async function webAs(memberId: number) {
  const { token } = await createSession(memberId, 'WEB')
  const cookie = `__Host-bhadaa_session=${encodeURIComponent(Buffer.from(JSON.stringify(token)).toString('base64'))}`
  return (path: string, init: RequestInit = {}) =>
    fetch(server.url + path, { ...init, redirect: 'manual', headers: { cookie, ...(init.headers as Record<string, string>) } })
}

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
        endDate: bsOf(start.replace(/^(\d{4})/, (year) => String(Number(year) + 1))),
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
      { id: agreement.id, name: 'Flat 1 lease', unitName: 'Flat 1', propertyName: 'Himalaya Apartments', createdAt: expect.any(String) },
    ])
    expect((await as(`/v1/member/tenant/search?phone=${encodeURIComponent(phone)}`)).data).toEqual([{ id: agreement.tenantId, firstName: 'Ram', lastName: 'Thapa' }])
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
    expect(mismatch).toMatchObject({ status: 409, error: { code: 'TENANT_NAME_MISMATCH', message: expect.stringContaining('Gita Thapa') } })

    await prismaPlan(member.id)
    await as('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id }) })
    expect(await as('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: divided.id, unitId: flat1.id }) })).toMatchObject({
      status: 403,
      error: { code: 'PLAN_LIMIT' },
    })
  })
})

/** Fills the member's Basic plan to 10 current agreements less one, straight in the database. */
async function prismaPlan(memberId: number) {
  const { prisma } = await import('~/utils/db.server')
  const tenant = await prisma.tenant.create({ data: { phone: uniquePhone(), firstName: 'Filler', lastName: 'Tenant' } })
  const property = await prisma.property.findFirstOrThrow({ where: { memberId } })
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
    for (const path of [`/agreements/${created.id}`, `/agreements/${created.id}?dialog=terminate`, `/tenants/${created.tenantId}`, '/agreements/abc', '/tenants/0']) {
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
