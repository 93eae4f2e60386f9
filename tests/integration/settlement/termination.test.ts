// A termination with a move-out day, against PostgreSQL: on a past day, on a future day within the
// agreement, with and without pro rata; days outside the agreement refused with nothing changed;
// the settlement, the rental notice and meter readings going by the day; DELETE /v1/member/agreement/{id} with and
// without the new fields. The lease: Rs. 10,000 a month due on the 5th, 2026-01-01 to 2026-12-31.
import { afterAll, describe, expect, test } from 'vitest'
import * as agreementRoute from '~/routes/v1/member.agreement.$id'
import { buildOpenApiDocument } from '~/v1/openapi.server'
import { operations } from '~/v1/operations'
import { previewTermination, terminateAgreement } from '~/services/agreements/termination.server'
import { ConflictError, ValidationError } from '~/services/errors'
import { recordPayment } from '~/services/ledger/ledger.server'
import { recordAgreementReading } from '~/services/meters/readings.server'
import { syncRentalNotices } from '~/services/paperwork/rental-notices.server'
import { getSettlementPage, previewSettlement, settleAgreement } from '~/services/settlements/settlements.server'
import { createSession } from '~/services/accounts/session.server'
import { addAdDays } from '~/domain/ad-date'
import { adToBs, formatBsDate } from '~/domain/bs-calendar'
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { createMember } from '../../support/fixtures'
import { at, expectConsistent, leasedHouse, paymentInput } from '../ledger/support'
import { meteredProperty, readingInput } from '../meters/support'
import { aYearFromToday } from '../properties/support'
import { agreementAt, at as nepalAt, landlordWithPlaces } from '../reminders/support'
import { apiCall } from '../../support/api-call'

afterAll(() => stopQueueClient())

const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null

/** Each rent charge as `MM-DD status amount paid`, by period. */
async function rents(agreementId: number) {
  const charges = await prisma.charge.findMany({ where: { agreementId, kind: 'RENT' }, orderBy: { periodStart: 'asc' } })
  return charges.map((charge) => `${day(charge.periodStart)!.slice(5)} ${charge.status} ${Number(charge.amountPaisa) / 100} ${Number(charge.paidPaisa) / 100}`)
}

/** Pays January to April in one go on 2026-04-08 (Rs. 40,000). */
async function paidToApril(memberId: number, agreementId: number) {
  await recordPayment(memberId, agreementId, paymentInput({ amount: 40000, paidOn: '2026-04-08' }), { now: at('2026-04-08') })
}

