// Paid plans: Plus and Pro paid through Bhadaa's own Khalti or eSewa merchant account
// (msw plays both), confirmed by the server once however often the member comes back; the
// plan-ends scan's texts and the fall back to Basic; and plan changes staying free without the
// BHADAA_* settings.
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { addAdDays, addAdMonths, dateColumn, isoDateOf } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { ValidationError } from '~/services/errors'
import { confirmPlanEsewa, confirmPlanKhalti, getPlanBilling, plansArePaid, scanPlanEnds, startPlanPayment } from '~/services/plans/billing.server'
import { choosePlan, getMemberPlan } from '~/services/plans/plans.server'
import { createProperty } from '~/services/properties/properties.server'
import { env } from '~/server/env.server'
import { prisma } from '~/server/db.server'
import { server } from '../../setup/msw'
import { createMember } from '../../support/fixtures'
import { propertyInput } from '../properties/support'
import { at } from '../reminders/support'
import { ESEWA_SECRET, esewaAnswer, fakeEsewaStatus, fakeKhalti, MERCHANT } from './pay-support'

const BHADAA_KHALTI_KEY = 'live_secret_key_bhadaa_own_account_0000001'
const today = nepalToday()

function configure(settings: { khalti?: boolean; esewa?: boolean }) {
  env.BHADAA_KHALTI_SECRET_KEY = settings.khalti ? BHADAA_KHALTI_KEY : undefined
  env.BHADAA_ESEWA_MERCHANT_CODE = settings.esewa ? MERCHANT : undefined
  env.BHADAA_ESEWA_SECRET_KEY = settings.esewa ? ESEWA_SECRET : undefined
}

afterEach(() => configure({}))

const memberRow = (id: number) => prisma.member.findUniqueOrThrow({ where: { id }, select: { plan: true, planEndsOn: true } })
const endOf = async (id: number) => {
  const row = await memberRow(id)
  return { plan: row.plan, endsOn: row.planEndsOn && isoDateOf(row.planEndsOn) }
}

describe('without Bhadaa’s merchant account', () => {
  test('choosing a plan stays free and at once, with no end date', async () => {
    configure({})
    const member = await createMember()
    expect(plansArePaid()).toBe(false)
    await choosePlan(member.id, 'PLUS')
    expect(await endOf(member.id)).toEqual({ plan: 'PLUS', endsOn: null })
    expect(await getPlanBilling(member.id)).toMatchObject({ plan: 'PLUS', period: null, endsOn: null, paid: false, gateways: [], history: [] })
    await expect(startPlanPayment(member.id, { plan: 'PRO', period: 'MONTH', gateway: 'KHALTI' })).rejects.toThrow(ValidationError)
    expect(await prisma.planPayment.count({ where: { memberId: member.id } })).toBe(0)
  })
})

