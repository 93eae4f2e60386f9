// Leases older than Bhadaa against PostgreSQL: "paid up to" a day settles the charges
// before it without a payment, receipt or text; an opening balance is a charge (owed) or a payment
// without a receipt (credit); the balance, the dashboard and the reminder scan leave settled
// charges out; bad days are refused with nothing changed.
import { afterAll, describe, expect, test } from 'vitest'
import { AgreementCreateSchema } from '~/schemas/agreement-schemas'
import { BeforeBhadaaSchema } from '~/schemas/charge-schemas'
import { getLedger, recordPayment } from '~/services/ledger/ledger.server'
import { duesOverview } from '~/services/reports/dues-overview.server'
import { getBeforeBhadaa, setBeforeBhadaa } from '~/services/ledger/opening-balance.server'
import { scanReminders } from '~/services/reminders/reminders.server'
import { ValidationError } from '~/services/errors'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { nepalTimeToInstant } from '~/domain/nepal-time'
import { createAgreement } from '~/services/agreements/create.server'
import { uniquePhone } from '../../support/fixtures'
import { parsed, payload } from '../agreements/support'
import { at, expectConsistent, leasedHouse, paymentInput } from '../ledger/support'

afterAll(() => stopQueueClient())

/** A lease from 2024-01-01 to 2026-12-31, Rs. 10,000 due on the 5th, entered in Bhadaa on 2026-01-01. */
const oldLease = () => leasedHouse({ startDate: '2024-01-01', endDate: '2026-12-31' })
const input = (fields: Record<string, unknown>) => BeforeBhadaaSchema.parse(fields)

async function statusCounts(agreementId: number) {
  const rows = await prisma.charge.groupBy({ by: ['status'], where: { agreementId }, _count: true })
  return Object.fromEntries(rows.map((row) => [row.status, row._count]))
}

async function textsTo(agreementId: number) {
  const agreement = await prisma.agreement.findUniqueOrThrow({ where: { id: agreementId }, select: { tenantId: true } })
  return prisma.smsMessage.findMany({ where: { tenantId: agreement.tenantId, template: { not: 'agreement-created' } }, select: { template: true } })
}

