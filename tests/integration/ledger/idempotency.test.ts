// writeOnce (app/services/idempotency.server.ts) around the ledger's writes, without HTTP: the key
// and the payment commit together, concurrent repeats wait and replay, a refusal stores nothing,
// and the maintenance job forgets keys after a day.
import { afterAll, describe, expect, test } from 'vitest'
import { purgeExpired } from '~/services/retention.server'
import { IdempotencyKeyReusedError, writeOnce } from '~/services/idempotency.server'
import { type PaymentLine, recordPayment } from '~/services/ledger/ledger.server'
import { prisma } from '~/server/db.server'
import { ValidationError } from '~/services/errors'
import { stopQueueClient } from '~/server/queue.server'
import { at, leasedHouse, paymentInput } from './support'

afterAll(() => stopQueueClient())

const now = at('2026-03-15')

function recordOnce(memberId: number, agreementId: number, key: string, input = paymentInput()) {
  return writeOnce(
    { memberId, key, method: 'POST', path: `/agreements/${agreementId}`, input },
    (guard) => recordPayment(memberId, agreementId, input, { now, guard }),
    (payment: PaymentLine) => ({ status: 201, body: { receiptNumber: payment.receiptNumber, id: payment.id } }),
  )
}

describe('a payment recorded with an idempotency key', () => {
  test('ten at once: one payment, one receipt text, the same answer ten times', async () => {
    const { member, agreement } = await leasedHouse()
    const answers = await Promise.all(Array.from({ length: 10 }, () => recordOnce(member.id, agreement.id, 'key-1')))

    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)
    expect(await prisma.smsMessage.count({ where: { memberId: member.id, template: 'receipt' } })).toBe(1)
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body]))).size).toBe(1)
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1)
    // The same key is another member's own: it does not meet this one's.
    const other = await leasedHouse()
    expect((await recordOnce(other.member.id, other.agreement.id, 'key-1')).replayed).toBe(false)
  })

  test('another body with the key is refused; a refused write stores nothing, so its retry runs', async () => {
    const { member, agreement } = await leasedHouse()
    await recordOnce(member.id, agreement.id, 'key-2')
    await expect(recordOnce(member.id, agreement.id, 'key-2', paymentInput({ amount: 5 }))).rejects.toBeInstanceOf(IdempotencyKeyReusedError)

    const early = paymentInput({ paidOn: '2025-12-01' }) // before the agreement starts
    await expect(recordOnce(member.id, agreement.id, 'key-3', early)).rejects.toBeInstanceOf(ValidationError)
    expect(await prisma.idempotencyKey.count({ where: { memberId: member.id, key: 'key-3' } })).toBe(0)
    expect((await recordOnce(member.id, agreement.id, 'key-3')).replayed).toBe(false)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(2)
  })

  test('the maintenance job forgets keys older than a day', async () => {
    const { member, agreement } = await leasedHouse()
    await recordOnce(member.id, agreement.id, 'old')
    await recordOnce(member.id, agreement.id, 'new', paymentInput({ amount: 20 }))
    await prisma.idempotencyKey.update({ where: { memberId_key: { memberId: member.id, key: 'old' } }, data: { createdAt: new Date(Date.now() - 25 * 3600_000) } })
    await purgeExpired()
    expect((await prisma.idempotencyKey.findMany({ where: { memberId: member.id } })).map((row) => row.key)).toEqual(['new'])
  })
})