describe('paid through Khalti', () => {
  beforeEach(() => configure({ khalti: true }))

  test('a plan change needs a payment; Basic stays free', async () => {
    const member = await createMember()
    await expect(choosePlan(member.id, 'PLUS')).rejects.toThrow(ValidationError)
    expect(await endOf(member.id)).toEqual({ plan: 'BASIC', endsOn: null })
    await expect(startPlanPayment(member.id, { plan: 'PLUS', period: 'MONTH', gateway: 'ESEWA' })).rejects.toThrow(ValidationError)
    await expect(startPlanPayment(member.id, { plan: 'BASIC', period: 'MONTH', gateway: 'KHALTI' })).rejects.toThrow(ValidationError)
  })

  test('Plus for a month: the chooser’s price through Bhadaa’s key, confirmed twice at once → one period', async () => {
    const member = await createMember()
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => void seen.push(request.headers.get('authorization') ?? ''))
    const initiated = fakeKhalti()
    const started = await startPlanPayment(member.id, { plan: 'PLUS', period: 'MONTH', gateway: 'KHALTI' })
    expect(started).toMatchObject({ gateway: 'KHALTI', pidx: `pidx-${started.orderId}` })
    expect(initiated).toEqual([expect.objectContaining({ amount: 50_000, purchase_order_id: started.orderId, return_url: expect.stringMatching(/\/plans\/khalti$/) })])
    const pidx = (started as { pidx: string }).pidx

    const [first, second] = await Promise.all([confirmPlanKhalti(pidx), confirmPlanKhalti(pidx)])
    server.events.removeAllListeners()
    expect(seen.every((authorization) => authorization === `Key ${BHADAA_KHALTI_KEY}`)).toBe(true)
    expect(first.status).toBe('COMPLETED')
    expect(second.status).toBe('COMPLETED')
    const endsOn = addAdMonths(today, 1)
    expect(await endOf(member.id)).toEqual({ plan: 'PLUS', endsOn })
    // A reloaded return address changes nothing.
    await confirmPlanKhalti(pidx)
    expect(await endOf(member.id)).toEqual({ plan: 'PLUS', endsOn })
    const billing = await getPlanBilling(member.id)
    expect(billing).toMatchObject({ plan: 'PLUS', period: 'MONTH', endsOn, paid: true, gateways: ['KHALTI'], prices: { PLUS: { MONTH: 50_000, YEAR: 500_000 } } })
    expect(billing.history).toEqual([
      expect.objectContaining({ plan: 'PLUS', period: 'MONTH', amountPaisa: 50_000, gateway: 'KHALTI', transactionId: `txn-${pidx}`, status: 'COMPLETED', startsOn: today, endsOn }),
    ])
  })

  test('paying again while the plan runs extends it from its end date', async () => {
    const member = await createMember()
    const runningEnd = addAdDays(today, 10)
    await prisma.member.update({ where: { id: member.id }, data: { plan: 'PRO', planEndsOn: dateColumn(runningEnd) } })
    fakeKhalti()
    const started = (await startPlanPayment(member.id, { plan: 'PRO', period: 'YEAR', gateway: 'KHALTI' })) as { pidx: string }
    await confirmPlanKhalti(started.pidx)
    expect(await endOf(member.id)).toEqual({ plan: 'PRO', endsOn: addAdMonths(runningEnd, 12) })
    expect((await getPlanBilling(member.id)).history[0]).toMatchObject({ amountPaisa: 1_500_000, startsOn: runningEnd, endsOn: addAdMonths(runningEnd, 12) })
  })

  test('an amount that does not match, a pending and a canceled answer change no plan', async () => {
    const member = await createMember()
    const lookups: Record<string, Record<string, unknown>> = {}
    fakeKhalti(lookups)
    const pay = async () => ((await startPlanPayment(member.id, { plan: 'PRO', period: 'MONTH', gateway: 'KHALTI' })) as { pidx: string }).pidx
    const short = await pay()
    lookups[short] = { total_amount: 50_000 }
    expect((await confirmPlanKhalti(short)).status).toBe('FAILED')
    const pending = await pay()
    lookups[pending] = { status: 'Pending', transaction_id: null }
    expect((await confirmPlanKhalti(pending)).status).toBe('PENDING')
    const canceled = await pay()
    lookups[canceled] = { status: 'User canceled', transaction_id: null }
    expect((await confirmPlanKhalti(canceled)).status).toBe('FAILED')
    expect(await endOf(member.id)).toEqual({ plan: 'BASIC', endsOn: null })
    // Pending, then Completed: checked again, it counts.
    lookups[pending] = { status: 'Completed' }
    expect((await confirmPlanKhalti(pending)).status).toBe('COMPLETED')
    expect(await endOf(member.id)).toEqual({ plan: 'PRO', endsOn: addAdMonths(today, 1) })
  })

  test('Khalti out of reach: nothing changes', async () => {
    const member = await createMember()
    server.use(http.post(`${env.KHALTI_BASE_URL}/epayment/initiate/`, () => new HttpResponse('bad gateway', { status: 502 })))
    await expect(startPlanPayment(member.id, { plan: 'PLUS', period: 'MONTH', gateway: 'KHALTI' })).rejects.toThrow('Khalti did not start the payment')
    expect(await prisma.planPayment.findMany({ where: { memberId: member.id }, select: { status: true } })).toEqual([{ status: 'FAILED' }])
  })
})

describe('paid through eSewa', () => {
  beforeEach(() => configure({ esewa: true }))

  async function started(memberId: number) {
    const start = await startPlanPayment(memberId, { plan: 'PRO', period: 'YEAR', gateway: 'ESEWA' })
    if (start.gateway !== 'ESEWA') throw new Error('eSewa expected')
    return start
  }

  test('the signed form; the signed answer and the status API, twice at once → one period', async () => {
    const member = await createMember()
    const start = await started(member.id)
    expect(start.fields).toMatchObject({ total_amount: '15000.00', product_code: MERCHANT, transaction_uuid: start.orderId, success_url: expect.stringContaining(`/plans/esewa/${start.orderId}`) })
    const asked = fakeEsewaStatus()
    const data = esewaAnswer({ transactionUuid: start.orderId, totalAmount: '15,000.0' })
    await Promise.all([confirmPlanEsewa(start.orderId, data), confirmPlanEsewa(start.orderId, data)])
    await confirmPlanEsewa(start.orderId, data)
    expect(asked.length).toBeGreaterThanOrEqual(1)
    expect(await endOf(member.id)).toEqual({ plan: 'PRO', endsOn: addAdMonths(today, 12) })
    expect(await prisma.planPayment.count({ where: { memberId: member.id, status: 'COMPLETED' } })).toBe(1)
  })

  test('a tampered signature, a short amount and the failure address change nothing', async () => {
    const member = await createMember()
    const forged = await started(member.id)
    expect(await confirmPlanEsewa(forged.orderId, esewaAnswer({ transactionUuid: forged.orderId, totalAmount: '15000.0', secret: 'not-the-secret' }))).toMatchObject({ forged: true, status: 'INITIATED' })

    const short = await started(member.id)
    fakeEsewaStatus('COMPLETE', 100)
    expect((await confirmPlanEsewa(short.orderId, esewaAnswer({ transactionUuid: short.orderId, totalAmount: '15000.0' }))).status).toBe('FAILED')

    const failed = await started(member.id)
    expect((await confirmPlanEsewa(failed.orderId, null)).status).toBe('FAILED')
    expect(await endOf(member.id)).toEqual({ plan: 'BASIC', endsOn: null })
  })
})

