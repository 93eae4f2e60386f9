// Pay links and online rent, against PostgreSQL with msw playing Khalti and
// eSewa: the code, what the page shows, each click minting a gateway payment, and confirmation —
// which believes only the server's own question to the gateway, checks the amount and eSewa's
// signature, and records one ledger payment (with one receipt SMS) however often it is confirmed.
import { afterAll, describe, expect, test } from 'vitest'
import { PAY_CODE_ALPHABET, PAY_CODE_LENGTH } from '~/domain/pay-code'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import { confirmEsewa, confirmKhalti, GatewayUnavailableError, getGatewayPaymentResult, recheckGatewayPayment, startGatewayPayment } from '~/services/payments/gateway-payments.server'
import { env } from '~/server/env.server'
import { ensurePayCode, getPayPage, payLinkOf } from '~/services/payments/pay-links.server'
import { esewaAnswer, ESEWA_SECRET, fakeEsewaStatus, fakeKhalti, KHALTI_PAY_PAGE, MERCHANT, payableAgreement, receiptSmsCount } from './pay-support'
import { gatewayFails } from './support'

afterAll(stopQueueClient)

describe('the pay link', () => {
  test('one unguessable code per agreement, the same however often (and however concurrently) it is asked for', async () => {
    const { agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    expect(code).toHaveLength(PAY_CODE_LENGTH)
    expect([...code].every((letter) => PAY_CODE_ALPHABET.includes(letter))).toBe(true)
    expect(await Promise.all([ensurePayCode(agreement.id), ensurePayCode(agreement.id), ensurePayCode(agreement.id)])).toEqual([code, code, code])
    const other = await payableAgreement({ gateways: ['KHALTI'] })
    expect(other.code).not.toBe(code)
    expect(await payLinkOf(other.member.id, other.agreement.id)).toMatch(new RegExp(`/p/${other.code}$`))
  })

  test('the page shows the landlord, the property and what is due — no phone, no address', async () => {
    const { code, tenantPhone } = await payableAgreement()
    const page = await getPayPage(code)
    expect(page).toMatchObject({ landlordName: 'Sita Sharma', propertyName: 'Lakeside House', gateways: ['KHALTI', 'ESEWA'] })
    expect(page.dueNowPaisa).toBeGreaterThanOrEqual(20_000_00)
    expect(page.dueNowPaisa).toBe(page.charges.reduce((sum, charge) => sum + charge.unpaidPaisa, 0))
    const shown = JSON.stringify(page)
    expect(shown).not.toContain(tenantPhone.slice(-8))
    expect(shown).not.toMatch(/\+977/)
  })

  test('an ended or terminated agreement, an unknown code or a malformed one is not found', async () => {
    const { agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    await expect(getPayPage('zzzzzzzzzzzz')).rejects.toBeInstanceOf(NotFoundError)
    await expect(getPayPage("x' OR 1=1")).rejects.toBeInstanceOf(NotFoundError)
    await prisma.agreement.update({ where: { id: agreement.id }, data: { status: 'TERMINATED', terminatedAt: new Date() } })
    await expect(getPayPage(code)).rejects.toBeInstanceOf(NotFoundError)
    await prisma.agreement.update({ where: { id: agreement.id }, data: { status: 'ENDED' } })
    await expect(getPayPage(code)).rejects.toBeInstanceOf(NotFoundError)
  })

  test('a landlord without a connected gateway has no pay link', async () => {
    const { member, agreement } = await payableAgreement({ gateways: [] })
    expect(await payLinkOf(member.id, agreement.id)).toBeNull()
    await expect(startGatewayPayment(await ensurePayCode(agreement.id), { gateway: 'KHALTI', chargeId: null })).rejects.toBeInstanceOf(ValidationError)
  })
})

describe('Khalti', () => {
  test('each click mints a fresh gateway payment for all that is due and sends the payer to Khalti', async () => {
    const { agreement, code } = await payableAgreement()
    const initiated = fakeKhalti()
    const due = (await getPayPage(code)).dueNowPaisa
    const first = await startGatewayPayment(code, { gateway: 'KHALTI', chargeId: null })
    const second = await startGatewayPayment(code, { gateway: 'KHALTI', chargeId: null })
    expect(first.orderId).not.toBe(second.orderId)
    expect(first).toMatchObject({ gateway: 'KHALTI', paymentUrl: `${KHALTI_PAY_PAGE}pidx-${first.orderId}` })
    expect(initiated[0]).toMatchObject({ amount: due, purchase_order_id: first.orderId, return_url: expect.stringMatching(new RegExp(`/p/${code}/khalti$`)) })
    const rows = await prisma.gatewayPayment.findMany({ where: { agreementId: agreement.id }, orderBy: { id: 'asc' } })
    expect(rows.map((row) => [row.status, Number(row.amountPaisa), row.reference, row.chargeId])).toEqual([
      ['INITIATED', due, `pidx-${first.orderId}`, null],
      ['INITIATED', due, `pidx-${second.orderId}`, null],
    ])
  })

  test('one charge: the amount is what is left of it', async () => {
    const { code } = await payableAgreement({ gateways: ['KHALTI'] })
    const initiated = fakeKhalti()
    const [charge] = (await getPayPage(code)).charges
    await startGatewayPayment(code, { gateway: 'KHALTI', chargeId: charge!.id })
    expect(initiated[0]).toMatchObject({ amount: charge!.unpaidPaisa })
    await expect(startGatewayPayment(code, { gateway: 'KHALTI', chargeId: 999_999_999 })).rejects.toBeInstanceOf(ValidationError)
  })

  test('Completed at the right amount records a Khalti payment with its receipt; the page then has less due', async () => {
    const { agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    fakeKhalti()
    const [charge] = (await getPayPage(code)).charges
    const before = (await getPayPage(code)).dueNowPaisa
    const started = await startGatewayPayment(code, { gateway: 'KHALTI', chargeId: charge!.id })
    if (started.gateway !== 'KHALTI') throw new Error('expected Khalti')
    const result = await confirmKhalti(code, started.pidx)
    expect(result).toMatchObject({ status: 'COMPLETED', receiptNumber: expect.any(Number) })
    const payment = await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id } })
    expect(payment).toMatchObject({ method: 'KHALTI', reference: `txn-${started.pidx}`, amountPaisa: BigInt(charge!.unpaidPaisa) })
    expect(await receiptSmsCount(agreement.id)).toBe(1)
    expect((await getPayPage(code)).dueNowPaisa).toBe(before - charge!.unpaidPaisa)
  })

  test('the same return confirmed five times at once records one payment and one receipt SMS', async () => {
    const { agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    fakeKhalti()
    const started = await startGatewayPayment(code, { gateway: 'KHALTI', chargeId: null })
    if (started.gateway !== 'KHALTI') throw new Error('expected Khalti')
    const results = await Promise.all(Array.from({ length: 5 }, () => confirmKhalti(code, started.pidx)))
    expect(new Set(results.map((result) => `${result.status} ${result.receiptNumber}`)).size).toBe(1)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)
    expect(await receiptSmsCount(agreement.id)).toBe(1)
    // And once more after the fact (a reloaded return page).
    await confirmKhalti(code, started.pidx)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)
  })

  test.each([
    ['an amount that does not match', { total_amount: 100 }, 'FAILED'],
    ['User canceled', { status: 'User canceled', transaction_id: null }, 'FAILED'],
    ['Expired', { status: 'Expired', transaction_id: null }, 'FAILED'],
    ['Pending', { status: 'Pending', transaction_id: null }, 'PENDING'],
  ])('%s records nothing', async (_name, answer, status) => {
    const { agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    fakeKhalti()
    const again = await startGatewayPayment(code, { gateway: 'KHALTI', chargeId: null })
    if (again.gateway !== 'KHALTI') throw new Error('expected Khalti')
    fakeKhalti({ [again.pidx]: answer })
    expect(await confirmKhalti(code, again.pidx)).toMatchObject({ status, receiptNumber: null })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })

  test('Pending, then Completed: checking again records it', async () => {
    const { agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    fakeKhalti()
    const started = await startGatewayPayment(code, { gateway: 'KHALTI', chargeId: null })
    if (started.gateway !== 'KHALTI') throw new Error('expected Khalti')
    fakeKhalti({ [started.pidx]: { status: 'Pending', transaction_id: null } })
    expect(await confirmKhalti(code, started.pidx)).toMatchObject({ status: 'PENDING' })
    fakeKhalti({ [started.pidx]: { total_amount: (await getGatewayPaymentResult(code, started.orderId)).amountPaisa } })
    expect(await recheckGatewayPayment(code, started.orderId)).toMatchObject({ status: 'COMPLETED', receiptNumber: 1 })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)
  })

  test('Khalti out of reach: the payer is told to retry, the minted attempt is FAILED', async () => {
    const { agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    gatewayFails('post', `${env.KHALTI_BASE_URL}/epayment/initiate/`, 502)
    await expect(startGatewayPayment(code, { gateway: 'KHALTI', chargeId: null })).rejects.toBeInstanceOf(GatewayUnavailableError)
    expect(await prisma.gatewayPayment.findMany({ where: { agreementId: agreement.id }, select: { status: true } })).toEqual([{ status: 'FAILED' }])
  })

  test('a pidx of another pay link is not found', async () => {
    const one = await payableAgreement({ gateways: ['KHALTI'] })
    const other = await payableAgreement({ gateways: ['KHALTI'] })
    fakeKhalti()
    const started = await startGatewayPayment(one.code, { gateway: 'KHALTI', chargeId: null })
    if (started.gateway !== 'KHALTI') throw new Error('expected Khalti')
    await expect(confirmKhalti(other.code, started.pidx)).rejects.toBeInstanceOf(NotFoundError)
    await expect(getGatewayPaymentResult(other.code, started.orderId)).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('eSewa', () => {
  async function startEsewa() {
    const setup = await payableAgreement({ gateways: ['ESEWA'] })
    const started = await startGatewayPayment(setup.code, { gateway: 'ESEWA', chargeId: null })
    if (started.gateway !== 'ESEWA') throw new Error('expected eSewa')
    return { ...setup, started }
  }

  test('the form is signed over total_amount, transaction_uuid and product_code with the landlord’s key', async () => {
    const { code, started } = await startEsewa()
    const due = (await getPayPage(code)).dueNowPaisa
    expect(started.fields).toMatchObject({
      amount: (due / 100).toFixed(2),
      total_amount: (due / 100).toFixed(2),
      transaction_uuid: started.orderId,
      product_code: MERCHANT,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      success_url: expect.stringMatching(new RegExp(`/p/${code}/esewa/${started.orderId}$`)),
    })
    const { createHmac } = await import('node:crypto')
    const message = `total_amount=${started.fields.total_amount},transaction_uuid=${started.orderId},product_code=${MERCHANT}`
    expect(started.fields.signature).toBe(createHmac('sha256', ESEWA_SECRET).update(message).digest('base64'))
  })

  test('a signed answer that the status API confirms records an eSewa payment, once, even when raced', async () => {
    const { agreement, code, started } = await startEsewa()
    const asked = fakeEsewaStatus('COMPLETE')
    const data = esewaAnswer({ transactionUuid: started.orderId, totalAmount: started.fields.total_amount!, transactionCode: `T${started.orderId.slice(0, 8)}` })
    const results = await Promise.all([confirmEsewa(code, started.orderId, data), confirmEsewa(code, started.orderId, data), confirmEsewa(code, started.orderId, data)])
    expect(results.every((result) => result.status === 'COMPLETED')).toBe(true)
    expect(asked[0]?.searchParams.get('transaction_uuid')).toBe(started.orderId)
    const payments = await prisma.payment.findMany({ where: { agreementId: agreement.id } })
    expect(payments.map((payment) => [payment.method, payment.reference])).toEqual([['ESEWA', `T${started.orderId.slice(0, 8)}`]])
    expect(await receiptSmsCount(agreement.id)).toBe(1)
  })

  test('a transaction already recorded for another attempt is not recorded again', async () => {
    const { agreement, code, started } = await startEsewa()
    const second = await startGatewayPayment(code, { gateway: 'ESEWA', chargeId: null })
    fakeEsewaStatus('COMPLETE')
    const transactionCode = `R${started.orderId.slice(0, 8)}`
    const total = started.fields.total_amount!
    expect(await confirmEsewa(code, started.orderId, esewaAnswer({ transactionUuid: started.orderId, totalAmount: total, transactionCode }))).toMatchObject({ status: 'COMPLETED' })
    expect(await confirmEsewa(code, second.orderId, esewaAnswer({ transactionUuid: second.orderId, totalAmount: total, transactionCode }))).toMatchObject({ status: 'FAILED' })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)
  })

  test('a forged signature records nothing and asks eSewa nothing', async () => {
    const { agreement, code, started } = await startEsewa()
    const asked = fakeEsewaStatus('COMPLETE')
    const forged = esewaAnswer({ transactionUuid: started.orderId, totalAmount: started.fields.total_amount!, secret: 'not-the-landlords-key' })
    expect(await confirmEsewa(code, started.orderId, forged)).toMatchObject({ forged: true, status: 'INITIATED' })
    expect(await confirmEsewa(code, started.orderId, 'not base64 json')).toMatchObject({ forged: true })
    expect(asked).toHaveLength(0)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })

  test('an amount the status API does not agree with records nothing', async () => {
    const { agreement, code, started } = await startEsewa()
    fakeEsewaStatus('COMPLETE', 10)
    const data = esewaAnswer({ transactionUuid: started.orderId, totalAmount: started.fields.total_amount! })
    expect(await confirmEsewa(code, started.orderId, data)).toMatchObject({ status: 'FAILED', receiptNumber: null })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })

  test('the failure address marks the attempt failed', async () => {
    const { agreement, code, started } = await startEsewa()
    expect(await confirmEsewa(code, started.orderId, null)).toMatchObject({ status: 'FAILED' })
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })
})
