import { describe, expect, test } from 'vitest'
import { allocatePayments, chargeStatus, inRecordedOrder, ledgerBalance, type LedgerCharge, type LedgerPayment } from './ledger'

const rent = (id: number, dueDate: string, amountPaisa = 10_000_00, cancelled = false): LedgerCharge => ({ id, kind: 'RENT', dueDate, amountPaisa, cancelled })
const utility = (id: number, dueDate: string, amountPaisa = 1_000_00): LedgerCharge => ({ id, kind: 'UTILITY', dueDate, amountPaisa, cancelled: false })
const pay = (id: number, amountPaisa: number, receiptNumber = id): LedgerPayment => ({ id, receiptNumber, amountPaisa })

describe('chargeStatus', () => {
  test('nothing, part, all or more paid; cancelled wins', () => {
    expect(chargeStatus(100, 0)).toBe('DUE')
    expect(chargeStatus(100, 1)).toBe('PARTIAL')
    expect(chargeStatus(100, 100)).toBe('PAID')
    expect(chargeStatus(100, 0, true)).toBe('CANCELLED')
  })
})

describe('allocatePayments', () => {
  test('the oldest charge first: due date, then rent before utilities, then id', () => {
    // Given out of order on purpose.
    const charges = [utility(4, '2026-02-05'), rent(3, '2026-02-05'), utility(2, '2026-01-05'), rent(1, '2026-01-05'), rent(5, '2026-01-05', 500_00)]
    const result = allocatePayments(charges, [pay(1, 11_300_00)])
    expect(result.allocations).toEqual([
      { paymentId: 1, chargeId: 1, amountPaisa: 10_000_00 },
      { paymentId: 1, chargeId: 5, amountPaisa: 500_00 },
      { paymentId: 1, chargeId: 2, amountPaisa: 800_00 },
    ])
    expect(result.charges.get(2)).toEqual({ paidPaisa: 800_00, status: 'PARTIAL' })
    expect(result.charges.get(3)).toEqual({ paidPaisa: 0, status: 'DUE' })
    expect(result.unallocatedPaisa).toBe(0)
  })

  test('a partial payment, then the rest: one charge paid by two receipts', () => {
    const charges = [rent(1, '2026-01-05'), rent(2, '2026-02-05')]
    const first = allocatePayments(charges, [pay(1, 4_000_00)])
    expect(first.charges.get(1)).toEqual({ paidPaisa: 4_000_00, status: 'PARTIAL' })
    const both = allocatePayments(charges, [pay(1, 4_000_00), pay(2, 6_000_00)])
    expect(both.allocations).toEqual([
      { paymentId: 1, chargeId: 1, amountPaisa: 4_000_00 },
      { paymentId: 2, chargeId: 1, amountPaisa: 6_000_00 },
    ])
    expect(both.charges.get(1)!.status).toBe('PAID')
    expect(both.charges.get(2)!.status).toBe('DUE')
  })

  test('an overpayment goes on to the next charges, also those not due yet, and beyond them stays unallocated', () => {
    const charges = [rent(1, '2026-01-05'), rent(2, '2026-02-05'), rent(3, '2026-03-05')]
    const result = allocatePayments(charges, [pay(1, 25_000_00)])
    expect([1, 2, 3].map((id) => result.charges.get(id)!.status)).toEqual(['PAID', 'PAID', 'PARTIAL'])
    expect(result.charges.get(3)!.paidPaisa).toBe(5_000_00)
    expect(allocatePayments(charges, [pay(1, 35_000_00)]).unallocatedPaisa).toBe(5_000_00)
  })

  test('payments apply in receipt order, so voiding one re-applies every later payment', () => {
    const charges = [rent(1, '2026-01-05'), rent(2, '2026-02-05')]
    const before = allocatePayments(charges, [pay(7, 10_000_00, 1), pay(8, 10_000_00, 2)])
    expect(before.allocations.map((a) => [a.paymentId, a.chargeId])).toEqual([[7, 1], [8, 2]])
    const afterVoid = allocatePayments(charges, [pay(8, 10_000_00, 2)])
    expect(afterVoid.allocations).toEqual([{ paymentId: 8, chargeId: 1, amountPaisa: 10_000_00 }])
    expect(afterVoid.charges.get(2)).toEqual({ paidPaisa: 0, status: 'DUE' })
  })

  test('cancelled charges take nothing and stay cancelled', () => {
    const charges = [rent(1, '2026-01-05'), rent(2, '2026-02-05', 10_000_00, true)]
    const result = allocatePayments(charges, [pay(1, 15_000_00)])
    expect(result.charges.get(2)).toEqual({ paidPaisa: 0, status: 'CANCELLED' })
    expect(result.unallocatedPaisa).toBe(5_000_00)
  })

  test('charges settled before Bhadaa take nothing and stay BEFORE_BHADAA; an opening credit (receipt 0) is applied first', () => {
    const charges = [{ ...rent(1, '2026-01-05'), beforeBhadaa: true }, rent(2, '2026-02-05'), rent(3, '2026-03-05')]
    const result = allocatePayments(charges, [pay(9, 10_000_00, 1), pay(8, 4_000_00, 0)])
    expect(result.charges.get(1)).toEqual({ paidPaisa: 0, status: 'BEFORE_BHADAA' })
    expect(result.allocations.slice(0, 1)).toEqual([{ paymentId: 8, chargeId: 2, amountPaisa: 4_000_00 }])
    expect(result.charges.get(3)).toEqual({ paidPaisa: 4_000_00, status: 'PARTIAL' })
  })

  test('a payment without a receipt, other than an opening credit, pays what was unpaid when it was recorded, not what earlier receipts paid', () => {
    const charges = [rent(1, '2026-01-05'), rent(2, '2026-02-05'), rent(3, '2026-03-05')]
    // Receipts 7 and 8 paid January and February; the deposit applied at move-out (id 12, no
    // receipt) comes after them, so it pays March; receipt 9, recorded after it, is credit.
    const order = inRecordedOrder([
      { id: 14, receiptNumber: 9, openingCredit: false, amountPaisa: 5_00 },
      { id: 12, receiptNumber: null, openingCredit: false, amountPaisa: 10_000_00 },
      { id: 10, receiptNumber: 7, openingCredit: false, amountPaisa: 10_000_00 },
      { id: 11, receiptNumber: 8, openingCredit: false, amountPaisa: 10_000_00 },
      { id: 13, receiptNumber: null, openingCredit: true, amountPaisa: 1_00 },
    ])
    expect(order.map((payment) => [payment.id, payment.receiptNumber])).toEqual([[10, 7], [11, 8], [12, 8.5], [13, 0], [14, 9]])
    const result = allocatePayments(charges, order)
    expect(result.allocations.filter((allocation) => allocation.paymentId === 12)).toEqual([{ paymentId: 12, chargeId: 3, amountPaisa: 9_999_00 }])
    expect(result.allocations.filter((allocation) => allocation.paymentId === 10)).toEqual([{ paymentId: 10, chargeId: 1, amountPaisa: 9_999_00 }, { paymentId: 10, chargeId: 2, amountPaisa: 1_00 }])
    expect(result.unallocatedPaisa).toBe(5_00 + 1_00)
  })

  test('refuses a payment without a positive amount', () => {
    expect(() => allocatePayments([rent(1, '2026-01-05')], [pay(1, 0)])).toThrow(RangeError)
  })
})

