// The paperwork, the tenants and the money received online of a shared property over HTTP (ADR 041,
// ADR 045), web without JavaScript and /v1: the lease, the settlement, rental notices, a tenant's
// page and identity document, decisions on money received online and on "I paid" reports. Each role
// gets 200 / 403 / 404 as the role table says; writes land in the owner's books naming the person;
// every identity view names the person who looked; the owner's unshared property is 404 for the
// team; a removed person's next request is a 404.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addAdDays, dateColumn } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import type { InvitedRole } from '~/domain/property-roles'
import { prisma } from '~/server/db.server'
import { KATHMANDU_METROPOLITAN_CITY } from '~/services/paperwork/rental-notices.server'
import { apiClient, webClient } from '../../support/http-clients'
import { createMember, uniquePhone } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'
import { landlord, payload } from '../agreements/support'
import { joinTeam } from './support'
import { readWorkbook, sheetObjects } from '../../support/xlsx'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

const ROLES = ['CO_OWNER', 'MANAGER', 'COLLECTOR', 'VIEWER'] as const satisfies readonly InvitedRole[]
const NAMES = {
  CO_OWNER: { firstName: 'Kiran', lastName: 'Shah' },
  MANAGER: { firstName: 'Gita', lastName: 'Rai' },
  COLLECTOR: { firstName: 'Hari', lastName: 'Tamang' },
  VIEWER: { firstName: 'Maya', lastName: 'Gurung' },
}

/** What each role gets, written out here as the table says (not read from the code under test). */
const TENANCY = {
  // see: the lease, settlement, notices, tenants (else 404); run: change them (else 403)
  CO_OWNER: { see: true, run: true },
  MANAGER: { see: true, run: true },
  COLLECTOR: { see: false, run: false },
  VIEWER: { see: true, run: false },
} as const
/** Decides money received online and "I paid" reports (else 403; every role sees the agreement). */
const DECIDES = { CO_OWNER: true, MANAGER: true, COLLECTOR: true, VIEWER: false } as const

const readStatus = (role: InvitedRole) => (TENANCY[role].see ? 200 : 404)
const writeStatus = (role: InvitedRole, done: number) => (TENANCY[role].run ? done : TENANCY[role].see ? 403 : 404)

