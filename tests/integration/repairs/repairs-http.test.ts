// Repair requests over HTTP: the web without JavaScript (multipart report with a photo,
// plain form posts for moves) and /v1 (base64 photos, Idempotency-Key, PATCH moves). Another
// tenant's or landlord's request is 404 on both; an illegal move is 409 with a clear message; a
// retried done with a cost writes one expense; a collector sees nothing, a viewer cannot move; the
// property page links to its waiting requests for those who see them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { prisma } from '~/server/db.server'
import { apiClient, webClient } from '../../support/http-clients'
import { createMember } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'
import { rentedHouse, smallPng } from './support'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

const report = async () => ({ category: 'WATER', location: 'Bathroom pipe', description: 'Water on the floor', photos: [Buffer.from(await smallPng()).toString('base64')] })

describe('over /v1', () => {
  test('the tenant reports once per key; the owner moves it; others get 404; illegal moves 409', async () => {
    const { owner, agreement, tenant, house } = await rentedHouse({ tenantLanguage: 'NEP' })
    const other = await rentedHouse()
    const tenantApi = await apiClient(server, tenant.memberId)
    const body = await report()
    const sent = await tenantApi(`/v1/tenant/agreement/${agreement.id}/repair`, { method: 'POST', body, headers: { 'Idempotency-Key': `repair-${agreement.id}` } })
    expect(sent.status).toBe(201)
    const repair = sent.data as { id: number; photos: number[]; status: string }
    expect(repair).toMatchObject({ status: 'OPEN', photos: [1] })
    const again = await tenantApi(`/v1/tenant/agreement/${agreement.id}/repair`, { method: 'POST', body, headers: { 'Idempotency-Key': `repair-${agreement.id}` } })
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await prisma.repairRequest.count({ where: { agreementId: agreement.id } })).toBe(1)

    const lying = await tenantApi(`/v1/tenant/agreement/${agreement.id}/repair`, { method: 'POST', body: { ...body, photos: [Buffer.from('%PDF-1.7').toString('base64')] } })
    expect(lying.status).toBe(400)

    const otherTenantApi = await apiClient(server, other.tenant.memberId)
    expect((await otherTenantApi(`/v1/tenant/agreement/${agreement.id}/repair`)).status).toBe(404)
    expect((await otherTenantApi(`/v1/tenant/repair/${repair.id}/reopen`, { method: 'POST', body: {} })).status).toBe(404)
    const otherOwnerApi = await apiClient(server, other.owner.id)
    expect((await otherOwnerApi(`/v1/member/repair/${repair.id}`, { method: 'PATCH', body: { status: 'IN_PROGRESS' } })).status).toBe(404)
    expect((await otherOwnerApi('/v1/member/repair')).data).toEqual([])

    const ownerApi = await apiClient(server, owner.id)
    expect((await ownerApi('/v1/member/repair')).data).toMatchObject([{ id: repair.id, propertyId: house.id }])
    expect((await ownerApi(`/v1/member/repair/${repair.id}`, { method: 'PATCH', body: { status: 'IN_PROGRESS' } })).status).toBe(200)
    const twice = await ownerApi(`/v1/member/repair/${repair.id}`, { method: 'PATCH', body: { status: 'IN_PROGRESS' } })
    expect(twice.status).toBe(409)
    expect(twice.error?.message).toContain('cannot be moved that way')

    const done = { status: 'DONE', cost: 1500, chargeTenant: { reason: 'Broken pipe' } }
    const key = { 'Idempotency-Key': `done-${repair.id}` }
    const first = await ownerApi(`/v1/member/repair/${repair.id}`, { method: 'PATCH', body: done, headers: key })
    const second = await ownerApi(`/v1/member/repair/${repair.id}`, { method: 'PATCH', body: done, headers: key })
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.data).toMatchObject({ status: 'DONE', cost: 1500, chargeId: expect.any(Number) })
    expect(await prisma.expense.count({ where: { idempotencyKey: `repair:${repair.id}` } })).toBe(1)
    const texts = await prisma.smsMessage.findMany({ where: { template: 'repair-changed', to: tenant.phone } })
    expect(texts.map((sms) => sms.language)).toEqual(['NEP', 'NEP'])

    const reopened = await tenantApi(`/v1/tenant/repair/${repair.id}/reopen`, { method: 'POST', body: { note: 'Still wet' } })
    expect(reopened.data).toMatchObject({ status: 'OPEN' })
  })
})

