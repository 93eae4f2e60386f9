// The agreement and tenant services against PostgreSQL: the schedule written with the agreement,
// tenant records shared by phone (names never overwritten), unit availability, plan limits,
// termination (charges cancelled, history kept, unit freed), the ENDED status, and that another
// member's ids are not found anywhere.
import { describe, expect, test } from 'vitest'
import { AGREEMENT_MESSAGES } from '~/schemas/agreement-schemas'
import { addAdDays } from '~/domain/ad-date'
import { buildRentSchedule } from '~/domain/rent-schedule'
import { countCurrentAgreements, getAgreement, latestAgreements, listAgreementHistory, listCurrentAgreements, listPropertyChoices } from '~/services/agreements/agreements.server'
import { createAgreement, PlanLimitError, TenantNameMismatchError } from '~/services/agreements/create.server'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { markEndedAgreements } from '~/services/agreements/current.server'
import { getProperty } from '~/services/properties/properties.server'
import { getUnit } from '~/services/properties/units.server'
import { countTenants, getTenantProfile, listTenants } from '~/services/tenants/tenants.server'
import { prisma } from '~/server/db.server'
import { lookUpTenant, maskName, maskPhone, TENANT_LOOKUP_LIMIT } from '~/services/tenants/lookup.server'
import { ConflictError, NotFoundError, TooManyRequestsError } from '~/services/errors'
import { createMember, uniquePhone } from '../../support/fixtures'
import { bsOf, landlord, parsed, payload, today } from './support'

const chargesOf = (agreementId: number) =>
  prisma.charge.findMany({ where: { agreementId }, orderBy: [{ dueDate: 'asc' }, { id: 'asc' }] })

describe('create', () => {
  test('a B.S. agreement with a utility writes its whole schedule in the same transaction', async () => {
    const { member, divided, flat1 } = await landlord()
    const start = today()
    const raw = payload({
      propertyId: divided.id,
      unitId: flat1.id,
      calendarType: 'BS',
      startDate: bsOf(start),
      endDate: bsOf(addAdDays(start, 364)),
      deposit: 50000,
      utilities: [{ utilityId: 'Electricity', price: 1200.5, paymentInterval: 1, paymentDayOfMonth: 32 }],
    })
    const agreement = await createAgreement(member.id, parsed(raw))
    expect(agreement).toMatchObject({
      calendar: 'BS',
      startDate: start,
      bsStartDate: bsOf(start),
      isCurrent: true,
      status: 'ACTIVE',
      leaseAmountPaisa: 2_500_000,
      depositPaisa: 5_000_000,
      unit: { id: flat1.id, name: 'Flat 1' },
      tenant: { firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'NEP' },
      utilities: [{ utilityId: 'Electricity', pricePaisa: 120_050, paymentIntervalMonths: 1, paymentDayOfMonth: 32 }],
    })
    const expected = buildRentSchedule({
      calendar: 'BS',
      startDate: agreement.startDate,
      endDate: agreement.endDate,
      leaseAmountPaisa: 2_500_000,
      paymentIntervalMonths: 1,
      paymentDayOfMonth: 5,
      utilities: [{ utilityId: agreement.utilities[0]!.id, pricePaisa: 120_050, paymentIntervalMonths: 1, paymentDayOfMonth: 32 }],
    })
    const charges = await chargesOf(agreement.id)
    expect(charges).toHaveLength(expected.length)
    expect(charges.filter((charge) => charge.kind === 'UTILITY').every((charge) => charge.agreementUtilityId === agreement.utilities[0]!.id)).toBe(true)
    expect(charges.map((charge) => [charge.dueDate.toISOString().slice(0, 10), Number(charge.amountPaisa), charge.status]).sort()).toEqual(
      expected.map((charge) => [charge.dueDate, charge.amountPaisa, 'DUE']).sort(),
    )
  })

  test('a unit with a current agreement is not offered and is refused (409); the other unit is', async () => {
    const { member, divided, flat1, flat2, house } = await landlord()
    await createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: flat1.id })))
    await expect(createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: flat1.id })))).rejects.toThrow(
      new ConflictError(AGREEMENT_MESSAGES.unitTaken),
    )
    await createAgreement(member.id, parsed(payload({ propertyId: house.id })))
    await expect(createAgreement(member.id, parsed(payload({ propertyId: house.id })))).rejects.toThrow(new ConflictError(AGREEMENT_MESSAGES.propertyTaken))
    const choices = await listPropertyChoices(member.id)
    expect(choices.find((choice) => choice.id === divided.id)).toMatchObject({ isAvailable: true, availableUnits: [{ id: flat2.id }] })
    expect(choices.find((choice) => choice.id === house.id)).toMatchObject({ isAvailable: false })
    expect(await getUnit(member.id, flat1.id)).toMatchObject({ isAvailable: false })
    expect(await getProperty(member.id, house.id)).toMatchObject({ isLeased: true, agreementCount: 1 })
  })

  test('another member’s property or unit is not found, and nothing is written', async () => {
    const { divided, flat1 } = await landlord()
    const intruder = await landlord()
    await expect(createAgreement(intruder.member.id, parsed(payload({ propertyId: divided.id, unitId: flat1.id })))).rejects.toThrow(
      new NotFoundError(AGREEMENT_MESSAGES.propertyNotFound),
    )
    await expect(createAgreement(intruder.member.id, parsed(payload({ propertyId: intruder.divided.id, unitId: flat1.id })))).rejects.toThrow(
      new NotFoundError(AGREEMENT_MESSAGES.unitNotFound),
    )
    expect(await countCurrentAgreements(intruder.member.id)).toBe(0)
  })
})

