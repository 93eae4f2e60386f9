// The meter forms called directly: the monthly readings of a property
// (/properties/:id/readings) and an agreement's Set Rate and Record Reading forms
// (/agreements/:id/meters): saved all together with a flash message, refused with each field's
// message (400) and nothing saved, once per form key, and another member's pages are 404.
import { afterAll, describe, expect, test } from 'vitest'
import { METER_MESSAGES as M } from '~/schemas/meter-schemas'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { translate } from '~/i18n'
import { renderMessage } from '~/i18n/message'
import { recordReadings } from '~/services/meters/readings.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { callRoute, fieldErrorsOf, flashOf, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { at, meteredProperty } from '../meters/support'
import { signedInMember } from './support'

afterAll(() => stopQueueClient())

/** A property of three metered flats, each with an opening reading of 1000 on 1 November 2026. */
async function propertyWithOpenings(memberLanguage: 'ENG' | 'NEP' = 'ENG') {
  const { member } = await signedInMember({ prefLanguage: memberLanguage })
  const lease = await meteredProperty({}, member)
  const meterIds = lease.leases.map((one) => one.meter.id)
  await recordReadings(member.id, { readOn: '2026-11-01', rows: meterIds.map((meterId) => ({ meterId, value: 1000_00, replacement: null })) }, { now: at('2026-11-01') })
  return { ...lease, meterIds, cookie: await signedInCookie(member.id) }
}

function sheetForm(meterIds: number[], readings: string[], extra: Record<string, string> = {}) {
  const fields: Record<string, string> = { intent: 'save-readings', calendarType: 'AD', readOn: '2026-11-20', idempotencyKey: crypto.randomUUID(), ...extra }
  meterIds.forEach((meterId, index) => {
    fields[`rows[${index}].meterId`] = String(meterId)
    fields[`rows[${index}].reading`] = readings[index] ?? ''
  })
  return fields
}

const readingCount = (meterIds: number[]) => prisma.meterReading.count({ where: { meterId: { in: meterIds } } })