describe('terminating on a move-out day', () => {
  test('a past day: later periods cancelled with a reason (paid ones too), the money paid on them becomes credit', async () => {
    const { member, house, agreement } = await leasedHouse()
    await paidToApril(member.id, agreement.id)
    const now = at('2026-04-20')
    const terminated = await terminateAgreement(member.id, agreement.id, { now, moveOutDate: '2026-03-15', proRata: false })

    expect(terminated).toMatchObject({ status: 'TERMINATED', isCurrent: false, moveOutDate: '2026-03-15', terminatedAt: now.toISOString() })
    expect(await rents(agreement.id)).toEqual([
      '01-01 PAID 10000 10000',
      '02-01 PAID 10000 10000',
      '03-01 PAID 10000 10000',
      '04-01 CANCELLED 10000 0',
      ...['05', '06', '07', '08', '09', '10', '11', '12'].map((month) => `${month}-01 CANCELLED 10000 0`),
    ])
    const cancelled = await prisma.charge.findMany({ where: { agreementId: agreement.id, status: 'CANCELLED' } })
    expect(cancelled.every((charge) => charge.cancelReason === 'Moved out' && charge.cancelledAt?.getTime() === now.getTime())).toBe(true)
    await expectConsistent(agreement.id)
    // The unit is free; the history keeps every charge.
    expect(await prisma.charge.count({ where: { agreementId: agreement.id } })).toBe(12)
    const row = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })
    expect(day(row.moveOutDate)).toBe('2026-03-15')
    expect(row.propertyId).toBe(house.id)
    // April's Rs. 10,000 was paid for a month not lived in: the settlement refunds it with the deposit.
    const page = await getSettlementPage(member.id, agreement.id, { now })
    expect(page).toMatchObject({ isOver: true, moveOutDate: '2026-03-15', preview: { creditPaisa: 1_000_000, unpaidDuesPaisa: 0, refundPaisa: 1_000_000 } })
    const audit = await prisma.auditEvent.findFirstOrThrow({ where: { action: 'member.agreementTerminate', target: `agreement:${agreement.id}` } })
    expect(audit.details).toMatchObject({ moveOutDate: '2026-03-15', proRata: false })
  })

  test('pro rata: the period the day falls in is charged for its days, its period ending on the day', async () => {
    const { member, agreement } = await leasedHouse()
    await paidToApril(member.id, agreement.id)
    await terminateAgreement(member.id, agreement.id, { now: at('2026-04-20'), moveOutDate: '2026-03-15', proRata: true })
    // 15 of March's 31 days of Rs. 10,000: Rs. 4,838.709… → 4,838.71 (half up to a paisa).
    const march = await prisma.charge.findFirstOrThrow({ where: { agreementId: agreement.id, kind: 'RENT', periodStart: new Date('2026-03-01') } })
    expect({ amount: Number(march.amountPaisa), paid: Number(march.paidPaisa), status: march.status, periodEnd: day(march.periodEnd) }).toEqual({
      amount: 483_871,
      paid: 483_871,
      status: 'PAID',
      periodEnd: '2026-03-15',
    })
    await expectConsistent(agreement.id)
    // Rs. 40,000 paid; Rs. 24,838.71 owed: Rs. 15,161.29 is the tenant's credit.
    const page = await getSettlementPage(member.id, agreement.id, { now: at('2026-04-20') })
    expect(page.preview).toMatchObject({ creditPaisa: 1_516_129, unpaidDuesPaisa: 0 })
    const audit = await prisma.auditEvent.findFirstOrThrow({ where: { action: 'member.agreementTerminate', target: `agreement:${agreement.id}` } })
    expect(audit.details).toMatchObject({ proRata: true, proRated: [{ id: march.id, fromPaisa: 1_000_000, toPaisa: 483_871, days: 15, periodDays: 31 }] })
  })

  test('a future day within the agreement: the months until then stay owed; the deposit is settled from that day', async () => {
    const { member, agreement } = await leasedHouse({ deposit: 20000 })
    const moveOutDate = '2026-05-15'
    await terminateAgreement(member.id, agreement.id, { now: at('2026-04-10'), moveOutDate, proRata: true })
    expect((await rents(agreement.id)).slice(0, 6)).toEqual([
      '01-01 DUE 10000 0',
      '02-01 DUE 10000 0',
      '03-01 DUE 10000 0',
      '04-01 DUE 10000 0',
      // 15 of 31 days.
      '05-01 DUE 4838.71 0',
      '06-01 CANCELLED 10000 0',
    ])
    // A payment recorded after the termination still goes to what is owed.
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 10000, paidOn: '2026-04-12' }), { now: at('2026-04-12') })
    await expect(previewSettlement(member.id, agreement.id, [], { now: at('2026-05-14') })).rejects.toThrow(ConflictError)
    await expect(settleAgreement(member.id, agreement.id, { deductions: [], refundMethod: 'CASH' }, { now: at('2026-05-14') })).rejects.toMatchObject({
      detail: { code: 'settlement.error.beforeMoveOut' },
    })
    expect(await getSettlementPage(member.id, agreement.id, { now: at('2026-05-14') })).toMatchObject({ isOver: false, moveOutDate, preview: null })
    const settled = await settleAgreement(member.id, agreement.id, { deductions: [], refundMethod: 'CASH' }, { now: at('2026-05-15') })
    // Owed Rs. 44,838.71, paid Rs. 10,000, deposit Rs. 20,000: Rs. 14,838.71 still owed.
    expect(settled).toMatchObject({ moveOutDate, settledOn: '2026-05-15', unpaidDuesPaisa: 3_483_871, owedPaisa: 1_483_871, refundPaisa: 0 })
    await expectConsistent(agreement.id)
  })

  test('today by default, charged in full; the period starting on the day stays', async () => {
    const { member, agreement } = await leasedHouse()
    const terminated = await terminateAgreement(member.id, agreement.id, { now: at('2026-06-01') })
    expect(terminated.moveOutDate).toBe('2026-06-01')
    expect((await rents(agreement.id)).slice(4, 7)).toEqual(['05-01 DUE 10000 0', '06-01 DUE 10000 0', '07-01 CANCELLED 10000 0'])
  })

  test('a day before the start or after the end, or a second termination, is refused and changes nothing', async () => {
    const { member, agreement } = await leasedHouse()
    const before = await rents(agreement.id)
    for (const moveOutDate of ['2025-12-31', '2027-01-01']) {
      const refusal = await terminateAgreement(member.id, agreement.id, { now: at('2026-04-20'), moveOutDate }).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(ValidationError)
      expect((refusal as ValidationError).fields).toEqual({ moveOutDate: ['agreement.error.moveOutOutside'] })
      await expect(previewTermination(member.id, agreement.id, { now: at('2026-04-20'), moveOutDate, proRata: true })).rejects.toThrow(ValidationError)
    }
    expect(await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).toMatchObject({ status: 'ACTIVE', terminatedAt: null, moveOutDate: null })
    expect(await rents(agreement.id)).toEqual(before)
    // The first and last days are in range.
    await terminateAgreement(member.id, agreement.id, { now: at('2026-04-20'), moveOutDate: '2026-01-01' })
    await expect(terminateAgreement(member.id, agreement.id, { now: at('2026-04-20'), moveOutDate: '2026-02-01' })).rejects.toThrow(ConflictError)
    expect(day((await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).moveOutDate)).toBe('2026-01-01')
  })

  test('the preview says what the termination then does, and writes nothing', async () => {
    const { member, agreement } = await leasedHouse()
    await paidToApril(member.id, agreement.id)
    const options = { now: at('2026-04-20'), moveOutDate: '2026-03-15', proRata: true }
    const preview = await previewTermination(member.id, agreement.id, options)
    expect(preview).toMatchObject({
      moveOutDate: '2026-03-15',
      proRata: true,
      lastPeriod: [{ kind: 'RENT', periodStart: '2026-03-01', amountPaisa: 1_000_000, toPaisa: 483_871, proRated: true }],
      proRated: [{ days: 15, periodDays: 31 }],
      remainingPaisa: 2_483_871,
      paidPaisa: 4_000_000,
    })
    expect(preview.cancelled.map((charge) => charge.periodStart)).toEqual(['2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01', '2026-12-01'])
    expect(await prisma.charge.count({ where: { agreementId: agreement.id, status: 'CANCELLED' } })).toBe(0)
    await terminateAgreement(member.id, agreement.id, options)
    const open = await prisma.charge.findMany({ where: { agreementId: agreement.id, status: { not: 'CANCELLED' } } })
    expect(open.reduce((sum, charge) => sum + Number(charge.amountPaisa), 0)).toBe(preview.remainingPaisa)
  })
})