describe('ledgerBalance', () => {
  const charges = [
    { dueDate: '2026-01-05', amountPaisa: 10_000_00, paidPaisa: 10_000_00, status: 'PAID' as const },
    { dueDate: '2026-02-05', amountPaisa: 10_000_00, paidPaisa: 4_000_00, status: 'PARTIAL' as const },
    { dueDate: '2026-03-05', amountPaisa: 10_000_00, paidPaisa: 0, status: 'DUE' as const },
    { dueDate: '2026-04-05', amountPaisa: 10_000_00, paidPaisa: 2_000_00, status: 'PARTIAL' as const },
    { dueDate: '2026-05-05', amountPaisa: 10_000_00, paidPaisa: 0, status: 'CANCELLED' as const },
  ]

  test('due now includes today; overdue only days past; credit is money on charges not yet due plus the unallocated', () => {
    expect(ledgerBalance(charges, 300_00, '2026-03-05')).toEqual({
      dueNowPaisa: 16_000_00,
      overduePaisa: 6_000_00,
      creditPaisa: 2_300_00,
      oldestUnpaidDueDate: '2026-02-05',
      next: { dueDate: '2026-04-05', unpaidPaisa: 8_000_00 },
    })
  })

  test('a charge settled before Bhadaa is neither owed nor credit', () => {
    const settled = [{ dueDate: '2026-01-05', amountPaisa: 10_000_00, paidPaisa: 0, status: 'BEFORE_BHADAA' as const }]
    expect(ledgerBalance(settled, 0, '2026-03-05')).toEqual({ dueNowPaisa: 0, overduePaisa: 0, creditPaisa: 0, oldestUnpaidDueDate: null, next: null })
  })

  test('before anything is due, nothing is owed', () => {
    expect(ledgerBalance(charges, 0, '2025-12-31')).toMatchObject({ dueNowPaisa: 0, overduePaisa: 0, oldestUnpaidDueDate: null, next: { dueDate: '2026-02-05' } })
  })
})
