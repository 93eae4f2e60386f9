// Pay from My Rent: an agreement with rent due now, whose landlord takes rent online, carries the
// code of its pay page (made when it had none), on the page and in /v1; none when nothing is due
// now, when the landlord has no gateway or no plan for it, or when the agreement is over.
import { describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { createSession } from '~/services/accounts/session.server'
import { getMyRentAgreement, listMyRentAgreements } from '~/services/my-rent/my-rent.server'
import { getPayPage, payLinkUrl } from '~/services/payments/pay-links.server'
import { loader as listLoader } from '~/routes/v1/tenant.agreement'
import { createMember } from '../../support/fixtures'
import { callRoute, pageGet, signedInCookie } from '../../support/route-call'
import { payableAgreement } from '../payments/pay-support'

/** A Plus landlord with Khalti, an agreement with rent due now and no pay code yet, and its tenant as a member. */
async function dueWithGateway() {
  const payable = await payableAgreement({ gateways: ['KHALTI'] })
  await prisma.agreement.update({ where: { id: payable.agreement.id }, data: { payCode: null } })
  const tenant = await createMember({ phone: payable.tenantPhone, firstName: 'Ram', lastName: 'Thapa' })
  return { ...payable, tenant }
}

describe('the pay code on My Rent', () => {
  test('rent due now and a connected gateway: the code is made, and its pay page takes the money due', async () => {
    const { agreement, tenant } = await dueWithGateway()
    const [tenancy] = await listMyRentAgreements(tenant.phone)
    const stored = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { payCode: true } })
    expect(stored.payCode).toEqual(expect.any(String))
    expect(tenancy).toMatchObject({ agreement: { id: agreement.id }, payCode: stored.payCode })
    const page = await getPayPage(stored.payCode!)
    expect(page.gateways).toEqual(['KHALTI'])
    expect(page.dueNowPaisa).toBe(tenancy!.balance.dueNowPaisa)
    expect(page.dueNowPaisa).toBeGreaterThan(0)
    // The same code on the agreement's own page, and the same again next time.
    expect((await getMyRentAgreement(tenant.phone, agreement.id)).payCode).toBe(stored.payCode)
    expect((await listMyRentAgreements(tenant.phone))[0]!.payCode).toBe(stored.payCode)
  })

  test('nothing due now: no Pay, and no code is made', async () => {
    const { agreement, tenant } = await dueWithGateway()
    // The day before the lease starts, nothing is due yet.
    const before = addAdDays(agreement.startDate, -1)
    expect((await listMyRentAgreements(tenant.phone, { today: before }))[0]!.payCode).toBeNull()
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).payCode).toBeNull()
  })

  test('a landlord without a gateway, or whose plan takes no online payment: no Pay', async () => {
    const { member, tenant } = await dueWithGateway()
    await prisma.member.update({ where: { id: member.id }, data: { plan: 'BASIC' } })
    expect((await listMyRentAgreements(tenant.phone))[0]!.payCode).toBeNull()
    await prisma.member.update({ where: { id: member.id }, data: { plan: 'PLUS' } })
    await prisma.gatewayAccount.deleteMany({ where: { memberId: member.id } })
    expect((await listMyRentAgreements(tenant.phone))[0]!.payCode).toBeNull()
  })

  test('an agreement that is over: no Pay, though its dues are still owed', async () => {
    const { agreement, tenant } = await dueWithGateway()
    await prisma.agreement.update({ where: { id: agreement.id }, data: { endDate: new Date(`${addAdDays(nepalToday(), -1)}T00:00:00Z`) } })
    const [tenancy] = await listMyRentAgreements(tenant.phone)
    expect(tenancy!.balance.dueNowPaisa).toBeGreaterThan(0)
    expect(tenancy!.payCode).toBeNull()
  })
})

describe('the web page and /v1', () => {
  test('My Rent and the agreement page carry the code; /v1 gives the pay page as payUrl', async () => {
    const { agreement, tenant } = await dueWithGateway()
    const cookie = await signedInCookie(tenant.id)
    const list = await callRoute(pageGet('/my-rent', { cookie }))
    const code = list.data.tenancies[0].payCode as string
    expect(code).toEqual(expect.any(String))
    expect((await callRoute(pageGet(`/my-rent/${agreement.id}`, { cookie }))).data.tenancy.payCode).toBe(code)

    const { token } = await createSession(tenant.id, 'API')
    const response = await listLoader({ request: new Request('http://localhost/v1/tenant/agreement', { headers: { authorization: `Bearer ${token}` } }), params: {}, context: undefined } as never)
    const body = (await response.json()) as { data: Array<{ id: number; payUrl: string | null }> }
    expect(body.data).toEqual([expect.objectContaining({ id: agreement.id, payUrl: payLinkUrl(code) })])
  })
})
