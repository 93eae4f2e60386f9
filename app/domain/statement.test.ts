import { describe, expect, test } from 'vitest'
import { buildStatement, type StatementCharge, type StatementPayment } from './statement'

const charge = (id: number, dueDate: string, amountPaisa: number, extra: Partial<StatementCharge> = {}): StatementCharge => ({
  id,
  kind: 'RENT',
  dueDate,
  amountPaisa,
  status: 'DUE',
  ...extra,
})
const paid = (id: number, date: string, amountPaisa: number, extra: Partial<StatementPayment> = {}): StatementPayment => ({
  id,
  date,
  amountPaisa,
  direction: 'IN',
  voided: false,
  ...extra,
})

const CHARGES = [
  charge(1, '2026-01-01', 10_000_00),
  charge(2, '2026-02-01', 10_000_00),
  charge(3, '2026-02-01', 500_00, { kind: 'UTILITY' }),
  charge(4, '2026-03-01', 10_000_00),
  charge(5, '2026-04-01', 10_000_00),
]
const PAYMENTS = [paid(1, '2026-01-03', 10_000_00), paid(2, '2026-02-01', 7_000_00), paid(3, '2026-03-15', 13_500_00)]

describe('buildStatement', () => {
  test('opening balance from everything before the range, the lines in it with a running balance, the closing balance', () => {
    const statement = buildStatement(CHARGES, PAYMENTS, { from: '2026-02-01', to: '2026-03-31' })
    expect(statement.openingBalancePaisa).toBe(0) // January charged and paid
    expect(statement.lines.map((line) => [line.type, line.date, line.amountPaisa, line.balancePaisa])).toEqual([
      ['CHARGE', '2026-02-01', 10_000_00, 10_000_00],
      ['CHARGE', '2026-02-01', 500_00, 10_500_00],
      ['PAYMENT_IN', '2026-02-01', 7_000_00, 3_500_00],
      ['CHARGE', '2026-03-01', 10_000_00, 13_500_00],
      ['PAYMENT_IN', '2026-03-15', 13_500_00, 0],
    ])
    expect(statement).toMatchObject({ closingBalancePaisa: 0, chargedPaisa: 20_500_00, receivedPaisa: 20_500_00, paidOutPaisa: 0 })
  })

  test('opening + charged - received + paid out = closing, for every range', () => {
    const days = ['2025-12-31', '2026-01-01', '2026-01-02', '2026-02-01', '2026-03-14', '2026-03-15', '2026-04-01', '2026-12-31']
    for (const from of days) {
      for (const to of days.filter((day) => day >= from)) {
        const s = buildStatement(CHARGES, PAYMENTS, { from, to })
        expect(s.openingBalancePaisa + s.chargedPaisa - s.receivedPaisa + s.paidOutPaisa, `${from}..${to}`).toBe(s.closingBalancePaisa)
        expect(s.lines.at(-1)?.balancePaisa ?? s.openingBalancePaisa).toBe(s.closingBalancePaisa)
      }
    }
  })

  test('a range after some unpaid months opens with what is owed', () => {
    const statement = buildStatement(CHARGES, PAYMENTS.slice(0, 1), { from: '2026-03-01', to: '2026-03-31' })
    expect(statement.openingBalancePaisa).toBe(10_500_00)
    expect(statement.closingBalancePaisa).toBe(20_500_00)
  })

  test('cancelled charges and voided payments are left out', () => {
    const statement = buildStatement(
      [charge(1, '2026-01-01', 10_000_00), charge(2, '2026-01-01', 99_00, { status: 'CANCELLED' })],
      [paid(1, '2026-01-02', 10_000_00, { voided: true }), paid(2, '2026-01-03', 4_000_00)],
      { from: '2026-01-01', to: '2026-01-31' },
    )
    expect(statement.lines.map((line) => line.amountPaisa)).toEqual([10_000_00, 4_000_00])
    expect(statement.closingBalancePaisa).toBe(6_000_00)
  })

  test('a deposit received and refunded: in, then out, ending at the dues', () => {
    const statement = buildStatement(
      [charge(1, '2026-01-01', 10_000_00)],
      [paid(1, '2026-01-01', 20_000_00), paid(2, '2026-12-31', 10_000_00, { direction: 'OUT' })],
      { from: '2026-01-01', to: '2026-12-31' },
    )
    expect(statement.lines.map((line) => [line.type, line.balancePaisa])).toEqual([
      ['CHARGE', 10_000_00],
      ['PAYMENT_IN', -10_000_00],
      ['PAYMENT_OUT', 0],
    ])
    expect(statement.paidOutPaisa).toBe(10_000_00)
  })

  test('charges settled before Bhadaa are listed apart and never count in the balances', () => {
    const before = charge(9, '2025-12-01', 10_000_00, { settledBeforeBhadaa: true, status: 'PAID' })
    const statement = buildStatement([before, ...CHARGES], PAYMENTS, { from: '2025-12-01', to: '2026-01-31' })
    expect(statement.settledBeforeBhadaa).toEqual([before])
    expect(statement.lines.every((line) => line.type !== 'CHARGE' || line.charge.id !== 9)).toBe(true)
    expect(statement.openingBalancePaisa).toBe(0)
    expect(statement.closingBalancePaisa).toBe(0)
    expect(buildStatement([before], [], { from: '2026-01-01', to: '2026-01-31' }).settledBeforeBhadaa).toEqual([])
  })

  test('refuses a range that is not two dates in order', () => {
    expect(() => buildStatement([], [], { from: '2026-02-01', to: '2026-01-31' })).toThrow(RangeError)
    expect(() => buildStatement([], [], { from: '2026-02-30', to: '2026-03-31' })).toThrow(RangeError)
  })
})