describe('the monthly readings of a property', () => {
  test('the page lists a row per meter with its previous reading', async () => {
    const { property, cookie } = await propertyWithOpenings()
    const outcome = await callRoute(pageGet(`/properties/${property.id}/readings`, { cookie }))
    expect(outcome.file).toBe('routes/properties/readings.tsx')
    expect(outcome.data.rows.map((row: { unitName: string; latest: { value: number } }) => [row.unitName, row.latest.value])).toEqual([
      ['Flat 1', 1000_00],
      ['Flat 2', 1000_00],
      ['Flat 3', 1000_00],
    ])
  })

  test('three readings are saved together, with a charge and a bill SMS each; a blank row is skipped', async () => {
    const { property, cookie, meterIds } = await propertyWithOpenings()
    const outcome = await callRoute(formPost(`/properties/${property.id}/readings`, sheetForm(meterIds, ['1100', '1050.5', '']), { cookie }))
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toBe(`/properties/${property.id}/readings`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('en', 'meters.saved', { n: '2' }) })
    const charges = await prisma.meterReading.findMany({ where: { meterId: { in: meterIds }, chargeId: { not: null } }, orderBy: { meterId: 'asc' } })
    expect(charges.map((row) => [row.units, Number(row.amountPaisa)])).toEqual([
      [100_00, 100 * 12_50 + 100_00],
      [50_50, 50.5 * 12_50 + 100_00],
    ])
    expect(await prisma.smsMessage.count({ where: { idempotencyKey: { in: charges.map((row) => `meter-bill:${row.chargeId}`) } } })).toBe(2)
  })

  test('one row lower than its previous reading: 400 with that row’s message, and no row is saved', async () => {
    const { property, cookie, meterIds } = await propertyWithOpenings()
    const outcome = await callRoute(formPost(`/properties/${property.id}/readings`, sheetForm(meterIds, ['1100', '900', '1200']), { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome)).toMatchObject({ 'rows[1].reading': [M.lowerThanPrevious] })
    expect(fieldErrorsOf(outcome)['rows[0].reading']).toBeUndefined()
    expect(fieldErrorsOf(outcome)['']).toEqual([translate('en', 'meters.rowErrors')])
    expect(await readingCount(meterIds)).toBe(3)
  })

  test('a negative reading, a missing replacement and a bad date are field errors; nothing is saved', async () => {
    const { property, cookie, meterIds } = await propertyWithOpenings()
    const form = sheetForm(meterIds, ['-5', '1100', '1100'], { 'rows[1].meterReplaced': 'on', readOn: '2026-02-30' })
    const outcome = await callRoute(formPost(`/properties/${property.id}/readings`, form, { cookie }))
    expect(outcome.status).toBe(400)
    const errors = fieldErrorsOf(outcome)
    expect(errors['rows[0].reading']).toEqual([M.readingNegative])
    expect(errors['rows[1].oldMeterFinal']).toEqual([M.replacementNeeded])
    expect(errors.readOn).toHaveLength(1)
    expect(outcome.data.result.initialValue.rows[0].reading).toBe('-5')
    expect(await readingCount(meterIds)).toBe(3)
  })

  test('a replaced meter in the form is charged for both meters', async () => {
    const { property, cookie, meterIds } = await propertyWithOpenings()
    const form = sheetForm(meterIds, ['', '', '25'], { 'rows[2].meterReplaced': 'on', 'rows[2].oldMeterFinal': '1010', 'rows[2].newMeterStart': '5' })
    expect((await callRoute(formPost(`/properties/${property.id}/readings`, form, { cookie }))).status).toBe(302)
    expect(await prisma.meterReading.findFirstOrThrow({ where: { meterId: meterIds[2], readOn: new Date('2026-11-20') } })).toMatchObject({ units: 30_00, oldMeterFinal: 1010_00, newMeterStart: 5_00 })
  })

  test('the date may be typed in B.S.: it is stored as its A.D. day', async () => {
    const { property, cookie, meterIds } = await propertyWithOpenings()
    const form = sheetForm(meterIds, ['1001', '', ''], { calendarType: 'BS', readOn: formatBsDate(adToBs('2026-11-20')) })
    expect((await callRoute(formPost(`/properties/${property.id}/readings`, form, { cookie }))).status).toBe(302)
    const latest = await prisma.meterReading.findFirstOrThrow({ where: { meterId: meterIds[0] }, orderBy: { readOn: 'desc' } })
    expect(latest.readOn.toISOString().slice(0, 10)).toBe('2026-11-20')
  })

  test('the same form sent twice: saved once, one SMS per charge, and the second answer is the same redirect', async () => {
    const { property, cookie, meterIds } = await propertyWithOpenings()
    const form = sheetForm(meterIds, ['1100', '1100', '1100'])
    const [first, second] = await Promise.all([1, 2].map(() => callRoute(formPost(`/properties/${property.id}/readings`, form, { cookie }))))
    expect([first!.status, second!.status]).toEqual([302, 302])
    expect(await readingCount(meterIds)).toBe(6)
    expect(await prisma.smsMessage.count({ where: { template: 'meter-bill', tenant: { agreements: { some: { propertyId: property.id } } } } })).toBe(3)
  })

  test('in Nepali the form’s message is Nepali; the fields carry codes the page renders (ADR 020)', async () => {
    const { property, cookie, meterIds } = await propertyWithOpenings('NEP')
    const outcome = await callRoute(formPost(`/properties/${property.id}/readings`, sheetForm(meterIds, ['900', '', '']), { cookie: `${cookie}; lang=ne` }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome)['']).toEqual([translate('ne', 'meters.rowErrors')])
    expect(fieldErrorsOf(outcome)['rows[0].reading']).toEqual([M.lowerThanPrevious])
    expect(renderMessage('ne', M.lowerThanPrevious)).toBe('अघिल्लो रिडिङभन्दा कम भयो। मिटर फेरिएको भए चिन्ह लगाई दुवै मिटरको रिडिङ लेख्नुहोस्')
    const negative = await callRoute(formPost(`/properties/${property.id}/readings`, sheetForm(meterIds, ['-1', '', '']), { cookie }))
    expect(fieldErrorsOf(negative)['rows[0].reading']).toEqual([M.readingNegative])
  })

  test('another member’s property is 404 to read and to post, and nothing is saved', async () => {
    const { property, meterIds } = await propertyWithOpenings()
    const { cookie } = await signedInMember()
    expect(await callRoute(pageGet(`/properties/${property.id}/readings`, { cookie }))).toMatchObject({ thrown: true, status: 404 })
    expect(await callRoute(formPost(`/properties/${property.id}/readings`, sheetForm(meterIds, ['1100', '1100', '1100']), { cookie }))).toMatchObject({ status: 404 })
    expect(await readingCount(meterIds)).toBe(3)
  })
})

