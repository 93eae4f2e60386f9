// Properties (spec §2.14-2.16, §3, §4.9; DESIGN §8): what is stored and shown, the leased rule and
// occupancy counts, the plan limit, and deletion refused while any agreement exists.
import { describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { encodePlusCode } from '~/domain/plus-code'
import {
  countProperties,
  createProperty,
  deleteProperty,
  getProperty,
  listProperties,
  listPropertiesWithAgreements,
  patchProperty,
  planLimitMessage,
  PROPERTY_MESSAGES,
  updateProperty,
} from '~/services/properties/properties.server'
import { createUnit, deleteUnit, getUnit, listUnits, updateUnit } from '~/services/properties/units.server'
import { prisma } from '~/server/db.server'
import { ConflictError, LimitError, NotFoundError } from '~/services/errors'
import { english } from '../../support/english'
import { createMember } from '../../support/fixtures'
import { BAGMATI, createAgreement, KATHMANDU, LEASE_END, LEASE_START, propertyInput, unitInput } from './support'

describe('create, show and edit', () => {
  test('a property is stored as given, with its Plus Code and square-feet equivalent', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput({ area: 4.5, areaUnit: 'aana' }))
    expect(property).toEqual({
      id: expect.any(Number),
      name: 'Shanti Niwas',
      address1: 'Baneshwor',
      address2: 'Ward 10',
      city: 'Kathmandu',
      type: 'residential',
      isDivided: true,
      area: 4.5,
      areaUnit: 'aana',
      areaSquareFeet: 1540.125, // 4.5 x 342.25
      province: { id: BAGMATI, name: 'Bagmati', nameNe: 'बाग्मती प्रदेश' },
      district: { id: KATHMANDU, name: 'Kathmandu', nameNe: expect.any(String) },
      lat: 27.7043,
      lng: 85.307,
      plusCode: '7MV7P834+PR',
      unitCount: 0,
      agreementCount: 0,
      isLeased: false,
      hasAgreements: false,
      units: [],
    })
    const row = await prisma.property.findUniqueOrThrow({ where: { id: property.id } })
    expect({ memberId: row.memberId, area: row.area.toString(), areaUnit: row.areaUnit, type: row.type }).toEqual({
      memberId: member.id,
      area: '4.5',
      areaUnit: 'aana',
      type: 'RESIDENTIAL',
    })
    expect(await getProperty(member.id, property.id)).toEqual(property)
  })

  test('an edit replaces every field and recomputes the Plus Code', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const edited = await updateProperty(
      member.id,
      property.id,
      propertyInput({ name: 'Pokhara Heights', type: 'commercial', division: false, area: 1, areaUnit: 'ropani', provinceId: 4, districtId: 38, city: 'Pokhara', lat: 28.2096, lng: 83.9856 }),
    )
    expect(edited).toMatchObject({
      id: property.id,
      name: 'Pokhara Heights',
      type: 'commercial',
      isDivided: false,
      areaSquareFeet: 5476,
      province: { id: 4, name: 'Gandaki' },
      district: { id: 38, name: 'Kaski' },
      plusCode: encodePlusCode(28.2096, 83.9856),
    })
    expect(edited.plusCode).not.toBe(property.plusCode)
  })

  test('patchProperty changes only the fields given', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const patched = await patchProperty(member.id, property.id, { name: 'Naya Ghar' })
    expect(patched).toEqual({ ...property, name: 'Naya Ghar' })
  })

  test('without coordinates a property has none and no Plus Code; an edit can add them and remove them', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput({ lat: undefined, lng: undefined }))
    expect(property).toMatchObject({ lat: null, lng: null, plusCode: null })
    const row = await prisma.property.findUniqueOrThrow({ where: { id: property.id } })
    expect({ lat: row.lat, lng: row.lng, plusCode: row.plusCode }).toEqual({ lat: null, lng: null, plusCode: null })
    // A PATCH of other fields keeps them absent; given as a pair they are set; null together removes them.
    expect(await patchProperty(member.id, property.id, { name: 'Naya Ghar' })).toMatchObject({ lat: null, lng: null, plusCode: null })
    const located = await patchProperty(member.id, property.id, { lat: 27.7043, lng: 85.307 })
    expect(located).toMatchObject({ lat: 27.7043, lng: 85.307, plusCode: '7MV7P834+PR' })
    expect(await patchProperty(member.id, property.id, { name: 'Shanti' })).toMatchObject({ lat: 27.7043, lng: 85.307 })
    expect(await updateProperty(member.id, property.id, propertyInput({ lat: null, lng: null }))).toMatchObject({ lat: null, lng: null, plusCode: null })
  })

  test('a divided property with units cannot become undivided; one leased as a whole cannot be divided', async () => {
    const member = await createMember()
    const divided = await createProperty(member.id, propertyInput())
    await createUnit(member.id, divided.id, unitInput())
    await expect(updateProperty(member.id, divided.id, propertyInput({ division: false }))).rejects.toThrow(
      new ConflictError(PROPERTY_MESSAGES.dividedHasUnits),
    )

    const whole = await createProperty(member.id, propertyInput({ division: false }))
    await createAgreement({ memberId: member.id, propertyId: whole.id })
    await expect(updateProperty(member.id, whole.id, propertyInput({ division: true }))).rejects.toThrow(
      new ConflictError(PROPERTY_MESSAGES.leasedAsWhole),
    )
    expect((await getProperty(member.id, whole.id)).isDivided).toBe(false)

    const empty = await createProperty(member.id, propertyInput({ division: false }))
    expect((await updateProperty(member.id, empty.id, propertyInput({ division: true }))).isDivided).toBe(true)
  })
})

