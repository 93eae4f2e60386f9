// "I paid" proofs against PostgreSQL: the tenant reports (scoped by their phone), the
// landlord confirms (one payment, one receipt SMS, however often and however concurrently) or
// rejects with a reason (one text); the photo's type is read from its bytes; anyone else's ids are
// not found.
import { afterAll, describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { MAX_PHOTO_BYTES } from '~/domain/image-type'
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { checkPhoto, confirmProof, getProofPhoto, listProofs, listTenantProofs, photoFromBase64, rejectProof, submitProof } from '~/services/payments/proofs.server'
import { ProofCreateSchema } from '~/schemas/payment-proof-schemas'
import { uniquePhone } from '../../support/fixtures'
import { payableAgreement, receiptSmsCount } from './pay-support'

afterAll(stopQueueClient)

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const input = (fields: Record<string, unknown> = {}) => ProofCreateSchema.parse({ amount: '4000', paidOn: addAdDays(nepalToday(), -1), method: 'CASH', reference: '', ...fields })

async function reported(photo = false) {
  const setup = await payableAgreement({ gateways: [] })
  const proof = await submitProof(setup.tenantPhone, setup.agreement.id, input(), photo ? checkPhoto(PNG) : null)
  return { ...setup, proof }
}

describe('the tenant reports a payment', () => {
  test('it waits for the landlord, with its photo, and both sides see it', async () => {
    const { member, agreement, tenantPhone, proof } = await reported(true)
    expect(proof).toMatchObject({ status: 'PENDING', amountPaisa: 4_000_00, method: 'CASH', hasPhoto: true, receiptNumber: null })
    expect((await listProofs(member.id)).map((one) => one.id)).toContain(proof.id)
    expect(await listProofs(member.id, { agreementId: agreement.id })).toMatchObject([{ id: proof.id, tenantName: expect.any(String) }])
    expect(await listTenantProofs(tenantPhone, agreement.id)).toMatchObject([{ id: proof.id, status: 'PENDING' }])
    const photo = await getProofPhoto(member.id, proof.id)
    expect(photo.type).toBe('image/png')
    expect(Buffer.from(photo.bytes).equals(Buffer.from(PNG))).toBe(true)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })

  test('the photo’s type is read from its bytes, and it is at most 5 MB', async () => {
    expect(() => checkPhoto(new TextEncoder().encode('%PDF-1.7 pretending to be a .png'))).toThrow(ValidationError)
    expect(() => checkPhoto(new Uint8Array(MAX_PHOTO_BYTES + 1).fill(0xff))).toThrow(ValidationError)
    expect(checkPhoto(Uint8Array.from([0xff, 0xd8, 0xff, 0xdb])).type).toBe('image/jpeg')
    expect(photoFromBase64(Buffer.from(PNG).toString('base64')).type).toBe('image/png')
    expect(() => photoFromBase64('not base64!')).toThrow(ValidationError)
    expect(() => checkPhoto(new TextEncoder().encode('GIF89a'))).toThrow(expect.objectContaining({ fields: { photo: ['proof.error.photoType'] } }))
  })

  test('a day in the future or before the agreement is refused; another phone’s agreement is not found', async () => {
    const { agreement, tenantPhone } = await payableAgreement({ gateways: [] })
    await expect(submitProof(tenantPhone, agreement.id, input({ paidOn: addAdDays(nepalToday(), 2) }), null)).rejects.toBeInstanceOf(ValidationError)
    await expect(submitProof(tenantPhone, agreement.id, input({ paidOn: addAdDays(nepalToday(), -400) }), null)).rejects.toBeInstanceOf(ValidationError)
    await expect(submitProof(uniquePhone(), agreement.id, input(), null)).rejects.toBeInstanceOf(NotFoundError)
    await expect(listTenantProofs(uniquePhone(), agreement.id)).rejects.toBeInstanceOf(NotFoundError)
    expect(await prisma.paymentProof.count({ where: { agreementId: agreement.id } })).toBe(0)
  })
})

describe('the landlord decides', () => {
  test('confirming twice at once, and again later, makes one payment with one receipt SMS', async () => {
    const { member, agreement, tenantPhone, proof } = await reported()
    const answers = await Promise.all([confirmProof(member.id, proof.id), confirmProof(member.id, proof.id), confirmProof(member.id, proof.id)])
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.receiptNumber}`))).toEqual(new Set([`CONFIRMED ${answers[0]!.receiptNumber}`]))
    expect(answers[0]!.receiptNumber).toEqual(expect.any(Number))
    await confirmProof(member.id, proof.id)
    const payments = await prisma.payment.findMany({ where: { agreementId: agreement.id } })
    expect(payments.map((payment) => [payment.method, Number(payment.amountPaisa), payment.receiptNumber])).toEqual([['CASH', 4_000_00, answers[0]!.receiptNumber]])
    expect(await receiptSmsCount(agreement.id)).toBe(1)
    expect(await listTenantProofs(tenantPhone, agreement.id)).toMatchObject([{ status: 'CONFIRMED', receiptNumber: answers[0]!.receiptNumber }])
    expect(await listProofs(member.id, { agreementId: agreement.id })).toEqual([])
    await expect(rejectProof(member.id, proof.id, 'changed my mind')).rejects.toBeInstanceOf(ConflictError)
  })

  test('a rejection needs a reason, texts the tenant once, and cannot then be confirmed', async () => {
    const { member, agreement, proof } = await reported()
    await expect(rejectProof(member.id, proof.id, '   ')).rejects.toBeInstanceOf(ValidationError)
    expect(await prisma.paymentProof.findUniqueOrThrow({ where: { id: proof.id } })).toMatchObject({ status: 'PENDING' })
    const rejected = await rejectProof(member.id, proof.id, 'No cash received that day')
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: 'No cash received that day' })
    expect(await rejectProof(member.id, proof.id, 'again')).toMatchObject({ rejectReason: 'No cash received that day' })
    const texts = await prisma.smsMessage.findMany({ where: { idempotencyKey: `payment-proof-rejected:${proof.id}` } })
    expect(texts).toHaveLength(1)
    expect(texts[0]!.body).toContain('No cash received that day')
    await expect(confirmProof(member.id, proof.id)).rejects.toBeInstanceOf(ConflictError)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
  })

  test('another landlord’s proof, its photo and its decisions are not found', async () => {
    const { proof, agreement } = await reported(true)
    const other = await payableAgreement({ gateways: [] })
    await expect(confirmProof(other.member.id, proof.id)).rejects.toBeInstanceOf(NotFoundError)
    await expect(rejectProof(other.member.id, proof.id, 'no')).rejects.toBeInstanceOf(NotFoundError)
    await expect(getProofPhoto(other.member.id, proof.id)).rejects.toBeInstanceOf(NotFoundError)
    expect((await listProofs(other.member.id)).map((one) => one.id)).not.toContain(proof.id)
    await expect(listTenantProofs(other.tenantPhone, agreement.id)).rejects.toBeInstanceOf(NotFoundError)
    expect(await prisma.paymentProof.findUniqueOrThrow({ where: { id: proof.id } })).toMatchObject({ status: 'PENDING' })
  })
})
