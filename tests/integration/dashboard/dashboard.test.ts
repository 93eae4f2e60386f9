// The dashboard (spec §2.9): its loader, called as the router calls it (the signed-in layout's
// middleware first) with a signed-in request,
// against a real database. Counts, newest agreements and events are the member's own; the newest
// three come newest first with their relative time in the member's language.
import { describe, expect, test } from 'vitest'
import type { loader } from '~/routes/dashboard'
import { choosePlan } from '~/services/plans/plans.server'
import { recordNotification } from '~/services/accounts/notifications.server'
import { commitWebSession } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { createMember } from '../../support/fixtures'
import { callRoute, pageGet } from '../../support/route-call'
import { createAgreement, propertyInput } from '../properties/support'

async function dashboardOf(memberId: number) {
  const cookie = (await commitWebSession(memberId)).split(';')[0] ?? ''
  const outcome = await callRoute(pageGet('/dashboard', { cookie }))
  expect(outcome.file).toBe('routes/dashboard.tsx')
  return outcome.data as Awaited<ReturnType<typeof loader>>
}

async function propertyOf(memberId: number, name: string, units: string[] = []) {
  return prisma.property.create({
    data: {
      memberId,
      name,
      type: 'RESIDENTIAL',
      isDivided: units.length > 0,
      area: 4,
      areaUnit: 'aana',
      address1: 'Baneshwor',
      address2: 'Ward 10',
      provinceId: propertyInput().provinceId,
      districtId: propertyInput().districtId,
      city: 'Kathmandu',
      units: { create: units.map((unit) => ({ name: unit, floor: 1, area: 500, areaUnit: 'SQFT' })) },
    },
    include: { units: { orderBy: { id: 'asc' } } },
  })
}

const ago = (days: number) => new Date(Date.now() - days * 86_400_000)

describe('the dashboard loader', () => {
  test('a new member sees zeros, Basic, no agreements and no events', async () => {
    const member = await createMember({ firstName: 'Gita' })
    const data = await dashboardOf(member.id)
    expect(data).toMatchObject({
      firstName: 'Gita',
      counts: { tenants: 0, properties: 0, agreements: 0 },
      plan: 'BASIC',
      latestAgreements: [],
      notifications: [],
    })
    expect(['morning', 'afternoon', 'evening']).toContain(data.partOfDay)
  })

  test('counts only this member’s properties, current agreements and their tenants', async () => {
    const member = await createMember()
    const stranger = await createMember()
    const house = await propertyOf(member.id, 'Shanti Niwas', ['Flat 1', 'Flat 2', 'Flat 3'])
    await propertyOf(member.id, 'Empty Plot')
    const [flat1, flat2, flat3] = house.units
    await createAgreement({ memberId: member.id, propertyId: house.id, unitId: flat1!.id })
    await createAgreement({ memberId: member.id, propertyId: house.id, unitId: flat2!.id })
    // History is not counted: neither the agreement nor its tenant.
    await createAgreement({ memberId: member.id, propertyId: house.id, unitId: flat3!.id, status: 'TERMINATED' })
    const theirs = await propertyOf(stranger.id, 'Not Mine')
    await createAgreement({ memberId: stranger.id, propertyId: theirs.id })
    await choosePlan(member.id, 'PLUS')

    const data = await dashboardOf(member.id)
    expect(data.counts).toEqual({ tenants: 2, properties: 2, agreements: 2 })
    expect(data.plan).toBe('PLUS')
    expect((await dashboardOf(stranger.id)).counts).toEqual({ tenants: 1, properties: 1, agreements: 1 })
  })

  test('the three newest agreements, newest first, with the unit or the agreement’s name and how long ago', async () => {
    const member = await createMember()
    const stranger = await createMember()
    const house = await propertyOf(member.id, 'Shanti Niwas', ['Flat 1', 'Flat 2'])
    const plot = await propertyOf(member.id, 'Lakeside Plot')
    const made = async (propertyId: number, unitId: number | null, daysAgo: number) => {
      const agreement = await createAgreement({ memberId: member.id, propertyId, unitId })
      return prisma.agreement.update({ where: { id: agreement.id }, data: { createdAt: ago(daysAgo) } })
    }
    await made(house.id, house.units[0]!.id, 30)
    const flat2 = await made(house.id, house.units[1]!.id, 3)
    const plotLease = await made(plot.id, null, 0)
    // Terminated ones still count as new agreements (spec: the 3 latest agreements).
    const ended = await made(plot.id, null, 7)
    await prisma.agreement.update({ where: { id: ended.id }, data: { status: 'TERMINATED' } })
    const theirs = await propertyOf(stranger.id, 'Not Mine')
    await createAgreement({ memberId: stranger.id, propertyId: theirs.id })

    const { latestAgreements } = await dashboardOf(member.id)
    expect(latestAgreements).toEqual([
      { id: plotLease.id, name: plotLease.name, unitName: null, propertyName: 'Lakeside Plot', createdAgo: 'now' },
      { id: flat2.id, name: flat2.name, unitName: 'Flat 2', propertyName: 'Shanti Niwas', createdAgo: '3 days ago' },
      { id: ended.id, name: ended.name, unitName: null, propertyName: 'Lakeside Plot', createdAgo: 'last week' },
    ])
  })

  test('relative times are in Nepali, with Nepali digits, for a Nepali-speaking member', async () => {
    const member = await createMember({ prefLanguage: 'NEP' })
    const plot = await propertyOf(member.id, 'Lakeside Plot')
    const agreement = await createAgreement({ memberId: member.id, propertyId: plot.id })
    await prisma.agreement.update({ where: { id: agreement.id }, data: { createdAt: ago(3) } })
    const [latest] = (await dashboardOf(member.id)).latestAgreements
    expect(latest?.createdAgo).toContain('३')
    expect(latest?.createdAgo).not.toMatch(/[0-9]|ago/)
  })

  test('the member’s own latest events, newest first, three at most', async () => {
    const member = await createMember()
    const stranger = await createMember()
    // Recorded in another order than they happened.
    for (const [name, daysAgo] of [['Second', 3], ['Fourth', 1], ['First', 4], ['Third', 2]] as const) {
      const { id } = await recordNotification(prisma, member.id, 'AGREEMENT_CREATED', { agreementId: 1, agreementName: name, tenantName: 'Hari Gurung' })
      await prisma.notification.update({ where: { id }, data: { createdAt: ago(daysAgo) } })
    }
    await recordNotification(prisma, stranger.id, 'AGREEMENT_CREATED', { agreementId: 2, agreementName: 'Theirs', tenantName: 'Ram Thapa' })

    const { notifications } = await dashboardOf(member.id)
    expect(notifications.map((item) => item.kind === 'AGREEMENT_CREATED' && item.payload.agreementName)).toEqual(['Fourth', 'Third', 'Second'])
  })

  test('without a session it sends the visitor to sign in', async () => {
    const response = await callRoute(pageGet('/dashboard'))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/login?redirectTo=%2Fdashboard')
  })
})
