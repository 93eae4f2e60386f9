// Meter readings against PostgreSQL: the opening reading, the METERED charge with everything it
// was made from, the rate frozen after a rate change, a replaced meter, refusals with field errors
// and nothing changed, many readings all or none, the bill SMS once per charge, and scoping.
import { afterAll, describe, expect, test } from 'vitest'
import { METER_MESSAGES as M, MeterRateSchema, ReadingCreateSchema, ReadingSheetSchema } from '~/schemas/meter-schemas'
import { writeOnce } from '~/services/idempotency.server'
import { scanReminders } from '~/services/reminders/reminders.server'
import { getLedger, recordPayment } from '~/services/ledger/ledger.server'
import { recordAgreementReading, recordReadings } from '~/services/meters/readings.server'
import { getAgreementMeters, listReadings, propertyReadingSheet, setMeterRate } from '~/services/meters/meters.server'
import { prisma } from '~/server/db.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import { stopQueueClient } from '~/server/queue.server'
import { createMember } from '../../support/fixtures'
import { leasedHouse, paymentInput } from '../ledger/support'
import { at, meteredProperty, rateInput, readingInput } from './support'
import { reminderListing } from '../reminders/support'

afterAll(() => stopQueueClient())

async function oneLease(options: { tenantLanguage?: 'ENG' | 'NEP' } = {}) {
  const { member, property, leases } = await meteredProperty({ units: 1, ...options })
  return { member, property, ...leases[0]! }
}

const read = (memberId: number, agreementId: number, date: string, overrides: Record<string, unknown> = {}) =>
  recordAgreementReading(memberId, agreementId, readingInput({ readOn: date, ...overrides }), { now: at(date) })

async function snapshot(agreementId: number) {
  const [readings, charges, sms] = await Promise.all([
    prisma.meterReading.count({ where: { meter: { agreementUtility: { agreementId } } } }),
    prisma.charge.count({ where: { agreementId, kind: 'METERED' } }),
    prisma.smsMessage.count({ where: { template: 'meter-bill', idempotencyKey: { startsWith: 'meter-bill:' }, tenant: { agreements: { some: { id: agreementId } } } } }),
  ])
  return { readings, charges, sms }
}

async function refusal(write: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await write.then(
    () => null,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).fields
}

