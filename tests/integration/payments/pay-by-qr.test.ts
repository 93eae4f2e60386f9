// Paying by the landlord's bank QR (DESIGN §14): the pay page and /v1/public/pay/{code} carry the
// QR exactly as saved and the agreement's payment reference; My Rent shows the block and fills the
// "I paid" form in; a QR report confirmed by the landlord is a payment by the QR method.
import { describe, expect, test } from 'vitest'
import { nepalToday } from '~/domain/nepal-time'
import { sampleMerchantQr } from '~/domain/merchant-qr-samples'
import { loader as publicPayLoader } from '~/routes/v1/public.pay.$code'
import { prisma } from '~/server/db.server'
import { createProperty } from '~/services/properties/properties.server'
import { getPayPage, payLinkOf } from '~/services/payments/pay-links.server'
import { savePaymentQr } from '~/services/payments/payment-qrs.server'
import { confirmProof, submitProof } from '~/services/payments/proofs.server'
import { ProofCreateSchema } from '~/schemas/payment-proof-schemas'
import { createMember } from '../../support/fixtures'
import { callRoute, pageGet, signedInCookie } from '../../support/route-call'
import { createAgreement as agreementRow, propertyInput } from '../properties/support'
import { payableAgreement } from './pay-support'

const LANDLORD_QR = sampleMerchantQr('SITA SHARMA', 'POKHARA')
const REFERENCE = /^BH-[2-9A-HJKMNP-RT-Z]{5}$/

describe('the payment reference', () => {
  test('every agreement has one, of unambiguous characters, and no two are the same', async () => {
    const member = await createMember()
    const property = await createProperty(member.id, propertyInput())
    const rows = await Promise.all(Array.from({ length: 20 }, () => agreementRow({ memberId: member.id, propertyId: property.id })))
    const references = rows.map((row) => row.paymentReference)
    for (const reference of references) expect(reference).toMatch(REFERENCE)
    expect(new Set(references).size).toBe(references.length)
  })
})

describe('the pay page', () => {
  test('a Basic landlord with only a QR has a pay link; the page carries the QR as saved and the reference', async () => {
    const { member, agreement, code } = await payableAgreement({ gateways: [] })
    await prisma.member.update({ where: { id: member.id }, data: { plan: 'BASIC' } })
    expect(await payLinkOf(member.id, agreement.id)).toBeNull()
    await savePaymentQr(member.id, null, LANDLORD_QR)
    expect(await payLinkOf(member.id, agreement.id)).toMatch(new RegExp(`/p/${code}$`))
    const page = await getPayPage(code)
    const { paymentReference } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })
    expect(page).toMatchObject({ gateways: [], qr: { payload: LANDLORD_QR, accountName: 'SITA SHARMA' }, reference: paymentReference })
    expect(page.dueNowPaisa).toBeGreaterThan(0)
    const api = await publicPayLoader({ request: new Request(`http://localhost/v1/public/pay/${code}`), params: { code }, context: { get: () => ({ clientIp: `qr-${code}` }) } } as never)
    expect(((await api.json()) as { data: unknown }).data).toMatchObject({ qr: { payload: LANDLORD_QR, accountName: 'SITA SHARMA' }, reference: paymentReference })
  })

  test('the property’s own QR wins over the landlord’s; without any, qr is null', async () => {
    const { member, agreement, code } = await payableAgreement()
    expect((await getPayPage(code)).qr).toBeNull()
    await savePaymentQr(member.id, null, LANDLORD_QR)
    const own = sampleMerchantQr('SITA SHARMA LAKESIDE', 'POKHARA')
    const { propertyId } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })
    await savePaymentQr(member.id, propertyId, own)
    expect((await getPayPage(code)).qr).toEqual({ payload: own, accountName: 'SITA SHARMA LAKESIDE' })
  })

  test('the web page draws the QR and links "I paid by QR" to the filled-in form', async () => {
    const { member, agreement, code } = await payableAgreement({ gateways: [] })
    await savePaymentQr(member.id, null, LANDLORD_QR)
    const outcome = await callRoute(pageGet(`/p/${code}`))
    expect(outcome.data.payByQr).toMatchObject({ accountName: 'SITA SHARMA', reportTo: `/my-rent/${agreement.id}?paid=qr#proof-form`, drawing: { size: expect.any(Number), path: expect.stringMatching(/^M/) } })
  })
})

describe('My Rent and the report', () => {
  test('the QR block while something is due; ?paid=qr fills the form in; the landlord’s confirmation is a QR payment', async () => {
    const { member, agreement, tenantPhone } = await payableAgreement({ gateways: [] })
    await savePaymentQr(member.id, null, LANDLORD_QR)
    const tenant = await createMember({ phone: tenantPhone })
    const cookie = await signedInCookie(tenant.id)
    const { paymentReference } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })
    const plain = await callRoute(pageGet(`/my-rent/${agreement.id}`, { cookie }))
    expect(plain.data.payByQr).toMatchObject({ reference: paymentReference, landlordName: 'Sita Sharma' })
    expect(plain.data.proofPrefill).toBeNull()
    const filled = await callRoute(pageGet(`/my-rent/${agreement.id}?paid=qr`, { cookie }))
    expect(filled.data.proofPrefill).toEqual({ amount: String(filled.data.payByQr.dueNowPaisa / 100), method: 'QR', reference: `${paymentReference} ` })

    const input = ProofCreateSchema.parse({ calendarType: 'AD', amount: '10000', paidOn: nepalToday(), method: 'QR', reference: `${paymentReference} FT123456` })
    const proof = await submitProof(tenantPhone, agreement.id, input, null)
    const confirmed = await confirmProof(member.id, proof.id)
    const payment = await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id, receiptNumber: confirmed.receiptNumber ?? -1 } })
    expect(payment).toMatchObject({ method: 'QR', reference: `${paymentReference} FT123456` })
  })
})

describe('the printed receipt', () => {
  test('carries the payment reference, and the pay link as text and QR while the agreement is payable; no link without a way to pay', async () => {
    const { member, agreement, tenantPhone, code } = await payableAgreement({ gateways: [] })
    const tenant = await createMember({ phone: tenantPhone })
    const input = ProofCreateSchema.parse({ calendarType: 'AD', amount: '5000', paidOn: nepalToday(), method: 'CASH', reference: '' })
    const { receiptNumber } = await confirmProof(member.id, (await submitProof(tenantPhone, agreement.id, input, null)).id)
    const landlordPage = () => callRoute(pageGet(`/receipts/${receiptNumber}`, { cookie: landlordCookie }))
    const landlordCookie = await signedInCookie(member.id)
    const first = await landlordPage()
    expect(first.data.payLink).toBeNull()
    // The agreement's payment reference is printed on every receipt.
    expect(first.data.receipt.agreement.paymentReference).toMatch(REFERENCE)
    await savePaymentQr(member.id, null, LANDLORD_QR)
    expect((await landlordPage()).data.payLink).toEqual({ url: expect.stringMatching(new RegExp(`/p/${code}$`)), drawing: { size: expect.any(Number), path: expect.stringMatching(/^M/) } })
    const tenantPage = await callRoute(pageGet(`/my-rent/${agreement.id}/receipts/${receiptNumber}`, { cookie: await signedInCookie(tenant.id) }))
    expect(tenantPage.data.payLink.url).toMatch(new RegExp(`/p/${code}$`))
  })
})