/** An owner (Pro plan) whose house is shared with one person of each role, an agreement on it, and the owner's other property with its own agreement. */
async function houseWithTeam() {
  const { member: owner, house, divided, flat1 } = await landlord()
  await prisma.member.update({ where: { id: owner.id }, data: { plan: 'PRO', firstName: 'Bishnu', lastName: 'Karki' } })
  const ownerApi = await apiClient(server, owner.id)
  const agreement = (await ownerApi('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: house.id, tenantFirstName: 'Ram', tenantLastName: 'Thapa' }) })).data as { id: number }
  const other = (await ownerApi('/v1/member/agreement', { method: 'POST', body: payload({ propertyId: divided.id, unitId: flat1.id, tenantFirstName: 'Shyam', tenantLastName: 'Lama' }) })).data as { id: number }
  const team = {} as Record<InvitedRole, Awaited<ReturnType<typeof joinTeam>>>
  for (const role of ROLES) team[role] = await joinTeam(server, ownerApi, house.id, role, NAMES[role])
  const tenantOf = async (id: number) => (await prisma.agreement.findUniqueOrThrow({ where: { id }, select: { tenantId: true } })).tenantId
  return { owner, ownerApi, ownerWeb: await webClient(server, owner.id), house, agreement, other, team, tenantId: await tenantOf(agreement.id), otherTenantId: await tenantOf(other.id) }
}

const IDENTITY = { type: 'NATIONAL_ID', number: '123-456-789-0', districtId: 27, calendarType: 'BS', issuedOn: '2079-04-01' }
const LEASE_TERMS = { intent: 'lease-terms', purpose: 'Residence', noticeDays: '35', rentTaxPaidBy: 'LANDLORD', clauses: '' }

describe('the lease', () => {
  test('each role reads and changes it as the table says, web and /v1; every identity number printed names the one who looked', async () => {
    const { owner, ownerApi, agreement, team, tenantId } = await houseWithTeam()
    expect((await ownerApi(`/v1/member/tenant/${tenantId}/identity`, { method: 'PUT', body: IDENTITY })).status).toBe(200)
    const page = `/agreements/${agreement.id}/lease`
    for (const role of ROLES) {
      const { web, personApi, person } = team[role]
      const shown = await web.get(page)
      expect(shown.status, role).toBe(readStatus(role))
      if (TENANCY[role].see) {
        const html = await shown.text()
        expect(html).toContain('123-456-789-0')
        expect(html.includes('value="lease-terms"'), role).toBe(TENANCY[role].run)
        expect(await prisma.identityViewLog.count({ where: { tenantId, viewerMemberId: person.id, what: 'LEASE' } }), role).toBe(1)
      }
      expect((await web.post(page, { ...LEASE_TERMS, noticeDays: '40' })).status, role).toBe(writeStatus(role, 302))
      expect((await personApi(`/v1/member/agreement/${agreement.id}/lease`)).status, role).toBe(readStatus(role))
      expect((await personApi(`/v1/member/agreement/${agreement.id}/lease`, { method: 'PATCH', body: { noticeDays: 45 } })).status, role).toBe(writeStatus(role, 200))
    }
    // The owner never looked: every view is the team's own.
    expect(await prisma.identityViewLog.count({ where: { tenantId, viewerMemberId: owner.id } })).toBe(0)
    expect(await prisma.identityViewLog.count({ where: { tenantId, viewerMemberId: team.COLLECTOR.person.id } })).toBe(0)
    expect(await prisma.leaseTerms.findUniqueOrThrow({ where: { agreementId: agreement.id } })).toMatchObject({ noticeDays: 45 })
    // The first test of the file starts the server's pages cold, on a machine shared with others.
  }, 90_000)
})

describe('the settlement', () => {
  test('a manager settles in the owner’s books as the recorder of its payments; a viewer reads it with the owner as landlord; a collector 404', async () => {
    const { owner, agreement, team } = await houseWithTeam()
    const today = nepalToday()
    await prisma.agreement.update({
      where: { id: agreement.id },
      data: { startDate: dateColumn(addAdDays(today, -60)), endDate: dateColumn(addAdDays(today, -1)), depositPaisa: 2_000_000n, depositMethod: 'CASH', depositReceivedOn: dateColumn(addAdDays(today, -60)) },
    })
    const page = `/agreements/${agreement.id}/settlement`
    const settle = { intent: 'settle', calendarType: 'AD', refundMethod: 'CASH' }
    const path = `/v1/member/agreement/${agreement.id}/settlement`
    for (const role of ['VIEWER', 'COLLECTOR'] as const) {
      expect((await team[role].web.get(page)).status, role).toBe(readStatus(role))
      expect((await team[role].web.post(page, settle)).status, role).toBe(writeStatus(role, 302))
      expect((await team[role].personApi(path, { method: 'POST', body: {}, headers: { 'Idempotency-Key': `settle-${role}` } })).status, role).toBe(writeStatus(role, 201))
    }
    expect(await (await team.VIEWER.web.get(page)).text()).not.toContain('value="settle"')
    expect(await prisma.settlement.count({ where: { agreementId: agreement.id } })).toBe(0)

    const { personApi, person } = team.MANAGER
    expect((await personApi(path, { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'settle-manager' } })).status).toBe(201)
    const deposit = await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id, amountPaisa: { gt: 0 } } })
    expect(deposit).toMatchObject({ memberId: owner.id, recordedByMemberId: person.id })
    expect(await prisma.settlement.findUniqueOrThrow({ where: { agreementId: agreement.id } })).toMatchObject({ memberId: owner.id })

    // Printed by a viewer, the landlord is the owner, not the viewer.
    const printed = await (await team.VIEWER.web.get(page)).text()
    expect(/Landlord<\/dt><dd[^>]*>([^<]*)</.exec(printed)?.[1]).toBe('Bishnu Karki')
    expect((await team.VIEWER.personApi(path)).status).toBe(200)
    expect((await team.COLLECTOR.personApi(path)).status).toBe(404)
  })
})

