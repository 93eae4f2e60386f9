// The /v1 meter routes called directly (callRoute, no build): metering a utility, readings in and
// out in the contract's shapes (units and rupees), field errors with nothing changed, replays of
// an Idempotency-Key, another member's agreement, and the OpenAPI document listing them.
import { afterAll, describe, expect, test } from 'vitest'
import { METER_MESSAGES } from '~/schemas/meter-schemas'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { createSession } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { englishTexts } from '../../support/english'
import { createMember } from '../../support/fixtures'
import { callRoute, pageGet } from '../../support/route-call'
import { meteredProperty } from './support'

// /v1 answers its messages in English.
const M = englishTexts(METER_MESSAGES)

afterAll(() => stopQueueClient())

type Answer = { status: number; headers: Headers; body: any } // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads its own shape

async function api(memberId: number) {
  const { token } = await createSession(memberId, 'API')
  return async (path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const init = { authorization: `Bearer ${token}`, ...headers }
    const request =
      body === undefined
        ? pageGet(path, { headers: init })
        : new Request(new URL(path, 'http://localhost'), { method: 'POST', body: JSON.stringify(body), headers: { ...init, 'content-type': 'application/json' } })
    const outcome = await callRoute(request)
    return { status: outcome.status, headers: outcome.headers, body: await outcome.response?.json() }
  }
}

async function storedReadings(agreementId: number) {
  const rows = await prisma.meterReading.findMany({ where: { meter: { agreementUtility: { agreementId } } }, orderBy: { readOn: 'asc' } })
  return rows.map((row) => [row.value, row.units, row.amountPaisa === null ? null : Number(row.amountPaisa)])
}

describe('/v1/member/agreement/{id}/reading', () => {
  test('readings are recorded once per key and listed with what their charge was made from', async () => {
    const { member, leases } = await meteredProperty({ units: 1 })
    const { agreement } = leases[0]!
    const call = await api(member.id)
    const path = `/v1/member/agreement/${agreement.id}/reading`

    const opening = await call(path, { utilityId: 'Electricity', readOn: '2026-11-01', reading: 1000 })
    expect(opening).toMatchObject({ status: 201, body: { data: { reading: 1000, previous: null, units: null, amount: null, chargeId: null } } })
    const body = { utilityId: 'Electricity', readOn: '2026-11-20', reading: '1,080.5' }
    const second = await call(path, body, { 'Idempotency-Key': 'reading-1' })
    expect(second).toMatchObject({
      status: 201,
      body: { data: { reading: 1080.5, previous: { readOn: '2026-11-01', reading: 1000 }, units: 80.5, rate: 12.5, fixed: 100, amount: 1106.25, dueDate: '2026-11-27', meterReplaced: false } },
    })
    const again = await call(path, body, { 'Idempotency-Key': 'reading-1' })
    expect(again).toMatchObject({ status: 201, body: second.body })
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await prisma.smsMessage.count({ where: { idempotencyKey: `meter-bill:${second.body.data.chargeId}` } })).toBe(1)

    const list = await call(path)
    expect(list.status).toBe(200)
    expect(list.body.data.map((reading: { readOn: string }) => reading.readOn)).toEqual(['2026-11-20', '2026-11-01'])
    const charges = await call(`/v1/member/agreement/${agreement.id}/charges`)
    expect(charges.body.data.charges).toContainEqual(expect.objectContaining({ id: second.body.data.chargeId, kind: 'METERED', utilityId: 'Electricity', amount: 1106.25 }))
  })

  test('a lower reading, a negative one and a missing replacement are 400 with fields; nothing changes', async () => {
    const { member, leases } = await meteredProperty({ units: 1 })
    const { agreement } = leases[0]!
    const call = await api(member.id)
    const path = `/v1/member/agreement/${agreement.id}/reading`
    await call(path, { utilityId: 'Electricity', readOn: '2026-11-01', reading: 1000 })
    const before = await storedReadings(agreement.id)

    const lower = await call(path, { utilityId: 'Electricity', readOn: '2026-11-02', reading: 999 })
    expect(lower).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', fields: { reading: [M.lowerThanPrevious] } } } })
    const negative = await call(path, { utilityId: 'Electricity', readOn: '2026-11-02', reading: -1 })
    expect(negative).toMatchObject({ status: 400, body: { error: { fields: { reading: [M.readingNegative] } } } })
    const replaced = await call(path, { utilityId: 'Electricity', readOn: '2026-11-02', reading: 5, meterReplaced: true, oldMeterFinal: 1010 })
    expect(replaced).toMatchObject({ status: 400, body: { error: { fields: { newMeterStart: [M.replacementNeeded] } } } })
    expect(await storedReadings(agreement.id)).toEqual(before)

    const ok = await call(path, { utilityId: 'Electricity', readOn: '2026-11-02', reading: 5, meterReplaced: true, oldMeterFinal: 1010, newMeterStart: 0 })
    expect(ok).toMatchObject({ status: 201, body: { data: { units: 15, meterReplaced: true, oldMeterFinal: 1010, newMeterStart: 0 } } })
  })

  test('another member’s agreement is 404 for every call', async () => {
    const { leases } = await meteredProperty({ units: 1 })
    const { agreement } = leases[0]!
    const call = await api((await createMember()).id)
    expect((await call(`/v1/member/agreement/${agreement.id}/reading`)).status).toBe(404)
    expect((await call(`/v1/member/agreement/${agreement.id}/reading`, { utilityId: 'Electricity', readOn: '2026-11-01', reading: 1 })).status).toBe(404)
    expect((await call(`/v1/member/agreement/${agreement.id}/meter`)).status).toBe(404)
    expect((await call(`/v1/member/agreement/${agreement.id}/meter`, { utilityId: 'Water', rate: 5, effectiveFrom: '2026-01-01' })).status).toBe(404)
    expect(await storedReadings(agreement.id)).toEqual([])
  })
})

