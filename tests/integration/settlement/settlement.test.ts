// The deposit settlement against PostgreSQL: the deposit recorded as received, then at
// the end the one ledger gets the deductions (charges), the deposit (a payment in) and the refund
// (a payment out); the statement shows the refund; the tenant is texted once. Refusals change nothing.
import { afterAll, describe, expect, test } from 'vitest'
import { getLedger, recordPayment } from '~/services/ledger/ledger.server'
import { getStatement } from '~/services/ledger/statements.server'
import { writeOnce } from '~/services/idempotency.server'
import { getSettlement, previewSettlement, recordDepositReceived, settleAgreement, type SettlementView } from '~/services/settlements/settlements.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { englishFields } from '../../support/english'
import { at, expectConsistent, leasedHouse, paymentInput } from '../ledger/support'

afterAll(() => stopQueueClient())

const MARCH_10 = { now: at('2026-03-10') }

/** A lease that ended on 28 February (rent 10,000 for January and February), its deposit received. */
async function endedLease(depositRupees: number) {
  const lease = await leasedHouse({ endDate: '2026-02-28' })
  await recordDepositReceived(lease.member.id, lease.agreement.id, { amountPaisa: depositRupees * 100, receivedOn: '2026-01-01', method: 'BANK_TRANSFER' })
  return lease
}

const settlementTexts = (agreementId: number) => prisma.smsMessage.findMany({ where: { idempotencyKey: `settlement:${agreementId}` } })