describe('list and count', () => {
  test('the member’s own properties, oldest first, 25 | 50 | 100 a page', async () => {
    const member = await createMember()
    await prisma.member.update({ where: { id: member.id }, data: { plan: 'PRO' } })
    const district = { provinceId: BAGMATI, districtId: KATHMANDU }
    await prisma.property.createMany({
      data: Array.from({ length: 27 }, (_, index) => ({
        memberId: member.id,
        name: `House ${index + 1}`,
        type: 'RESIDENTIAL' as const,
        isDivided: false,
        area: 1,
        areaUnit: 'ropani',
        address1: 'Lazimpat',
        address2: '',
        city: 'Kathmandu',
        ...district,
      })),
    })
    await createProperty((await createMember()).id, propertyInput({ name: 'Not mine' }))

    expect(await countProperties(member.id)).toBe(27)
    const first = await listProperties(member.id)
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 })
    expect(first.items.map((item) => item.name)).toEqual(Array.from({ length: 25 }, (_, index) => `House ${index + 1}`))
    const second = await listProperties(member.id, { page: 2 })
    expect(second.items.map((item) => item.name)).toEqual(['House 26', 'House 27'])
    expect((await listProperties(member.id, { pageSize: 50 })).items).toHaveLength(27)
    // Anything else falls back to the defaults rather than failing.
    expect(await listProperties(member.id, { page: 0, pageSize: 7 })).toMatchObject({ page: 1, pageSize: 25 })
    expect((await listProperties(member.id, { page: 9 })).items).toEqual([])
  })
})

describe('leased and occupancy (DESIGN §8)', () => {
  test('an undivided property is leased while it has an ACTIVE agreement', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput({ division: false }))
    const summary = async () => (await listProperties(member.id)).items.find((item) => item.id === property.id)

    await createAgreement({ memberId: member.id, propertyId: property.id, status: 'TERMINATED' })
    expect(await summary()).toMatchObject({ unitCount: 0, agreementCount: 0, isLeased: false })

    const active = await createAgreement({ memberId: member.id, propertyId: property.id })
    expect(await summary()).toMatchObject({ unitCount: 0, agreementCount: 1, isLeased: true })
    expect(await getProperty(member.id, property.id)).toMatchObject({ agreementCount: 1, isLeased: true, hasAgreements: true })

    await prisma.agreement.update({ where: { id: active.id }, data: { status: 'ENDED' } })
    expect(await summary()).toMatchObject({ agreementCount: 0, isLeased: false })
  })

  test('a divided property is leased when it has units and every unit has an ACTIVE agreement', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const view = () => getProperty(member.id, property.id)
    expect(await view()).toMatchObject({ unitCount: 0, agreementCount: 0, isLeased: false })

    const a = await createUnit(member.id, property.id, unitInput({ name: 'A', floor: 0 }))
    const b = await createUnit(member.id, property.id, unitInput({ name: 'B', floor: 1 }))
    await createAgreement({ memberId: member.id, propertyId: property.id, unitId: a.id })
    await createAgreement({ memberId: member.id, propertyId: property.id, unitId: b.id, status: 'TERMINATED' })
    expect(await view()).toMatchObject({ unitCount: 2, agreementCount: 1, isLeased: false })
    expect((await view()).units).toEqual([
      { ...a, hasAgreement: true, isAvailable: false },
      { ...b, hasAgreement: true, isAvailable: true },
    ])

    await createAgreement({ memberId: member.id, propertyId: property.id, unitId: b.id })
    expect(await view()).toMatchObject({ unitCount: 2, agreementCount: 2, isLeased: true })
    expect((await listProperties(member.id)).items[0]).toEqual({
      id: property.id,
      name: 'Shanti Niwas',
      address1: 'Baneshwor',
      city: 'Kathmandu',
      isDivided: true,
      unitCount: 2,
      agreementCount: 2,
      isLeased: true,
    })

    // A third, empty unit: not every unit is taken any more.
    const c = await createUnit(member.id, property.id, unitInput({ name: 'C', floor: 2 }))
    expect(await view()).toMatchObject({ unitCount: 3, agreementCount: 2, isLeased: false })
    expect(await listUnits(member.id, property.id)).toEqual([
      expect.objectContaining({ id: a.id, isAvailable: false }),
      expect.objectContaining({ id: b.id, isAvailable: false }),
      { ...c, hasAgreement: false, isAvailable: true },
    ])
  })

  test('the /v1 list carries the current agreements of the property and of each unit', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const unit = await createUnit(member.id, property.id, unitInput())
    await createAgreement({ memberId: member.id, propertyId: property.id, unitId: unit.id, status: 'TERMINATED' })
    const active = await createAgreement({ memberId: member.id, propertyId: property.id, unitId: unit.id })
    const [row] = await listPropertiesWithAgreements(member.id)
    const brief = { id: active.id, name: active.name, unitId: unit.id, startDate: LEASE_START, endDate: LEASE_END, leaseAmountPaisa: 2_500_050 }
    expect(row).toMatchObject({ id: property.id, isLeased: true, agreements: [brief] })
    expect(row?.units).toEqual([{ ...unit, hasAgreement: true, isAvailable: false, agreements: [brief] }])
  })
})

