// Correcting a tenant against PostgreSQL: a landlord who alone holds the record corrects
// it; a claimed record (or one another landlord holds) gets a request the other party accepts or
// declines; a wrong phone moves the agreement to the right record and texts the new number only.
// Bad input changes nothing; another member's tenant or agreement is 404.
import { afterAll, describe, expect, test } from 'vitest'
import { toNationalNumber } from '~/domain/phone'
import { answerTenantRequest, correctTenant, listTenantRequests, moveAgreementToPhone } from '~/services/tenants/corrections.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { callRoute, fieldErrorsOf, formPost, signedInCookie } from '../../support/route-call'
import { leasedHouse } from '../ledger/support'

afterAll(() => stopQueueClient())

const RIGHT = { firstName: 'Ramesh', lastName: 'Thapa', prefLanguage: 'NEP' as const }
const tenantOf = (agreementId: number) => prisma.agreement.findUniqueOrThrow({ where: { id: agreementId }, select: { tenant: true } }).then((row) => row.tenant)
const notifications = (memberId: number, kind: string) => prisma.notification.findMany({ where: { memberId, kind } })

describe('correcting the names and language', () => {
  test('a landlord who alone holds the tenant corrects it at once, in the history', async () => {
    const { member, agreement } = await leasedHouse()
    const tenant = await tenantOf(agreement.id)
    expect(await correctTenant(member.id, tenant.id, RIGHT)).toMatchObject({ outcome: 'CORRECTED', tenant: RIGHT })
    expect(await tenantOf(agreement.id)).toMatchObject(RIGHT)
    expect(await notifications(member.id, 'TENANT_CORRECTED')).toHaveLength(1)
  })

  test('a tenant who claimed the record gets a request, not an edit; accepting it corrects the record', async () => {
    const { member, agreement } = await leasedHouse()
    const tenant = await tenantOf(agreement.id)
    const claimant = await createMember()
    await prisma.tenant.update({ where: { id: tenant.id }, data: { claimedByMemberId: claimant.id } })
    const result = await correctTenant(member.id, tenant.id, RIGHT)
    expect(result).toMatchObject({ outcome: 'REQUESTED', request: { status: 'PENDING', ...RIGHT } })
    expect(await tenantOf(agreement.id)).toMatchObject({ firstName: tenant.firstName, prefLanguage: tenant.prefLanguage })
    expect(await notifications(claimant.id, 'TENANT_CHANGE_REQUESTED')).toHaveLength(1)
    // The landlord who asked cannot answer it; the claimant can.
    expect(await listTenantRequests(member.id)).toEqual([])
    const requestId = result.outcome === 'REQUESTED' ? result.request.id : 0
    await expect(answerTenantRequest(member.id, requestId, true)).rejects.toBeInstanceOf(NotFoundError)
    expect((await listTenantRequests(claimant.id)).map((request) => request.id)).toEqual([requestId])
    expect(await answerTenantRequest(claimant.id, requestId, true)).toMatchObject({ status: 'ACCEPTED' })
    expect(await tenantOf(agreement.id)).toMatchObject(RIGHT)
    expect((await notifications(member.id, 'TENANT_CHANGE_ANSWERED'))[0]!.payload).toMatchObject({ accepted: true })
  })

  test('another landlord of the tenant gets the request; declining it changes nothing', async () => {
    const phone = uniquePhone()
    const { member, agreement } = await leasedHouse({ tenantPhone: phone })
    const other = await leasedHouse({ tenantPhone: phone })
    const tenant = await tenantOf(agreement.id)
    const result = await correctTenant(member.id, tenant.id, RIGHT)
    expect(result.outcome).toBe('REQUESTED')
    const [request] = await listTenantRequests(other.member.id)
    expect(await answerTenantRequest(other.member.id, request!.id, false)).toMatchObject({ status: 'DECLINED' })
    expect(await tenantOf(agreement.id)).toMatchObject({ firstName: tenant.firstName, lastName: tenant.lastName })
    expect((await notifications(member.id, 'TENANT_CHANGE_ANSWERED'))[0]!.payload).toMatchObject({ accepted: false })
  })

  test('the tenant page: a blank name is 400 and changes nothing; another member’s tenant is 404', async () => {
    const { member, agreement } = await leasedHouse()
    const tenant = await tenantOf(agreement.id)
    const cookie = await signedInCookie(member.id)
    const refused = await callRoute(formPost(`/tenants/${tenant.id}`, { intent: 'correct-tenant', firstName: ' ', lastName: 'Thapa', prefLanguage: 'NEP' }, { cookie }))
    expect(refused.status).toBe(400)
    expect(fieldErrorsOf(refused).firstName).toHaveLength(1)
    expect(await tenantOf(agreement.id)).toEqual(tenant)
    const stranger = await createMember()
    await expect(correctTenant(stranger.id, tenant.id, RIGHT)).rejects.toBeInstanceOf(NotFoundError)
    const outcome = await callRoute(formPost(`/tenants/${tenant.id}`, { intent: 'correct-tenant', ...RIGHT }, { cookie: await signedInCookie(stranger.id) }))
    expect(outcome).toMatchObject({ thrown: true, status: 404 })
    expect(await tenantOf(agreement.id)).toEqual(tenant)
  })
})