describe('readings and their charges', () => {
  test('the first reading opens the meter; the next makes a METERED charge with its readings, units and rate, and a bill SMS', async () => {
    const { member, agreement } = await oneLease()
    const opening = await read(member.id, agreement.id, '2026-01-01', { reading: '1000' })
    expect(opening).toMatchObject({ value: 1000_00, previous: null, units: null, chargeId: null, amountPaisa: null })
    expect(await snapshot(agreement.id)).toEqual({ readings: 1, charges: 0, sms: 0 })

    const second = await read(member.id, agreement.id, '2026-02-01', { reading: '1123.5' })
    // 123.5 units x Rs. 12.50 = Rs. 1,543.75, + Rs. 100 fixed
    expect(second).toMatchObject({
      readOn: '2026-02-01',
      value: 1123_50,
      previous: { readOn: '2026-01-01', value: 1000_00 },
      units: 123_50,
      ratePaisaPerUnit: 12_50,
      fixedPaisa: 100_00,
      amountPaisa: 1643_75,
      dueDate: '2026-02-08',
      replacement: null,
    })
    const charge = await prisma.charge.findUniqueOrThrow({ where: { id: second.chargeId! }, include: { agreementUtility: true } })
    expect(charge).toMatchObject({ kind: 'METERED', amountPaisa: 1643_75n, status: 'DUE', agreementUtility: { utilityOptionId: 'Electricity' } })
    expect([charge.periodStart, charge.periodEnd, charge.dueDate].map((day) => day.toISOString().slice(0, 10))).toEqual(['2026-01-02', '2026-02-01', '2026-02-08'])
    const ledger = await getLedger(member.id, agreement.id, { today: '2026-02-01' })
    expect(ledger.charges.filter((line) => line.kind === 'METERED')).toEqual([expect.objectContaining({ id: charge.id, utilityId: 'Electricity', amountPaisa: 1643_75 })])

    const sms = await prisma.smsMessage.findUniqueOrThrow({ where: { idempotencyKey: `meter-bill:${charge.id}` } })
    expect(sms).toMatchObject({ template: 'meter-bill', language: 'ENG', memberId: member.id, segments: 1 })
    expect(sms.body).toContain('123.5 units x Rs. 12.50 + fixed Rs. 100.00 = Rs. 1,643.75')
    expect(sms.body).toMatch(/due on .*2026/)
    const { paymentReference } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { paymentReference: true } })
    expect(sms.body).toContain(`Ref ${paymentReference}.`)
  })

  test('a Nepali tenant gets the bill in Nepali, within two segments', async () => {
    const { member, agreement } = await oneLease({ tenantLanguage: 'NEP' })
    await read(member.id, agreement.id, '2026-01-01', { reading: '0' })
    const reading = await read(member.id, agreement.id, '2026-02-01', { reading: '80' })
    const sms = await prisma.smsMessage.findUniqueOrThrow({ where: { idempotencyKey: `meter-bill:${reading.chargeId}` } })
    expect(sms.language).toBe('NEP')
    expect(sms.body).toContain('युनिट')
    const { paymentReference } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { paymentReference: true } })
    expect(sms.body).toContain(`सन्दर्भ ${paymentReference}।`)
    expect(sms.segments).toBeLessThanOrEqual(2)
  })

  test('the rate in force on the reading day is frozen on the charge: a later rate changes no charge made', async () => {
    const { member, agreement } = await oneLease()
    await read(member.id, agreement.id, '2026-01-01', { reading: '100' })
    const february = await read(member.id, agreement.id, '2026-02-01', { reading: '200' })
    await setMeterRate(member.id, agreement.id, rateInput({ rate: '15', fixed: '0', effectiveFrom: '2026-02-15' }))
    // A rate from a day already read does not touch that reading's charge either.
    await setMeterRate(member.id, agreement.id, rateInput({ rate: '20', effectiveFrom: '2026-01-01' }))
    const march = await read(member.id, agreement.id, '2026-03-01', { reading: '300' })

    expect(march).toMatchObject({ units: 100_00, ratePaisaPerUnit: 15_00, fixedPaisa: 0, amountPaisa: 1500_00 })
    const stored = await prisma.meterReading.findUniqueOrThrow({ where: { id: february.id }, include: { charge: true } })
    expect(stored).toMatchObject({ ratePaisaPerUnit: 12_50n, fixedPaisa: 100_00n, amountPaisa: 1350_00n, charge: { amountPaisa: 1350_00n } })
    const { meters } = await getAgreementMeters(member.id, agreement.id)
    expect(meters[0]!.rates.map((rate) => [rate.effectiveFrom, rate.ratePaisaPerUnit])).toEqual([
      ['2026-02-15', 15_00],
      ['2026-01-01', 20_00],
    ])
  })

  test('a replaced meter: the old meter’s last units and the new meter’s first are both charged', async () => {
    const { member, agreement } = await oneLease()
    await read(member.id, agreement.id, '2026-01-01', { reading: '9950' })
    const replaced = await read(member.id, agreement.id, '2026-02-01', { reading: '30', meterReplaced: true, oldMeterFinal: '10000', newMeterStart: '0' })
    expect(replaced).toMatchObject({ units: 80_00, amountPaisa: 80 * 12_50 + 100_00, replacement: { oldFinalValue: 10000_00, newStartValue: 0 } })
    // The next reading counts from the new meter's reading.
    expect(await read(member.id, agreement.id, '2026-03-01', { reading: '50' })).toMatchObject({ units: 20_00, previous: { value: 30_00 } })
  })

  test('a metered charge is reminded on its due day as the utility, not as rent', async () => {
    const { member, agreement } = await oneLease()
    await read(member.id, agreement.id, '2026-03-01', { reading: '0' })
    const reading = await read(member.id, agreement.id, '2026-04-01', { reading: '10' })
    await scanReminders(at(reading.dueDate!))
    // The day's one text lists it as electricity, beside the rent still owed from 3 days before.
    const reminder = await reminderListing(reading.chargeId!, 0)
    expect(reminder?.body).toMatch(/: rent 10,000\.00, electricity 225\.00\. Total Rs\. 10,225\.00\./)
  })

  test('a credit the tenant has pays the new charge', async () => {
    const { member, agreement } = await oneLease()
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 12000, paidOn: '2026-01-05' }), { now: at('2026-01-05') })
    await read(member.id, agreement.id, '2026-01-01', { reading: '0' })
    const reading = await read(member.id, agreement.id, '2026-01-20', { reading: '10' })
    expect(await prisma.charge.findUniqueOrThrow({ where: { id: reading.chargeId! } })).toMatchObject({ status: 'PAID', paidPaisa: 225_00n })
  })
})