describe('the /v1 list (one statement, ADR 040)', () => {
  test('properties by id, units by floor then id, each with the agreements that hold it; history counts only as history', async () => {
    const member = await createMember()
    const flats = await createProperty(member.id, propertyInput({ name: 'Flats', division: true }))
    const upstairs = await createUnit(member.id, flats.id, unitInput({ name: 'Upstairs', floor: 2 }))
    const ground = await createUnit(member.id, flats.id, unitInput({ name: 'Ground', floor: 0, area: 850.5, areaUnit: 'sqm' }))
    const attic = await createUnit(member.id, flats.id, unitInput({ name: 'Attic', floor: 2 }))
    const house = await createProperty(member.id, propertyInput({ name: 'House', division: false }))
    const plot = await createProperty(member.id, propertyInput({ name: 'Plot', division: false }))
    const lease = (unitId: number | null, propertyId = flats.id, status: 'ACTIVE' | 'TERMINATED' | 'ENDED' = 'ACTIVE') =>
      createAgreement({ memberId: member.id, propertyId, unitId, status })
    // The ground floor only had agreements: one terminated, one ACTIVE but past its end.
    await lease(ground.id, flats.id, 'TERMINATED')
    const lapsed = await lease(ground.id)
    await prisma.agreement.update({ where: { id: lapsed.id }, data: { endDate: new Date('2026-01-31T00:00:00Z') } })
    const upstairsLease = await lease(upstairs.id)
    await lease(upstairs.id, flats.id, 'ENDED')
    // The attic is let from two months on: upcoming, and it holds the attic already.
    const atticLease = await lease(attic.id)
    const [atticFrom, atticTo] = [addAdDays(LEASE_END, -300), addAdDays(LEASE_END, 65)]
    await prisma.agreement.update({ where: { id: atticLease.id }, data: { startDate: new Date(`${atticFrom}T00:00:00Z`), endDate: new Date(`${atticTo}T00:00:00Z`) } })
    const houseLease = await lease(null, house.id)
    // Another member's property and lease are not in the list.
    const other = await createMember()
    await createAgreement({ memberId: other.id, propertyId: (await createProperty(other.id, propertyInput({ name: 'Not mine' }))).id })

    const brief = (agreement: { id: number; name: string; unitId: number | null }, startDate = LEASE_START, endDate = LEASE_END) =>
      ({ id: agreement.id, name: agreement.name, unitId: agreement.unitId, startDate, endDate, leaseAmountPaisa: 2_500_050 })
    const summary = (property: typeof flats) => ({ id: property.id, name: property.name, address1: property.address1, city: property.city, isDivided: property.isDivided, role: 'OWNER' })
    expect(await listPropertiesWithAgreements(member.id)).toEqual([
      {
        ...summary(flats),
        unitCount: 3,
        agreementCount: 2,
        isLeased: false,
        units: [
          { ...ground, hasAgreement: true, isAvailable: true, agreements: [] },
          { ...upstairs, hasAgreement: true, isAvailable: false, agreements: [brief(upstairsLease)] },
          { ...attic, hasAgreement: true, isAvailable: false, agreements: [brief(atticLease, atticFrom, atticTo)] },
        ],
        agreements: [brief(upstairsLease), brief(atticLease, atticFrom, atticTo)],
      },
      { ...summary(house), unitCount: 0, agreementCount: 1, isLeased: true, units: [], agreements: [brief(houseLease)] },
      { ...summary(plot), unitCount: 0, agreementCount: 0, isLeased: false, units: [], agreements: [] },
    ])
    expect(ground).toMatchObject({ area: 850.5, areaUnit: 'sqm' })
  })
})

