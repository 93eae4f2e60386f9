// A renewal keeps metering (ADR 021): until the renewal starts the running agreement's meter is
// read and bills as before; on the start day (the daily job) the renewal's meter opens with the old
// meter's latest reading, rate and due days, so its first reading bills the units since that
// reading once, on the renewal; the old meter then takes no more readings, nor a correction of the
// reading the renewal opened with; the property's reading sheet lists the renewal's meter only.
// (Changed with ADR 021's 2026-11-28 rule: before it, the meter moved when the renewal was made.)
import { afterAll, expect, test } from 'vitest'
import { METER_MESSAGES as M } from '~/schemas/meter-schemas'
import { RenewalSchema } from '~/schemas/agreement-change-schemas'
import { renewAgreement, startDueRenewals } from '~/services/agreements/renewals.server'
import { addAdDays, isoDateOf } from '~/domain/ad-date'
import { recordAgreementReading } from '~/services/meters/readings.server'
import { getAgreementMeters, propertyReadingSheet, setMeterRate } from '~/services/meters/meters.server'
import { correctReading } from '~/services/meters/reading-corrections.server'
import { ConflictError, ValidationError } from '~/services/errors'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { at, meteredProperty, rateInput, readingInput } from './support'

afterAll(() => stopQueueClient())

const read = (memberId: number, agreementId: number, date: string, reading: string) =>
  recordAgreementReading(memberId, agreementId, readingInput({ readOn: date, reading }), { now: at(date) })

const metered = (agreementId: number) =>
  prisma.charge.findMany({ where: { agreementId, kind: 'METERED' }, orderBy: { id: 'asc' }, select: { amountPaisa: true, periodStart: true, periodEnd: true, idempotencyKey: true } })

const startOf = async (agreementId: number) => isoDateOf((await prisma.agreement.findUniqueOrThrow({ where: { id: agreementId } })).startDate)

test('the renewal meters on from the last reading before its start: no units lost, none billed twice', async () => {
  const { member, property, leases } = await meteredProperty({ units: 1 })
  const { agreement } = leases[0]!
  await setMeterRate(member.id, agreement.id, rateInput({ effectiveFrom: '2026-02-15', rate: '15', dueInDays: '10' }))
  await read(member.id, agreement.id, '2026-02-01', '1000') // opening reading
  await read(member.id, agreement.id, '2026-03-01', '1100') // 100 units at Rs. 15 + Rs. 100

  const renewal = await renewAgreement(member.id, agreement.id, RenewalSchema.parse({ endDate: '2035-12-31', reason: 'Next year' }), { now: at('2026-03-10') })
  const startsOn = await startOf(renewal.agreementId)
  expect(renewal.isUpcoming).toBe(true)

  // Until the renewal starts, the running agreement is read and billed as before.
  expect((await getAgreementMeters(member.id, renewal.agreementId)).meters).toEqual([])
  const lastOld = await read(member.id, agreement.id, '2026-04-01', '1180') // 80 units
  expect((await propertyReadingSheet(member.id, property.id, '2026-04-02')).rows.map((row) => row.agreementId)).toEqual([agreement.id])

  expect(await startDueRenewals({ today: startsOn, now: at(startsOn), memberId: member.id })).toBe(1)
  const [meter] = (await getAgreementMeters(member.id, renewal.agreementId)).meters
  expect(meter).toMatchObject({ utilityId: 'Electricity', dueInDays: 10, rates: [{ effectiveFrom: '2026-02-15', ratePaisaPerUnit: 15_00, fixedPaisa: 100_00 }] })
  expect(meter!.readings).toMatchObject([{ readOn: '2026-04-01', value: 1180_00, previous: null, chargeId: null }])

  // The old meter is read no more: its next reading would be billed twice.
  const lastDay = addAdDays(startsOn, -1)
  await expect(recordAgreementReading(member.id, agreement.id, readingInput({ readOn: lastDay, reading: '1200' }), { now: at(startsOn) })).rejects.toMatchObject({ fields: { reading: [M.renewed] } })
  await expect(correctReading(member.id, lastOld.id, { value: 1170_00 }, { now: at(startsOn) })).rejects.toBeInstanceOf(ConflictError)

  // The next reading goes on the renewal, from the last reading on.
  const readOn = addAdDays(startsOn, 10)
  const next = await read(member.id, renewal.agreementId, readOn, '1230')
  expect(next).toMatchObject({ previous: { readOn: '2026-04-01', value: 1180_00 }, units: 50_00, ratePaisaPerUnit: 15_00, amountPaisa: 50 * 15_00 + 100_00 })
  await expect(read(member.id, renewal.agreementId, '2026-03-01', '1190')).rejects.toBeInstanceOf(ValidationError)

  // Every unit from the opening reading to the last is billed once: 180 on the old agreement (its
  // unpaid charges moved to the renewal as carry-over copies on the start day), 50 on the renewal.
  const readings = await prisma.meterReading.findMany({ where: { meter: { agreementUtility: { agreementId: { in: [agreement.id, renewal.agreementId] } } } }, select: { units: true } })
  expect(readings.reduce((sum, reading) => sum + (reading.units ?? 0), 0)).toBe(1230_00 - 1000_00)
  expect((await metered(agreement.id)).map((charge) => Number(charge.amountPaisa))).toEqual([100 * 15_00 + 100_00, 80 * 15_00 + 100_00])
  const newCharges = await metered(renewal.agreementId)
  expect(newCharges.map((charge) => [charge.idempotencyKey?.startsWith('renewal:') ?? false, charge.periodStart.toISOString().slice(0, 10), charge.periodEnd.toISOString().slice(0, 10), Number(charge.amountPaisa)])).toEqual([
    [true, '2026-02-02', '2026-03-01', 100 * 15_00 + 100_00],
    [true, '2026-03-02', '2026-04-01', 80 * 15_00 + 100_00],
    [false, '2026-04-02', readOn, 50 * 15_00 + 100_00],
  ])

  const sheet = await propertyReadingSheet(member.id, property.id, addAdDays(readOn, 1))
  expect(sheet.rows.map((row) => [row.agreementId, row.latest])).toEqual([[renewal.agreementId, { readOn, value: 1230_00 }]])
})

test('a meter without readings moves with its rate on the start day; the renewal’s first reading opens it', async () => {
  const { member, leases } = await meteredProperty({ units: 1 })
  const { agreement } = leases[0]!
  const renewal = await renewAgreement(member.id, agreement.id, RenewalSchema.parse({ endDate: '2035-12-31' }), { now: at('2026-03-10') })
  const startsOn = await startOf(renewal.agreementId)
  await startDueRenewals({ today: startsOn, now: at(startsOn), memberId: member.id })
  const [meter] = (await getAgreementMeters(member.id, renewal.agreementId)).meters
  expect(meter).toMatchObject({ rates: [{ effectiveFrom: '2026-01-01', ratePaisaPerUnit: 12_50 }], readings: [] })
})
