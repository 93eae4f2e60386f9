// The re-check job of pending online payments, against PostgreSQL with msw playing
// Khalti's lookup and eSewa's status API: a payment the gateway answered Pending is asked about
// again until final; Completed records it once (however often, or however concurrently, the job
// runs), Expired records nothing and shows as a failed attempt in the landlord's payments area.
import { http, HttpResponse } from 'msw'
import { afterAll, describe, expect, test } from 'vitest'
import { prisma } from '~/server/db.server'
import { env } from '~/server/env.server'
import { stopQueueClient } from '~/server/queue.server'
import { confirmEsewa, confirmKhalti, listGatewayAttempts, recheckPendingGatewayPayments, startGatewayPayment } from '~/services/payments/gateway-payments.server'
import { server } from '../../setup/msw'
import { esewaAnswer, fakeKhalti, payableAgreement, receiptSmsCount } from './pay-support'

afterAll(stopQueueClient)

/** Khalti's lookup: what `answers` says for a pidx; any other pidx (another test's) stays Pending. */
function khaltiLookup(answers: Record<string, Record<string, unknown>>) {
  const asked: string[] = []
  server.use(
    http.post(`${env.KHALTI_BASE_URL}/epayment/lookup/`, async ({ request }) => {
      const { pidx } = (await request.json()) as { pidx: string }
      asked.push(pidx)
      return HttpResponse.json({ pidx, total_amount: 0, status: 'Pending', transaction_id: null, fee: 0, refunded: false, ...answers[pidx] })
    }),
  )
  return asked
}

/** eSewa's status API: what `answers` says for a transaction; any other stays PENDING. */
function esewaStatusOf(answers: Record<string, { status: string; total_amount?: number; ref_id?: string }>) {
  server.use(
    http.get(env.ESEWA_STATUS_URL, ({ request }) => {
      const url = new URL(request.url)
      const uuid = url.searchParams.get('transaction_uuid') ?? ''
      return HttpResponse.json({ product_code: url.searchParams.get('product_code'), transaction_uuid: uuid, total_amount: Number(url.searchParams.get('total_amount')), status: 'PENDING', ref_id: null, ...answers[uuid] })
    }),
  )
}

/** A Khalti payment whose return was answered Pending. */
async function pendingKhalti() {
  const setup = await payableAgreement({ gateways: ['KHALTI'] })
  fakeKhalti()
  const started = await startGatewayPayment(setup.code, { gateway: 'KHALTI', chargeId: null })
  if (started.gateway !== 'KHALTI') throw new Error('expected Khalti')
  khaltiLookup({ [started.pidx]: { status: 'Pending' } })
  expect(await confirmKhalti(setup.code, started.pidx)).toMatchObject({ status: 'PENDING' })
  const row = await prisma.gatewayPayment.findUniqueOrThrow({ where: { orderId: started.orderId } })
  return { ...setup, started, amountPaisa: Number(row.amountPaisa) }
}