describe('tenant lookup', () => {
  test('no tenant: the form proceeds and the tenant is created', async () => {
    const phone = uniquePhone()
    // The one tenant record of a phone, whoever entered it (DESIGN §4).
    const tenantByPhone = () => prisma.tenant.findUnique({ where: { phone }, select: { firstName: true, lastName: true, phone: true } })
    expect(await tenantByPhone()).toBeNull()
    const { member, house } = await landlord()
    await createAgreement(member.id, parsed(payload({ propertyId: house.id, tenantPhone: phone })))
    expect(await tenantByPhone()).toEqual({ firstName: 'Ram', lastName: 'Thapa', phone })
  })

  test('one record per phone across members; other names are refused, never overwritten; the recorded name (any case) is taken', async () => {
    const phone = uniquePhone()
    const first = await landlord()
    await createAgreement(first.member.id, parsed(payload({ propertyId: first.house.id, tenantPhone: phone, tenantFirstName: 'Sita', tenantLastName: 'Rai' })))
    const second = await landlord()
    const refused = await createAgreement(second.member.id, parsed(payload({ propertyId: second.house.id, tenantPhone: phone }))).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(TenantNameMismatchError)
    // Another landlord's tenant: the refusal names the initials only.
    expect((refused as TenantNameMismatchError).recorded).toEqual({ firstName: 'S…', lastName: 'R…' })
    expect((refused as Error).message).not.toContain('Sita')
    expect(await countCurrentAgreements(second.member.id)).toBe(0)
    const agreement = await createAgreement(
      second.member.id,
      parsed(payload({ propertyId: second.house.id, tenantPhone: phone.slice(4), tenantFirstName: ' sita ', tenantLastName: 'RAI' })),
    )
    expect(agreement.tenant).toMatchObject({ firstName: 'Sita', lastName: 'Rai' })
    expect(await prisma.tenant.count({ where: { phone } })).toBe(1)
    // Each landlord sees only their own agreement on the tenant's profile.
    const profile = await getTenantProfile(second.member.id, agreement.tenant.id)
    expect(profile.agreements.map((card) => card.id)).toEqual([agreement.id])
    expect((await getTenantProfile(first.member.id, agreement.tenant.id)).agreements).toHaveLength(1)
    expect((await getTenantProfile(first.member.id, agreement.tenant.id)).agreements[0]!.id).not.toBe(agreement.id)
  })

  test('the initials a lookup showed take the recorded name; the tenant is not duplicated', async () => {
    const phone = uniquePhone()
    const first = await landlord()
    await createAgreement(first.member.id, parsed(payload({ propertyId: first.house.id, tenantPhone: phone, tenantFirstName: 'Mohan Kumar', tenantLastName: 'Gurung' })))
    const second = await landlord()
    const found = await lookUpTenant(second.member.id, phone)
    expect(found).toMatchObject({ firstName: 'M… K…', lastName: 'G…', yours: false, prefLanguage: null })
    const agreement = await createAgreement(
      second.member.id,
      parsed(payload({ propertyId: second.house.id, tenantPhone: phone, tenantFirstName: found!.firstName, tenantLastName: found!.lastName })),
    )
    expect(agreement.tenant).toMatchObject({ id: found!.id, firstName: 'Mohan Kumar', lastName: 'Gurung' })
    expect(await prisma.tenant.count({ where: { phone } })).toBe(1)
    // Now the tenant is the second landlord's too: the lookup and a refusal show the whole name.
    expect(await lookUpTenant(second.member.id, phone)).toMatchObject({ firstName: 'Mohan Kumar', lastName: 'Gurung', yours: true })
  })
})