describe('a wrong phone number', () => {
  test('moves the agreement to a new record with the same names, and texts the new number only', async () => {
    const { member, agreement } = await leasedHouse()
    const old = await tenantOf(agreement.id)
    const phone = uniquePhone()
    const cookie = await signedInCookie(member.id)
    const texted = await prisma.smsMessage.count({ where: { to: old.phone } })
    const outcome = await callRoute(formPost(`/tenants/${old.id}`, { intent: 'move-phone', agreementId: String(agreement.id), phone: toNationalNumber(phone) }, { cookie }))
    const moved = await tenantOf(agreement.id)
    expect(outcome.headers.get('Location')).toBe(`/tenants/${moved.id}`)
    expect(moved).toMatchObject({ phone, firstName: old.firstName, lastName: old.lastName, prefLanguage: old.prefLanguage })
    expect(moved.id).not.toBe(old.id)
    const texts = await prisma.smsMessage.findMany({ where: { idempotencyKey: { startsWith: `tenant-moved:${agreement.id}:` } } })
    expect(texts.map((sms) => sms.to)).toEqual([phone])
    expect(await prisma.smsMessage.count({ where: { to: old.phone } })).toBe(texted)
    expect(await notifications(member.id, 'TENANT_PHONE_MOVED')).toHaveLength(1)
  })

  test('to a number that has a tenant record: that record gets the agreement', async () => {
    const { member, agreement } = await leasedHouse()
    const elsewhere = await leasedHouse()
    const right = await tenantOf(elsewhere.agreement.id)
    expect((await moveAgreementToPhone(member.id, agreement.id, right.phone)).tenant.id).toBe(right.id)
    expect((await tenantOf(agreement.id)).id).toBe(right.id)
  })

  test('the same number, a bad number, or another member’s agreement changes nothing', async () => {
    const { member, agreement } = await leasedHouse()
    const old = await tenantOf(agreement.id)
    await expect(moveAgreementToPhone(member.id, agreement.id, old.phone)).rejects.toBeInstanceOf(ValidationError)
    const cookie = await signedInCookie(member.id)
    const refused = await callRoute(formPost(`/tenants/${old.id}`, { intent: 'move-phone', agreementId: String(agreement.id), phone: '12345' }, { cookie }))
    expect(refused.status).toBe(400)
    expect(fieldErrorsOf(refused).phone).toHaveLength(1)
    const stranger = await createMember()
    await expect(moveAgreementToPhone(stranger.id, agreement.id, uniquePhone())).rejects.toBeInstanceOf(NotFoundError)
    expect((await tenantOf(agreement.id)).id).toBe(old.id)
    expect(await prisma.smsMessage.count({ where: { idempotencyKey: { startsWith: `tenant-moved:${agreement.id}:` } } })).toBe(0)
  })
})
