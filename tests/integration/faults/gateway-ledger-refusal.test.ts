// A gateway confirms a tenant's payment (Completed at the right amount: the money reached the
// landlord) and the ledger cannot take it — it refuses the date (the agreement now starts later,
// as a renewal that has not started does), the agreement was terminated between the start and
// the return, or the database fails the write. The return pages (Khalti and eSewa) answer the result page, never a 5xx, on every
// reload; the money is kept as "received, needs a decision" and shown to the landlord (agreement
// page, dashboard, a notification), the tenant (My Rent) and the operator (/ops money); a second
// return or the re-check job changes nothing (one row, no payment); the pay link no longer asks
// for that money.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addAdDays, dateColumn } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { env } from '~/server/env.server'
import { stopQueueClient } from '~/server/queue.server'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { recheckPendingGatewayPayments } from '~/services/payments/gateway-payments.server'
import { getPayPage } from '~/services/payments/pay-links.server'
import { decideReceivedPayment } from '~/services/payments/gateway-decisions.server'
import { GatewayDecisionSchema } from '~/schemas/gateway-decision-schemas'
import { createMember } from '../../support/fixtures'
import { callRoute, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { esewaAnswer, fakeEsewaStatus, fakeKhalti, KHALTI_PAY_PAGE, payableAgreement } from '../payments/pay-support'

afterAll(stopQueueClient)

let operatorCookie: string
beforeAll(async () => {
  const operator = await createMember({ firstName: 'Ops' })
  env.OPERATOR_PHONES.push(operator.phone)
  operatorCookie = await signedInCookie(operator.id)
})
afterAll(() => {
  env.OPERATOR_PHONES.length = 0
})

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)

/** Everything recorded about one agreement's online money: its gateway rows and its payments. */
async function moneyOf(agreementId: number) {
  const [rows, payments] = await Promise.all([
    prisma.gatewayPayment.findMany({ where: { agreementId }, select: { id: true, status: true, heldReason: true, transactionId: true, paymentId: true } }),
    prisma.payment.count({ where: { agreementId } }),
  ])
  return { rows, payments }
}

/** The landlord, the tenant and the operator each see the waiting money (the pages' own loaders). */
async function expectSeenByEveryone(setup: Awaited<ReturnType<typeof payableAgreement>>, gatewayPaymentId: number) {
  const landlord = await signedInCookie(setup.member.id)
  const page = await callRoute(pageGet(`/agreements/${setup.agreement.id}`, { cookie: landlord }))
  expect(page.status).toBe(200)
  expect(page.data.receivedOnline).toMatchObject([{ id: gatewayPaymentId, status: 'NEEDS_DECISION' }])
  const dashboard = await callRoute(pageGet('/dashboard', { cookie: landlord }))
  expect(dashboard.data.receivedOnline).toMatchObject([{ id: gatewayPaymentId, agreementId: setup.agreement.id }])
  expect(await prisma.notification.count({ where: { memberId: setup.member.id, kind: 'GATEWAY_PAYMENT_NEEDS_DECISION' } })).toBe(1)

  const tenant = await createMember({ phone: setup.tenantPhone })
  const myRent = await callRoute(pageGet(`/my-rent/${setup.agreement.id}`, { cookie: await signedInCookie(tenant.id) }))
  expect(myRent.status).toBe(200)
  expect(myRent.data.receivedOnline).toMatchObject([{ id: gatewayPaymentId, status: 'NEEDS_DECISION' }])

  const ops = await callRoute(pageGet('/ops/money', { cookie: operatorCookie }))
  expect(ops.status).toBe(200)
  expect(ops.data.waiting.map((row: { id: number }) => row.id)).toContain(gatewayPaymentId)
}

