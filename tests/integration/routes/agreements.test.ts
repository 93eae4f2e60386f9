// The agreement screens' actions and guards called directly: Create Agreement with its
// server intents (choose the property, look the tenant up, change the phone), and Terminate.
import { describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { translate } from '~/i18n'
import { createProperty } from '~/services/properties/properties.server'
import { maskedNameOf } from '~/services/tenants/lookup.server'
import { prisma } from '~/server/db.server'
import { uniquePhone } from '../../support/fixtures'
import { callRoute, fieldErrorsOf, flashOf, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { national } from '../accounts/support'
import { leasedHouse } from '../ledger/support'
import { aYearFromToday, createTenant, propertyInput } from '../properties/support'
import { signedInMember } from './support'

const en = (key: Parameters<typeof translate>[1]) => translate('en', key)

/** The Create Agreement form as the browser posts it (no utilities), for an undivided property. */
function agreementForm(propertyId: number, overrides: Record<string, string> = {}) {
  const today = nepalToday()
  return {
    intent: 'agreement',
    propertyId: String(propertyId),
    name: 'Lakeside lease',
    tenantPhone: national(uniquePhone()),
    tenantFirstName: 'Ram',
    tenantLastName: 'Thapa',
    tenantPreferredLanguage: 'NEP',
    calendarType: 'AD',
    startDate: today,
    endDate: addAdDays(today, 364),
    leaseAmount: '25000',
    paymentInterval: '1',
    paymentDayOfMonth: '5',
    ...overrides,
  }
}

async function memberWithHouse() {
  const { member, cookie } = await signedInMember()
  const house = await createProperty(member.id, propertyInput({ name: 'Lakeside House', division: false }))
  return { member, cookie, house }
}

describe('Create Agreement (POST /agreements/create)', () => {
  test('creates the agreement and its tenant, and comes back with the spec’s message', async () => {
    const { member, cookie, house } = await memberWithHouse()
    const form = agreementForm(house.id)
    const outcome = await callRoute(formPost('/agreements/create', form, { cookie }))
    expect(outcome.file).toBe('routes/agreements/create.tsx')
    const agreement = await prisma.agreement.findFirstOrThrow({ where: { memberId: member.id }, include: { tenant: true } })
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toBe(`/agreements/create?created=${agreement.id}`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('agreement.created') })
    expect(agreement).toMatchObject({ name: 'Lakeside lease', propertyId: house.id, status: 'ACTIVE', leaseAmountPaisa: 2_500_000n })
    expect(agreement.tenant).toMatchObject({ phone: `+977${form.tenantPhone}`, firstName: 'Ram', lastName: 'Thapa' })
  })

  test('a missing name and amount are 400 on those fields, the form kept, and nothing is created', async () => {
    const { member, cookie, house } = await memberWithHouse()
    const outcome = await callRoute(formPost('/agreements/create', agreementForm(house.id, { name: '', leaseAmount: '' }), { cookie }))
    expect(outcome.status).toBe(400)
    expect(Object.keys(fieldErrorsOf(outcome))).toEqual(expect.arrayContaining(['name', 'leaseAmount']))
    expect(outcome.data.result.initialValue).toMatchObject({ tenantFirstName: 'Ram' })
    expect(await prisma.agreement.count({ where: { memberId: member.id } })).toBe(0)
  })

  test('another member’s property is refused with 404, and nothing is created', async () => {
    const { cookie } = await signedInMember()
    const other = await memberWithHouse()
    const outcome = await callRoute(formPost('/agreements/create', agreementForm(other.house.id), { cookie }))
    expect(outcome.status).toBe(404)
    expect(await prisma.agreement.count({ where: { propertyId: other.house.id } })).toBe(0)
  })

  test('signed out, the post goes to sign-in and nothing is created', async () => {
    const { house } = await memberWithHouse()
    const outcome = await callRoute(formPost('/agreements/create', agreementForm(house.id)))
    expect(outcome.headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
    expect(await prisma.agreement.count({ where: { propertyId: house.id } })).toBe(0)
  })

  test('Search Tenant shows only the initials of a phone another landlord recorded', async () => {
    const { cookie, house } = await memberWithHouse()
    const tenant = await createTenant()
    const form = agreementForm(house.id, { intent: 'search-tenant', tenantPhone: national(tenant.phone), tenantFirstName: '', tenantLastName: '' })
    const outcome = await callRoute(formPost('/agreements/create', form, { cookie }))
    expect(outcome.status).toBe(200)
    expect(outcome.data.lookup).toEqual({ status: 'found' })
    const masked = maskedNameOf(tenant)
    expect(outcome.data.result.initialValue).toMatchObject({ tenantFirstName: masked.firstName, tenantLastName: masked.lastName })
    expect(outcome.data.result.initialValue.tenantFirstName).not.toBe(tenant.firstName)
  })

  test('Search Tenant with a phone that is not a Nepal mobile is 400 on the phone field', async () => {
    const { cookie, house } = await memberWithHouse()
    const outcome = await callRoute(formPost('/agreements/create', agreementForm(house.id, { intent: 'search-tenant', tenantPhone: '12' }), { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).tenantPhone).toEqual([en('agreement.error.tenantPhone')])
  })

  test('Change Phone Number and Choose Property send the form back unsaved', async () => {
    const { member, cookie, house } = await memberWithHouse()
    const changed = await callRoute(formPost('/agreements/create', agreementForm(house.id, { intent: 'change-phone' }), { cookie }))
    expect(changed.status).toBe(200)
    expect(changed.data.result.initialValue).toMatchObject({ tenantPhone: '', tenantFirstName: 'Ram' })
    const chosen = await callRoute(formPost('/agreements/create', agreementForm(house.id, { intent: 'choose-property', unitId: '999' }), { cookie }))
    expect(chosen.data.result.initialValue).toMatchObject({ propertyId: String(house.id), unitId: '' })
    expect(await prisma.agreement.count({ where: { memberId: member.id } })).toBe(0)
  })
})

describe('the agreement page (/agreements/:id)', () => {
  test('signed out, the page goes to sign-in; another member’s agreement is a 404', async () => {
    const { agreement } = await leasedHouse()
    const signedOut = await callRoute(pageGet(`/agreements/${agreement.id}`))
    expect(signedOut.headers.get('Location')).toBe(`/login?${new URLSearchParams({ redirectTo: `/agreements/${agreement.id}` })}`)
    const { cookie } = await signedInMember()
    expect(await callRoute(pageGet(`/agreements/${agreement.id}`, { cookie }))).toMatchObject({ thrown: true, status: 404 })
  })

  test('Terminate with the agreement’s exact name ends it and says so', async () => {
    const { member, agreement } = await leasedHouse({ endDate: aYearFromToday() })
    const cookie = await signedInCookie(member.id)
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}?dialog=terminate`, { intent: 'terminate-agreement', confirmName: 'Lakeside lease' }, { cookie }))
    expect(outcome.headers.get('Location')).toBe(`/agreements/${agreement.id}?terminated=1`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('agreement.terminated') })
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).status).toBe('TERMINATED')
  })

  test('Terminate with another name is 400 on confirmName, and the agreement stays active', async () => {
    const { member, agreement } = await leasedHouse()
    const cookie = await signedInCookie(member.id)
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}?dialog=terminate`, { intent: 'terminate-agreement', confirmName: 'lakeside' }, { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).confirmName).toEqual([en('agreement.terminateNameMismatch')])
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).status).toBe('ACTIVE')
  })

  test('Terminate of another member’s agreement is a 404, and it stays active', async () => {
    const { agreement } = await leasedHouse()
    const { cookie } = await signedInMember()
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}`, { intent: 'terminate-agreement', confirmName: 'Lakeside lease' }, { cookie }))
    expect(outcome).toMatchObject({ thrown: true, status: 404 })
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).status).toBe('ACTIVE')
  })

  test('a post without a known form is 400 with the terminate form’s message, nothing changed', async () => {
    const { member, agreement } = await leasedHouse()
    const cookie = await signedInCookie(member.id)
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}`, { intent: 'something-else' }, { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome)['']).toEqual([en('agreement.terminateFailed')])
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).status).toBe('ACTIVE')
  })
})