describe('rental notices', () => {
  test('a notice of the shared house: listed, read and filed by role, web and /v1; the owner’s other property’s notice is 404 to the team', async () => {
    const { owner, agreement, other, team } = await houseWithTeam()
    const today = nepalToday()
    const noticeOf = (agreementId: number) =>
      prisma.rentalNotice.create({
        data: { memberId: owner.id, agreementId, kind: 'LET', localLevelId: KATHMANDU_METROPOLITAN_CITY, eventDate: dateColumn(today), dueDate: dateColumn(addAdDays(today, 7)) },
      })
    const notice = await noticeOf(agreement.id)
    const unshared = await noticeOf(other.id)
    const filing = { intent: 'file-notice', calendarType: 'AD', filedOn: today, reference: 'KMC-1' }
    for (const role of ROLES) {
      const { web, personApi } = team[role]
      const listed = await web.get('/rental-notices')
      expect(listed.status).toBe(200)
      expect((await listed.text()).includes(`/rental-notices/${notice.id}"`), role).toBe(TENANCY[role].see)
      const api = ((await personApi('/v1/member/rental-notice?status=all')).data as Array<{ id: number }>).map((one) => one.id)
      expect(api.includes(notice.id), role).toBe(TENANCY[role].see)
      expect(api).not.toContain(unshared.id)

      const shown = await web.get(`/rental-notices/${notice.id}`)
      expect(shown.status, role).toBe(readStatus(role))
      if (TENANCY[role].see) expect((await shown.text()).includes('value="file-notice"'), role).toBe(TENANCY[role].run)
      expect((await personApi(`/v1/member/rental-notice/${notice.id}`)).status, role).toBe(readStatus(role))
      expect((await web.post(`/rental-notices/${notice.id}`, filing)).status, role).toBe(writeStatus(role, 302))
      expect((await personApi(`/v1/member/rental-notice/${notice.id}/file`, { method: 'POST', body: { calendarType: 'AD', filedOn: today, reference: 'KMC-2' } })).status, role).toBe(writeStatus(role, 200))

      expect((await web.get(`/rental-notices/${unshared.id}`)).status, role).toBe(404)
      expect((await personApi(`/v1/member/rental-notice/${unshared.id}`)).status, role).toBe(404)
      expect((await web.post(`/rental-notices/${unshared.id}`, filing)).status, role).toBe(404)
    }
    expect(await prisma.rentalNotice.findUniqueOrThrow({ where: { id: notice.id } })).toMatchObject({ reference: 'KMC-2' })
    expect(await prisma.rentalNotice.findUniqueOrThrow({ where: { id: unshared.id } })).toMatchObject({ filedOn: null })
  }, 60_000)
})

describe('tenants and their identity documents', () => {
  test('each role reaches the tenant as the table says; identity views and edits name the person; the other property’s tenant is 404', async () => {
    const { ownerApi, tenantId, otherTenantId, team, ownerWeb } = await houseWithTeam()
    expect((await ownerApi(`/v1/member/tenant/${tenantId}/identity`, { method: 'PUT', body: IDENTITY })).status).toBe(200)
    for (const role of ROLES) {
      const { web, personApi, person } = team[role]
      const list = await (await web.get('/tenants')).text()
      expect(list.includes(`/tenants/${tenantId}"`), role).toBe(TENANCY[role].see)
      expect(list).not.toContain(`/tenants/${otherTenantId}"`)
      const profile = await web.get(`/tenants/${tenantId}`)
      expect(profile.status, role).toBe(readStatus(role))
      if (TENANCY[role].see) expect((await profile.text()).includes('value="correct-tenant"'), role).toBe(TENANCY[role].run)
      expect((await web.get(`/tenants/${tenantId}/identity`)).status, role).toBe(readStatus(role))
      expect((await personApi(`/v1/member/tenant/${tenantId}`)).status, role).toBe(readStatus(role))
      const identity = await personApi(`/v1/member/tenant/${tenantId}/identity`)
      expect(identity.status, role).toBe(readStatus(role))
      if (TENANCY[role].see) {
        expect(identity.data).toMatchObject({ type: 'NATIONAL_ID', number: expect.any(String) })
        // The page and the /v1 read: two views of the number, both the person's own.
        expect(await prisma.identityViewLog.count({ where: { tenantId, viewerMemberId: person.id, what: 'NUMBER' } }), role).toBe(2)
      }
      expect((await personApi(`/v1/member/tenant/${tenantId}/identity/views`)).status, role).toBe(readStatus(role))
      expect((await personApi(`/v1/member/tenant/${tenantId}/identity`, { method: 'PUT', body: { ...IDENTITY, number: `99-${role.length}` } })).status, role).toBe(writeStatus(role, 200))
      expect((await personApi(`/v1/member/tenant/${tenantId}`, { method: 'PATCH', body: { firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'NEP' } })).status, role).toBe(writeStatus(role, 200))
      expect((await web.post(`/tenants/${tenantId}`, { intent: 'correct-tenant', firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'NEP' })).status, role).toBe(writeStatus(role, 302))

      for (const path of [`/tenants/${otherTenantId}`, `/tenants/${otherTenantId}/identity`, `/tenants/${otherTenantId}/identity/photo/front`]) {
        expect((await web.get(path)).status, `${role} ${path}`).toBe(404)
      }
      expect((await personApi(`/v1/member/tenant/${otherTenantId}`)).status, role).toBe(404)
      expect((await personApi(`/v1/member/tenant/${otherTenantId}/identity`)).status, role).toBe(404)
    }
    // The last to change it was a manager (the roles run in order), named as its editor.
    expect(await prisma.tenantIdentity.findUniqueOrThrow({ where: { tenantId } })).toMatchObject({ updatedByMemberId: team.MANAGER.person.id })
    // The owner sees who looked, by name.
    const log = await (await ownerWeb.get(`/tenants/${tenantId}/identity`)).text()
    expect(log).toContain('Maya Gurung')
    expect(log).toContain('Gita Rai')
  }, 60_000)

  test('a manager moves an agreement to the right phone in the owner’s books; a viewer 403; a collector 404', async () => {
    const { agreement, team } = await houseWithTeam()
    const path = `/v1/member/agreement/${agreement.id}/tenant-phone`
    const phone = uniquePhone()
    expect((await team.COLLECTOR.personApi(path, { method: 'POST', body: { phone } })).status).toBe(404)
    expect((await team.VIEWER.personApi(path, { method: 'POST', body: { phone } })).status).toBe(403)
    const moved = await team.MANAGER.personApi(path, { method: 'POST', body: { phone } })
    expect(moved.status).toBe(200)
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { tenant: { select: { phone: true } } } })).tenant.phone).toBe(phone)
  })
})