describe('the ledger refuses money a gateway confirmed', () => {
  test('Khalti: the ledger refuses the date → the result page says received, every reload the same; seen by all; nothing recorded twice', async () => {
    const setup = await payableAgreement({ gateways: ['KHALTI'] })
    fakeKhalti()
    const before = await getPayPage(setup.code)
    const posted = await callRoute(formPost(`/p/${setup.code}`, { gateway: 'KHALTI', charge: 'all' }))
    const pidx = (posted.headers.get('Location') ?? '').slice(KHALTI_PAY_PAGE.length)
    // While the tenant pays, the agreement comes to start later than today (as an early renewal's
    // does): the ledger refuses a payment dated before the start.
    const startDate = (await prisma.agreement.findUniqueOrThrow({ where: { id: setup.agreement.id } })).startDate
    await prisma.agreement.update({ where: { id: setup.agreement.id }, data: { startDate: dateColumn(addAdDays(nepalToday(), 10)) } })

    for (let visit = 0; visit < 3; visit++) {
      const back = await callRoute(pageGet(`/p/${setup.code}/khalti?pidx=${pidx}&status=Completed`))
      expect(back.status).toBe(303)
      const done = await callRoute(pageGet(back.headers.get('Location') ?? ''))
      expect(done).toMatchObject({ status: 200, file: 'routes/pay/done.tsx', data: { result: { status: 'NEEDS_DECISION', transactionId: `txn-${pidx}`, receiptNumber: null } } })
    }
    const money = await moneyOf(setup.agreement.id)
    expect(money).toMatchObject({ rows: [{ status: 'NEEDS_DECISION', heldReason: 'ledger.error.paidBeforeStart', transactionId: `txn-${pidx}`, paymentId: null }], payments: 0 })

    // The job also looks up other tests' attempts left INITIATED (this worker's database): eSewa keeps them pending.
    fakeEsewaStatus('PENDING')
    await recheckPendingGatewayPayments({ now: later(120) })
    expect(await moneyOf(setup.agreement.id)).toEqual(money)

    await prisma.agreement.update({ where: { id: setup.agreement.id }, data: { startDate } })
    await expectSeenByEveryone(setup, money.rows[0]!.id)
    // The pay link does not ask for the money again.
    const after = await getPayPage(setup.code)
    expect(after.waitingPaisa).toBe(before.dueNowPaisa)
    expect(after.dueNowPaisa).toBe(0)
    expect(after.charges).toEqual([])
  })

  test('eSewa: the agreement was terminated between the start and the return → received, needs a decision; a second return changes nothing', async () => {
    const setup = await payableAgreement({ gateways: ['ESEWA'] })
    const posted = await callRoute(formPost(`/p/${setup.code}`, { gateway: 'ESEWA', charge: 'all' }))
    const { fields } = posted.data.esewa
    await terminateAgreement(setup.member.id, setup.agreement.id)
    fakeEsewaStatus('COMPLETE')
    const data = encodeURIComponent(esewaAnswer({ transactionUuid: fields.transaction_uuid, totalAmount: fields.total_amount, transactionCode: '000TERM1' }))
    for (let visit = 0; visit < 2; visit++) {
      const back = await callRoute(pageGet(`/p/${setup.code}/esewa/${fields.transaction_uuid}?data=${data}`))
      expect(back.headers.get('Location')).toBe(`/p/${setup.code}/done/${fields.transaction_uuid}`)
      const done = await callRoute(pageGet(back.headers.get('Location') ?? ''))
      expect(done).toMatchObject({ status: 200, data: { result: { status: 'NEEDS_DECISION', transactionId: '000TERM1' } } })
    }
    expect(await moneyOf(setup.agreement.id)).toMatchObject({ rows: [{ status: 'NEEDS_DECISION', heldReason: 'TERMINATED' }], payments: 0 })
    fakeKhalti()
    await recheckPendingGatewayPayments({ now: later(120) })
    expect(await moneyOf(setup.agreement.id)).toMatchObject({ rows: [{ status: 'NEEDS_DECISION' }], payments: 0 })
    await expectSeenByEveryone(setup, (await moneyOf(setup.agreement.id)).rows[0]!.id)
  })

  test('any error while recording (the database refuses the payment row) keeps the money as ERROR; once it is fixed, apply records it once', async () => {
    const setup = await payableAgreement({ gateways: ['KHALTI'] })
    fakeKhalti()
    const posted = await callRoute(formPost(`/p/${setup.code}`, { gateway: 'KHALTI', charge: 'all' }))
    const pidx = (posted.headers.get('Location') ?? '').slice(KHALTI_PAY_PAGE.length)
    const fn = `refuse_payment_${setup.agreement.id}`
    await prisma.$executeRawUnsafe(
      `CREATE FUNCTION ${fn}() RETURNS trigger AS $$ BEGIN IF NEW."agreementId" = ${setup.agreement.id} THEN RAISE EXCEPTION 'no space left (test)'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
    )
    await prisma.$executeRawUnsafe(`CREATE TRIGGER ${fn} BEFORE INSERT ON "Payment" FOR EACH ROW EXECUTE FUNCTION ${fn}()`)
    try {
      const back = await callRoute(pageGet(`/p/${setup.code}/khalti?pidx=${pidx}`))
      expect(back.status).toBe(303)
      const done = await callRoute(pageGet(back.headers.get('Location') ?? ''))
      expect(done).toMatchObject({ status: 200, data: { result: { status: 'NEEDS_DECISION' } } })
    } finally {
      await prisma.$executeRawUnsafe(`DROP TRIGGER ${fn} ON "Payment"`)
      await prisma.$executeRawUnsafe(`DROP FUNCTION ${fn}()`)
    }
    const { rows } = await moneyOf(setup.agreement.id)
    expect(rows).toMatchObject([{ status: 'NEEDS_DECISION', heldReason: 'ERROR' }])
    const decided = await decideReceivedPayment(setup.member.id, rows[0]!.id, GatewayDecisionSchema.parse({ decision: 'apply' }))
    expect(decided).toMatchObject({ status: 'COMPLETED', receiptNumber: 1 })
    expect(await moneyOf(setup.agreement.id)).toMatchObject({ payments: 1 })
  })
})