describe('settling the deposit', () => {
  test('rent paid: the deposit less the deductions is refunded, a payment out the statement shows', async () => {
    const { member, agreement } = await endedLease(30_000)
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 20_000 }), MARCH_10)
    const request = { deductions: [{ reason: '  Broken   window ', amountPaisa: 5_000_00 }], refundMethod: 'CASH' as const }
    expect(await previewSettlement(member.id, agreement.id, request.deductions, MARCH_10)).toMatchObject({ refundPaisa: 25_000_00, owedPaisa: 0 })
    expect(await prisma.charge.count({ where: { agreementId: agreement.id, kind: 'EXTRA' } })).toBe(0)

    const settled = await settleAgreement(member.id, agreement.id, request, MARCH_10)
    expect(settled).toMatchObject({
      settledOn: '2026-03-10',
      depositPaisa: 30_000_00,
      unpaidDuesPaisa: 0,
      deductions: [{ reason: 'Broken window', amountPaisa: 5_000_00 }],
      deductionsPaisa: 5_000_00,
      refundPaisa: 25_000_00,
      owedPaisa: 0,
    })
    expect(await getSettlement(member.id, agreement.id)).toEqual(settled)

    const deposit = await prisma.payment.findUniqueOrThrow({ where: { id: settled.depositPaymentId! } })
    expect(deposit).toMatchObject({ amountPaisa: 30_000_00n, method: 'BANK_TRANSFER', receiptNumber: null })
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: settled.refundPaymentId! } })).toMatchObject({ amountPaisa: -25_000_00n, method: 'CASH', receiptNumber: null })
    const ledger = await getLedger(member.id, agreement.id, { today: '2026-03-10' })
    expect(ledger.balance).toMatchObject({ dueNowPaisa: 0, creditPaisa: 0 })
    expect(ledger.charges.find((charge) => charge.kind === 'EXTRA')).toMatchObject({ description: 'Broken window', status: 'PAID' })
    await expectConsistent(agreement.id)

    const statement = await getStatement(member.id, agreement.id, { from: '2026-01-01', to: '2026-03-10' })
    expect(statement.lines.at(-1)).toMatchObject({ type: 'PAYMENT_OUT', amountPaisa: 25_000_00, balancePaisa: 0 })
    const texts = await settlementTexts(agreement.id)
    expect(texts).toHaveLength(1)
    expect(texts[0]!.body).toContain('refund is Rs. 25,000')
  })

  test('dues above the deposit: the tenant still owes the rest, left open in the ledger', async () => {
    const { member, agreement } = await endedLease(15_000)
    const settled = await settleAgreement(member.id, agreement.id, { deductions: [{ reason: 'Paint', amountPaisa: 2_000_00 }], refundMethod: 'CASH' }, MARCH_10)
    expect(settled).toMatchObject({ unpaidDuesPaisa: 20_000_00, refundPaisa: 0, owedPaisa: 7_000_00, refundPaymentId: null })
    const ledger = await getLedger(member.id, agreement.id, { today: '2026-03-10' })
    expect(ledger.balance.dueNowPaisa).toBe(7_000_00)
    await expectConsistent(agreement.id)
    expect((await settlementTexts(agreement.id))[0]!.body).toContain('still owe Rs. 7,000')
  })

  test('deductions above the deposit plus the dues are refused on the field, and nothing changes', async () => {
    const { member, agreement } = await endedLease(15_000)
    const refused = await settleAgreement(member.id, agreement.id, { deductions: [{ reason: 'Roof', amountPaisa: 35_000_01 }], refundMethod: 'CASH' }, MARCH_10).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ValidationError)
    expect(englishFields((refused as ValidationError).fields)).toEqual({ deductions: ['Deductions cannot be more than the deposit plus the unpaid dues'] })
    const blank = await settleAgreement(member.id, agreement.id, { deductions: [{ reason: ' ', amountPaisa: 0 }], refundMethod: 'CASH' }, MARCH_10).catch((error: unknown) => error)
    expect(Object.keys((blank as ValidationError).fields).sort()).toEqual(['deductions[0].amountPaisa', 'deductions[0].reason'])

    expect(await prisma.settlement.count({ where: { agreementId: agreement.id } })).toBe(0)
    expect(await prisma.charge.count({ where: { agreementId: agreement.id, kind: 'EXTRA' } })).toBe(0)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
    expect(await settlementTexts(agreement.id)).toHaveLength(0)
  })

  test('twice with one key: settled once, texted once, the same answer; without a key, a conflict', async () => {
    const { member, agreement } = await endedLease(30_000)
    const request = { deductions: [], refundMethod: 'CASH' as const }
    const once = () =>
      writeOnce(
        { memberId: member.id, key: 'settle-1', method: 'POST', path: `/v1/member/agreement/${agreement.id}/settlement`, input: request },
        (guard) => settleAgreement(member.id, agreement.id, request, { ...MARCH_10, guard }),
        (view: SettlementView) => ({ status: 201, body: view }),
      )
    const [first, second] = [await once(), await once()]
    expect(second).toEqual({ ...first, replayed: true })
    expect(await prisma.settlement.count({ where: { agreementId: agreement.id } })).toBe(1)
    // The deposit in, and the 10,000 left after the unpaid rent refunded.
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(2)
    expect(first.body).toMatchObject({ unpaidDuesPaisa: 20_000_00, refundPaisa: 10_000_00 })
    expect(await settlementTexts(agreement.id)).toHaveLength(1)
    await expect(settleAgreement(member.id, agreement.id, request, MARCH_10)).rejects.toBeInstanceOf(ConflictError)
  })

  test('two settlements at once: one is recorded, the other is a conflict; one deposit, one refund, one text', async () => {
    const { member, agreement } = await endedLease(30_000)
    const settle = () => settleAgreement(member.id, agreement.id, { deductions: [], refundMethod: 'CASH' }, MARCH_10)
    const results = await Promise.allSettled([settle(), settle()])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((result) => result.status === 'rejected')
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(ConflictError)
    expect(await prisma.settlement.count({ where: { agreementId: agreement.id } })).toBe(1)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(2)
    expect(await settlementTexts(agreement.id)).toHaveLength(1)
  })

  test('a current agreement is not settled; another member does not find the agreement', async () => {
    const { member, agreement } = await leasedHouse()
    await expect(settleAgreement(member.id, agreement.id, { deductions: [], refundMethod: 'CASH' }, MARCH_10)).rejects.toBeInstanceOf(ConflictError)
    const other = await leasedHouse()
    await expect(getSettlement(other.member.id, agreement.id)).rejects.toBeInstanceOf(NotFoundError)
    await expect(recordDepositReceived(other.member.id, agreement.id, { amountPaisa: 1, receivedOn: '2026-01-01', method: 'CASH' })).rejects.toBeInstanceOf(NotFoundError)
  })
})