describe('money received online and “I paid” reports', () => {
  test('collectors, managers and co-owners decide in the owner’s books, named as the decider and recorder; a viewer 403 and does not see them listed', async () => {
    const { owner, agreement, team } = await houseWithTeam()
    const waiting = (n: number) =>
      prisma.gatewayPayment.create({
        data: {
          gateway: 'KHALTI',
          agreementId: agreement.id,
          memberId: owner.id,
          amountPaisa: 300_000n,
          orderId: `paper-${agreement.id}-${n}`,
          transactionId: `paper-tx-${agreement.id}-${n}`,
          status: 'NEEDS_DECISION',
          heldReason: 'ledger.error.notStarted',
          receivedAt: new Date(),
        },
      })
    const first = await waiting(1)
    const second = await waiting(2)
    for (const role of ROLES) {
      const listed = ((await team[role].personApi('/v1/member/gateway-payment')).data as Array<{ id: number }>).map((one) => one.id)
      expect(listed.includes(first.id), role).toBe(DECIDES[role])
    }
    const decide = (role: InvitedRole, id: number, body: Record<string, string>) => team[role].personApi(`/v1/member/gateway-payment/${id}/decision`, { method: 'POST', body })
    expect((await decide('VIEWER', first.id, { decision: 'apply' })).status).toBe(403)
    expect((await team.VIEWER.web.post(`/agreements/${agreement.id}/received/${first.id}`, { decision: 'apply' })).status).toBe(403)
    expect((await decide('COLLECTOR', first.id, { decision: 'apply' })).status).toBe(200)
    const applied = await prisma.gatewayPayment.findUniqueOrThrow({ where: { id: first.id }, include: { payment: true } })
    expect(applied).toMatchObject({ decidedByMemberId: team.COLLECTOR.person.id, payment: { memberId: owner.id, recordedByMemberId: team.COLLECTOR.person.id } })
    expect(await prisma.auditEvent.findFirstOrThrow({ where: { action: 'member.receivedPaymentDecision', target: `gatewayPayment:${first.id}` } })).toMatchObject({
      actorMemberId: team.COLLECTOR.person.id,
      subjectMemberId: owner.id,
    })
    const web = await team.MANAGER.web.post(`/agreements/${agreement.id}/received/${second.id}`, { decision: 'refunded', note: 'Given back in cash' })
    expect(web.status).toBe(303)
    expect(await prisma.gatewayPayment.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ decision: 'REFUNDED', decidedByMemberId: team.MANAGER.person.id })
  })

  test('an “I paid” report: listed for those who decide it, its photo shown to every role; a confirmation names the collector as the payment’s recorder', async () => {
    const { owner, agreement, team } = await houseWithTeam()
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
    const proof = await prisma.paymentProof.create({
      data: { agreementId: agreement.id, memberId: owner.id, amountPaisa: 500_000n, paidOn: new Date(nepalToday()), method: 'BANK_TRANSFER', photo: png, photoType: 'image/png' },
    })
    const stranger = await webClient(server, (await createMember()).id)
    expect((await stranger.get(`/payment-proofs/${proof.id}/photo`)).status).toBe(404)
    for (const role of ROLES) {
      const listed = ((await team[role].personApi('/v1/member/payment-proof')).data as Array<{ id: number }>).map((one) => one.id)
      expect(listed.includes(proof.id), role).toBe(DECIDES[role])
      // Every role sees the dues the report is about, and so its photo.
      expect((await team[role].web.get(`/payment-proofs/${proof.id}/photo`)).status, role).toBe(200)
    }
    expect((await team.COLLECTOR.personApi(`/v1/member/payment-proof/${proof.id}/confirm`, { method: 'POST', body: {} })).status).toBe(200)
    const payment = await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id } })
    expect(payment).toMatchObject({ memberId: owner.id, recordedByMemberId: team.COLLECTOR.person.id, amountPaisa: 500_000n })
  })
})

