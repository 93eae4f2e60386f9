import { describe, expect, test } from 'vitest'
import { settleDeposit } from './settlement'

describe('settleDeposit', () => {
  test('deposit minus dues minus deductions: a refund', () => {
    const result = settleDeposit({
      depositPaisa: 50_000_00,
      unpaidDuesPaisa: 12_345_67,
      deductions: [
        { reason: ' Broken window ', amountPaisa: 3_000_00 },
        { reason: 'Repainting', amountPaisa: 4_500_50 },
      ],
    })
    expect(result).toEqual({
      ok: true,
      settlement: {
        depositPaisa: 50_000_00,
        unpaidDuesPaisa: 12_345_67,
        creditPaisa: 0,
        deductions: [
          { reason: 'Broken window', amountPaisa: 3_000_00 },
          { reason: 'Repainting', amountPaisa: 4_500_50 },
        ],
        deductionsPaisa: 7_500_50,
        refundPaisa: 30_153_83,
        owedPaisa: 0,
      },
    })
  })

  test('dues beyond the deposit: an amount still owed, no refund', () => {
    const result = settleDeposit({ depositPaisa: 20_000_00, unpaidDuesPaisa: 25_000_00, deductions: [] })
    expect(result).toMatchObject({ ok: true, settlement: { refundPaisa: 0, owedPaisa: 5_000_00 } })
  })

  test('even: neither refund nor amount owed', () => {
    const result = settleDeposit({ depositPaisa: 20_000_00, unpaidDuesPaisa: 15_000_00, deductions: [{ reason: 'Cleaning', amountPaisa: 5_000_00 }] })
    expect(result).toMatchObject({ ok: true, settlement: { refundPaisa: 0, owedPaisa: 0 } })
  })

  test('credit paid ahead comes back with the deposit', () => {
    const result = settleDeposit({ depositPaisa: 20_000_00, unpaidDuesPaisa: 0, creditPaisa: 2_500_00, deductions: [] })
    expect(result).toMatchObject({ ok: true, settlement: { refundPaisa: 22_500_00, owedPaisa: 0 } })
  })

  test('deductions up to the deposit plus dues are allowed; one paisa more is refused', () => {
    const base = { depositPaisa: 10_000_00, unpaidDuesPaisa: 5_000_00 }
    expect(settleDeposit({ ...base, deductions: [{ reason: 'Damage', amountPaisa: 15_000_00 }] })).toMatchObject({
      ok: true,
      settlement: { owedPaisa: 10_000_00 },
    })
    expect(settleDeposit({ ...base, deductions: [{ reason: 'Damage', amountPaisa: 15_000_01 }] })).toEqual({
      ok: false,
      issues: [{ field: 'deductions', message: 'Deductions cannot be more than the deposit plus the unpaid dues' }],
    })
  })

  test('every deduction needs a reason and a positive whole amount; each problem is named', () => {
    const result = settleDeposit({
      depositPaisa: 10_000_00,
      unpaidDuesPaisa: 0,
      deductions: [
        { reason: '   ', amountPaisa: 100 },
        { reason: 'Keys', amountPaisa: 0 },
        { reason: 'x'.repeat(201), amountPaisa: 1.5 },
      ],
    })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.issues.map((issue) => issue.field)).toEqual(['deductions[0].reason', 'deductions[1].amountPaisa', 'deductions[2].reason', 'deductions[2].amountPaisa'])
    }
  })

  test('negative or fractional deposit, dues or credit are refused', () => {
    const fields = (input: Parameters<typeof settleDeposit>[0]) => {
      const result = settleDeposit(input)
      return result.ok ? [] : result.issues.map((issue) => issue.field)
    }
    expect(fields({ depositPaisa: -1, unpaidDuesPaisa: 0, deductions: [] })).toEqual(['depositPaisa'])
    expect(fields({ depositPaisa: 0, unpaidDuesPaisa: 0.5, deductions: [] })).toEqual(['unpaidDuesPaisa'])
    expect(fields({ depositPaisa: 0, unpaidDuesPaisa: 0, creditPaisa: -5, deductions: [] })).toEqual(['creditPaisa'])
  })
})
