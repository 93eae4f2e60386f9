// Changing and renewing an agreement against PostgreSQL (ADR 021): charges due before the
// effective date and paid charges stay, later ones are made again keeping their ids; each change
// is kept and texted once; refusals change nothing; a renewal is a linked agreement that takes the
// deposit at once and, on its start day (the daily job), the balance or credit and the pay link.
import { afterAll, describe, expect, test } from 'vitest'
import { AgreementChangeSchema, RenewalSchema } from '~/schemas/agreement-change-schemas'
import { changeAgreement, getAddendum, listAgreementChanges } from '~/services/agreements/changes.server'
import { renewAgreement, startDueRenewals } from '~/services/agreements/renewals.server'
import { recordDepositReceived, settleAgreement } from '~/services/settlements/settlements.server'
import { getLedger, recordPayment } from '~/services/ledger/ledger.server'
import { getStatement } from '~/services/ledger/statements.server'
import { ensurePayCode } from '~/services/payments/pay-links.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { at, expectConsistent, leasedHouse, paymentInput } from '../ledger/support'

afterAll(() => stopQueueClient())

const change = (body: Record<string, unknown>) => AgreementChangeSchema.parse({ reason: 'Market rent', ...body })
const renewal = (body: Record<string, unknown>) => RenewalSchema.parse(body)

async function rents(agreementId: number) {
  const charges = await prisma.charge.findMany({ where: { agreementId, kind: 'RENT' }, orderBy: [{ dueDate: 'asc' }, { id: 'asc' }] })
  return charges.map((charge) => ({ id: charge.id, due: charge.dueDate.toISOString().slice(0, 10), amount: Number(charge.amountPaisa) / 100, status: charge.status }))
}