describe('the backup export', () => {
  test('a viewer’s export has the shared house in sheets of its own, with its agreement and payment; a collector’s has none', async () => {
    const { house, agreement, team, ownerApi } = await houseWithTeam()
    const cash = { amount: 1500, paidOn: nepalToday(), method: 'CASH' }
    expect((await ownerApi(`/v1/member/agreement/${agreement.id}/payment`, { method: 'POST', body: cash, headers: { 'Idempotency-Key': `paper-export-${agreement.id}` } })).status).toBe(201)
    const exported = async (role: InvitedRole) => {
      const answer = await team[role].web.get('/settings/backups/export')
      expect(answer.status).toBe(200)
      return readWorkbook(Buffer.from(await answer.arrayBuffer()))
    }
    const viewer = await exported('VIEWER')
    expect(Object.keys(viewer)).toEqual(expect.arrayContaining(['Properties', 'Shared properties', 'Shared agreements', 'Shared payments']))
    expect(sheetObjects(viewer, 'Shared properties')).toEqual([expect.objectContaining({ ID: house.id, Owner: 'Bishnu Karki', Role: 'Viewer' })])
    expect(sheetObjects(viewer, 'Shared agreements').map((row) => row.ID)).toEqual([agreement.id])
    expect(sheetObjects(viewer, 'Shared payments')).toHaveLength(1)
    // The viewer's own books hold nothing of the owner's.
    expect(sheetObjects(viewer, 'Properties')).toEqual([])
    expect(Object.keys(await exported('COLLECTOR'))).not.toContain('Shared properties')
  })
})

describe('removal', () => {
  test('a viewer removed by the owner gets 404 on the next request for the lease, the tenant and the notice, web and /v1', async () => {
    const { owner, ownerApi, house, agreement, team, tenantId } = await houseWithTeam()
    const notice = await prisma.rentalNotice.create({
      data: { memberId: owner.id, agreementId: agreement.id, kind: 'LET', localLevelId: KATHMANDU_METROPOLITAN_CITY, eventDate: dateColumn(nepalToday()), dueDate: dateColumn(addAdDays(nepalToday(), 7)) },
    })
    const { web, personApi, person } = team.VIEWER
    const paths = [`/agreements/${agreement.id}/lease`, `/agreements/${agreement.id}/settlement`, `/tenants/${tenantId}`, `/rental-notices/${notice.id}`]
    for (const path of paths) expect((await web.get(path)).status, path).toBe(200)
    expect((await ownerApi(`/v1/member/property/${house.id}/team/${person.id}`, { method: 'DELETE' })).status).toBe(200)
    for (const path of paths) expect((await web.get(path)).status, path).toBe(404)
    expect((await personApi(`/v1/member/agreement/${agreement.id}/lease`)).status).toBe(404)
    expect((await personApi(`/v1/member/tenant/${tenantId}`)).status).toBe(404)
    expect((await personApi(`/v1/member/rental-notice/${notice.id}`)).status).toBe(404)
    expect(await (await web.get('/tenants')).text()).not.toContain(`/tenants/${tenantId}"`)
  })
})
