// DESIGN §6: a member never reaches another member's properties or units. Every service function
// that takes an id answers NotFoundError for theirs, exactly as for an id that does not exist,
// and their rows stay as they were.
import { beforeAll, describe, expect, test } from 'vitest'
import {
  countProperties,
  createProperty,
  deleteProperty,
  getProperty,
  listProperties,
  listPropertiesWithAgreements,
  patchProperty,
  PROPERTY_MESSAGES,
  updateProperty,
  type PropertyView,
  type UnitView,
} from '~/services/properties/properties.server'
import { createUnit, deleteUnit, getUnit, listUnits, patchUnit, updateUnit } from '~/services/properties/units.server'
import { NotFoundError } from '~/services/errors'
import { createMember } from '../../support/fixtures'
import { propertyInput, unitInput } from './support'

let intruderId: number
let ownerId: number
let property: PropertyView
let unit: UnitView

beforeAll(async () => {
  ownerId = (await createMember()).id
  intruderId = (await createMember()).id
  property = await createProperty(ownerId, propertyInput({ name: 'Owner’s house' }))
  unit = await createUnit(ownerId, property.id, unitInput())
  // The intruder has data of their own, so an empty answer would not prove scoping.
  const own = await createProperty(intruderId, propertyInput({ name: 'Intruder’s house' }))
  await createUnit(intruderId, own.id, unitInput())
})

const propertyCalls: Array<[string, (memberId: number, id: number) => Promise<unknown>]> = [
  ['getProperty', (memberId, id) => getProperty(memberId, id)],
  ['updateProperty', (memberId, id) => updateProperty(memberId, id, propertyInput({ name: 'Taken' }))],
  ['patchProperty', (memberId, id) => patchProperty(memberId, id, { name: 'Taken' })],
  ['deleteProperty', (memberId, id) => deleteProperty(memberId, id)],
  ['listUnits', (memberId, id) => listUnits(memberId, id)],
  ['createUnit', (memberId, id) => createUnit(memberId, id, unitInput({ name: 'Planted' }))],
]

const unitCalls: Array<[string, (memberId: number, id: number) => Promise<unknown>]> = [
  ['getUnit', (memberId, id) => getUnit(memberId, id)],
  ['updateUnit', (memberId, id) => updateUnit(memberId, id, unitInput({ name: 'Taken' }))],
  ['patchUnit', (memberId, id) => patchUnit(memberId, id, { name: 'Taken' })],
  ['deleteUnit', (memberId, id) => deleteUnit(memberId, id)],
]

// Ids no row can have: not integers, zero, beyond PostgreSQL's integer.
const MALFORMED = [Number.NaN, 0, -1, 1.5, 2 ** 31]

describe.each(propertyCalls)('%s', (_name, call) => {
  test('another member’s property is not found', async () => {
    await expect(call(intruderId, property.id)).rejects.toThrow(new NotFoundError(PROPERTY_MESSAGES.propertyNotFound))
  })
  test('so is one that does not exist, or an id no row can have', async () => {
    for (const id of [2_000_000_000, ...MALFORMED]) {
      await expect(call(ownerId, id)).rejects.toThrow(new NotFoundError(PROPERTY_MESSAGES.propertyNotFound))
    }
  })
})

describe.each(unitCalls)('%s', (_name, call) => {
  test('another member’s unit is not found', async () => {
    await expect(call(intruderId, unit.id)).rejects.toThrow(new NotFoundError(PROPERTY_MESSAGES.unitNotFound))
  })
  test('so is one that does not exist, or an id no row can have', async () => {
    for (const id of [2_000_000_000, ...MALFORMED]) {
      await expect(call(ownerId, id)).rejects.toThrow(new NotFoundError(PROPERTY_MESSAGES.unitNotFound))
    }
  })
})

describe('lists and counts', () => {
  test('hold only the member’s own rows', async () => {
    expect((await listProperties(intruderId)).items.map((item) => item.name)).toEqual(['Intruder’s house'])
    expect((await listPropertiesWithAgreements(intruderId)).map((item) => item.name)).toEqual(['Intruder’s house'])
    expect(await countProperties(intruderId)).toBe(1)
  })

  test('after every attempt, the owner’s rows are unchanged', async () => {
    expect(await getProperty(ownerId, property.id)).toEqual({ ...property, unitCount: 1, units: [unit] })
    expect(await listUnits(ownerId, property.id)).toEqual([unit])
  })
})