describe('the plan-ends scan', () => {
  test('texts 7 days and 1 day before the end, once each, then falls back to Basic and deletes nothing', async () => {
    const member = await createMember({ prefLanguage: 'ENG' })
    await prisma.member.update({ where: { id: member.id }, data: { plan: 'PLUS' } })
    await createProperty(member.id, propertyInput({ name: 'Kept House' }))
    const end = '2027-03-10'
    await prisma.member.update({ where: { id: member.id }, data: { planEndsOn: dateColumn(end) } })
    const texts = () => prisma.smsMessage.findMany({ where: { idempotencyKey: { startsWith: `plan-ending:${member.id}:` } }, orderBy: { id: 'asc' } })

    await scanPlanEnds(at('2027-03-02', 10)) // 8 days before: nothing yet
    await scanPlanEnds(at('2027-03-03', 8)) // 7 days before, outside the sending hours
    expect(await texts()).toEqual([])
    await scanPlanEnds(at('2027-03-03', 10))
    await scanPlanEnds(at('2027-03-03', 11))
    await scanPlanEnds(at('2027-03-05', 10))
    expect(await texts()).toMatchObject([{ idempotencyKey: `plan-ending:${member.id}:${end}:7`, template: 'plan-ending', to: member.phone, memberId: member.id }])
    expect((await texts())[0]!.body).toContain('your Plus plan ends on 10 Mar 2027, in 7 days')

    await scanPlanEnds(at('2027-03-09', 10))
    await scanPlanEnds(at('2027-03-09', 15))
    const both = await texts()
    expect(both.map((text) => text.idempotencyKey)).toEqual([`plan-ending:${member.id}:${end}:7`, `plan-ending:${member.id}:${end}:1`])
    expect(both[1]!.body).toContain('in 1 day')
    expect(await endOf(member.id)).toEqual({ plan: 'PLUS', endsOn: end })

    await scanPlanEnds(at('2027-03-10', 0, 10))
    expect(await endOf(member.id)).toEqual({ plan: 'BASIC', endsOn: null })
    expect(await texts()).toHaveLength(2)
    expect(await prisma.property.count({ where: { memberId: member.id } })).toBe(1)
    expect((await getMemberPlan(member.id)).plan).toBe('BASIC')
  })
})

describe('the BHADAA_* settings at start-up', () => {
  test('eSewa needs both its merchant code and its secret key; Khalti alone is enough', async () => {
    const { parseEnv } = await import('../../../server/env')
    expect(parseEnv({ BHADAA_KHALTI_SECRET_KEY: BHADAA_KHALTI_KEY }).BHADAA_KHALTI_SECRET_KEY).toBe(BHADAA_KHALTI_KEY)
    expect(() => parseEnv({ BHADAA_ESEWA_MERCHANT_CODE: 'EPAYTEST' })).toThrow(/BHADAA_ESEWA_SECRET_KEY="": is required with the other BHADAA_ESEWA_\* variable/)
    expect(() => parseEnv({ BHADAA_ESEWA_SECRET_KEY: ESEWA_SECRET })).toThrow(/BHADAA_ESEWA_MERCHANT_CODE/)
    expect(() => parseEnv({ BHADAA_KHALTI_SECRET_KEY: 'short' })).toThrow(/BHADAA_KHALTI_SECRET_KEY="short": must be a Khalti secret key/)
    expect(parseEnv({ BHADAA_ESEWA_MERCHANT_CODE: 'EPAYTEST', BHADAA_ESEWA_SECRET_KEY: ESEWA_SECRET })).toMatchObject({ BHADAA_ESEWA_MERCHANT_CODE: 'EPAYTEST' })
  })
})
