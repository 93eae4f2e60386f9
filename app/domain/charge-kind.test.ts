import { describe, expect, test } from 'vitest'
import { isCancellableCharge, isScheduledKind } from './charge-kind'

describe('charge kinds', () => {
  test('the schedule makes rent and fixed utilities only', () => {
    expect(['RENT', 'UTILITY', 'METERED', 'EXTRA', 'LATE_FEE'].filter((kind) => isScheduledKind(kind as never))).toEqual(['RENT', 'UTILITY'])
  })

  test('an unpaid extra charge or late fee can be cancelled; the opening balance, a paid one or the rent cannot', () => {
    const extra = { kind: 'EXTRA' as const, status: 'DUE', paidPaisa: 0, openingBalance: false }
    expect(isCancellableCharge(extra)).toBe(true)
    expect(isCancellableCharge({ ...extra, kind: 'LATE_FEE' })).toBe(true)
    expect(isCancellableCharge({ ...extra, openingBalance: true })).toBe(false)
    expect(isCancellableCharge({ ...extra, status: 'PARTIAL', paidPaisa: 100 })).toBe(false)
    expect(isCancellableCharge({ ...extra, status: 'CANCELLED' })).toBe(false)
    expect(isCancellableCharge({ ...extra, kind: 'RENT' })).toBe(false)
  })
})