describe('refusals change nothing', () => {
  test('a reading lower than the previous one, without a replacement', async () => {
    const { member, agreement } = await oneLease()
    await read(member.id, agreement.id, '2026-01-01', { reading: '500' })
    const before = await snapshot(agreement.id)
    expect(await refusal(read(member.id, agreement.id, '2026-02-01', { reading: '499.99' }))).toEqual({ reading: [M.lowerThanPrevious] })
    expect(await snapshot(agreement.id)).toEqual(before)
  })

  test('a reading whose bill would pass the largest amount (Rs. 1,00,00,00,000), as a typo of a digit or two does', async () => {
    const { member, agreement } = await oneLease()
    await setMeterRate(member.id, agreement.id, rateInput({ rate: '10000', fixed: '100', effectiveFrom: '2026-01-01' }))
    await read(member.id, agreement.id, '2026-01-01', { reading: '500' })
    const before = await snapshot(agreement.id)
    expect(await refusal(read(member.id, agreement.id, '2026-02-01', { reading: '100500' }))).toEqual({ reading: [M.billTooLarge] })
    expect(await snapshot(agreement.id)).toEqual(before)
  })

  test('a replacement whose numbers do not hold', async () => {
    const { member, agreement } = await oneLease()
    await read(member.id, agreement.id, '2026-01-01', { reading: '500' })
    const before = await snapshot(agreement.id)
    const replaced = { meterReplaced: true, newMeterStart: '10' }
    expect(await refusal(read(member.id, agreement.id, '2026-02-01', { ...replaced, reading: '20', oldMeterFinal: '400' }))).toEqual({ oldMeterFinal: [M.oldFinalBelowPrevious] })
    expect(await refusal(read(member.id, agreement.id, '2026-02-01', { ...replaced, reading: '5', oldMeterFinal: '600' }))).toEqual({ reading: [M.belowNewStart] })
    expect(await snapshot(agreement.id)).toEqual(before)
  })

  test('the same day twice, an earlier day, a future day, a day outside the agreement, a day without a rate', async () => {
    const { member, agreement } = await oneLease()
    await read(member.id, agreement.id, '2026-02-01', { reading: '500' })
    const before = await snapshot(agreement.id)
    expect(await refusal(read(member.id, agreement.id, '2026-02-01', { reading: '600' }))).toEqual({ reading: [M.sameDay] })
    expect(await refusal(read(member.id, agreement.id, '2026-01-20', { reading: '600' }))).toEqual({ reading: [M.beforeLatest] })
    const future = recordAgreementReading(member.id, agreement.id, readingInput({ readOn: '2026-03-02', reading: '600' }), { now: at('2026-03-01') })
    expect(await refusal(future)).toEqual({ readOn: [M.readingInFuture] })
    expect(await refusal(read(member.id, agreement.id, '2025-12-31', { reading: '600' }))).toEqual({ reading: [M.outsideAgreement] })
    expect(await snapshot(agreement.id)).toEqual(before)

    const { member: other, agreement: late } = await oneLease()
    await setMeterRate(other.id, late.id, rateInput({ utilityId: 'Water', effectiveFrom: '2026-06-01' }))
    await read(other.id, late.id, '2026-01-01', { utilityId: 'Water', reading: '1' })
    expect(await refusal(read(other.id, late.id, '2026-02-01', { utilityId: 'Water', reading: '2' }))).toEqual({ reading: [M.noRate] })
  })

  test('the schemas refuse a negative reading, a rate of 0, a missing replacement and a bad date, per field', () => {
    const reading = ReadingCreateSchema.safeParse({ utilityId: 'Electricity', readOn: '2026-02-30', reading: '-5' })
    expect(reading.success).toBe(false)
    expect(Object.fromEntries(reading.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toMatchObject({ reading: M.readingNegative })
    const replaced = ReadingCreateSchema.safeParse({ utilityId: 'Electricity', readOn: '2026-02-01', reading: '5', meterReplaced: true })
    expect(replaced.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['newMeterStart', 'oldMeterFinal'])
    for (const rate of ['0', '-1', '0.00']) {
      const parsed = MeterRateSchema.safeParse({ utilityId: 'Electricity', rate, effectiveFrom: '2026-01-01' })
      expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['rate', M.ratePositive]])
    }
    expect(MeterRateSchema.safeParse({ utilityId: 'Internet', rate: 5, fixed: -1, effectiveFrom: '2026-01-01' }).error!.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'fixed',
      'utilityId',
    ])
    expect(ReadingSheetSchema.safeParse({ readOn: '2026-02-01', rows: [{ meterId: '1', reading: '' }] }).error!.issues[0]!.message).toBe(M.noReadings)
  })

  test('a utility with a monthly price cannot be metered; a rate before the start is refused', async () => {
    const { member, agreement } = await leasedHouse({ utilities: [{ utilityId: 'Water', price: 500, paymentInterval: 1, paymentDayOfMonth: 5 }] })
    expect(await refusal(setMeterRate(member.id, agreement.id, rateInput({ utilityId: 'Water' })))).toEqual({ utilityId: [M.fixedPriceUtility] })
    expect(await refusal(setMeterRate(member.id, agreement.id, rateInput({ effectiveFrom: '2025-12-31' })))).toEqual({ effectiveFrom: [M.rateBeforeStart] })
    expect(await prisma.meter.count({ where: { agreementUtility: { agreementId: agreement.id } } })).toBe(0)
    // Electricity was not on the agreement: metering it adds it, unpriced.
    await setMeterRate(member.id, agreement.id, rateInput())
    expect(await prisma.agreementUtility.findMany({ where: { agreementId: agreement.id }, select: { utilityOptionId: true, pricePaisa: true }, orderBy: { id: 'asc' } })).toEqual([
      { utilityOptionId: 'Water', pricePaisa: 500_00n },
      { utilityOptionId: 'Electricity', pricePaisa: null },
    ])
  })
})

