// The agreement page's ledger forms called directly: Record Payment and Void Payment
// post to /agreements/:id with their intents; the receipt page's guard.
import { describe, expect, test } from 'vitest'
import { translate } from '~/i18n'
import { recordPayment } from '~/services/ledger/ledger.server'
import { prisma } from '~/server/db.server'
import { callRoute, fieldErrorsOf, flashOf, formPost, pageGet, signedInCookie } from '../../support/route-call'
import { leasedHouse, paymentInput } from '../ledger/support'
import { signedInMember } from './support'

/** Today's Record Payment form (A.D. dates), as the browser posts it. */
const paymentForm = (overrides: Record<string, string> = {}) => ({
  intent: 'record-payment',
  calendarType: 'AD',
  amount: '10000',
  paidOn: '2026-03-10',
  method: 'CASH',
  reference: '',
  note: '',
  ...overrides,
})

async function landlordWithLease() {
  const lease = await leasedHouse()
  return { ...lease, cookie: await signedInCookie(lease.member.id) }
}

describe('Record Payment (intent record-payment)', () => {
  test('records the payment and says so with its receipt number', async () => {
    const { agreement, cookie } = await landlordWithLease()
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}`, paymentForm({ reference: 'Cheque 42' }), { cookie }))
    const payment = await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id } })
    expect(outcome.headers.get('Location')).toBe(`/agreements/${agreement.id}#agreement-ledger`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('en', 'ledger.recorded', { number: String(payment.receiptNumber) }) })
    expect(payment).toMatchObject({ amountPaisa: 1_000_000n, method: 'CASH', reference: 'Cheque 42', voidedAt: null })
  })

  test('an amount that is not money is 400 on the amount field, and nothing is recorded', async () => {
    const { agreement, cookie } = await landlordWithLease()
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}`, paymentForm({ amount: '10,000.123' }), { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).amount).toHaveLength(1)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })

  test('a date in the future is 400 on paidOn, and nothing is recorded', async () => {
    const { agreement, cookie } = await landlordWithLease()
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}`, paymentForm({ paidOn: '2099-01-01' }), { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).paidOn).toHaveLength(1)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })

  test('on another member’s agreement it is a 404, and nothing is recorded', async () => {
    const { agreement } = await leasedHouse()
    const { cookie } = await signedInMember()
    const outcome = await callRoute(formPost(`/agreements/${agreement.id}`, paymentForm(), { cookie }))
    expect(outcome).toMatchObject({ thrown: true, status: 404 })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })
})

describe('Void Payment (intent void-payment)', () => {
  async function withPayment() {
    const lease = await landlordWithLease()
    const payment = await recordPayment(lease.member.id, lease.agreement.id, paymentInput())
    return { ...lease, payment }
  }
  const voidUrl = (agreementId: number, paymentId: number) => `/agreements/${agreementId}?dialog=void-payment&payment=${paymentId}`

  test('voids the payment with its reason and says so', async () => {
    const { agreement, payment, cookie } = await withPayment()
    const form = { intent: 'void-payment', paymentId: String(payment.id), reason: 'Cheque bounced' }
    const outcome = await callRoute(formPost(voidUrl(agreement.id, payment.id), form, { cookie }))
    expect(outcome.headers.get('Location')).toBe(`/agreements/${agreement.id}#agreement-ledger`)
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('en', 'ledger.voidDone') })
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ voidedAt: expect.any(Date), voidReason: 'Cheque bounced' })
  })

  test('without a reason it is 400 on the reason field, and the payment stands', async () => {
    const { agreement, payment, cookie } = await withPayment()
    const outcome = await callRoute(formPost(voidUrl(agreement.id, payment.id), { intent: 'void-payment', paymentId: String(payment.id), reason: '  ' }, { cookie }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).reason).toHaveLength(1)
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).voidedAt).toBeNull()
  })

  test('another member’s payment, posted to one’s own agreement, is a 404 and stands', async () => {
    const theirs = await withPayment()
    const mine = await landlordWithLease()
    const form = { intent: 'void-payment', paymentId: String(theirs.payment.id), reason: 'Not mine' }
    const outcome = await callRoute(formPost(voidUrl(mine.agreement.id, theirs.payment.id), form, { cookie: mine.cookie }))
    expect(outcome).toMatchObject({ thrown: true, status: 404 })
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: theirs.payment.id } })).voidedAt).toBeNull()
  })
})

describe('the receipt page (GET /receipts/:receiptNumber)', () => {
  test('shows one’s own receipt; another member has none by that number', async () => {
    const { member, agreement, cookie } = await landlordWithLease()
    const payment = await recordPayment(member.id, agreement.id, paymentInput())
    const own = await callRoute(pageGet(`/receipts/${payment.receiptNumber}`, { cookie }))
    expect(own.data.receipt).toMatchObject({ receiptNumber: payment.receiptNumber })
    const stranger = await signedInMember()
    expect(await callRoute(pageGet(`/receipts/${payment.receiptNumber}`, { cookie: stranger.cookie }))).toMatchObject({ thrown: true, status: 404 })
  })
})