describe('paid up to a day', () => {
  test('settles every period ending by then: not owed, not on the dashboard, no payment, receipt or text', async () => {
    const { member, agreement } = await oldLease()
    const before = await getLedger(member.id, agreement.id, { today: '2026-03-10' })
    expect(before.balance.overduePaisa).toBe(27 * 10_000_00)

    const saved = await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-01-31' }))
    expect(saved).toEqual({ paidUpTo: '2026-01-31', openingBalancePaisa: 0, settledCount: 25, settledPaisa: 25 * 10_000_00 })
    expect(await statusCounts(agreement.id)).toEqual({ BEFORE_BHADAA: 25, DUE: 11 })
    const after = await getLedger(member.id, agreement.id, { today: '2026-03-10' })
    expect(after.balance).toMatchObject({ dueNowPaisa: 20_000_00, overduePaisa: 20_000_00, creditPaisa: 0, oldestUnpaidDueDate: '2026-02-05' })
    const overview = await duesOverview(member.id, '2026-03-10')
    expect(overview.overdue).toEqual([expect.objectContaining({ agreementId: agreement.id, overduePaisa: 20_000_00, oldestDueDate: '2026-02-05' })])
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
    expect(await textsTo(agreement.id)).toEqual([])

    // Paid up to today: nothing is overdue any more.
    await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-03-31' }))
    expect((await duesOverview(member.id, '2026-03-10')).overdue).toEqual([])
    expect((await getLedger(member.id, agreement.id, { today: '2026-03-10' })).balance).toMatchObject({ dueNowPaisa: 0, overduePaisa: 0 })
  })

  test('payments recorded later pay the charges after the day, and receipts are numbered from 1', async () => {
    const { member, agreement } = await oldLease()
    await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-01-31' }))
    const payment = await recordPayment(member.id, agreement.id, paymentInput({ amount: 10000, paidOn: '2026-03-10' }), { now: at('2026-03-10') })
    expect(payment.receiptNumber).toBe(1)
    const paid = await prisma.charge.findUniqueOrThrow({ where: { id: payment.paidFor[0]!.chargeId } })
    expect(paid.dueDate.toISOString().slice(0, 10)).toBe('2026-02-05')
    await expectConsistent(agreement.id)
  })

  test('moving the day earlier makes the charges after it owed again', async () => {
    const { member, agreement } = await oldLease()
    await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-03-31' }))
    await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2025-12-31' }))
    expect(await statusCounts(agreement.id)).toEqual({ BEFORE_BHADAA: 24, DUE: 12 })
  })

  test('the reminder scan skips a charge settled before Bhadaa (paid ahead outside it)', async () => {
    const { member, agreement } = await leasedHouse()
    await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-04-30' }))
    await scanReminders(nepalTimeToInstant('2026-04-05', 9))
    const april = await prisma.charge.findFirstOrThrow({ where: { agreementId: agreement.id, dueDate: new Date('2026-04-05') } })
    expect(april.status).toBe('BEFORE_BHADAA')
    expect(await prisma.smsMessage.count({ where: { chargeId: april.id } })).toBe(0)
  })

  test('given when the agreement is created: settled in the same transaction', async () => {
    const { member, house } = await leasedHouse()
    const raw = payload({ name: 'Old lease', propertyId: house.id, tenantPhone: uniquePhone(), startDate: '2024-01-01', endDate: '2026-12-31', leaseAmount: 10000, paymentDayOfMonth: 5 })
    await prisma.agreement.updateMany({ where: { propertyId: house.id }, data: { status: 'TERMINATED', terminatedAt: new Date() } })
    const created = await createAgreement(member.id, parsed(raw), { now: at('2026-01-01'), beforeBhadaa: input({ paidUpTo: '2025-12-31', balance: 'OWED', amount: 2500 }) })
    expect(await getBeforeBhadaa(member.id, created.id)).toEqual({ paidUpTo: '2025-12-31', openingBalancePaisa: 2_500_00, settledCount: 24, settledPaisa: 24 * 10_000_00 })
  })

  test('given in the create form or body (paidUpTo in the agreement’s calendar); one outside the lease is a field error', async () => {
    const { member, house } = await leasedHouse()
    await prisma.agreement.updateMany({ where: { propertyId: house.id }, data: { status: 'TERMINATED', terminatedAt: new Date() } })
    const fields = { name: 'Old lease', propertyId: house.id, tenantPhone: uniquePhone(), startDate: '2024-01-01', endDate: '2026-12-31', leaseAmount: 10000, paymentDayOfMonth: 5 }
    const outside = AgreementCreateSchema.safeParse(payload({ ...fields, paidUpTo: '2023-12-31' }))
    expect(outside.success ? [] : outside.error.issues.map((issue) => issue.path.join('.'))).toEqual(['paidUpTo'])
    const created = await createAgreement(member.id, parsed(payload({ ...fields, paidUpTo: '2025-06-30' })), { now: at('2026-01-01') })
    expect(await getBeforeBhadaa(member.id, created.id)).toMatchObject({ paidUpTo: '2025-06-30', settledCount: 18 })
  })
})

