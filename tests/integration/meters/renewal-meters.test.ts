// A renewal keeps metering (ADR 021, issue 18): the renewal's meter opens with the old meter's
// latest reading, rate and due days, so the first reading after the renewal bills the units since
// that reading once, on the renewal; the old meter takes no more readings, nor a correction of
// the reading the renewal opened with; the property's reading sheet lists the renewal's meter only.
import { afterAll, expect, test } from 'vitest'
import { METER_MESSAGES as M } from '~/schemas/meter-schemas'
import { RenewalSchema } from '~/schemas/agreement-change-schemas'
import { renewAgreement } from '~/services/agreement-changes.server'
import { recordAgreementReading } from '~/services/meter-readings.server'
import { getAgreementMeters, propertyReadingSheet, setMeterRate } from '~/services/meters.server'
import { correctReading } from '~/services/reading-corrections.server'
import { ConflictError, ValidationError } from '~/services/errors'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { at, meteredProperty, rateInput, readingInput } from './support'

afterAll(() => stopQueueClient())

const read = (memberId: number, agreementId: number, date: string, reading: string) =>
  recordAgreementReading(memberId, agreementId, readingInput({ readOn: date, reading }), { now: at(date) })

const metered = (agreementId: number) =>
  prisma.charge.findMany({ where: { agreementId, kind: 'METERED' }, orderBy: { id: 'asc' }, select: { amountPaisa: true, periodStart: true, periodEnd: true, idempotencyKey: true } })

test('the renewal meters on from the last reading: no units lost, none billed twice', async () => {
  const { member, property, leases } = await meteredProperty({ units: 1 })
  const { agreement } = leases[0]!
  await setMeterRate(member.id, agreement.id, rateInput({ effectiveFrom: '2026-02-15', rate: '15', dueInDays: '10' }))
  await read(member.id, agreement.id, '2026-02-01', '1000') // opening reading
  const lastOld = await read(member.id, agreement.id, '2026-03-01', '1100') // 100 units at Rs. 15 + Rs. 100

  const renewal = await renewAgreement(member.id, agreement.id, RenewalSchema.parse({ endDate: '2035-12-31', reason: 'Next year' }), { now: at('2026-03-10') })

  const [meter] = (await getAgreementMeters(member.id, renewal.agreementId)).meters
  expect(meter).toMatchObject({ utilityId: 'Electricity', dueInDays: 10, rates: [{ effectiveFrom: '2026-02-15', ratePaisaPerUnit: 15_00, fixedPaisa: 100_00 }] })
  expect(meter!.readings).toMatchObject([{ readOn: '2026-03-01', value: 1100_00, previous: null, chargeId: null }])

  // The old meter is read no more: its next reading would be billed twice.
  await expect(read(member.id, agreement.id, '2026-03-20', '1150')).rejects.toMatchObject({ fields: { reading: [M.renewed] } })
  await expect(correctReading(member.id, lastOld.id, { value: 1090_00 })).rejects.toBeInstanceOf(ConflictError)

  // The next reading goes on the renewal, even on a day before it starts, from the last reading on.
  const next = await read(member.id, renewal.agreementId, '2026-04-01', '1180')
  expect(next).toMatchObject({ previous: { readOn: '2026-03-01', value: 1100_00 }, units: 80_00, ratePaisaPerUnit: 15_00, amountPaisa: 80 * 15_00 + 100_00 })
  await expect(read(member.id, renewal.agreementId, '2026-03-01', '1190')).rejects.toBeInstanceOf(ValidationError)

  // Every unit from the opening reading to the last is billed once: 100 on the old agreement, 80 on
  // the renewal. (The old charge, unpaid, moved to the renewal as its carry-over copy.)
  const readings = await prisma.meterReading.findMany({ where: { meter: { agreementUtility: { agreementId: { in: [agreement.id, renewal.agreementId] } } } }, select: { units: true } })
  expect(readings.reduce((sum, reading) => sum + (reading.units ?? 0), 0)).toBe(1180_00 - 1000_00)
  expect((await metered(agreement.id)).map((charge) => Number(charge.amountPaisa))).toEqual([100 * 15_00 + 100_00])
  const newCharges = await metered(renewal.agreementId)
  expect(newCharges.map((charge) => [charge.idempotencyKey?.startsWith('renewal:') ?? false, charge.periodStart.toISOString().slice(0, 10), charge.periodEnd.toISOString().slice(0, 10), Number(charge.amountPaisa)])).toEqual([
    [true, '2026-02-02', '2026-03-01', 100 * 15_00 + 100_00],
    [false, '2026-03-02', '2026-04-01', 80 * 15_00 + 100_00],
  ])

  const sheet = await propertyReadingSheet(member.id, property.id, '2026-04-02')
  expect(sheet.rows.map((row) => [row.agreementId, row.latest])).toEqual([[renewal.agreementId, { readOn: '2026-04-01', value: 1180_00 }]])
})

test('a meter without readings moves with its rate; the renewal’s first reading opens it', async () => {
  const { member, leases } = await meteredProperty({ units: 1 })
  const { agreement } = leases[0]!
  const renewal = await renewAgreement(member.id, agreement.id, RenewalSchema.parse({ endDate: '2035-12-31' }), { now: at('2026-03-10') })
  const [meter] = (await getAgreementMeters(member.id, renewal.agreementId)).meters
  expect(meter).toMatchObject({ rates: [{ effectiveFrom: '2026-01-01', ratePaisaPerUnit: 12_50 }], readings: [] })
})
