// "I paid" through the web forms, called directly: the tenant's multipart form on
// /my-rent/:id (a photo's type read from its bytes; a bad one is 400 on the photo and nothing is
// saved) and the landlord's Reject (a reason is required: 400) and Confirm on /agreements/:id.
import { describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { callRoute, fieldErrorsOf, formPost, signedInCookie } from '../../support/route-call'
import { createMember } from '../../support/fixtures'
import { payableAgreement } from '../payments/pay-support'

const ORIGIN = 'http://localhost'

/** The My Rent form as a browser posts it without JavaScript: multipart, with the photo as a file. */
function reportForm(url: string, cookie: string, photo: Uint8Array | null) {
  const body = new FormData()
  for (const [name, value] of Object.entries({ intent: 'report-payment', calendarType: 'AD', amount: '3000', paidOn: addAdDays(nepalToday(), -1), method: 'CASH', reference: '' })) body.append(name, value)
  body.append('photo', photo ? new File([Buffer.from(photo)], 'receipt.png', { type: 'image/png' }) : new File([], ''))
  return new Request(new URL(url, ORIGIN), { method: 'POST', body, headers: { Origin: ORIGIN, Cookie: cookie } })
}

describe('the tenant’s I paid form', () => {
  test('a "photo" that is not an image by its bytes is 400 on the photo; a PNG is saved with the report', async () => {
    const { agreement, tenantPhone } = await payableAgreement({ gateways: [] })
    const tenant = await createMember({ phone: tenantPhone })
    const cookie = await signedInCookie(tenant.id)
    const url = `/my-rent/${agreement.id}`
    const refused = await callRoute(reportForm(url, cookie, new TextEncoder().encode('%PDF-1.7')))
    expect(refused.status).toBe(400)
    expect(fieldErrorsOf(refused).photo).toEqual(['proof.error.photoType'])
    expect(await prisma.paymentProof.count({ where: { agreementId: agreement.id } })).toBe(0)

    const sent = await callRoute(reportForm(url, cookie, Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])))
    expect(sent.headers.get('Location')).toBe(`${url}#payment-proofs`)
    expect(await prisma.paymentProof.findFirstOrThrow({ where: { agreementId: agreement.id } })).toMatchObject({ photoType: 'image/png', amountPaisa: 3_000_00n, status: 'PENDING' })
  })
})

describe('the landlord’s decision', () => {
  test('Reject without a reason is 400 on the reason; Confirm records the payment; another landlord gets 404', async () => {
    const { member, agreement, tenantPhone } = await payableAgreement({ gateways: [] })
    const tenant = await createMember({ phone: tenantPhone })
    await callRoute(reportForm(`/my-rent/${agreement.id}`, await signedInCookie(tenant.id), null))
    const proof = await prisma.paymentProof.findFirstOrThrow({ where: { agreementId: agreement.id } })
    const cookie = await signedInCookie(member.id)
    const url = `/agreements/${agreement.id}`

    const noReason = await callRoute(formPost(url, { intent: 'reject-proof', proofId: String(proof.id), reason: '  ' }, { cookie }))
    expect(noReason.status).toBe(400)
    expect(fieldErrorsOf(noReason).reason).toEqual(['proof.error.reasonRequired'])

    const stranger = await payableAgreement({ gateways: [] })
    const foreign = await callRoute(formPost(`/agreements/${stranger.agreement.id}`, { intent: 'confirm-proof', proofId: String(proof.id) }, { cookie: await signedInCookie(stranger.member.id) }))
    expect(foreign.status).toBe(404)

    const confirmed = await callRoute(formPost(url, { intent: 'confirm-proof', proofId: String(proof.id) }, { cookie }))
    expect(confirmed.headers.get('Location')).toBe(`${url}#agreement-ledger`)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)
    expect(await prisma.paymentProof.findUniqueOrThrow({ where: { id: proof.id } })).toMatchObject({ status: 'CONFIRMED' })
  })
})
