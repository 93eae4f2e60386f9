// The ledger service against PostgreSQL: payments applied to the oldest charge first, partial and
// advance payments, voids that re-apply the other payments, receipt numbers per member (also under
// concurrent inserts), termination with money paid ahead, validation, the receipt SMS and
// notification, the dashboard's overview, and another member's ids answering not found.
import { afterAll, describe, expect, test } from 'vitest'
import { LEDGER_MESSAGES, PaymentCreateSchema } from '~/schemas/ledger-schemas'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { duesOverview } from '~/services/reports/dues-overview.server'
import { getLedger, listPayments, recordPayment, voidPayment } from '~/services/ledger/ledger.server'
import { getReceipt } from '~/services/ledger/receipts.server'
import { prisma } from '~/server/db.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { stopQueueClient } from '~/server/queue.server'
import { english } from '../../support/english'
import { createMember } from '../../support/fixtures'
import { at, expectConsistent, leasedHouse, paymentInput, statuses } from './support'

afterAll(() => stopQueueClient())

const MARCH_10 = { now: at('2026-03-10') }

/** One payment as the agreement's ledger lists it. */
async function paymentOf(memberId: number, agreementId: number, paymentId: number) {
  const payment = (await listPayments(memberId, agreementId)).find((line) => line.id === paymentId)
  if (!payment) throw new Error(`payment ${paymentId} is not in the ledger`)
  return payment
}

describe('recording payments', () => {
  test('a partial payment, then the rest: PARTIAL then PAID, receipts 1 and 2, the balance follows', async () => {
    const { member, agreement } = await leasedHouse()
    const first = await recordPayment(member.id, agreement.id, paymentInput({ amount: '4,000' }), MARCH_10)
    expect(first).toMatchObject({ receiptNumber: 1, amountPaisa: 4_000_00, paidOn: '2026-03-10', method: 'CASH', voidedAt: null })
    expect((await statuses(agreement.id)).slice(0, 2)).toEqual(['01-05 PARTIAL 4000', '02-05 DUE 0'])

    const second = await recordPayment(member.id, agreement.id, paymentInput({ amount: 6000, method: 'ESEWA', reference: 'TX-81' }), MARCH_10)
    expect(second).toMatchObject({ receiptNumber: 2, reference: 'TX-81' })
    expect(second.paidFor).toEqual([{ chargeId: expect.any(Number), amountPaisa: 6_000_00 }])
    expect((await statuses(agreement.id)).slice(0, 2)).toEqual(['01-05 PAID 10000', '02-05 DUE 0'])

    const ledger = await getLedger(member.id, agreement.id, { today: '2026-03-10' })
    expect(ledger.balance).toEqual({
      dueNowPaisa: 20_000_00,
      overduePaisa: 20_000_00,
      creditPaisa: 0,
      oldestUnpaidDueDate: '2026-02-05',
      next: { dueDate: '2026-04-05', unpaidPaisa: 10_000_00 },
    })
    expect(ledger.payments.map((payment) => payment.receiptNumber)).toEqual([2, 1])
    expect(await getLedger(member.id, agreement.id, { today: '2026-03-05' })).toMatchObject({ balance: { dueNowPaisa: 20_000_00, overduePaisa: 10_000_00 } })
  })

  test('an overpayment is credit for the next charges, which it pays when they fall due', async () => {
    const { member, agreement } = await leasedHouse()
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 25000, paidOn: '2026-02-10' }), { now: at('2026-02-10') })
    expect((await statuses(agreement.id)).slice(0, 4)).toEqual(['01-05 PAID 10000', '02-05 PAID 10000', '03-05 PARTIAL 5000', '04-05 DUE 0'])
    expect((await getLedger(member.id, agreement.id, { today: '2026-02-10' })).balance).toMatchObject({ dueNowPaisa: 0, creditPaisa: 5_000_00 })
    // On 5 March the credit is part of the March rent: only the rest is due, and no credit is left.
    expect((await getLedger(member.id, agreement.id, { today: '2026-03-05' })).balance).toMatchObject({ dueNowPaisa: 5_000_00, overduePaisa: 0, creditPaisa: 0 })
  })

  test('money beyond every charge stays as credit', async () => {
    const { member, agreement } = await leasedHouse({ endDate: '2026-02-28' })
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 25000 }), MARCH_10)
    expect(await statuses(agreement.id)).toEqual(['01-05 PAID 10000', '02-05 PAID 10000'])
    expect((await getLedger(member.id, agreement.id, { today: '2026-03-10' })).balance).toMatchObject({ dueNowPaisa: 0, creditPaisa: 5_000_00 })
    expect((await getReceipt(member.id, 1)).creditPaisa).toBe(5_000_00)
  })

  test('rent before the utility due the same day', async () => {
    const { member, agreement } = await leasedHouse({ utilities: [{ utilityId: 'Water', price: 500, paymentInterval: 1, paymentDayOfMonth: 5 }] })
    const payment = await recordPayment(member.id, agreement.id, paymentInput({ amount: 10200 }), MARCH_10)
    const charges = await prisma.charge.findMany({ where: { agreementId: agreement.id, dueDate: new Date('2026-01-05') } })
    expect(charges.map((charge) => [charge.kind, charge.status, Number(charge.paidPaisa)]).sort()).toEqual([
      ['RENT', 'PAID', 10_000_00],
      ['UTILITY', 'PARTIAL', 200_00],
    ])
    expect(payment.paidFor.map((part) => part.amountPaisa)).toEqual([10_000_00, 200_00])
  })

  test('a B.S. agreement takes the payment date in B.S.', async () => {
    const { member, agreement } = await leasedHouse({ calendarType: 'BS', startDate: '2082-09-17', endDate: '2083-09-16' })
    const payment = await recordPayment(member.id, agreement.id, paymentInput({ calendarType: 'BS', paidOn: '२०८२-११-२६' }), MARCH_10)
    expect(payment.paidOn).toBe('2026-03-10')
  })
})