/** The job's runs are a few minutes apart: the next run sees every payment as due for a check. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)

describe('the re-check job', () => {
  test('Pending, then Completed: the job records it once, even when two runs race and run again', async () => {
    const { agreement, started, amountPaisa, member } = await pendingKhalti()
    expect(await listGatewayAttempts(member.id, agreement.id)).toMatchObject([{ status: 'PENDING', failureReason: null }])

    khaltiLookup({ [started.pidx]: { status: 'Pending' } })
    await recheckPendingGatewayPayments({ now: later(5) })
    expect(await prisma.gatewayPayment.findUniqueOrThrow({ where: { orderId: started.orderId } })).toMatchObject({ status: 'PENDING' })

    khaltiLookup({ [started.pidx]: { status: 'Completed', total_amount: amountPaisa, transaction_id: `txn-${started.pidx}` } })
    await Promise.all([recheckPendingGatewayPayments({ now: later(10) }), recheckPendingGatewayPayments({ now: later(10) })])
    await recheckPendingGatewayPayments({ now: later(20) })
    const row = await prisma.gatewayPayment.findUniqueOrThrow({ where: { orderId: started.orderId } })
    expect(row).toMatchObject({ status: 'COMPLETED', transactionId: `txn-${started.pidx}` })
    const payments = await prisma.payment.findMany({ where: { agreementId: agreement.id } })
    expect(payments.map((payment) => [payment.id, payment.method, Number(payment.amountPaisa)])).toEqual([[row.paymentId, 'KHALTI', amountPaisa]])
    expect(await receiptSmsCount(agreement.id)).toBe(1)
    expect(await listGatewayAttempts(member.id, agreement.id)).toEqual([])
  })

  test('Expired records nothing and shows as a failed attempt with its reason', async () => {
    const { agreement, started, member } = await pendingKhalti()
    khaltiLookup({ [started.pidx]: { status: 'Expired' } })
    const counts = await recheckPendingGatewayPayments({ now: later(5) })
    expect(counts.failed).toBeGreaterThanOrEqual(1)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
    expect(await listGatewayAttempts(member.id, agreement.id)).toMatchObject([{ gateway: 'KHALTI', status: 'FAILED', failureReason: 'EXPIRED' }])
    // Final: the job does not ask again.
    const asked = khaltiLookup({})
    await recheckPendingGatewayPayments({ now: later(15) })
    expect(asked).not.toContain(started.pidx)
  })

  test('Completed at another amount is a mismatch: nothing recorded, failed for the landlord', async () => {
    const { agreement, started, member } = await pendingKhalti()
    khaltiLookup({ [started.pidx]: { status: 'Completed', total_amount: 100, transaction_id: 'txn-short' } })
    await recheckPendingGatewayPayments({ now: later(5) })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
    expect(await listGatewayAttempts(member.id, agreement.id)).toMatchObject([{ status: 'FAILED', failureReason: 'MISMATCH' }])
    expect(await listGatewayAttempts(member.id + 1_000_000, agreement.id)).toEqual([])
  })

  test('a payment asked about a moment ago is left for a later run', async () => {
    const { started } = await pendingKhalti()
    const asked = khaltiLookup({})
    await recheckPendingGatewayPayments({ now: new Date() })
    expect(asked).not.toContain(started.pidx)
  })

  test('eSewa: a PENDING status, then COMPLETE from the status API, records it under eSewa’s reference', async () => {
    const setup = await payableAgreement({ gateways: ['ESEWA'] })
    const started = await startGatewayPayment(setup.code, { gateway: 'ESEWA', chargeId: null })
    if (started.gateway !== 'ESEWA') throw new Error('expected eSewa')
    esewaStatusOf({ [started.orderId]: { status: 'PENDING' } })
    const data = esewaAnswer({ transactionUuid: started.orderId, totalAmount: started.fields.total_amount!, status: 'PENDING' })
    expect(await confirmEsewa(setup.code, started.orderId, data)).toMatchObject({ status: 'PENDING' })
    esewaStatusOf({ [started.orderId]: { status: 'COMPLETE', ref_id: `REF${started.orderId.slice(0, 6)}` } })
    khaltiLookup({}) // the earlier tests' payments still pending stay so
    await recheckPendingGatewayPayments({ now: later(5) })
    const payments = await prisma.payment.findMany({ where: { agreementId: setup.agreement.id } })
    expect(payments.map((payment) => [payment.method, payment.reference])).toEqual([['ESEWA', `REF${started.orderId.slice(0, 6)}`]])
  })

  test('a payment left INITIATED (the payer never came back) is looked up once older than Khalti’s 60-minute link, and Completed records it once', async () => {
    const setup = await payableAgreement({ gateways: ['KHALTI'] })
    fakeKhalti()
    const started = await startGatewayPayment(setup.code, { gateway: 'KHALTI', chargeId: null })
    if (started.gateway !== 'KHALTI') throw new Error('expected Khalti')
    const row = await prisma.gatewayPayment.findUniqueOrThrow({ where: { orderId: started.orderId } })
    expect(row.status).toBe('INITIATED')
    esewaStatusOf({})
    const asked = khaltiLookup({ [started.pidx]: { status: 'Completed', total_amount: Number(row.amountPaisa), transaction_id: `txn-${started.pidx}` } })
    // Still payable at Khalti: not asked yet.
    await recheckPendingGatewayPayments({ now: later(30) })
    expect(asked).not.toContain(started.pidx)
    await recheckPendingGatewayPayments({ now: later(61) })
    await recheckPendingGatewayPayments({ now: later(70) })
    expect(asked.filter((pidx) => pidx === started.pidx)).toHaveLength(1)
    expect(await prisma.gatewayPayment.findUniqueOrThrow({ where: { orderId: started.orderId } })).toMatchObject({ status: 'COMPLETED', transactionId: `txn-${started.pidx}` })
    expect(await prisma.payment.count({ where: { agreementId: setup.agreement.id, method: 'KHALTI' } })).toBe(1)
    expect(await receiptSmsCount(setup.agreement.id)).toBe(1)
  })

  test('an INITIATED payment Khalti still calls Initiated becomes PENDING and is asked about until final', async () => {
    const setup = await payableAgreement({ gateways: ['KHALTI'] })
    fakeKhalti()
    const started = await startGatewayPayment(setup.code, { gateway: 'KHALTI', chargeId: null })
    if (started.gateway !== 'KHALTI') throw new Error('expected Khalti')
    esewaStatusOf({})
    khaltiLookup({ [started.pidx]: { status: 'Initiated' } })
    await recheckPendingGatewayPayments({ now: later(61) })
    expect(await prisma.gatewayPayment.findUniqueOrThrow({ where: { orderId: started.orderId } })).toMatchObject({ status: 'PENDING' })
    khaltiLookup({ [started.pidx]: { status: 'Expired' } })
    await recheckPendingGatewayPayments({ now: later(70) })
    expect(await listGatewayAttempts(setup.member.id, setup.agreement.id)).toMatchObject([{ status: 'FAILED', failureReason: 'EXPIRED' }])
  })
})