describe('an agreement’s meters page', () => {
  const rateForm = (overrides: Record<string, string> = {}) => ({
    intent: 'set-rate',
    calendarType: 'AD',
    utilityId: 'Water',
    rate: '0.5',
    fixed: '',
    effectiveFrom: '2026-01-01',
    dueInDays: '10',
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  })

  test('a rate of 0 is 400 on the rate, a rate before the start on its date; a good rate meters the utility', async () => {
    const { leases, cookie } = await propertyWithOpenings()
    const { agreement } = leases[0]!
    const page = `/agreements/${agreement.id}/meters`
    const zero = await callRoute(formPost(page, rateForm({ rate: '0' }), { cookie }))
    expect(zero.status).toBe(400)
    expect(fieldErrorsOf(zero).rate).toEqual([M.ratePositive])
    const early = await callRoute(formPost(page, rateForm({ effectiveFrom: '2025-12-01' }), { cookie }))
    expect(early.status).toBe(400)
    expect(fieldErrorsOf(early).effectiveFrom).toEqual([M.rateBeforeStart])
    expect(await prisma.meter.count({ where: { agreementUtility: { agreementId: agreement.id } } })).toBe(1)

    const saved = await callRoute(formPost(page, rateForm(), { cookie }))
    expect(saved.headers.get('Location')).toBe(page)
    expect(await flashOf(saved)).toEqual({ type: 'success', message: translate('en', 'meters.rateSaved') })
    const loaded = await callRoute(pageGet(page, { cookie }))
    expect(loaded.data.data.meters.map((meter: { utilityId: string; dueInDays: number }) => [meter.utilityId, meter.dueInDays])).toEqual([
      ['Electricity', 7],
      ['Water', 10],
    ])
  })

  test('Record Reading: lower than the previous reading is 400 on the reading; a good one is charged', async () => {
    const { leases, cookie } = await propertyWithOpenings()
    const { agreement, meter } = leases[0]!
    const page = `/agreements/${agreement.id}/meters`
    const form = (reading: string) => ({ intent: 'record-reading', calendarType: 'AD', utilityId: 'Electricity', readOn: '2026-11-20', reading, idempotencyKey: crypto.randomUUID() })
    const lower = await callRoute(formPost(page, form('999'), { cookie }))
    expect(lower.status).toBe(400)
    expect(fieldErrorsOf(lower).reading).toEqual([M.lowerThanPrevious])
    expect(await readingCount([meter.id])).toBe(1)
    expect((await callRoute(formPost(page, form('1010'), { cookie }))).status).toBe(302)
    expect(await prisma.meterReading.findFirstOrThrow({ where: { meterId: meter.id, readOn: new Date('2026-11-20') } })).toMatchObject({ units: 10_00, amountPaisa: 225_00n })
  })

  test('another member’s agreement is 404', async () => {
    const { leases } = await propertyWithOpenings()
    const { cookie } = await signedInMember()
    const page = `/agreements/${leases[0]!.agreement.id}/meters`
    expect(await callRoute(pageGet(page, { cookie }))).toMatchObject({ thrown: true, status: 404 })
    expect(await callRoute(formPost(page, rateForm(), { cookie }))).toMatchObject({ status: 404 })
  })
})