describe('on the web, without JavaScript', () => {
  test('the tenant reports with a photo; the owner sees and moves it; others get 404', async () => {
    const { owner, agreement, tenant } = await rentedHouse()
    const other = await rentedHouse()
    const tenantWeb = await webClient(server, tenant.memberId)
    const form = new FormData()
    form.set('intent', 'report-repair')
    form.set('category', 'PLUMBING')
    form.set('location', 'Kitchen tap')
    form.set('description', 'Leaks all night')
    form.append('photos', new Blob([Buffer.from(await smallPng())], { type: 'image/png' }), 'leak.png')
    const posted = await tenantWeb.get(`/my-rent/${agreement.id}/repairs`, { method: 'POST', body: form, headers: { origin: server.url } })
    expect(posted.status).toBe(302)
    const repair = await prisma.repairRequest.findFirstOrThrow({ where: { agreementId: agreement.id }, include: { photos: true } })
    expect(repair.photos).toHaveLength(1)
    expect(await (await tenantWeb.get(`/my-rent/${agreement.id}/repairs`)).text()).toContain('Kitchen tap')
    expect((await tenantWeb.get(`/my-rent/repairs/${repair.id}/photos/1`)).headers.get('content-type')).toBe('image/jpeg')

    const otherTenantWeb = await webClient(server, other.tenant.memberId)
    expect((await otherTenantWeb.get(`/my-rent/${agreement.id}/repairs`)).status).toBe(404)
    expect((await otherTenantWeb.get(`/my-rent/repairs/${repair.id}/photos/1`)).status).toBe(404)

    const ownerWeb = await webClient(server, owner.id)
    expect(await (await ownerWeb.get('/repairs')).text()).toContain(`href="/repairs/${repair.id}"`)
    expect(await (await ownerWeb.get('/dashboard')).text()).toContain(`href="/repairs/${repair.id}"`)
    expect((await ownerWeb.get(`/repairs/${repair.id}`)).status).toBe(200)
    expect((await ownerWeb.post(`/repairs/${repair.id}`, { intent: 'move-start', note: 'Plumber tomorrow' })).status).toBe(302)
    const illegal = await ownerWeb.post(`/repairs/${repair.id}`, { intent: 'move-start' })
    expect(illegal.status).toBe(409)
    expect(await illegal.text()).toContain('cannot be moved that way')
    expect((await ownerWeb.post(`/repairs/${repair.id}`, { intent: 'move-done', cost: '1500' })).status).toBe(302)
    expect(await (await ownerWeb.get(`/repairs/${repair.id}`)).text()).toContain('1,500')

    const otherOwnerWeb = await webClient(server, other.owner.id)
    expect((await otherOwnerWeb.get(`/repairs/${repair.id}`)).status).toBe(404)
    expect((await otherOwnerWeb.get(`/repairs/${repair.id}/photos/1?original=1`)).status).toBe(404)
    expect((await otherOwnerWeb.post(`/repairs/${repair.id}`, { intent: 'move-close' })).status).toBe(404)
  })

  test('a collector does not see repairs (404); a viewer sees but cannot move (403)', async () => {
    const { owner, house, agreement, tenant } = await rentedHouse()
    const ownerApi = await apiClient(server, owner.id)
    const tenantApi = await apiClient(server, tenant.memberId)
    const { id } = (await tenantApi(`/v1/tenant/agreement/${agreement.id}/repair`, { method: 'POST', body: { category: 'OTHER', location: 'Gate', description: 'Stuck' } })).data as { id: number }
    const people: Record<string, number> = {}
    for (const role of ['COLLECTOR', 'VIEWER'] as const) {
      const person = await createMember()
      await ownerApi(`/v1/member/property/${house.id}/team`, { method: 'POST', body: { phone: person.phone, role } })
      const personApi = await apiClient(server, person.id)
      const [invitation] = (await personApi('/v1/member/invitation')).data as Array<{ id: number }>
      await personApi(`/v1/member/invitation/${invitation!.id}/accept`, { method: 'POST', body: {} })
      people[role] = person.id
    }
    const collector = await webClient(server, people.COLLECTOR!)
    expect((await collector.get(`/repairs/${id}`)).status).toBe(404)
    expect((await (await apiClient(server, people.COLLECTOR!))(`/v1/member/repair/${id}`, { method: 'PATCH', body: { status: 'IN_PROGRESS' } })).status).toBe(404)
    const viewer = await webClient(server, people.VIEWER!)
    const page = await viewer.get(`/repairs/${id}`)
    expect(page.status).toBe(200)
    expect(await page.text()).not.toContain('value="move-start"')
    expect((await viewer.post(`/repairs/${id}`, { intent: 'move-start' })).status).toBe(403)
    expect((await (await apiClient(server, people.VIEWER!))(`/v1/member/repair/${id}`, { method: 'PATCH', body: { status: 'IN_PROGRESS' } })).status).toBe(403)

    // The property page's Repairs link, with the count its list shows: for those who see the books, not for a collector.
    const link = `href="/repairs?propertyId=${house.id}"`
    for (const [who, client] of [['owner', await webClient(server, owner.id)], ['viewer', viewer]] as const) {
      const html = await (await client.get(`/properties/${house.id}`)).text()
      expect(html, who).toContain(link)
      expect(html, who).toMatch(/data-testid="property-repairs"[^>]*>Repairs waiting: (<!-- -->)?1</)
    }
    const collectorPage = await collector.get(`/properties/${house.id}`)
    expect(collectorPage.status).toBe(200)
    expect(await collectorPage.text()).not.toContain('property-repairs')
    const filtered = await (await webClient(server, owner.id)).get(`/repairs?propertyId=${house.id}`)
    expect((await filtered.text()).match(/href="\/repairs\/\d+"/g)).toEqual([`href="/repairs/${id}"`])
  })
})