describe('plan limit (DESIGN §8)', () => {
  test('Basic allows 5 properties: the sixth is refused with the limit named', async () => {
    const member = await createMember()
    for (let index = 0; index < 5; index++) await createProperty(member.id, propertyInput({ name: `House ${index}` }))
    const refusal = createProperty(member.id, propertyInput({ name: 'Sixth' }))
    await expect(refusal).rejects.toThrow(LimitError)
    await expect(refusal).rejects.toThrow('Your Basic plan allows 5 properties. Upgrade your plan to add more.')
    expect(await countProperties(member.id)).toBe(5)

    // Room again after a deletion; more room on Plus.
    const { items } = await listProperties(member.id)
    await deleteProperty(member.id, items[0]!.id)
    await createProperty(member.id, propertyInput({ name: 'Fifth again' }))
    await prisma.member.update({ where: { id: member.id }, data: { plan: 'PLUS' } })
    await createProperty(member.id, propertyInput({ name: 'Sixth on Plus' }))
    expect(await countProperties(member.id)).toBe(6)
    expect(english(planLimitMessage('PLUS', 50))).toBe('Your Plus plan allows 50 properties. Upgrade your plan to add more.')
  })

  test('creations at the same moment cannot pass the limit together', async () => {
    const member = await createMember()
    for (let index = 0; index < 4; index++) await createProperty(member.id, propertyInput())
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => createProperty(member.id, propertyInput())))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(results.filter((result) => result.status === 'rejected' && result.reason instanceof LimitError)).toHaveLength(3)
    expect(await countProperties(member.id)).toBe(5)
  })
})

describe('deletion (history is never deleted)', () => {
  test('a property without agreements goes, and its units with it', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const unit = await createUnit(member.id, property.id, unitInput())
    await deleteProperty(member.id, property.id)
    await expect(getProperty(member.id, property.id)).rejects.toThrow(NotFoundError)
    expect(await prisma.unit.findUnique({ where: { id: unit.id } })).toBeNull()
  })

  test.each(['ACTIVE', 'TERMINATED', 'ENDED'] as const)('a property with an %s agreement stays', async (status) => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput({ division: false }))
    await createAgreement({ memberId: member.id, propertyId: property.id, status })
    await expect(deleteProperty(member.id, property.id)).rejects.toThrow(new ConflictError(PROPERTY_MESSAGES.propertyHasAgreements))
    expect((await getProperty(member.id, property.id)).hasAgreements).toBe(true)
  })

  test('a property whose unit has an agreement stays, and so does the unit', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const unit = await createUnit(member.id, property.id, unitInput())
    await createAgreement({ memberId: member.id, propertyId: property.id, unitId: unit.id, status: 'TERMINATED' })
    await expect(deleteProperty(member.id, property.id)).rejects.toThrow(ConflictError)
    await expect(deleteUnit(member.id, unit.id)).rejects.toThrow(new ConflictError(PROPERTY_MESSAGES.unitHasAgreements))
    expect(await getUnit(member.id, unit.id)).toMatchObject({ hasAgreement: true, isAvailable: true })
  })

  test('a unit without agreements goes', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const unit = await createUnit(member.id, property.id, unitInput())
    await deleteUnit(member.id, unit.id)
    await expect(getUnit(member.id, unit.id)).rejects.toThrow(new NotFoundError(PROPERTY_MESSAGES.unitNotFound))
    expect(await listUnits(member.id, property.id)).toEqual([])
  })
})

describe('units', () => {
  test('only a divided property has units', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput({ division: false }))
    await expect(createUnit(member.id, property.id, unitInput())).rejects.toThrow(new ConflictError(PROPERTY_MESSAGES.undividedHasNoUnits))
    expect(await listUnits(member.id, property.id)).toEqual([])
  })

  test('a unit is stored as given, listed by floor, and edited', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const upper = await createUnit(member.id, property.id, unitInput({ name: 'Top', floor: 3, area: 60.25, areaUnit: 'sqm' }))
    const basement = await createUnit(member.id, property.id, unitInput({ name: 'Store', floor: -1 }))
    expect(upper).toEqual({ id: expect.any(Number), propertyId: property.id, name: 'Top', floor: 3, area: 60.25, areaUnit: 'sqm', hasAgreement: false, isAvailable: true })
    expect((await listUnits(member.id, property.id)).map((unit) => unit.name)).toEqual(['Store', 'Top'])
    const edited = await updateUnit(member.id, basement.id, unitInput({ name: 'Shop', floor: 0, area: 300, areaUnit: 'sqft' }))
    expect(edited).toEqual({ ...basement, name: 'Shop', floor: 0, area: 300 })
    expect(await getUnit(member.id, basement.id)).toEqual(edited)
  })
})