describe('validation', () => {
  test('the input schema names each problem', () => {
    const issues = (raw: Record<string, unknown>) =>
      PaymentCreateSchema.safeParse({ amount: 100, paidOn: '2026-03-10', method: 'CASH', ...raw }).error?.issues.map((issue) => [issue.path.join('.'), english(issue.message)])
    expect(issues({ amount: 0 })).toEqual([['amount', english(LEDGER_MESSAGES.amountPositive)]])
    expect(issues({ amount: '' })).toEqual([['amount', 'This field is required']])
    expect(issues({ amount: '10.555' })).toEqual([['amount', 'Use at most 2 decimal places']])
    expect(issues({ amount: 'ten' })).toEqual([['amount', english(LEDGER_MESSAGES.invalidAmount)]])
    expect(issues({ method: 'CARD' })).toEqual([['method', english(LEDGER_MESSAGES.method)]])
    expect(issues({ reference: 'x'.repeat(101) })).toEqual([['reference', english(LEDGER_MESSAGES.referenceTooLong)]])
    expect(issues({ note: 'x'.repeat(501) })).toEqual([['note', english(LEDGER_MESSAGES.noteTooLong)]])
    expect(issues({ paidOn: '2026-02-30' })).toEqual([['paidOn', 'This date does not exist']])
    expect(issues({ calendarType: 'BS', paidOn: '2082-13-01' })).toEqual([['paidOn', 'Invalid nepali month must be between 1 - 12']])
    expect(PaymentCreateSchema.parse({ amount: 100, paidOn: '2026-03-10', method: 'CASH', reference: '  ', note: '' })).toMatchObject({ reference: null, note: null })
  })

  test('not in the future, not before the start; nothing is recorded', async () => {
    const { member, agreement } = await leasedHouse()
    await expect(recordPayment(member.id, agreement.id, paymentInput({ paidOn: '2026-03-11' }), MARCH_10)).rejects.toThrow(
      expect.objectContaining({ constructor: ValidationError, fields: { paidOn: [LEDGER_MESSAGES.paidInFuture] } }),
    )
    await expect(recordPayment(member.id, agreement.id, paymentInput({ paidOn: '2025-12-31' }), MARCH_10)).rejects.toThrow(
      expect.objectContaining({ fields: { paidOn: [LEDGER_MESSAGES.paidBeforeStart] } }),
    )
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)
    expect(await prisma.smsMessage.count({ where: { memberId: member.id, template: 'receipt' } })).toBe(0)
  })
})