describe('changeAgreement', () => {
  test('a new rent from 1 May: January–April stay, May–December keep their ids at the new rent; kept, shown and texted once', async () => {
    const { member, agreement } = await leasedHouse()
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 30000, paidOn: '2026-03-05' }), { now: at('2026-03-05') })
    const before = await rents(agreement.id)
    const result = await changeAgreement(member.id, agreement.id, change({ effectiveDate: '2026-05-01', leaseAmount: 12000 }), { now: at('2026-04-20') })
    expect(result).toMatchObject({ cancelled: 0, created: 0, rewritten: 8 })
    const after = await rents(agreement.id)
    expect(after.map((charge) => charge.id)).toEqual(before.map((charge) => charge.id))
    expect(after.map((charge) => charge.amount)).toEqual([10000, 10000, 10000, 10000, 12000, 12000, 12000, 12000, 12000, 12000, 12000, 12000])
    expect(after.slice(0, 3).every((charge) => charge.status === 'PAID')).toBe(true)
    expect((await getStatement(member.id, agreement.id, { from: '2026-01-01', to: '2026-12-31' })).chargedPaisa).toBe((4 * 10000 + 8 * 12000) * 100)

    const history = await listAgreementChanges(member.id, agreement.id)
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ kind: 'CHANGE', effectiveDate: '2026-05-01', reason: 'Market rent', changedBy: 'Sita Sharma' })
    expect(history[0]!.oldTerms.leaseAmountPaisa).toBe(1_000_000)
    expect(history[0]!.newTerms.leaseAmountPaisa).toBe(1_200_000)
    const texts = await prisma.smsMessage.findMany({ where: { idempotencyKey: `agreement-changed:${history[0]!.id}` } })
    expect(texts).toHaveLength(1)
    expect(texts[0]!.body).toContain('12,000.00')
    await expectConsistent(agreement.id)
  })

  test('a paid-ahead charge after the effective date keeps its amount; an earlier end cancels the later charges', async () => {
    const { member, agreement } = await leasedHouse()
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 60000, paidOn: '2026-01-05' }), { now: at('2026-01-05') })
    const result = await changeAgreement(member.id, agreement.id, change({ effectiveDate: '2026-05-01', leaseAmount: 15000, endDate: '2026-09-30' }), { now: at('2026-04-20') })
    expect(result.cancelled).toBe(3)
    const after = await rents(agreement.id)
    expect(after.filter((charge) => charge.status !== 'CANCELLED').map((charge) => charge.amount)).toEqual([10000, 10000, 10000, 10000, 10000, 10000, 15000, 15000, 15000])
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).endDate.toISOString().slice(0, 10)).toBe('2026-09-30')
    await expectConsistent(agreement.id)
  })

  test('refusals are field errors and change nothing: before the start, after the end, a rent of 0, nothing changed', async () => {
    const { member, agreement } = await leasedHouse()
    const snapshot = async () => JSON.stringify([await rents(agreement.id), await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } }), await prisma.agreementChange.count({ where: { agreementId: agreement.id } })], (_, value: unknown) => (typeof value === 'bigint' ? String(value) : value))
    const start = await snapshot()
    const refusal = async (body: Record<string, unknown>) => {
      try {
        await changeAgreement(member.id, agreement.id, change(body), { now: at('2026-04-20') })
      } catch (error) {
        return error
      }
      throw new Error('accepted')
    }
    expect(await refusal({ effectiveDate: '2025-12-31', leaseAmount: 12000 })).toMatchObject({ fields: { effectiveDate: ['changes.error.effectiveOutside'] } })
    expect(await refusal({ effectiveDate: '2027-01-01', leaseAmount: 12000 })).toMatchObject({ fields: { effectiveDate: ['changes.error.effectiveOutside'] } })
    expect(await refusal({ effectiveDate: '2026-05-01', leaseAmount: 10000 })).toBeInstanceOf(ValidationError)
    expect(() => change({ effectiveDate: '2026-05-01', leaseAmount: 0 })).toThrow('agreement.error.leaseAmountPositive')
    expect(() => change({ effectiveDate: '2026-05-01', leaseAmount: 12000, reason: '' })).toThrow('changes.error.reason')
    expect(await snapshot()).toBe(start)

    const other = await leasedHouse()
    await expect(changeAgreement(other.member.id, agreement.id, change({ effectiveDate: '2026-05-01', leaseAmount: 12000 }), { now: at('2026-04-20') })).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('renewAgreement', () => {
  // Changed with the rule of ADR 021's 2026-11-28 revision: renewed ten days before the end, the
  // balance and the pay link move on the start day (the daily job), not when the renewal is made.
  test('a new agreement from the day after the end, linked; deposit at once, owed balance and pay link on the start day; texted once', async () => {
    const { member, agreement } = await leasedHouse({ endDate: '2026-06-30' })
    await recordDepositReceived(member.id, agreement.id, { amountPaisa: 30_000_00, receivedOn: '2026-01-01', method: 'CASH' })
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 45000, paidOn: '2026-05-05' }), { now: at('2026-05-05') })
    const code = await ensurePayCode(agreement.id)
    const result = await renewAgreement(member.id, agreement.id, renewal({ endDate: '2027-06-30', leaseAmount: 11000, reason: 'Second year' }), { now: at('2026-06-20') })
    expect(result).toMatchObject({ isUpcoming: true, startsOn: '2026-07-01', carriedOverPaisa: 0 })
    expect(await startDueRenewals({ today: '2026-06-30', now: at('2026-06-30'), memberId: member.id })).toBe(0)
    expect(await startDueRenewals({ today: '2026-07-01', now: at('2026-07-01'), memberId: member.id })).toBe(1)

    const renewed = await prisma.agreement.findUniqueOrThrow({ where: { id: result.agreementId } })
    expect(renewed).toMatchObject({ renewedFromId: agreement.id, depositPaisa: 30_000_00n, depositMethod: 'CASH', payCode: code, tenantId: (await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).tenantId })
    expect(renewed.startDate.toISOString().slice(0, 10)).toBe('2026-07-01')
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).payCode).toBeNull()

    const old = await getLedger(member.id, agreement.id, { today: '2026-07-01' })
    expect(old.charges.every((charge) => charge.status === 'PAID')).toBe(true)
    const next = await rents(result.agreementId)
    expect(next.slice(0, 2).map((charge) => [charge.due, charge.amount])).toEqual([['2026-05-05', 5000], ['2026-06-05', 10000]])
    expect(next.slice(2).every((charge) => charge.amount === 11000)).toBe(true)
    expect(next).toHaveLength(14)
    const newLedger = await getLedger(member.id, result.agreementId, { today: '2026-07-01' })
    expect(newLedger.balance.dueNowPaisa).toBe(15_000_00)

    // Income: the carry-over moved no money.
    expect(await prisma.payment.count({ where: { agreementId: agreement.id, carryOver: true } })).toBe(1)
    expect(await prisma.smsMessage.count({ where: { idempotencyKey: `agreement-renewed:${result.agreementId}` } })).toBe(1)
    expect((await listAgreementChanges(member.id, result.agreementId))[0]).toMatchObject({ kind: 'RENEWAL', renewalId: result.agreementId, effectiveDate: '2026-07-01' })

    await expect(renewAgreement(member.id, agreement.id, renewal({ endDate: '2027-06-30' }), { now: at('2026-07-01') })).rejects.toBeInstanceOf(ConflictError)
    // Its deposit moved to the renewal: the old agreement, now over, is never settled (a second refund of one deposit).
    const settleOld = settleAgreement(member.id, agreement.id, { deductions: [], refundMethod: 'CASH' }, { now: at('2026-07-05') })
    await expect(settleOld).rejects.toMatchObject({ name: 'ConflictError', detail: { code: 'settlement.error.renewed' } })
    expect(await prisma.settlement.count({ where: { agreementId: agreement.id } })).toBe(0)
    await expectConsistent(agreement.id)
    await expectConsistent(result.agreementId)

    const addendum = await getAddendum(member.id, result.agreementId, ['en', 'ne'])
    expect(addendum.documents[0]!.items[0]!.heading).toContain('Renewal from 1 July 2026 A.D.')
    expect(addendum.documents[0]!.items[0]!.paragraphs.join(' ')).toContain('Rs. 10,000.00 to Rs. 11,000.00')
    expect(addendum.documents[1]!.items[0]!.heading).toContain('नवीकरण')
  })

  test('credit moves on the start day as a carry-over out of the old agreement and into the renewal', async () => {
    const { member, agreement } = await leasedHouse({ endDate: '2026-03-31' })
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 32000, paidOn: '2026-01-05' }), { now: at('2026-01-05') })
    const result = await renewAgreement(member.id, agreement.id, renewal({ endDate: '2026-12-31' }), { now: at('2026-03-20') })
    expect(result.carriedOverPaisa).toBe(0)
    await startDueRenewals({ today: '2026-04-01', now: at('2026-04-01'), memberId: member.id })
    const moved = await prisma.payment.findMany({ where: { agreementId: { in: [agreement.id, result.agreementId] }, carryOver: true }, orderBy: { amountPaisa: 'asc' } })
    expect(moved.map((payment) => [payment.agreementId, Number(payment.amountPaisa), payment.paidOn.toISOString().slice(0, 10)])).toEqual([
      [agreement.id, -2_000_00, '2026-04-01'],
      [result.agreementId, 2_000_00, '2026-04-01'],
    ])
    const old = await getStatement(member.id, agreement.id, { from: '2026-01-01', to: '2026-04-01' })
    expect(old.closingBalancePaisa).toBe(0)
    const next = await getLedger(member.id, result.agreementId, { today: '2026-04-01' })
    expect(next.charges.find((charge) => charge.kind === 'RENT')).toMatchObject({ amountPaisa: 10_000_00, paidPaisa: 2_000_00 })
    expect(await rents(result.agreementId)).toHaveLength(9)
  })

  test('refused: an end not after the start (field error), a terminated agreement (conflict); nothing written', async () => {
    const { member, agreement } = await leasedHouse({ endDate: '2026-06-30' })
    await expect(renewAgreement(member.id, agreement.id, renewal({ endDate: '2026-07-01' }), { now: at('2026-06-20') })).rejects.toMatchObject({ fields: { endDate: ['changes.error.endNotAfter'] } })
    expect(() => renewal({ endDate: '2027-06-30', leaseAmount: -1 })).toThrow()
    expect(await prisma.agreement.count({ where: { renewedFromId: agreement.id } })).toBe(0)
    await prisma.agreement.update({ where: { id: agreement.id }, data: { status: 'TERMINATED' } })
    await expect(renewAgreement(member.id, agreement.id, renewal({ endDate: '2027-06-30' }), { now: at('2026-06-20') })).rejects.toBeInstanceOf(ConflictError)
  })
})
