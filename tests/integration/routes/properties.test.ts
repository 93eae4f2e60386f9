// The property screens' actions and guards called directly: create, edit, the list's
// view switch, and the property page's unit dialogs and Delete Property, against the test database.
import { describe, expect, test } from 'vitest'
import { REQUIRED } from '~/schemas/property-schemas'
import { COORDINATE_ERRORS } from '~/domain/plus-code'
import { translate } from '~/i18n'
import { createProperty } from '~/services/properties/properties.server'
import { createUnit } from '~/services/properties/units.server'
import { prisma } from '~/server/db.server'
import { callRoute, fieldErrorsOf, flashOf, formPost, pageGet, setCookies } from '../../support/route-call'
import { BAGMATI, createAgreement, KATHMANDU, propertyInput, unitInput } from '../properties/support'
import { signedInMember } from './support'

const en = (key: Parameters<typeof translate>[1]) => translate('en', key)

/** The property form as the browser posts it. */
function propertyForm(overrides: Record<string, string> = {}) {
  return {
    intent: 'property',
    name: 'Shanti Niwas',
    type: 'residential',
    division: 'true',
    area: '4',
    areaUnit: 'aana',
    address1: 'Baneshwor',
    address2: 'Ward 10',
    provinceId: String(BAGMATI),
    districtId: String(KATHMANDU),
    city: 'Kathmandu',
    lat: '27.7043',
    lng: '85.307',
    ...overrides,
  }
}

const unitForm = (overrides: Record<string, string> = {}) => ({ name: 'Flat 2B', floor: '2', area: '900', areaUnit: 'sqft', ...overrides })

/** A signed-in member with a divided property of one unit, and another member's property. */
async function owners() {
  const { member, cookie } = await signedInMember()
  const property = await createProperty(member.id, propertyInput({ name: 'Himalaya Apartments', division: true }))
  const unit = await createUnit(member.id, property.id, unitInput({ name: 'Flat 1' }))
  const other = await signedInMember()
  const othersProperty = await createProperty(other.member.id, propertyInput({ name: 'Someone Else’s', division: true }))
  const othersUnit = await createUnit(other.member.id, othersProperty.id, unitInput({ name: 'Their Flat' }))
  return { member, cookie, property, unit, othersProperty, othersUnit }
}

