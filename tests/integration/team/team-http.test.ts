// A shared property over HTTP (ADR 041), web without JavaScript and /v1: each role gets what the
// role table gives it on the property's pages and forms, 404 for what it may not see, 403 for what
// it may see but not do; writes land in the owner's books with the person who acted; a removed
// person's next request is a 404. The owner's invitation flow end to end through /v1.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { apiClient, webClient } from '../../support/http-clients'
import { createMember } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'
import { payload } from '../agreements/support'
import type { InvitedRole } from '~/domain/property-roles'
import { sharedTenancy as sharedTenancyOn } from './support'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

type Role = InvitedRole

const sharedTenancy = (role: Role) => sharedTenancyOn(server, role)

const cash = (amount: string) => ({ intent: 'record-payment', calendarType: 'AD', paidOn: nepalToday(), method: 'CASH', amount })

describe('a collector', () => {
  test('sees the property and the agreement, records a cash payment in the owner’s books as its recorder, and voids nothing', async () => {
    const { owner, house, agreement, person, web, ownerWeb } = await sharedTenancy('COLLECTOR')
    const page = `/agreements/${agreement.id}`

    const property = await web.get(`/properties/${house.id}`)
    expect(property.status).toBe(200)
    const propertyHtml = await property.text()
    expect(propertyHtml).toContain(`href="${page}"`)
    expect(propertyHtml).not.toContain(`/properties/edit/${house.id}`)
    expect((await web.get(`/properties/${house.id}/team`)).status).toBe(404)
    expect((await web.get(`/properties/${house.id}/readings`)).status).toBe(200)

    const shown = await (await web.get(page)).text()
    expect(shown).toContain('name="intent" value="record-payment"')
    expect(shown).not.toContain('value="terminate"')

    const recorded = await web.post(page, cash('1500'))
    expect(recorded.status).toBe(302)
    const payment = await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id } })
    expect(payment).toMatchObject({ memberId: owner.id, recordedByMemberId: person.id, amountPaisa: 150_000n, receiptNumber: 1 })
    expect(await (await ownerWeb.get('/receipts/1')).text()).toContain('Received by')
    // The collector hands over the receipt through the agreement (numbers are the owner's).
    expect(await (await web.get(page)).text()).toContain(`href="${page}/receipts/1"`)
    const receipt = await web.get(`${page}/receipts/1`)
    expect(receipt.status).toBe(200)
    expect(await receipt.text()).toContain('Gita Rai')
    expect((await web.get('/receipts/1')).status).toBe(404)
    expect((await web.get(`${page}/receipts/2`)).status).toBe(404)

    const voidForm = { intent: 'void-payment', paymentId: String(payment.id), reason: 'Wrong tenant' }
    expect((await web.post(`${page}?dialog=void-payment&payment=${payment.id}`, voidForm)).status).toBe(403)
    expect((await web.post(page, { intent: 'add-charge', kind: 'OTHER', amount: '100' })).status).toBe(403)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id, voidedAt: null } })).toBe(1)
    expect(await (await web.get(page)).text()).not.toContain('dialog=void-payment')

    // The owner's audit log names the collector for the write that succeeded, and for nothing refused.
    const logged = await prisma.auditEvent.findMany({ where: { subjectMemberId: owner.id, action: 'member.teamWrite' } })
    expect(logged).toEqual([expect.objectContaining({ actorMemberId: person.id, target: `property:${house.id}`, details: expect.objectContaining({ ability: 'payment:record', role: 'COLLECTOR' }) })])
    expect(await (await ownerWeb.get('/settings/activity')).text()).toContain('A change by a team member')
  })

  test('removed by the owner, gets a 404 on the next request, web and /v1', async () => {
    const { house, agreement, person, web, personApi, ownerApi } = await sharedTenancy('COLLECTOR')
    expect((await web.get(`/agreements/${agreement.id}`)).status).toBe(200)
    expect((await ownerApi(`/v1/member/property/${house.id}/team/${person.id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await web.get(`/agreements/${agreement.id}`)).status).toBe(404)
    expect((await web.get(`/properties/${house.id}`)).status).toBe(404)
    expect((await web.post(`/agreements/${agreement.id}`, cash('10'))).status).toBe(404)
    expect((await personApi(`/v1/member/property/${house.id}/team`)).status).toBe(404)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })
})

describe('the other roles', () => {
  test('a viewer reads but records nothing (403), and sees no forms', async () => {
    const { house, agreement, web } = await sharedTenancy('VIEWER')
    const page = `/agreements/${agreement.id}`
    const html = await (await web.get(page)).text()
    expect(html).not.toContain('value="record-payment"')
    expect((await web.post(page, cash('100'))).status).toBe(403)
    expect((await web.get(`/properties/${house.id}/team`)).status).toBe(200)
    expect((await web.get(`/properties/${house.id}/readings`)).status).toBe(404)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })

  test('a manager voids a recent payment but not one older than 7 days', async () => {
    const { owner, agreement, web, person } = await sharedTenancy('MANAGER')
    const page = `/agreements/${agreement.id}`
    expect((await web.post(page, cash('100'))).status).toBe(302)
    expect((await web.post(page, cash('200'))).status).toBe(302)
    const [recent, old] = await prisma.payment.findMany({ where: { agreementId: agreement.id }, orderBy: { id: 'asc' } })
    await prisma.payment.update({ where: { id: old!.id }, data: { createdAt: new Date(Date.now() - 8 * 86_400_000) } })

    // The page offers Void on the recent payment only; a post for the old one is refused all the same.
    const html = await (await web.get(page)).text()
    expect(html).toContain(`dialog=void-payment&amp;payment=${recent!.id}`)
    expect(html).not.toContain(`dialog=void-payment&amp;payment=${old!.id}`)
    const refused = await web.post(`${page}?dialog=void-payment&payment=${old!.id}`, { intent: 'void-payment', paymentId: String(old!.id), reason: 'Typed twice' })
    expect(refused.status).toBe(403)
    const voided = await web.post(`${page}?dialog=void-payment&payment=${recent!.id}`, { intent: 'void-payment', paymentId: String(recent!.id), reason: 'Typed twice' })
    expect(voided.status).toBe(302)
    expect(await prisma.payment.findMany({ where: { agreementId: agreement.id, voidedAt: { not: null } }, select: { id: true } })).toEqual([{ id: recent!.id }])
    const audit = await prisma.auditEvent.findFirstOrThrow({ where: { action: 'member.paymentVoid', target: `payment:${recent!.id}` } })
    expect(audit).toMatchObject({ actorMemberId: person.id, subjectMemberId: owner.id })
  })

  test('a co-owner sees the team with shares but cannot change it; a stranger sees nothing', async () => {
    const { house, agreement, person, personApi, ownerApi } = await sharedTenancy('CO_OWNER')
    const team = await personApi(`/v1/member/property/${house.id}/team`)
    expect(team.data).toMatchObject({ role: 'CO_OWNER', owner: { sharePercent: 75 }, people: [{ memberId: person.id, sharePercent: 25 }] })
    const stranger = await createMember()
    const invite = await personApi(`/v1/member/property/${house.id}/team`, { method: 'POST', body: { phone: stranger.phone, role: 'VIEWER' } })
    expect(invite.status).toBe(403)
    expect((await ownerApi(`/v1/member/property/${house.id}/team/${person.id}`, { method: 'PATCH', body: { role: 'CO_OWNER', sharePercent: 101 } })).status).toBe(400)

    const strangerWeb = await webClient(server, stranger.id)
    const strangerApi = await apiClient(server, stranger.id)
    expect((await strangerWeb.get(`/properties/${house.id}`)).status).toBe(404)
    expect((await strangerWeb.get(`/agreements/${agreement.id}`)).status).toBe(404)
    expect((await strangerApi(`/v1/member/property/${house.id}/team`)).status).toBe(404)
  })
})

describe('an agreement’s other pages', () => {
  test('a viewer reads the statement and the changes without their forms, and may not post them; a collector sees neither', async () => {
    const { agreement, web } = await sharedTenancy('VIEWER')
    const changes = `/agreements/${agreement.id}/changes`
    expect((await web.get(`/agreements/${agreement.id}/statement`)).status).toBe(200)
    const html = await (await web.get(changes)).text()
    expect(html).toContain('id="page-title"')
    expect(html).not.toContain('value="change-terms"')
    expect((await web.post(changes, { intent: 'change-terms' })).status).toBe(403)
    const meters = `/agreements/${agreement.id}/meters`
    const metersHtml = await (await web.get(meters)).text()
    expect(metersHtml).toContain('id="page-title"')
    expect(metersHtml).not.toContain('value="set-rate"')
    expect((await web.post(meters, { intent: 'set-rate' })).status).toBe(403)

    const collector = await sharedTenancy('COLLECTOR')
    expect((await collector.web.get(`/agreements/${collector.agreement.id}/statement`)).status).toBe(404)
    expect((await collector.web.get(`/agreements/${collector.agreement.id}/changes`)).status).toBe(404)
    expect((await collector.web.get(`/agreements/${collector.agreement.id}/meters`)).status).toBe(404)
  })
})

describe('the ledger in /v1, by role', () => {
  test('a collector lists and records payments but voids none; a viewer lists only; removed, 404', async () => {
    const { owner, house, agreement, person, personApi, ownerApi } = await sharedTenancy('COLLECTOR')
    const payments = `/v1/member/agreement/${agreement.id}/payment`
    const recorded = await personApi(payments, { method: 'POST', body: { amount: 1500, paidOn: nepalToday(), method: 'CASH', calendarType: 'AD' } })
    expect(recorded.status).toBe(201)
    const payment = await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id } })
    expect(payment).toMatchObject({ memberId: owner.id, recordedByMemberId: person.id })
    expect((await personApi(payments)).data).toHaveLength(1)
    expect((await personApi(`/v1/member/agreement/${agreement.id}/charges`)).status).toBe(200)
    const voided = await personApi(`/v1/member/payment/${payment.id}/void`, { method: 'POST', body: { reason: 'Wrong' } })
    expect(voided.status).toBe(403)
    expect(voided.error?.code).toBe('FORBIDDEN')

    const viewer = await createMember()
    await ownerApi(`/v1/member/property/${house.id}/team`, { method: 'POST', body: { phone: viewer.phone, role: 'VIEWER' } })
    const viewerApi = await apiClient(server, viewer.id)
    const [invitation] = (await viewerApi('/v1/member/invitation')).data as Array<{ id: number }>
    await viewerApi(`/v1/member/invitation/${invitation!.id}/accept`, { method: 'POST', body: {} })
    expect((await viewerApi(payments)).data).toHaveLength(1)
    expect((await viewerApi(payments, { method: 'POST', body: { amount: 10, paidOn: nepalToday(), method: 'CASH', calendarType: 'AD' } })).status).toBe(403)

    await ownerApi(`/v1/member/property/${house.id}/team/${person.id}`, { method: 'DELETE' })
    expect((await personApi(payments)).status).toBe(404)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id, voidedAt: null } })).toBe(1)
  })
})

describe('properties in /v1, by role', () => {
  test('the list carries shared properties with the caller’s role; one property answers by role', async () => {
    const { house, person, personApi, ownerApi } = await sharedTenancy('MANAGER')
    const mine = (await ownerApi('/v1/member/property')).data as Array<{ id: number; role: string }>
    expect(mine.find((property) => property.id === house.id)?.role).toBe('OWNER')
    const theirs = (await personApi('/v1/member/property')).data as Array<{ id: number; role: string }>
    expect(theirs).toEqual([expect.objectContaining({ id: house.id, role: 'MANAGER' })])
    expect((await personApi(`/v1/member/property/${house.id}`)).data).toMatchObject({ id: house.id, role: 'MANAGER' })
    expect((await personApi(`/v1/member/property/${house.id}`, { method: 'PATCH', body: { name: 'Renamed' } })).status).toBe(403)
    expect((await personApi(`/v1/member/property/${house.id}`, { method: 'DELETE' })).status).toBe(403)
    await ownerApi(`/v1/member/property/${house.id}/team/${person.id}`, { method: 'PATCH', body: { role: 'CO_OWNER', sharePercent: '12.5' } })
    expect((await personApi(`/v1/member/property/${house.id}`, { method: 'PATCH', body: { name: 'Renamed' } })).data).toMatchObject({ name: 'Renamed', role: 'CO_OWNER' })
    expect((await personApi(`/v1/member/property/${house.id}`, { method: 'DELETE' })).status).toBe(403)
    expect(await prisma.property.count({ where: { id: house.id } })).toBe(1)
  })
})

describe('lists', () => {
  test('the agreements, the properties and the dashboard show what is shared with the member, and stop when they are removed', async () => {
    const { house, agreement, person, web, ownerApi } = await sharedTenancy('VIEWER')
    const link = `href="/agreements/${agreement.id}"`
    expect(await (await web.get('/agreements')).text()).toContain(link)
    expect(await (await web.get('/properties')).text()).toContain(`href="/properties/${house.id}"`)
    expect(await (await web.get('/dashboard')).text()).toContain(`href="/properties/${house.id}"`)
    await ownerApi(`/v1/member/property/${house.id}/team/${person.id}`, { method: 'DELETE' })
    expect(await (await web.get('/agreements')).text()).not.toContain(link)
    expect(await (await web.get('/dashboard')).text()).not.toContain(`href="/properties/${house.id}"`)
  })
})

describe('who changed the terms', () => {
  test('a manager’s change of the rent is in the owner’s books, named as the manager’s in the history', async () => {
    const { agreement, web, ownerWeb } = await sharedTenancy('MANAGER')
    const changes = `/agreements/${agreement.id}/changes`
    const changed = await web.post(changes, { intent: 'change-terms', effectiveDate: nepalToday(), calendarType: 'AD', leaseAmount: '26000', reason: 'Yearly increase' })
    expect(changed.status).toBe(302)
    const row = await prisma.agreementChange.findFirstOrThrow({ where: { agreementId: agreement.id } })
    expect(row.recordedByMemberId).not.toBeNull()
    expect(await (await ownerWeb.get(changes)).text()).toContain('Gita Rai')
  })
})

describe('readings in /v1, by role', () => {
  test('a collector may record a reading (here refused only because the agreement has no meter); a viewer may not (403)', async () => {
    const { agreement, personApi, house, ownerApi } = await sharedTenancy('COLLECTOR')
    const readings = `/v1/member/agreement/${agreement.id}/reading`
    const body = { utilityId: 'Electricity', calendarType: 'AD', readOn: nepalToday(), reading: 120 }
    expect((await personApi(readings)).status).toBe(200)
    const collector = await personApi(readings, { method: 'POST', body })
    // Past the role: the agreement charges no metered electricity.
    expect(collector.status).toBe(400)
    expect(collector.error?.fields).toEqual({ utilityId: ['This utility is not metered on this agreement: set its rate first'] })

    const viewer = await createMember()
    await ownerApi(`/v1/member/property/${house.id}/team`, { method: 'POST', body: { phone: viewer.phone, role: 'VIEWER' } })
    const viewerApi = await apiClient(server, viewer.id)
    const [invitation] = (await viewerApi('/v1/member/invitation')).data as Array<{ id: number }>
    await viewerApi(`/v1/member/invitation/${invitation!.id}/accept`, { method: 'POST', body: {} })
    const refused = await viewerApi(readings, { method: 'POST', body })
    expect(refused.error).toMatchObject({ code: 'FORBIDDEN' })
    expect(refused.status).toBe(403)
  })
})

describe('“I paid” reports in /v1, by role', () => {
  test('a collector confirms a tenant’s report into the owner’s books; a viewer may not decide (403)', async () => {
    const { owner, house, agreement, personApi, ownerApi } = await sharedTenancy('COLLECTOR')
    const report = () =>
      prisma.paymentProof.create({ data: { agreementId: agreement.id, memberId: owner.id, amountPaisa: 500_000n, paidOn: new Date(nepalToday()), method: 'BANK_TRANSFER' } })
    const first = await report()
    const confirmed = await personApi(`/v1/member/payment-proof/${first.id}/confirm`, { method: 'POST', body: {} })
    expect(confirmed.status).toBe(200)
    expect(await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id } })).toMatchObject({ memberId: owner.id, amountPaisa: 500_000n })

    const viewer = await createMember()
    await ownerApi(`/v1/member/property/${house.id}/team`, { method: 'POST', body: { phone: viewer.phone, role: 'VIEWER' } })
    const viewerApi = await apiClient(server, viewer.id)
    const [invitation] = (await viewerApi('/v1/member/invitation')).data as Array<{ id: number }>
    await viewerApi(`/v1/member/invitation/${invitation!.id}/accept`, { method: 'POST', body: {} })
    const second = await report()
    expect((await viewerApi(`/v1/member/payment-proof/${second.id}/reject`, { method: 'POST', body: { reason: 'Not seen in the bank' } })).status).toBe(403)
    expect((await prisma.paymentProof.findUniqueOrThrow({ where: { id: second.id } })).status).toBe('PENDING')
  })
})

describe('the owner’s other properties stay the owner’s', () => {
  test('a manager of one house gets 404 for everything of the owner’s other property, web and /v1', async () => {
    const { divided, flat1, ownerApi, web, personApi } = await sharedTenancy('MANAGER')
    const other = (await ownerApi('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: divided.id, unitId: flat1.id }) })).data as { id: number }
    expect(other.id).toBeGreaterThan(0)
    for (const path of [
      `/properties/${divided.id}`,
      `/properties/${divided.id}/team`,
      `/properties/${divided.id}/readings`,
      `/agreements/${other.id}`,
      `/agreements/${other.id}/statement`,
      `/agreements/${other.id}/changes`,
      `/agreements/${other.id}/receipts/1`,
    ]) {
      expect((await web.get(path)).status, path).toBe(404)
    }
    expect((await web.post(`/agreements/${other.id}`, cash('100'))).status).toBe(404)
    for (const path of [`/v1/member/property/${divided.id}`, `/v1/member/property/${divided.id}/team`, `/v1/member/agreement/${other.id}/payment`, `/v1/member/agreement/${other.id}/charges`]) {
      expect((await personApi(path)).status, path).toBe(404)
    }
    const listed = (await personApi('/v1/member/property')).data as Array<{ id: number }>
    expect(listed.map((property) => property.id)).not.toContain(divided.id)
    expect(await prisma.payment.count({ where: { agreementId: other.id } })).toBe(0)
  })
})

describe('a collector’s payment sent twice', () => {
  test('the same Idempotency-Key sent twice at once records one payment in the owner’s books', async () => {
    const { owner, agreement, personApi } = await sharedTenancy('COLLECTOR')
    const send = () =>
      personApi(`/v1/member/agreement/${agreement.id}/payment`, {
        method: 'POST',
        body: { amount: 700, paidOn: nepalToday(), method: 'CASH', calendarType: 'AD' },
        headers: { 'Idempotency-Key': 'collector-door-cash-1' },
      })
    const answers = await Promise.all([send(), send()])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201])
    expect(await prisma.payment.count({ where: { agreementId: agreement.id, memberId: owner.id } })).toBe(1)
  })
})