describe('tenant lookup privacy', () => {
  test("another member's tenant answers initials only; the member's own tenant the whole record; none is null", async () => {
    const phone = uniquePhone()
    const owner = await landlord()
    await createAgreement(owner.member.id, parsed(payload({ propertyId: owner.house.id, tenantPhone: phone, tenantFirstName: 'Sita', tenantLastName: 'Rai' })))
    const stranger = await createMember()
    expect(await lookUpTenant(stranger.id, phone)).toEqual({ id: expect.any(Number), firstName: 'S…', lastName: 'R…', yours: false, prefLanguage: null, namesAgree: false })
    expect(await lookUpTenant(owner.member.id, phone)).toMatchObject({ firstName: 'Sita', lastName: 'Rai', yours: true, prefLanguage: 'NEP' })
    expect(await lookUpTenant(stranger.id, uniquePhone())).toBeNull()
  })

  test('at most 30 lookups an hour per member; the 31st is refused with the wait, another member is not', async () => {
    const [member, other] = [await createMember(), await createMember()]
    const now = new Date()
    for (let i = 0; i < TENANT_LOOKUP_LIMIT.limit; i++) await lookUpTenant(member.id, uniquePhone(), { now })
    const refused = await lookUpTenant(member.id, uniquePhone(), { now }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(TooManyRequestsError)
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(3600)
    expect(await lookUpTenant(other.id, uniquePhone(), { now })).toBeNull()
    expect(await lookUpTenant(member.id, uniquePhone(), { now: new Date(now.getTime() + TENANT_LOOKUP_LIMIT.windowMs) })).toBeNull()
  })

  test('names are masked by their first letter, Devanagari included', () => {
    expect(maskName(' Mohan  Kumar ')).toBe('M… K…')
    expect(maskName('राम')).toBe('र…')
    expect(maskPhone('+9779812345678')).toBe('98******78')
  })
})

describe('plan limits (Basic: 10 current agreements, 5 tenants)', () => {
  test('a sixth tenant is refused; a new agreement for a tenant the member has does not count again', async () => {
    const member = await createMember()
    const { divided } = await landlordFor(member.id, 8)
    const phones = Array.from({ length: 5 }, () => uniquePhone())
    for (const [index, phone] of phones.entries()) {
      await createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: divided.units[index]!, tenantPhone: phone })))
    }
    expect(await countTenants(member.id)).toBe(5)
    const refused = await createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: divided.units[5]! }))).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PlanLimitError)
    expect(refused).toMatchObject({ resource: 'tenants', limit: 5 })
    await createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: divided.units[5]!, tenantPhone: phones[0] })))
    expect(await countCurrentAgreements(member.id)).toBe(6)
    expect(await countTenants(member.id)).toBe(5)
  })

  test('an eleventh current agreement is refused; a terminated one no longer counts', async () => {
    const member = await createMember()
    const { divided } = await landlordFor(member.id, 11)
    const phone = uniquePhone()
    const created = []
    for (let index = 0; index < 10; index += 1) {
      created.push(await createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: divided.units[index]!, tenantPhone: phone }))))
    }
    const eleventh = parsed(payload({ propertyId: divided.id, unitId: divided.units[10]!, tenantPhone: phone }))
    await expect(createAgreement(member.id, eleventh)).rejects.toMatchObject({ resource: 'agreements', limit: 10 })
    await terminateAgreement(member.id, created[0]!.id)
    await createAgreement(member.id, eleventh)
    expect(await countCurrentAgreements(member.id)).toBe(10)
  })
})