describe('the monthly routine of a property', () => {
  test('every row or none: one refused row saves nothing and names its row; then all three are saved', async () => {
    const { member, property, leases } = await meteredProperty()
    const meterIds = leases.map((lease) => lease.meter.id)
    await recordReadings(member.id, { readOn: '2026-01-01', rows: meterIds.map((meterId) => ({ meterId, value: 1000_00, replacement: null })) }, { now: at('2026-01-01'), scope: { propertyId: property.id } })

    const rows = [1100_00, 900_00, 1200_00].map((value, index) => ({ meterId: meterIds[index]!, value, replacement: null }))
    const fields = await refusal(recordReadings(member.id, { readOn: '2026-02-01', rows }, { now: at('2026-02-01'), scope: { propertyId: property.id } }))
    expect(fields).toEqual({ 'rows[1].reading': [M.lowerThanPrevious] })
    expect(await prisma.meterReading.count({ where: { meterId: { in: meterIds } } })).toBe(3)

    rows[1]!.value = 1050_00
    const saved = await recordReadings(member.id, { readOn: '2026-02-01', rows }, { now: at('2026-02-01'), scope: { propertyId: property.id } })
    expect(saved.map((line) => line.units)).toEqual([100_00, 50_00, 200_00])
    expect(await prisma.smsMessage.count({ where: { template: 'meter-bill', idempotencyKey: { in: saved.map((line) => `meter-bill:${line.chargeId}`) } } })).toBe(3)

    const sheet = await propertyReadingSheet(member.id, property.id, '2026-02-02')
    expect(sheet.rows.map((row) => [row.unitName, row.utilityId, row.latest?.value, row.rate?.ratePaisaPerUnit])).toEqual([
      ['Flat 1', 'Electricity', 1100_00, 12_50],
      ['Flat 2', 'Electricity', 1050_00, 12_50],
      ['Flat 3', 'Electricity', 1200_00, 12_50],
    ])
  })

  test('submitted twice with the same key: one reading, one charge, one SMS; again with a new key: refused as the same day', async () => {
    const { member, agreement } = await oneLease()
    await read(member.id, agreement.id, '2026-01-01', { reading: '0' })
    const input = readingInput({ readOn: '2026-02-01', reading: '10' })
    const once = () =>
      writeOnce(
        { memberId: member.id, key: 'meter-key-1', method: 'POST', path: `/v1/member/agreement/${agreement.id}/reading`, input },
        (guard) => recordAgreementReading(member.id, agreement.id, input, { now: at('2026-02-01'), guard }),
        (line) => ({ status: 201, body: line }),
      )
    const answers = await Promise.all([once(), once()])
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true])
    expect(await snapshot(agreement.id)).toEqual({ readings: 2, charges: 1, sms: 1 })
    expect(await refusal(read(member.id, agreement.id, '2026-02-01', { reading: '10' }))).toEqual({ reading: [M.sameDay] })
    expect(await snapshot(agreement.id)).toEqual({ readings: 2, charges: 1, sms: 1 })
  })
})

describe('scoping', () => {
  test('another member’s agreement, meter and property are not found', async () => {
    const { member, property, agreement, meter } = await oneLease()
    const stranger = await createMember()
    await expect(read(stranger.id, agreement.id, '2026-01-01')).rejects.toBeInstanceOf(NotFoundError)
    await expect(setMeterRate(stranger.id, agreement.id, rateInput())).rejects.toBeInstanceOf(NotFoundError)
    await expect(listReadings(stranger.id, agreement.id)).rejects.toBeInstanceOf(NotFoundError)
    await expect(propertyReadingSheet(stranger.id, property.id)).rejects.toBeInstanceOf(NotFoundError)
    const rows = [{ meterId: meter.id, value: 1, replacement: null }]
    await expect(recordReadings(stranger.id, { readOn: '2026-01-01', rows }, { now: at('2026-01-01') })).rejects.toBeInstanceOf(NotFoundError)
    expect(await listReadings(member.id, agreement.id)).toEqual([])
    // A utility the agreement does not meter is a field error, not a 404.
    expect(await refusal(read(member.id, agreement.id, '2026-01-01', { utilityId: 'Water' }))).toEqual({ utilityId: [M.notMetered] })
  })
})