describe('voiding', () => {
  test('a voided payment is kept with its reason; the later payments are re-applied oldest first', async () => {
    const { member, agreement } = await leasedHouse()
    const first = await recordPayment(member.id, agreement.id, paymentInput(), MARCH_10)
    const second = await recordPayment(member.id, agreement.id, paymentInput({ amount: 15000 }), MARCH_10)
    expect((await statuses(agreement.id)).slice(0, 3)).toEqual(['01-05 PAID 10000', '02-05 PAID 10000', '03-05 PARTIAL 5000'])

    const voided = await voidPayment(member.id, first.id, '  Cheque bounced ', MARCH_10)
    expect(voided).toMatchObject({ receiptNumber: 1, voidReason: 'Cheque bounced', voidedAt: at('2026-03-10').toISOString(), paidFor: [] })
    expect((await statuses(agreement.id)).slice(0, 3)).toEqual(['01-05 PAID 10000', '02-05 PARTIAL 5000', '03-05 DUE 0'])
    expect((await paymentOf(member.id, agreement.id, second.id)).paidFor.map((part) => part.amountPaisa)).toEqual([10_000_00, 5_000_00])
    expect((await listPayments(member.id, agreement.id)).map((payment) => [payment.receiptNumber, payment.voidedAt !== null])).toEqual([[2, false], [1, true]])
    const receipt = await getReceipt(member.id, 1)
    expect(receipt).toMatchObject({ voidReason: 'Cheque bounced', periods: [], creditPaisa: 0 })

    await expect(voidPayment(member.id, first.id, 'again', MARCH_10)).rejects.toThrow(new ConflictError(LEDGER_MESSAGES.alreadyVoided))
    await expect(voidPayment(member.id, second.id, '   ', MARCH_10)).rejects.toThrow(ValidationError)
    expect((await paymentOf(member.id, agreement.id, second.id)).voidedAt).toBeNull()
  })
})

describe('receipt numbers', () => {
  test('sequential per member across agreements; another member counts from 1', async () => {
    const { member, agreement } = await leasedHouse()
    const { agreement: other } = await leasedHouse({}, member)
    const numbers = []
    numbers.push((await recordPayment(member.id, agreement.id, paymentInput(), MARCH_10)).receiptNumber)
    numbers.push((await recordPayment(member.id, other.id, paymentInput(), MARCH_10)).receiptNumber)
    numbers.push((await recordPayment(member.id, agreement.id, paymentInput(), MARCH_10)).receiptNumber)
    expect(numbers).toEqual([1, 2, 3])
    const { member: second, agreement: theirs } = await leasedHouse()
    expect((await recordPayment(second.id, theirs.id, paymentInput(), MARCH_10)).receiptNumber).toBe(1)
  })

  test('payments recorded at the same moment get distinct numbers and all count', async () => {
    const { member, agreement } = await leasedHouse()
    const { agreement: other } = await leasedHouse({}, member)
    const payments = await Promise.all(
      Array.from({ length: 8 }, (_, i) => recordPayment(member.id, i % 2 ? agreement.id : other.id, paymentInput({ amount: 1000 }), MARCH_10)),
    )
    expect(payments.map((payment) => payment.receiptNumber).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(await statuses(agreement.id)).toContain('01-05 PARTIAL 4000')
    expect(await statuses(other.id)).toContain('01-05 PARTIAL 4000')
    await expectConsistent(agreement.id)
    await expectConsistent(other.id)
  })

  test('voids, payments and a termination of one agreement at the same moment leave consistent rows', async () => {
    const { member, agreement } = await leasedHouse()
    const first = await Promise.all([1, 2, 3].map(() => recordPayment(member.id, agreement.id, paymentInput({ amount: 15000 }), MARCH_10)))
    await Promise.all([
      voidPayment(member.id, first[0]!.id, 'wrong', MARCH_10),
      recordPayment(member.id, agreement.id, paymentInput({ amount: 7000 }), MARCH_10),
      terminateAgreement(member.id, agreement.id, { now: at('2026-03-10') }),
      voidPayment(member.id, first[2]!.id, 'wrong', MARCH_10),
    ])
    await expectConsistent(agreement.id)
    // 15,000 + 7,000 left: January and February paid, March (kept: its period started) partly.
    expect((await statuses(agreement.id)).slice(0, 4)).toEqual(['01-05 PAID 10000', '02-05 PAID 10000', '03-05 PARTIAL 2000', '04-05 CANCELLED 0'])
  })
})

describe('termination', () => {
  test('money on charges the termination cancels goes back to credit', async () => {
    const { member, agreement } = await leasedHouse()
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 45000 }), MARCH_10)
    expect((await statuses(agreement.id)).slice(0, 6)).toEqual(['01-05 PAID 10000', '02-05 PAID 10000', '03-05 PAID 10000', '04-05 PAID 10000', '05-05 PARTIAL 5000', '06-05 DUE 0'])
    await terminateAgreement(member.id, agreement.id, { now: at('2026-03-20') })
    expect(await statuses(agreement.id)).toEqual([
      '01-05 PAID 10000',
      '02-05 PAID 10000',
      '03-05 PAID 10000',
      ...['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) => `${month}-05 CANCELLED 0`),
    ])
    expect((await getLedger(member.id, agreement.id, { today: '2026-03-20' })).balance).toMatchObject({ dueNowPaisa: 0, creditPaisa: 15_000_00 })
    expect(await prisma.paymentAllocation.aggregate({ where: { payment: { agreementId: agreement.id } }, _sum: { amountPaisa: true } })).toEqual({ _sum: { amountPaisa: 30_000_00n } })
  })

  test('a payment after the termination pays the arrears', async () => {
    const { member, agreement } = await leasedHouse()
    // The March period starts after 20 February: cancelled; January and February stay owed.
    await terminateAgreement(member.id, agreement.id, { now: at('2026-02-20') })
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 20000 }), MARCH_10)
    expect((await statuses(agreement.id)).slice(0, 3)).toEqual(['01-05 PAID 10000', '02-05 PAID 10000', '03-05 CANCELLED 0'])
  })
})

