import { describe, expect, test } from 'vitest'
import { lateFeeFirstDay, lateFeeFor, lateFeeKey, lateFeeRuleIssues, waiverReason, type LateFeeCharge, type LateFeeRule } from './late-fee'

const rent = (overrides: Partial<LateFeeCharge> = {}): LateFeeCharge => ({
  kind: 'RENT',
  dueDate: '2026-08-01',
  amountPaisa: 25_000_00,
  paidPaisa: 0,
  cancelled: false,
  hasLateFee: false,
  ...overrides,
})
const flat: LateFeeRule = { graceDays: 5, kind: 'FLAT', value: 500_00 }
const percent: LateFeeRule = { graceDays: 5, kind: 'PERCENT', value: 2 }

describe('lateFeeFor: grace days', () => {
  test('nothing during the grace days; the fee from the day after due date + grace', () => {
    expect(lateFeeFirstDay('2026-08-01', 5)).toBe('2026-08-07')
    expect(lateFeeFor(rent(), flat, '2026-08-01')).toBeNull()
    expect(lateFeeFor(rent(), flat, '2026-08-06')).toBeNull()
    expect(lateFeeFor(rent(), flat, '2026-08-07')).toBe(500_00)
    expect(lateFeeFor(rent(), flat, '2026-12-31')).toBe(500_00)
  })

  test('grace 0: the day after the due date, not on it', () => {
    const rule = { ...flat, graceDays: 0 }
    expect(lateFeeFor(rent(), rule, '2026-08-01')).toBeNull()
    expect(lateFeeFor(rent(), rule, '2026-08-02')).toBe(500_00)
  })

  test('counts across month and year ends', () => {
    expect(lateFeeFor(rent({ dueDate: '2026-12-30' }), flat, '2027-01-04')).toBeNull()
    expect(lateFeeFor(rent({ dueDate: '2026-12-30' }), flat, '2027-01-05')).toBe(500_00)
  })
})

describe('lateFeeFor: amounts', () => {
  test('a percentage of what is overdue, not of the whole charge', () => {
    expect(lateFeeFor(rent(), percent, '2026-08-10')).toBe(500_00) // 2% of Rs. 25,000
    expect(lateFeeFor(rent({ paidPaisa: 20_000_00 }), percent, '2026-08-10')).toBe(100_00) // 2% of Rs. 5,000
  })

  test('a percentage rounds half up to a paisa', () => {
    expect(lateFeeFor(rent({ amountPaisa: 25 }), { ...percent, value: 2 }, '2026-08-10')).toBe(1) // 0.5
    expect(lateFeeFor(rent({ amountPaisa: 1_234_57 }), { ...percent, value: 1.5 }, '2026-08-10')).toBe(18_52) // 1851.855
  })

  test('the cap limits percentages and flat amounts alike', () => {
    expect(lateFeeFor(rent(), { ...percent, value: 10, capPaisa: 1_000_00 }, '2026-08-10')).toBe(1_000_00)
    expect(lateFeeFor(rent(), { ...flat, capPaisa: 300_00 }, '2026-08-10')).toBe(300_00)
    expect(lateFeeFor(rent(), { ...flat, capPaisa: 900_00 }, '2026-08-10')).toBe(500_00)
  })

  test('a fee that rounds to nothing is no fee', () => {
    expect(lateFeeFor(rent({ amountPaisa: 10, paidPaisa: 9 }), { ...percent, value: 10 }, '2026-08-10')).toBeNull()
  })
})

describe('lateFeeFor: once, never compounding', () => {
  test('no rule: no fee (the default)', () => {
    expect(lateFeeFor(rent(), null, '2027-01-01')).toBeNull()
  })

  test('once per charge: a charge that has a fee (even a waived one) earns none again', () => {
    expect(lateFeeFor(rent({ hasLateFee: true }), flat, '2026-08-10')).toBeNull()
  })

  test('a late fee never earns a fee itself; paid and cancelled charges earn none', () => {
    expect(lateFeeFor(rent({ kind: 'LATE_FEE' }), flat, '2026-08-10')).toBeNull()
    expect(lateFeeFor(rent({ paidPaisa: 25_000_00 }), flat, '2026-08-10')).toBeNull()
    expect(lateFeeFor(rent({ cancelled: true }), flat, '2026-08-10')).toBeNull()
  })

  test('every other kind of charge can earn one', () => {
    for (const kind of ['UTILITY', 'METERED', 'EXTRA'] as const) expect(lateFeeFor(rent({ kind }), flat, '2026-08-10')).toBe(500_00)
  })

  test('the idempotency key names the charge only, so an edited rule cannot add a second fee', () => {
    expect(lateFeeKey(42)).toBe('lateFee:42')
    expect(() => lateFeeKey(0)).toThrow(RangeError)
    expect(() => lateFeeKey(1.5)).toThrow(RangeError)
  })
})

describe('lateFeeRuleIssues', () => {
  test('valid rules have no issues', () => {
    expect(lateFeeRuleIssues(flat)).toEqual([])
    expect(lateFeeRuleIssues({ ...percent, value: 100, capPaisa: 1 })).toEqual([])
    expect(lateFeeRuleIssues({ ...percent, value: 0.01, graceDays: 0 })).toEqual([])
  })

  test('each bad field is named', () => {
    const fields = (rule: LateFeeRule) => lateFeeRuleIssues(rule).map((issue) => issue.field)
    expect(fields({ ...flat, graceDays: -1 })).toEqual(['graceDays'])
    expect(fields({ ...flat, graceDays: 1.5 })).toEqual(['graceDays'])
    expect(fields({ ...flat, graceDays: 366 })).toEqual(['graceDays'])
    expect(fields({ ...flat, value: 0 })).toEqual(['value'])
    expect(fields({ ...flat, value: 10.5 })).toEqual(['value'])
    expect(fields({ ...percent, value: 0 })).toEqual(['value'])
    expect(fields({ ...percent, value: 100.01 })).toEqual(['value'])
    expect(fields({ ...percent, value: 1.234 })).toEqual(['value'])
    expect(fields({ ...percent, capPaisa: 0 })).toEqual(['capPaisa'])
  })

  test('lateFeeFor refuses a bad rule or day instead of guessing', () => {
    expect(() => lateFeeFor(rent(), { ...flat, value: -1 }, '2026-08-10')).toThrow(RangeError)
    expect(() => lateFeeFor(rent(), flat, '10/08/2026')).toThrow(RangeError)
  })
})

describe('waiverReason', () => {
  test('a reason is required, tidied and bounded', () => {
    expect(waiverReason('  Paid late because\n the bank was closed ')).toBe('Paid late because the bank was closed')
    expect(waiverReason('   ')).toBeNull()
    expect(waiverReason('x'.repeat(501))).toBeNull()
    expect(waiverReason('बैंक बन्द थियो')).toBe('बैंक बन्द थियो')
  })
})