describe('terminate', () => {
  test('cancels the charges from the termination on, keeps the rest, frees the unit, moves it to history', async () => {
    const { member, divided, flat1 } = await landlord()
    const start = addAdDays(today(), -40)
    const agreement = await createAgreement(
      member.id,
      parsed(payload({ propertyId: divided.id, unitId: flat1.id, startDate: start, endDate: addAdDays(start, 364), paymentDayOfMonth: 1 })),
    )
    const before = await chargesOf(agreement.id)
    const terminated = await terminateAgreement(member.id, agreement.id)
    expect(terminated).toMatchObject({ status: 'TERMINATED', isCurrent: false, terminatedAt: expect.any(String) })
    const after = await chargesOf(agreement.id)
    expect(after).toHaveLength(before.length)
    // A period that starts after the move-out day (today) is cancelled whatever its due date
    // (app/domain/move-out.ts): on the 1st, rent due today for a period from the 22nd goes too.
    for (const charge of after) {
      const cancel = charge.periodStart.toISOString().slice(0, 10) > today()
      expect(charge.status).toBe(cancel ? 'CANCELLED' : 'DUE')
    }
    expect(after.some((charge) => charge.status === 'CANCELLED')).toBe(true)
    expect(after.some((charge) => charge.status === 'DUE')).toBe(true)
    expect(await getUnit(member.id, flat1.id)).toMatchObject({ isAvailable: true, hasAgreement: true })
    expect((await listCurrentAgreements(member.id)).map((card) => card.id)).not.toContain(agreement.id)
    expect((await listAgreementHistory(member.id)).map((card) => card.id)).toContain(agreement.id)
    expect((await latestAgreements(member.id))[0]).toMatchObject({ id: agreement.id, unitName: 'Flat 1', propertyName: 'Himalaya Apartments' })
    await expect(terminateAgreement(member.id, agreement.id)).rejects.toThrow(new ConflictError(AGREEMENT_MESSAGES.notCurrent))
    // The unit takes a new agreement.
    await createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: flat1.id })))
  })

  test('an agreement past its end date is history at once, and the daily job marks it ENDED', async () => {
    const { member, house } = await landlord()
    const agreement = await createAgreement(member.id, parsed(payload({ propertyId: house.id, startDate: addAdDays(today(), -30), endDate: today() })))
    expect((await getAgreement(member.id, agreement.id)).isCurrent).toBe(true)
    const tomorrow = addAdDays(today(), 1)
    await prisma.agreement.update({ where: { id: agreement.id }, data: { endDate: new Date(`${addAdDays(today(), -1)}T00:00:00Z`) } })
    expect(await getAgreement(member.id, agreement.id)).toMatchObject({ status: 'ACTIVE', isCurrent: false })
    expect((await listAgreementHistory(member.id)).map((card) => card.id)).toContain(agreement.id)
    expect(await getProperty(member.id, house.id)).toMatchObject({ isLeased: false })
    expect(await markEndedAgreements({ today: tomorrow, memberId: member.id })).toBe(1)
    expect(await getAgreement(member.id, agreement.id)).toMatchObject({ status: 'ENDED', isCurrent: false })
    await expect(terminateAgreement(member.id, agreement.id)).rejects.toThrow(new ConflictError(AGREEMENT_MESSAGES.notCurrent))
  })
})