describe('the opening balance', () => {
  test('owed: one EXTRA charge due on the day, paid first by the next payment, reminded like any charge', async () => {
    const { member, agreement } = await oldLease()
    const saved = await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-01-31', balance: 'OWED', amount: '15,000' }))
    expect(saved.openingBalancePaisa).toBe(15_000_00)
    const opening = await prisma.charge.findFirstOrThrow({ where: { agreementId: agreement.id, openingBalance: true } })
    expect(opening).toMatchObject({ kind: 'EXTRA', status: 'DUE', amountPaisa: 15_000_00n })
    expect(opening.dueDate.toISOString().slice(0, 10)).toBe('2026-01-31')
    const payment = await recordPayment(member.id, agreement.id, paymentInput({ amount: 15000 }), { now: at('2026-03-10') })
    expect(payment.paidFor).toEqual([{ chargeId: opening.id, amountPaisa: 15_000_00 }])
  })

  test('credit: money without a receipt number or text, kept for the next charges', async () => {
    const { member, agreement } = await oldLease()
    await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-01-31', balance: 'CREDIT', amount: 4000 }))
    const credit = await prisma.payment.findFirstOrThrow({ where: { agreementId: agreement.id } })
    expect(credit).toMatchObject({ openingCredit: true, receiptNumber: null, amountPaisa: 4_000_00n })
    const ledger = await getLedger(member.id, agreement.id, { today: '2026-03-10' })
    expect(ledger.payments).toEqual([])
    expect(ledger.balance).toMatchObject({ dueNowPaisa: 16_000_00, overduePaisa: 16_000_00 })
    expect(await textsTo(agreement.id)).toEqual([])
    await expectConsistent(agreement.id)
  })

  test('set again: the old balance is cancelled or voided (kept), the new one written; the same one is kept', async () => {
    const { member, agreement } = await oldLease()
    await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-01-31', balance: 'OWED', amount: 5000 }))
    await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-01-31', balance: 'OWED', amount: 5000 }))
    expect(await prisma.charge.count({ where: { agreementId: agreement.id, openingBalance: true } })).toBe(1)
    const now = await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-01-31', balance: 'CREDIT', amount: 2000 }))
    expect(now.openingBalancePaisa).toBe(-2_000_00)
    const charges = await prisma.charge.findMany({ where: { agreementId: agreement.id, openingBalance: true }, select: { status: true } })
    expect(charges).toEqual([{ status: 'CANCELLED' }])
    await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-01-31' }))
    expect(await prisma.payment.findMany({ where: { agreementId: agreement.id }, select: { voidedAt: true } })).toEqual([{ voidedAt: expect.any(Date) }])
    expect((await getBeforeBhadaa(member.id, agreement.id)).openingBalancePaisa).toBe(0)
  })
})

describe('refusals change nothing', () => {
  test('a day before the start or after the end is an error on paidUpTo', async () => {
    const { member, agreement } = await oldLease()
    for (const paidUpTo of ['2023-12-31', '2027-01-01']) {
      const error = await setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo, balance: 'OWED', amount: 100 })).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ValidationError)
      expect(Object.keys((error as ValidationError).fields)).toEqual(['paidUpTo'])
    }
    expect(await statusCounts(agreement.id)).toEqual({ DUE: 36 })
    expect(await prisma.charge.count({ where: { agreementId: agreement.id, openingBalance: true } })).toBe(0)
  })

  test('a payment recorded in Bhadaa on a charge it would settle: refused (void it first)', async () => {
    const { member, agreement } = await oldLease()
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 10000 }), { now: at('2026-03-10') })
    await expect(setBeforeBhadaa(member.id, agreement.id, input({ paidUpTo: '2026-01-31' }))).rejects.toBeInstanceOf(ValidationError)
    expect(await statusCounts(agreement.id)).toEqual({ PAID: 1, DUE: 35 })
  })

  test('bad input is refused by the schema: a negative or missing amount, a date that is not one', () => {
    expect(BeforeBhadaaSchema.safeParse({ paidUpTo: '2026-01-31', balance: 'OWED', amount: -5 }).success).toBe(false)
    expect(BeforeBhadaaSchema.safeParse({ paidUpTo: '2026-01-31', balance: 'CREDIT' }).success).toBe(false)
    expect(BeforeBhadaaSchema.safeParse({ paidUpTo: '2026-02-30' }).success).toBe(false)
    expect(BeforeBhadaaSchema.safeParse({ paidUpTo: '2026-01-31', balance: 'SOME' }).success).toBe(false)
  })

  test('another member’s agreement is not found', async () => {
    const { agreement } = await oldLease()
    const other = await leasedHouse()
    await expect(setBeforeBhadaa(other.member.id, agreement.id, input({ paidUpTo: '2026-01-31' }))).rejects.toThrow('Agreement Not Found')
  })
})