describe('the rental notice goes by the move-out day', () => {
  test('a past move-out day is the day the place fell vacant', async () => {
    const { member, places } = await landlordWithPlaces()
    const { agreement } = await agreementAt(member.id, places[1]!, { start: '2026-03-10', end: '2027-03-09' }, nepalAt('2026-03-10', 10))
    await terminateAgreement(member.id, agreement.id, { now: nepalAt('2026-05-02', 10), moveOutDate: '2026-04-28' })
    await syncRentalNotices(member.id, nepalAt('2026-05-02', 11))
    const notices = await prisma.rentalNotice.findMany({ where: { agreementId: agreement.id } })
    expect(notices.map((notice) => [notice.kind, day(notice.eventDate), day(notice.dueDate)])).toEqual([['VACATED', '2026-04-28', '2026-05-05']])
  })

  test('a future move-out day: no notice until the day comes', async () => {
    const { member, places } = await landlordWithPlaces()
    const { agreement } = await agreementAt(member.id, places[0]!, { start: '2026-03-10', end: '2027-03-09' }, nepalAt('2026-03-10', 10))
    await terminateAgreement(member.id, agreement.id, { now: nepalAt('2026-05-02', 10), moveOutDate: '2026-05-20' })
    await syncRentalNotices(member.id, nepalAt('2026-05-19', 11))
    expect(await prisma.rentalNotice.count({ where: { agreementId: agreement.id, kind: 'VACATED' } })).toBe(0)
    await syncRentalNotices(member.id, nepalAt('2026-05-20', 11))
    const vacated = await prisma.rentalNotice.findMany({ where: { agreementId: agreement.id, kind: 'VACATED' } })
    expect(vacated.map((notice) => day(notice.eventDate))).toEqual(['2026-05-20'])
  })
})

describe('meter readings go by the move-out day', () => {
  test('the last reading may be on the move-out day, not after it, even when the termination is recorded later', async () => {
    const { member, leases } = await meteredProperty({ units: 2 })
    const [past, future] = leases
    await recordAgreementReading(member.id, past!.agreement.id, readingInput({ readOn: '2026-02-01', reading: '1000' }), { now: at('2026-02-01') })
    await terminateAgreement(member.id, past!.agreement.id, { now: at('2026-03-20'), moveOutDate: '2026-03-10' })
    await expect(recordAgreementReading(member.id, past!.agreement.id, readingInput({ readOn: '2026-03-12', reading: '1100' }), { now: at('2026-03-20') })).rejects.toThrow(ValidationError)
    expect(await recordAgreementReading(member.id, past!.agreement.id, readingInput({ readOn: '2026-03-10', reading: '1090' }), { now: at('2026-03-20') })).toMatchObject({ units: 90_00 })

    // Leaving later than the termination is recorded: the final reading on the day itself.
    await recordAgreementReading(member.id, future!.agreement.id, readingInput({ readOn: '2026-02-01', reading: '500' }), { now: at('2026-02-01') })
    await terminateAgreement(member.id, future!.agreement.id, { now: at('2026-03-05'), moveOutDate: '2026-03-25' })
    expect(await recordAgreementReading(member.id, future!.agreement.id, readingInput({ readOn: '2026-03-25', reading: '560' }), { now: at('2026-03-25') })).toMatchObject({ units: 60_00 })
  })
})