describe('/v1/member/agreement/{id}/meter', () => {
  test('meters a utility and adds rates; a rate of 0 is 400 on `rate`', async () => {
    const { member, leases } = await meteredProperty({ units: 1 })
    const { agreement } = leases[0]!
    const call = await api(member.id)
    const path = `/v1/member/agreement/${agreement.id}/meter`
    expect(await call(path, { utilityId: 'Water', rate: 0, effectiveFrom: '2026-01-01' })).toMatchObject({ status: 400, body: { error: { fields: { rate: [M.ratePositive] } } } })
    const water = await call(path, { utilityId: 'Water', rate: '0.50', calendarType: 'BS', effectiveFrom: '2082-09-17', dueInDays: 10 })
    expect(water).toMatchObject({ status: 200, body: { data: { utilityId: 'Water', dueInDays: 10, rates: [{ effectiveFrom: '2026-01-01', rate: 0.5, fixed: 0 }], latestReading: null } } })
    const list = await call(path)
    expect(list.body.data.map((meter: { utilityId: string }) => meter.utilityId)).toEqual(['Electricity', 'Water'])
  })

  test('a terminated agreement is 409 AGREEMENT_NOT_CURRENT, and no meter is added', async () => {
    const { member, leases } = await meteredProperty({ units: 1 })
    const { agreement } = leases[0]!
    await terminateAgreement(member.id, agreement.id)
    const call = await api(member.id)
    const refused = await call(`/v1/member/agreement/${agreement.id}/meter`, { utilityId: 'Water', rate: 5, effectiveFrom: '2026-01-01' })
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'AGREEMENT_NOT_CURRENT', message: M.notCurrent } } })
    expect(await prisma.meter.count({ where: { agreementUtility: { agreementId: agreement.id } } })).toBe(1)
  })

  test('the OpenAPI document has the meter and reading operations', async () => {
    const document = await callRoute(pageGet('/v1/openapi.json'))
    const paths = ((await document.response!.json()) as { paths: Record<string, Record<string, unknown>> }).paths
    expect(Object.keys(paths['/v1/member/agreement/{id}/reading'] ?? {}).sort()).toEqual(['get', 'post'])
    expect(Object.keys(paths['/v1/member/agreement/{id}/meter'] ?? {}).sort()).toEqual(['get', 'post'])
  })
})