describe('unit availability uses the index’s "current"', () => {
  test('a unit whose agreement is past its end date (not yet marked ENDED) is offered and taken again', async () => {
    const { member, divided, flat1, flat2 } = await landlord()
    const old = await createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: flat1.id })))
    await createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: flat2.id })))
    expect((await listPropertyChoices(member.id)).find((choice) => choice.id === divided.id)).toMatchObject({ isAvailable: false, availableUnits: [] })
    await prisma.agreement.update({ where: { id: old.id }, data: { endDate: new Date(`${addAdDays(today(), -1)}T00:00:00Z`) } })
    expect((await getAgreement(member.id, old.id)).status).toBe('ACTIVE')
    expect((await listPropertyChoices(member.id)).find((choice) => choice.id === divided.id)).toMatchObject({ isAvailable: true, availableUnits: [{ id: flat1.id }] })
    expect(await getUnit(member.id, flat1.id)).toMatchObject({ isAvailable: true })
    const again = await createAgreement(member.id, parsed(payload({ propertyId: divided.id, unitId: flat1.id })))
    expect(again.isCurrent).toBe(true)
    // Creating marked the old one ENDED on the way: it is history, not lost.
    expect((await getAgreement(member.id, old.id)).status).toBe('ENDED')
    expect((await listAgreementHistory(member.id)).map((card) => card.id)).toEqual([old.id])
  })
})

describe('another member', () => {
  test('every agreement and tenant read or change answers not found; their lists are their own', async () => {
    const owner = await landlord()
    const agreement = await createAgreement(owner.member.id, parsed(payload({ propertyId: owner.house.id })))
    const intruder = await landlord()
    await createAgreement(intruder.member.id, parsed(payload({ propertyId: intruder.house.id })))
    await expect(getAgreement(intruder.member.id, agreement.id)).rejects.toThrow(new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound))
    await expect(terminateAgreement(intruder.member.id, agreement.id)).rejects.toThrow(new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound))
    await expect(getTenantProfile(intruder.member.id, agreement.tenant.id)).rejects.toThrow(NotFoundError)
    for (const id of [0, -1, 1.5, 2 ** 31, Number.NaN]) {
      await expect(getAgreement(owner.member.id, id)).rejects.toThrow(NotFoundError)
      await expect(getTenantProfile(owner.member.id, id)).rejects.toThrow(NotFoundError)
    }
    expect((await listCurrentAgreements(intruder.member.id)).map((card) => card.id)).not.toContain(agreement.id)
    expect((await listTenants(intruder.member.id)).map((tenant) => tenant.id)).not.toContain(agreement.tenant.id)
    expect((await getAgreement(owner.member.id, agreement.id)).status).toBe('ACTIVE')
  })
})

/** A divided property of the member with `count` units: their ids in order. */
async function landlordFor(memberId: number, count: number) {
  const { createProperty } = await import('~/services/properties/properties.server')
  const { createUnit } = await import('~/services/properties/units.server')
  const { propertyInput, unitInput } = await import('../properties/support')
  const property = await createProperty(memberId, propertyInput({ name: 'Big Block', division: true }))
  const units: number[] = []
  for (let n = 1; n <= count; n += 1) units.push((await createUnit(memberId, property.id, unitInput({ name: `Room ${n}` }))).id)
  return { divided: { id: property.id, units } }
}