describe('receipt SMS and notification', () => {
  test('the tenant gets a receipt text in their language once; the member a PAYMENT_RECORDED event', async () => {
    const { member, agreement } = await leasedHouse({ tenantPreferredLanguage: 'NEP', tenantFirstName: 'राम' })
    const payment = await recordPayment(member.id, agreement.id, paymentInput({ amount: 12500 }), MARCH_10)
    const sms = await prisma.smsMessage.findUniqueOrThrow({ where: { idempotencyKey: `receipt:${payment.id}` } })
    expect(sms).toMatchObject({ to: agreement.tenant.phone, language: 'NEP', template: 'receipt', memberId: member.id, tenantId: agreement.tenant.id })
    expect(sms.body).toContain('रु. १२,५००.००')
    expect(sms.body).toContain('रसिद नं. १')
    const { paymentReference } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { paymentReference: true } })
    expect(sms.body).toContain(`सन्दर्भ ${paymentReference}।`)
    expect(sms.segments).toBeLessThanOrEqual(2)
    const notification = await prisma.notification.findFirstOrThrow({ where: { memberId: member.id, kind: 'PAYMENT_RECORDED' } })
    expect(notification.payload).toEqual({ agreementId: agreement.id, paymentId: payment.id, receiptNumber: 1, amountPaisa: 12_500_00, tenantName: 'राम Thapa' })
  })

  test('in English for an English tenant', async () => {
    const { member, agreement } = await leasedHouse()
    const payment = await recordPayment(member.id, agreement.id, paymentInput({ amount: 4000 }), MARCH_10)
    const sms = await prisma.smsMessage.findUniqueOrThrow({ where: { idempotencyKey: `receipt:${payment.id}` } })
    expect(sms.body).toMatch(/^Namaste Ram, Sita Sharma received Rs\. 4,000\.00 on 10 Mar 2026/)
    expect(sms.body).toContain('Receipt no. 1')
    const { paymentReference } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { paymentReference: true } })
    expect(sms.body).toContain(`Ref ${paymentReference}.`)
  })
})

