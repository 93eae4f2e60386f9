// Correcting a meter reading against PostgreSQL: its charge and the next reading's are
// made again at their frozen rates; a paid charge refuses it with nothing changed; a value above
// the next reading is a field error; another member's reading is 404; the meters page and /v1
// both reach it.
import { afterAll, describe, expect, test } from 'vitest'
import { recordPayment } from '~/services/ledger/ledger.server'
import { recordAgreementReading } from '~/services/meters/readings.server'
import { correctReading } from '~/services/meters/reading-corrections.server'
import { setMeterRate } from '~/services/meters/meters.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { createMember } from '../../support/fixtures'
import { callRoute, fieldErrorsOf, formPost, signedInCookie } from '../../support/route-call'
import { expectConsistent, paymentInput } from '../ledger/support'
import { at, meteredProperty, rateInput, readingInput } from '../meters/support'

afterAll(() => stopQueueClient())

/** One flat with readings 1000 (opening, 1 Feb), 1100 (1 Mar: 100 units) and 1150 (1 Apr: 50 units) at Rs. 12.50 + Rs. 100. */
async function threeReadings() {
  const { member, leases } = await meteredProperty({ units: 1 })
  const { agreement } = leases[0]!
  const now = at('2026-04-02')
  const opening = await recordAgreementReading(member.id, agreement.id, readingInput({ readOn: '2026-02-01', reading: '1000' }), { now })
  const march = await recordAgreementReading(member.id, agreement.id, readingInput({ readOn: '2026-03-01', reading: '1100' }), { now })
  // A new rate from 15 March: April's charge keeps the one frozen on it.
  await setMeterRate(member.id, agreement.id, rateInput({ rate: '15', effectiveFrom: '2026-03-15' }))
  const april = await recordAgreementReading(member.id, agreement.id, readingInput({ readOn: '2026-04-01', reading: '1150' }), { now })
  return { member, agreement, opening, march, april }
}

const amountOf = async (chargeId: number | null) => (chargeId === null ? null : Number((await prisma.charge.findUniqueOrThrow({ where: { id: chargeId } })).amountPaisa))
const snapshot = async (agreementId: number) => ({
  readings: await prisma.meterReading.findMany({ where: { meter: { agreementUtility: { agreementId } } }, orderBy: { id: 'asc' } }),
  charges: await prisma.charge.findMany({ where: { agreementId }, orderBy: { id: 'asc' } }),
})

describe('correcting a reading', () => {
  test('its charge and the next one’s are made again at their frozen rates; the old value is kept', async () => {
    const { member, agreement, march, april } = await threeReadings()
    expect(await amountOf(march.chargeId)).toBe(100 * 12_50 + 100_00)
    expect(await amountOf(april.chargeId)).toBe(50 * 15_00 + 100_00)

    const corrected = await correctReading(member.id, march.id, { value: 1120_00 })
    expect(corrected).toMatchObject({ value: 1120_00, units: 120_00, amountPaisa: 120 * 12_50 + 100_00, corrected: { fromValue: 1100_00 } })
    expect(await amountOf(march.chargeId)).toBe(120 * 12_50 + 100_00)
    const next = await prisma.meterReading.findUniqueOrThrow({ where: { id: april.id } })
    expect(next).toMatchObject({ previousValue: 1120_00, units: 30_00, amountPaisa: BigInt(30 * 15_00 + 100_00) })
    expect(await amountOf(april.chargeId)).toBe(30 * 15_00 + 100_00)
    await expectConsistent(agreement.id)
  })

  test('a reading whose charge is paid is refused with a clear message, and nothing changes', async () => {
    const { member, agreement, march } = await threeReadings()
    // Rent for January to April is 40,000; the March charge (1,350) is paid after it.
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 41_350, paidOn: '2026-04-02' }), { now: at('2026-04-02') })
    const before = await snapshot(agreement.id)
    await expect(correctReading(member.id, march.id, { value: 1120_00 })).rejects.toBeInstanceOf(ConflictError)
    expect(await snapshot(agreement.id)).toEqual(before)
  })

  test('above the next reading is a field error, and nothing changes', async () => {
    const { member, agreement, march } = await threeReadings()
    const before = await snapshot(agreement.id)
    const refused = await correctReading(member.id, march.id, { value: 1200_00 }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ValidationError)
    expect((refused as ValidationError).fields).toEqual({ reading: ['meters.error.aboveNext'] })
    expect(await snapshot(agreement.id)).toEqual(before)
  })

  test('a value whose bill would pass the largest amount (Rs. 1,00,00,00,000) is a field error, and nothing changes', async () => {
    const { member, leases } = await meteredProperty({ units: 1 })
    const { agreement } = leases[0]!
    await setMeterRate(member.id, agreement.id, rateInput({ rate: '10000', fixed: '0', effectiveFrom: '2026-01-01' }))
    const now = at('2026-03-02')
    await recordAgreementReading(member.id, agreement.id, readingInput({ readOn: '2026-02-01', reading: '0' }), { now })
    const march = await recordAgreementReading(member.id, agreement.id, readingInput({ readOn: '2026-03-01', reading: '10' }), { now })
    const before = await snapshot(agreement.id)
    const refused = await correctReading(member.id, march.id, { value: 100_000_01 }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ValidationError)
    expect((refused as ValidationError).fields).toEqual({ reading: ['meters.error.billTooLarge'] })
    expect(await snapshot(agreement.id)).toEqual(before)
    // At the largest amount exactly, it is corrected.
    expect(await correctReading(member.id, march.id, { value: 100_000_00 })).toMatchObject({ amountPaisa: 1_00_00_00_000_00 })
  })

  test('another member’s reading is not found, and nothing changes', async () => {
    const { agreement, march } = await threeReadings()
    const other = await createMember()
    const before = await snapshot(agreement.id)
    await expect(correctReading(other.id, march.id, { value: 1120_00 })).rejects.toBeInstanceOf(NotFoundError)
    expect(await snapshot(agreement.id)).toEqual(before)
  })

  test('the meters page corrects with intent correct-reading; a negative value is 400 and changes nothing', async () => {
    const { member, agreement, march } = await threeReadings()
    const cookie = await signedInCookie(member.id)
    const url = `/agreements/${agreement.id}/meters`
    const before = await snapshot(agreement.id)
    const refused = await callRoute(formPost(url, { intent: 'correct-reading', readingId: String(march.id), reading: '-5' }, { cookie }))
    expect(refused.status).toBe(400)
    expect(fieldErrorsOf(refused).reading).toHaveLength(1)
    expect(await snapshot(agreement.id)).toEqual(before)
    const saved = await callRoute(formPost(url, { intent: 'correct-reading', readingId: String(march.id), reading: '1110' }, { cookie }))
    expect(saved.headers.get('Location')).toBe(url)
    expect(await amountOf(march.chargeId)).toBe(110 * 12_50 + 100_00)
  })
})