describe('DELETE /v1/member/agreement/{id}', () => {
  const tokenOf = async (memberId: number) => (await createSession(memberId, 'API')).token
  const call = async (memberId: number, agreementId: number, { query = '', body }: { query?: string; body?: unknown } = {}) =>
    apiCall(agreementRoute.action, { path: `/v1/member/agreement/${agreementId}${query}`, token: await tokenOf(memberId), method: 'DELETE', body, params: { id: String(agreementId) } })
  const stored = (agreementId: number) => prisma.agreement.findUniqueOrThrow({ where: { id: agreementId } })

  test('without the new fields: today, in full', async () => {
    const { member, agreement } = await leasedHouse({ endDate: aYearFromToday() })
    const answer = await call(member.id, agreement.id)
    expect(answer).toEqual({ status: 200, body: { data: {} } })
    const row = await stored(agreement.id)
    expect(row.status).toBe('TERMINATED')
    expect(day(row.moveOutDate)).toBe(nepalToday())
  })

  test('a JSON body with moveOutDate and proRata; the agreement then shows the day', async () => {
    const { member, agreement } = await leasedHouse({ endDate: aYearFromToday() })
    expect((await call(member.id, agreement.id, { body: { moveOutDate: '2026-02-14', proRata: true } })).status).toBe(200)
    const february = await prisma.charge.findFirstOrThrow({ where: { agreementId: agreement.id, kind: 'RENT', periodStart: new Date('2026-02-01') } })
    expect(Number(february.amountPaisa)).toBe(500_000)
    expect(await prisma.charge.count({ where: { agreementId: agreement.id, status: { not: 'CANCELLED' } } })).toBe(2)
    const shown = await apiCall(agreementRoute.loader, { path: `/v1/member/agreement/${agreement.id}`, token: await tokenOf(member.id), params: { id: String(agreement.id) } })
    expect((shown.body as { data: unknown }).data).toMatchObject({ status: 'TERMINATED', moveOutDate: '2026-02-14', bsMoveOutDate: null })
  })

  test('the query works too, in B.S.', async () => {
    const { member, agreement } = await leasedHouse({ endDate: aYearFromToday() })
    const bs = formatBsDate(adToBs('2026-03-15'))
    expect((await call(member.id, agreement.id, { query: `?calendarType=BS&moveOutDate=${bs}&proRata=false` })).status).toBe(200)
    expect(day((await stored(agreement.id)).moveOutDate)).toBe('2026-03-15')
    expect(await prisma.charge.count({ where: { agreementId: agreement.id, status: { not: 'CANCELLED' } } })).toBe(3)
  })

  test('a malformed day, a day outside the agreement or a proRata that is not a boolean is 400 on its field, nothing changed', async () => {
    const endDate = aYearFromToday()
    const { member, agreement } = await leasedHouse({ endDate })
    for (const body of [{ moveOutDate: '2026-02-30' }, { moveOutDate: 'tomorrow' }, { moveOutDate: '2025-12-31' }, { moveOutDate: addAdDays(endDate, 1) }, { proRata: 'yes' }]) {
      const answer = await call(member.id, agreement.id, { body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      const field = Object.keys(body)[0]!
      expect((answer.body as { error: { code: string; fields: Record<string, string[]> } }).error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: [expect.any(String)] } })
    }
    expect(await stored(agreement.id)).toMatchObject({ status: 'ACTIVE', moveOutDate: null })
    // Another member's agreement is 404.
    const stranger = await createMember()
    expect((await call(stranger.id, agreement.id, { body: { moveOutDate: '2026-03-15' } })).status).toBe(404)
  })

  test('the OpenAPI document describes moveOutDate and proRata in the query and an optional body', () => {
    const document = buildOpenApiDocument(operations) as { paths: Record<string, Record<string, { parameters: Array<{ name: string; in: string }>; requestBody: { required: boolean; content: { 'application/json': { schema: { properties: Record<string, unknown> } } } } }>> }
    const terminate = document.paths['/v1/member/agreement/{id}']!.delete!
    expect(terminate.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(['calendarType', 'moveOutDate', 'proRata'])
    expect(terminate.requestBody.required).toBe(false)
    expect(Object.keys(terminate.requestBody.content['application/json'].schema.properties)).toEqual(['calendarType', 'moveOutDate', 'proRata'])
    const agreement = JSON.stringify(document)
    expect(agreement).toContain('bsMoveOutDate')
  })
})
