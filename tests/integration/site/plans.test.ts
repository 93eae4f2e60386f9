// Plan choice (spec §2.6, §4.6; DESIGN §7-8): choosing a plan changes the member's plan and with it
// the limits enforced, a downgrade below what the member has is allowed and deletes nothing but
// refuses new creations, and a member's plan is theirs alone.
import { describe, expect, test } from 'vitest'
import { choosePlan, countPlanUsage, getMemberPlan, overLimitsOf, PLAN_MESSAGES } from '~/services/plans/plans.server'
import { createProperty } from '~/services/properties/properties.server'
import { prisma } from '~/server/db.server'
import { LimitError, NotFoundError, ValidationError } from '~/services/errors'
import { english } from '../../support/english'
import { createMember } from '../../support/fixtures'
import { createAgreement, propertyInput } from '../properties/support'

async function createProperties(memberId: number, count: number) {
  for (let n = 1; n <= count; n += 1) await createProperty(memberId, propertyInput({ name: `House ${n}` }))
}

describe('choosing a plan', () => {
  test('a new member is on Basic, and choosing Plus lets a member at 5 properties create a sixth', async () => {
    const member = await createMember()
    expect(await getMemberPlan(member.id)).toEqual({ plan: 'BASIC', usage: { properties: 0, tenants: 0, agreements: 0 }, overLimits: [], endsOn: null })
    await createProperties(member.id, 5)
    await expect(createProperty(member.id, propertyInput({ name: 'House 6' }))).rejects.toThrow(LimitError)

    const result = await choosePlan(member.id, 'PLUS')
    expect(result).toMatchObject({ plan: 'PLUS', previousPlan: 'BASIC', usage: { properties: 5 }, overLimits: [] })
    expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).plan).toBe('PLUS')
    await expect(createProperty(member.id, propertyInput({ name: 'House 6' }))).resolves.toMatchObject({ name: 'House 6' })
  })

  test('choosing the plan one is on changes nothing', async () => {
    const member = await createMember()
    await expect(choosePlan(member.id, 'BASIC')).resolves.toMatchObject({ plan: 'BASIC', previousPlan: 'BASIC' })
  })

  test('an unknown plan is refused and nothing changes', async () => {
    const member = await createMember()
    for (const plan of ['GOLD', 'basic', '', null, 1]) {
      await expect(choosePlan(member.id, plan)).rejects.toThrow(ValidationError)
    }
    await expect(choosePlan(member.id, 'FREE')).rejects.toThrow(english(PLAN_MESSAGES.unknownPlan))
    expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).plan).toBe('BASIC')
  })

  test('an unknown member is NotFound, and one member’s choice never changes another’s plan', async () => {
    await expect(choosePlan(2_000_000_000, 'PRO')).rejects.toThrow(NotFoundError)
    await expect(getMemberPlan(2_000_000_000)).rejects.toThrow(NotFoundError)
    const [one, other] = [await createMember(), await createMember()]
    await choosePlan(one.id, 'PRO')
    expect((await getMemberPlan(other.id)).plan).toBe('BASIC')
  })
})

describe('a downgrade below what the member has', () => {
  test('is allowed, deletes nothing, reports the limits it is over, and refuses new properties', async () => {
    const member = await createMember()
    await choosePlan(member.id, 'PLUS')
    await createProperties(member.id, 7)

    const result = await choosePlan(member.id, 'BASIC')
    expect(result).toMatchObject({ plan: 'BASIC', previousPlan: 'PLUS', overLimits: [{ resource: 'properties', count: 7, limit: 5 }] })
    expect(await prisma.property.count({ where: { memberId: member.id } })).toBe(7)
    await expect(createProperty(member.id, propertyInput({ name: 'House 8' }))).rejects.toThrow(LimitError)
    expect((await getMemberPlan(member.id)).overLimits).toEqual([{ resource: 'properties', count: 7, limit: 5 }])

    // Upgrading again lifts the refusal.
    await choosePlan(member.id, 'PRO')
    await expect(createProperty(member.id, propertyInput({ name: 'House 8' }))).resolves.toMatchObject({ name: 'House 8' })
  })
})

describe('usage', () => {
  test('counts every property, the active agreements and the distinct tenants on them', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput({ division: false }))
    await createAgreement({ memberId: member.id, propertyId: property.id })
    await createAgreement({ memberId: member.id, propertyId: property.id })
    await createAgreement({ memberId: member.id, propertyId: property.id, status: 'TERMINATED' })
    expect(await countPlanUsage(member.id)).toEqual({ properties: 1, tenants: 2, agreements: 2 })
  })

  test('is over a limit only above it, not at it', () => {
    expect(overLimitsOf('BASIC', { properties: 5, tenants: 5, agreements: 10 })).toEqual([])
    expect(overLimitsOf('BASIC', { properties: 6, tenants: 6, agreements: 11 })).toEqual([
      { resource: 'properties', count: 6, limit: 5 },
      { resource: 'tenants', count: 6, limit: 5 },
      { resource: 'agreements', count: 11, limit: 10 },
    ])
    expect(overLimitsOf('PRO', { properties: 10_000, tenants: 10_000, agreements: 10_000 })).toEqual([])
  })
})
