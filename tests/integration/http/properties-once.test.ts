// A property and a unit are added once however often one form, or one /v1 request with its
// Idempotency-Key, is sent: without JavaScript nothing stops a second tap of Save on a slow
// connection, and each twin counted against the plan's limit. Sent at the same moment or later,
// the same render answers as the first did; the same key with other values adds nothing either.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { prisma } from '~/server/db.server'
import { apiClient, formKeyOn, webClient } from '../../support/http-clients'
import { createMember } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'
import { BAGMATI, KATHMANDU } from '../properties/support'
import { landlord } from '../agreements/support'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

const place = { provinceId: String(BAGMATI), districtId: String(KATHMANDU), city: 'Kathmandu', address1: 'Baneshwor', address2: 'Ward 10' }

describe('the web forms', () => {
  test('Save sent twice at once, and again later, adds one property; a new render adds another', async () => {
    const member = await createMember()
    const web = await webClient(server, member.id)
    const form = { intent: 'property', name: 'Shanti Niwas', type: 'residential', division: 'true', area: '4', areaUnit: 'aana', ...place, idempotencyKey: await formKeyOn(web, '/properties/create') }
    const answers = await Promise.all([web.post('/properties/create', form), web.post('/properties/create', form)])
    answers.push(await web.post('/properties/create', form))
    const saved = await prisma.property.findMany({ where: { memberId: member.id } })
    expect(saved).toHaveLength(1)
    for (const answer of answers) {
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toBe(`/properties/create?saved=${saved[0]!.id}`)
    }
    // The same render's key with other values is refused, and adds nothing.
    const changed = await web.post('/properties/create', { ...form, name: 'Another House' })
    expect(changed.status).toBe(409)
    expect(await prisma.property.count({ where: { memberId: member.id } })).toBe(1)

    const next = { ...form, name: 'Lakeside House', idempotencyKey: await formKeyOn(web, '/properties/create') }
    expect((await web.post('/properties/create', next)).status).toBe(302)
    expect(await prisma.property.count({ where: { memberId: member.id } })).toBe(2)
  })

  test('Add Unit sent twice at once adds one unit', async () => {
    const { member, divided } = await landlord()
    const web = await webClient(server, member.id)
    const path = `/properties/${divided.id}?dialog=add-unit`
    const form = { intent: 'add-unit', name: 'Flat 3', floor: '3', area: '850', areaUnit: 'sqft', idempotencyKey: await formKeyOn(web, path) }
    const answers = await Promise.all([web.post(path, form), web.post(path, form), web.post(path, form)])
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302])
    expect(await prisma.unit.count({ where: { propertyId: divided.id, name: 'Flat 3' } })).toBe(1)
  })
})

describe('/v1 with an Idempotency-Key', () => {
  test('a property and a unit, each sent three times at once with one key: one of each, the same answer each time', async () => {
    const { member, divided } = await landlord()
    const api = await apiClient(server, member.id)
    const property = { name: 'Bagmati Heights', type: 'commercial', division: true, area: 6, areaUnit: 'aana', ...place, provinceId: BAGMATI, districtId: KATHMANDU }
    const propertyKey = { 'Idempotency-Key': randomUUID() }
    const properties = await Promise.all(Array.from({ length: 3 }, () => api('/v1/member/property', { method: 'POST', body: property, headers: propertyKey })))
    expect(properties.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(new Set(properties.map((answer) => JSON.stringify(answer.data))).size).toBe(1)
    expect(properties.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(2)
    expect(await prisma.property.count({ where: { memberId: member.id, name: 'Bagmati Heights' } })).toBe(1)
    expect(await api('/v1/member/property', { method: 'POST', body: { ...property, name: 'Other' }, headers: propertyKey })).toMatchObject({
      status: 422,
      error: { code: 'IDEMPOTENCY_KEY_REUSED' },
    })

    const unit = { propertyId: divided.id, name: 'Flat 9', floor: 9, area: 700, areaUnit: 'sqft' }
    const unitKey = { 'Idempotency-Key': randomUUID() }
    const units = await Promise.all(Array.from({ length: 3 }, () => api('/v1/member/unit', { method: 'POST', body: unit, headers: unitKey })))
    expect(units.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(new Set(units.map((answer) => JSON.stringify(answer.data))).size).toBe(1)
    expect(await prisma.unit.count({ where: { propertyId: divided.id, name: 'Flat 9' } })).toBe(1)
    // Without a key, each request adds one, as before.
    for (let i = 0; i < 2; i++) expect((await api('/v1/member/unit', { method: 'POST', body: unit })).status).toBe(200)
    expect(await prisma.unit.count({ where: { propertyId: divided.id, name: 'Flat 9' } })).toBe(3)
  })

  test('the OpenAPI document offers the Idempotency-Key on both', async () => {
    const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>> }
    for (const path of ['/v1/member/property', '/v1/member/unit']) {
      expect(document.paths[path]?.post?.parameters, path).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }))
    }
  })
})