describe('the receipt', () => {
  test('has the parties, the place, the periods it pays and the method', async () => {
    const { member, agreement } = await leasedHouse()
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 15000, method: 'CHEQUE', reference: 'NIC 0042' }), MARCH_10)
    const receipt = await getReceipt(member.id, 1)
    expect(receipt).toMatchObject({
      receiptNumber: 1,
      amountPaisa: 15_000_00,
      paidOn: '2026-03-10',
      calendar: 'AD',
      method: 'CHEQUE',
      reference: 'NIC 0042',
      landlord: { name: 'Sita Sharma' },
      tenant: { name: 'Ram Thapa', phoneNational: expect.stringMatching(/^9\d{9}$/) },
      property: { name: 'Lakeside House' },
      unitName: null,
      agreement: { id: agreement.id, name: 'Lakeside lease' },
      creditPaisa: 0,
    })
    expect(receipt.periods.map((period) => [period.periodStart, period.allocatedPaisa, period.status])).toEqual([
      ['2026-01-01', 10_000_00, 'PAID'],
      ['2026-02-01', 5_000_00, 'PARTIAL'],
    ])
  })
})

describe('duesOverview', () => {
  test('due this week, overdue, and who is late, longest first; cancelled and paid charges never count', async () => {
    const member = await createMember()
    const { agreement: late } = await leasedHouse({ tenantFirstName: 'Hari' }, member)
    const { agreement: later } = await leasedHouse({ tenantFirstName: 'Gita', startDate: '2026-02-12', paymentDayOfMonth: 12 }, member)
    const { agreement: paidUp } = await leasedHouse({ tenantFirstName: 'Maya', startDate: '2026-03-01' }, member)
    await recordPayment(member.id, late.id, paymentInput({ amount: 4000 }), MARCH_10)
    await recordPayment(member.id, paidUp.id, paymentInput({ amount: 10000 }), MARCH_10)

    const overview = await duesOverview(member.id, '2026-03-10')
    // Hari: Jan 6,000 + Feb + Mar overdue; Gita: Feb 12 overdue, Mar 12 this week; Maya: paid.
    expect(overview.overduePaisa).toBe(26_000_00 + 10_000_00)
    expect(overview.dueThisWeekPaisa).toBe(10_000_00)
    expect(overview.overdue).toEqual([
      expect.objectContaining({ agreementId: late.id, tenantName: 'Hari Thapa', overduePaisa: 26_000_00, daysOverdue: 64, oldestDueDate: '2026-01-05' }),
      expect.objectContaining({ agreementId: later.id, tenantName: 'Gita Thapa', overduePaisa: 10_000_00, daysOverdue: 26 }),
    ])
    // Gita's March period starts on 12 March: a termination today cancels its charge.
    await terminateAgreement(member.id, later.id, { now: at('2026-03-10') })
    expect((await duesOverview(member.id, '2026-03-10')).dueThisWeekPaisa).toBe(0)
    expect((await duesOverview((await createMember()).id, '2026-03-10'))).toEqual({ dueThisWeekPaisa: 0, overduePaisa: 0, overdue: [] })
  })
})

describe("another member's ids", () => {
  test('are not found, and nothing changes', async () => {
    const { member: owner, agreement } = await leasedHouse()
    const payment = await recordPayment(owner.id, agreement.id, paymentInput(), MARCH_10)
    const stranger = await createMember()
    await expect(getLedger(stranger.id, agreement.id)).rejects.toThrow(new NotFoundError(LEDGER_MESSAGES.agreementNotFound))
    await expect(recordPayment(stranger.id, agreement.id, paymentInput(), MARCH_10)).rejects.toThrow(NotFoundError)
    await expect(voidPayment(stranger.id, payment.id, 'mine', MARCH_10)).rejects.toThrow(new NotFoundError(LEDGER_MESSAGES.paymentNotFound))
    await expect(listPayments(stranger.id, agreement.id)).rejects.toThrow(NotFoundError)
    await expect(getReceipt(stranger.id, 1)).rejects.toThrow(NotFoundError)
    await expect(getLedger(owner.id, 0)).rejects.toThrow(NotFoundError)
    expect((await paymentOf(owner.id, agreement.id, payment.id)).voidedAt).toBeNull()
    expect(await prisma.payment.count({ where: { memberId: stranger.id } })).toBe(0)
  })
})