describe('guards', () => {
  test.each(['/properties', '/properties/create', '/properties/edit/1', '/properties/1'])('GET %s signed out goes to sign-in and back', async (path) => {
    const outcome = await callRoute(pageGet(path))
    expect(outcome).toMatchObject({ thrown: true, status: 302 })
    expect(outcome.headers.get('Location')).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`)
  })

  test('another member’s property is a 404 on its page and its edit page, and a junk id too', async () => {
    const { cookie, othersProperty } = await owners()
    for (const path of [`/properties/${othersProperty.id}`, `/properties/edit/${othersProperty.id}`, '/properties/abc']) {
      expect(await callRoute(pageGet(path, { cookie }))).toMatchObject({ thrown: true, status: 404 })
    }
  })
})

describe('create (POST /properties/create)', () => {
  test('saves the property and comes back locked with the success message', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/properties/create', propertyForm({ name: 'Lakeside House' }), { cookie }))
    expect(outcome.file).toBe('routes/properties/create.tsx')
    const saved = await prisma.property.findFirstOrThrow({ where: { memberId: member.id, name: 'Lakeside House' } })
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toBe(`/properties/create?saved=${saved.id}`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('property.created') })
    expect(saved).toMatchObject({ type: 'RESIDENTIAL', isDivided: true, city: 'Kathmandu', districtId: KATHMANDU })
  })

  test('a missing name is 400 on the name field, the rest kept, and nothing is saved', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/properties/create', propertyForm({ name: ' ', city: 'Lalitpur' }), { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).name).toEqual([REQUIRED])
    expect(outcome.data.result.initialValue).toMatchObject({ city: 'Lalitpur' })
    expect(await prisma.property.count({ where: { memberId: member.id } })).toBe(0)
  })

  test('blank coordinates save a property without a location or Plus Code', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/properties/create', propertyForm({ name: 'Nowhere Known', lat: '', lng: ' ' }), { cookie }))
    expect(outcome.status).toBe(302)
    const saved = await prisma.property.findFirstOrThrow({ where: { memberId: member.id, name: 'Nowhere Known' } })
    expect(saved).toMatchObject({ lat: null, lng: null, plusCode: null })
  })

  test('one coordinate without the other is 400 on the missing one, and nothing is saved', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/properties/create', propertyForm({ lng: '' }), { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome)).toEqual({ lng: [COORDINATE_ERRORS.bothOrNeither] })
    expect(outcome.data.result.initialValue).toMatchObject({ lat: '27.7043' })
    expect(await prisma.property.count({ where: { memberId: member.id } })).toBe(0)
  })

  test('signed out, the post goes to sign-in and nothing is saved', async () => {
    const before = await prisma.property.count()
    const outcome = await callRoute(formPost('/properties/create', propertyForm()))
    expect(outcome.headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
    expect(await prisma.property.count()).toBe(before)
  })
})

describe('edit (POST /properties/edit/:id)', () => {
  test('saves the change and comes back locked with the success message', async () => {
    const { cookie, property } = await owners()
    const outcome = await callRoute(formPost(`/properties/edit/${property.id}`, propertyForm({ name: 'Himalaya Heights' }), { cookie }))
    expect(outcome.headers.get('Location')).toBe(`/properties/edit/${property.id}?saved`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('property.updated') })
    expect((await prisma.property.findUniqueOrThrow({ where: { id: property.id } })).name).toBe('Himalaya Heights')
  })

  test('emptying both coordinates removes the location and the Plus Code', async () => {
    const { cookie, property } = await owners()
    const outcome = await callRoute(formPost(`/properties/edit/${property.id}`, propertyForm({ lat: '', lng: '' }), { cookie }))
    expect(outcome.status).toBe(302)
    expect(await prisma.property.findUniqueOrThrow({ where: { id: property.id } })).toMatchObject({ lat: null, lng: null, plusCode: null })
  })

  test('an area that is not a number is 400 on the area field and nothing changes', async () => {
    const { cookie, property } = await owners()
    const outcome = await callRoute(formPost(`/properties/edit/${property.id}`, propertyForm({ name: 'Changed', area: 'lots' }), { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).area).toHaveLength(1)
    expect((await prisma.property.findUniqueOrThrow({ where: { id: property.id } })).name).toBe('Himalaya Apartments')
  })

  test('another member’s property is a 404 and stays as it was', async () => {
    const { cookie, othersProperty } = await owners()
    const outcome = await callRoute(formPost(`/properties/edit/${othersProperty.id}`, propertyForm({ name: 'Taken' }), { cookie }))
    expect(outcome).toMatchObject({ thrown: true, status: 404 })
    expect((await prisma.property.findUniqueOrThrow({ where: { id: othersProperty.id } })).name).toBe('Someone Else’s')
  })
})

describe('the list’s view switch (POST /properties)', () => {
  test('remembers the table view in its cookie and keeps the page', async () => {
    const { cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/properties?page=2&pageSize=50', { view: 'table' }, { cookie }))
    expect(outcome.headers.get('Location')).toBe('/properties?page=2&pageSize=50')
    expect(setCookies(outcome).has('propertyStoreListViewType')).toBe(true)
  })

  test('an unknown view changes nothing', async () => {
    const { cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/properties', { view: 'grid' }, { cookie }))
    expect(outcome.headers.get('Location')).toBe('/properties')
    expect(setCookies(outcome).size).toBe(0)
  })
})

describe('the property page (POST /properties/:id)', () => {
  test('Add Unit saves the unit and says so', async () => {
    const { cookie, property } = await owners()
    const outcome = await callRoute(formPost(`/properties/${property.id}?dialog=add-unit`, { intent: 'add-unit', ...unitForm() }, { cookie }))
    expect(outcome.headers.get('Location')).toBe(`/properties/${property.id}`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('unit.added') })
    expect(await prisma.unit.findFirst({ where: { propertyId: property.id, name: 'Flat 2B' } })).toMatchObject({ floor: 2 })
  })

  test('Add Unit without a name is 400 on the name field, and no unit is added', async () => {
    const { cookie, property } = await owners()
    const outcome = await callRoute(formPost(`/properties/${property.id}?dialog=add-unit`, { intent: 'add-unit', ...unitForm({ name: '' }) }, { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).name).toEqual([REQUIRED])
    expect(await prisma.unit.count({ where: { propertyId: property.id } })).toBe(1)
  })

  test('Edit Unit saves the change', async () => {
    const { cookie, property, unit } = await owners()
    const url = `/properties/${property.id}?dialog=edit-unit&unit=${unit.id}`
    const outcome = await callRoute(formPost(url, { intent: 'edit-unit', ...unitForm({ name: 'Flat 1 (top)', floor: '3' }) }, { cookie }))
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('unit.updated') })
    expect(await prisma.unit.findUniqueOrThrow({ where: { id: unit.id } })).toMatchObject({ name: 'Flat 1 (top)', floor: 3 })
  })

  test('Edit Unit with a floor out of range is 400 on the floor field', async () => {
    const { cookie, property, unit } = await owners()
    const url = `/properties/${property.id}?dialog=edit-unit&unit=${unit.id}`
    const outcome = await callRoute(formPost(url, { intent: 'edit-unit', ...unitForm({ floor: '9999' }) }, { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).floor).toHaveLength(1)
    expect((await prisma.unit.findUniqueOrThrow({ where: { id: unit.id } })).name).toBe('Flat 1')
  })

  test('a unit of another member (or another property) is a 404, and stays as it was', async () => {
    const { cookie, property, othersUnit } = await owners()
    const url = `/properties/${property.id}?dialog=edit-unit&unit=${othersUnit.id}`
    const outcome = await callRoute(formPost(url, { intent: 'edit-unit', ...unitForm({ name: 'Mine now' }) }, { cookie }))
    expect(outcome).toMatchObject({ thrown: true, status: 404 })
    expect((await prisma.unit.findUniqueOrThrow({ where: { id: othersUnit.id } })).name).toBe('Their Flat')
  })

  test('Delete Unit removes it', async () => {
    const { cookie, property, unit } = await owners()
    const outcome = await callRoute(formPost(`/properties/${property.id}?dialog=delete-unit&unit=${unit.id}`, { intent: 'delete-unit' }, { cookie }))
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: en('unit.deleted') })
    expect(await prisma.unit.findUnique({ where: { id: unit.id } })).toBeNull()
  })

  test('Delete Unit of a leased unit is 409 with the reason, and the unit stays', async () => {
    const { member, cookie, property, unit } = await owners()
    await createAgreement({ memberId: member.id, propertyId: property.id, unitId: unit.id })
    const outcome = await callRoute(formPost(`/properties/${property.id}?dialog=delete-unit&unit=${unit.id}`, { intent: 'delete-unit' }, { cookie }))
    expect(outcome.status).toBe(409)
    expect(fieldErrorsOf(outcome)['']).toEqual([en('unit.error.hasAgreements')])
    expect(await prisma.unit.findUnique({ where: { id: unit.id } })).not.toBeNull()
  })

  test('Delete Property needs its exact name: a mismatch is 400 on confirmName, the right one deletes it', async () => {
    const { cookie, property } = await owners()
    const url = `/properties/${property.id}?dialog=delete-property`
    const refused = await callRoute(formPost(url, { intent: 'delete-property', confirmName: 'himalaya apartments' }, { cookie }))
    expect(refused.status).toBe(400)
    expect(fieldErrorsOf(refused).confirmName).toEqual([en('property.deleteNameMismatch')])
    expect(await prisma.property.findUnique({ where: { id: property.id } })).not.toBeNull()

    const deleted = await callRoute(formPost(url, { intent: 'delete-property', confirmName: 'Himalaya Apartments' }, { cookie }))
    expect(deleted.headers.get('Location')).toBe('/properties')
    expect(await flashOf(deleted)).toEqual({ type: 'success', message: en('property.deleted') })
    expect(await prisma.property.findUnique({ where: { id: property.id } })).toBeNull()
  })

  test('Delete Property of another member’s property is a 404, and it stays', async () => {
    const { cookie, othersProperty } = await owners()
    const url = `/properties/${othersProperty.id}?dialog=delete-property`
    const outcome = await callRoute(formPost(url, { intent: 'delete-property', confirmName: 'Someone Else’s' }, { cookie }))
    expect(outcome).toMatchObject({ thrown: true, status: 404 })
    expect(await prisma.property.findUnique({ where: { id: othersProperty.id } })).not.toBeNull()
  })

  test('a form for a dialog the page no longer offers comes back with a message, nothing changed', async () => {
    const { member, cookie } = await signedInMember()
    const house = await createProperty(member.id, propertyInput({ name: 'Lakeside House', division: false }))
    const outcome = await callRoute(formPost(`/properties/${house.id}?dialog=add-unit`, { intent: 'add-unit', ...unitForm() }, { cookie }))
    expect(outcome.headers.get('Location')).toBe(`/properties/${house.id}`)
    expect(await flashOf(outcome)).toEqual({ type: 'error', message: en('property.staleForm') })
    expect(await prisma.unit.count({ where: { propertyId: house.id } })).toBe(0)
  })
})
