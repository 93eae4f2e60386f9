// Where a member lands after signing in or up: someone who only rents lands on My Rent, someone
// who also lets lands on My Rent while their own rent is due now and on the dashboard otherwise,
// a page the sign-in was asked for wins; and the two sides link to each other.
import { describe, expect, test } from 'vitest'
import { prisma } from '~/server/db.server'
import { hashPassword } from '~/server/passwords.server'
import { landingPathOf, tenancySummaryOf } from '~/services/my-rent/landing.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { callRoute, CookieJar, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { createTenantOnAgreements, lastCodeSentTo, national } from '../accounts/support'
import { leasedHouse } from '../ledger/support'

const PASSWORD = 'Kathmandu#2026'

/** A member who rents a house of another landlord (Rs. 10,000 due on the 5th of each month of 2026). */
async function tenantMember() {
  const phone = uniquePhone()
  const { agreement } = await leasedHouse({ tenantPhone: phone })
  const member = await createMember({ phone, firstName: 'Ram', lastName: 'Thapa' })
  await prisma.member.update({ where: { id: member.id }, data: { passwordHash: await hashPassword(PASSWORD) } })
  return { member, agreement }
}

describe('the landing page of a member', () => {
  test('someone who rents nothing lands on the dashboard; someone who only rents on My Rent', async () => {
    expect(await landingPathOf((await createMember()).id)).toBe('/dashboard')
    const { member } = await tenantMember()
    // Before any rent is due too: My Rent is their whole account.
    expect(await landingPathOf(member.id, { today: '2025-12-01' })).toBe('/my-rent')
    expect(await landingPathOf(member.id, { today: '2026-03-10' })).toBe('/my-rent')
  })

  test('someone who rents and lets lands on My Rent while their rent is due, else on the dashboard', async () => {
    const { member } = await tenantMember()
    await leasedHouse({ name: 'Their own tenant' }, member)
    expect(await landingPathOf(member.id, { today: '2026-03-10' })).toBe('/my-rent')
    expect(await tenancySummaryOf(member.phone, { today: '2026-03-10' })).toEqual({ count: 1, dueNowPaisa: 3_000_000 })
    expect(await landingPathOf(member.id, { today: '2025-12-01' })).toBe('/dashboard')
    expect(await tenancySummaryOf(member.phone, { today: '2025-12-01' })).toEqual({ count: 1, dueNowPaisa: 0 })
    expect(await tenancySummaryOf(uniquePhone())).toBeNull()
  })
})

describe('signing in and up', () => {
  test('a tenant signing in lands on My Rent, unless the sign-in was asked for another page', async () => {
    const { member } = await tenantMember()
    const fields = { phone: national(member.phone), password: PASSWORD }
    const plain = await callRoute(formPost('/login', fields))
    expect(plain.headers.get('Location')).toBe('/my-rent')
    const asked = await callRoute(formPost('/login', { ...fields, redirectTo: '/settings' }))
    expect(asked.headers.get('Location')).toBe('/settings')
    // A target that could leave the app is no target: the landing page instead.
    const offSite = await callRoute(formPost('/login', { ...fields, redirectTo: '//evil.example/x' }))
    expect(offSite.headers.get('Location')).toBe('/my-rent')
  })

  test('a tenant who claims their number and signs up lands on My Rent', async () => {
    const phone = uniquePhone()
    await createTenantOnAgreements({ phone, agreements: [{ name: 'Flat 2 lease', startDate: '2026-01-01' }] })
    const browser = new CookieJar()
    const post = async (fields: Record<string, string>) => browser.take(await callRoute(formPost('/register', fields, { cookie: browser.header })))
    await post({ intent: 'phone', phone: national(phone) })
    await post({ intent: 'claim' })
    await post({ intent: 'verify', code: await lastCodeSentTo(phone) })
    await post({ intent: 'details', firstName: 'Hari', lastName: 'Gurung', prefLanguage: 'NEP' })
    const created = await post({ intent: 'password', password: 'Pokhara-Lakeside-77', confirmPassword: 'Pokhara-Lakeside-77' })
    expect(created.status).toBe(302)
    expect(created.headers.get('Location')).toBe('/my-rent')
  })
})

describe('the switch between the two sides', () => {
  test('the dashboard of a landlord who rents has a card of their own rent; My Rent links back', async () => {
    const { member } = await tenantMember()
    await leasedHouse({ name: 'Their own tenant' }, member)
    const cookie = await signedInCookie(member.id)
    const dashboard = await callRoute(pageGet('/dashboard', { cookie }))
    expect(dashboard.data.myRent).toMatchObject({ count: 1 })
    expect(dashboard.data.myRent.dueNowPaisa).toBeGreaterThan(0)
    expect((await callRoute(pageGet('/my-rent', { cookie }))).data).toMatchObject({ landlord: true })

    const onlyTenant = await tenantMember()
    expect((await callRoute(pageGet('/my-rent', { cookie: await signedInCookie(onlyTenant.member.id) }))).data).toMatchObject({ landlord: false })
    const landlord = await createMember()
    expect((await callRoute(pageGet('/dashboard', { cookie: await signedInCookie(landlord.id) }))).data.myRent).toBeNull()
  })
})
