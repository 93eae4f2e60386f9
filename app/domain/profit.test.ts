import { expect, test } from 'vitest'
import { rentIncomeReport } from './fiscal-year.ts'
import { profitYear } from './profit.ts'

test('each month: income as the rent-income report counts it, less the expenses of the month', () => {
  // FY 2082/83: Shrawan 1 is 2025-07-17, Ashadh 31 is 2026-07-16.
  const income = rentIncomeReport(
    [
      { date: '2025-07-17', kind: 'RENT', amountPaisa: 10_000_00 },
      { date: '2025-07-20', kind: 'CREDIT', amountPaisa: 500_00 },
      { date: '2025-08-20', kind: 'DEPOSIT', amountPaisa: 50_000_00 },
    ],
    2082,
  )
  const year = profitYear(2082, income, [
    { date: '2025-07-18', amountPaisa: 1_234_56 },
    { date: '2025-08-20', amountPaisa: 3_000_00 },
    { date: '2025-07-16', amountPaisa: 99_00 }, // the year before
    { date: '2026-07-16', amountPaisa: 1 },
  ])
  expect(year.months[0]).toMatchObject({ month: 4, incomePaisa: 10_500_00, expensePaisa: 1_234_56, profitPaisa: 9_265_44 })
  expect(year.months[1]).toMatchObject({ month: 5, incomePaisa: 0, expensePaisa: 3_000_00, profitPaisa: -3_000_00 })
  expect(year.months[11]).toMatchObject({ month: 3, expensePaisa: 1, profitPaisa: -1 })
  expect(year).toMatchObject({ incomePaisa: 10_500_00, expensePaisa: 4_234_57, profitPaisa: 6_265_43, start: '2025-07-17', end: '2026-07-16' })
})

test('no income is zeros; an amount that is not one, or another year’s income, is refused', () => {
  expect(profitYear(2082, null, [])).toMatchObject({ incomePaisa: 0, expensePaisa: 0, profitPaisa: 0 })
  expect(() => profitYear(2082, null, [{ date: '2025-08-01', amountPaisa: 0 }])).toThrow(RangeError)
  expect(() => profitYear(2081, rentIncomeReport([], 2082), [])).toThrow(RangeError)
})
