import { describe, expect, test } from 'vitest'
import { addAdDays } from './ad-date'
import { fiscalYearBounds, fiscalYearLabel, fiscalYearMonths, fiscalYearOf, rentIncomeReport, type ReceivedMoney } from './fiscal-year'

describe('fiscal year boundaries in B.S.', () => {
  test('FY 2082/83 runs from Shrawan 1, 2082 to the last day of Ashadh 2083', () => {
    expect(fiscalYearBounds(2082)).toEqual({ fiscalYear: 2082, start: '2025-07-17', end: '2026-07-16', isProvisional: false })
    expect(fiscalYearLabel(2082, 'en')).toBe('FY 2082/83')
    expect(fiscalYearLabel(2082, 'ne')).toBe('आ.व. २०८२/८३')
  })

  test('the day before Shrawan 1 belongs to the previous fiscal year, Shrawan 1 to the new one', () => {
    expect(fiscalYearOf('2025-07-16')).toBe(2081) // Ashadh 32, 2082
    expect(fiscalYearOf('2025-07-17')).toBe(2082)
    expect(fiscalYearOf('2026-04-14')).toBe(2082) // Baisakh 1, 2083: the fiscal year goes on
    expect(fiscalYearOf('2026-07-16')).toBe(2082)
    expect(fiscalYearOf('2026-07-17')).toBe(2083)
  })

  test('consecutive fiscal years meet without a gap, across the whole table', () => {
    for (let year = 2000; year < 2087; year++) {
      expect(addAdDays(fiscalYearBounds(year).end, 1)).toBe(fiscalYearBounds(year + 1).start)
      expect(fiscalYearOf(fiscalYearBounds(year).start)).toBe(year)
      expect(fiscalYearOf(fiscalYearBounds(year).end)).toBe(year)
    }
  })

  test('the 12 months in order, Shrawan to Ashadh, each meeting the next', () => {
    const months = fiscalYearMonths(2082)
    expect(months.map(({ year, month }) => `${year}-${month}`)).toEqual([
      '2082-4', '2082-5', '2082-6', '2082-7', '2082-8', '2082-9', '2082-10', '2082-11', '2082-12', '2083-1', '2083-2', '2083-3',
    ])
    for (let i = 1; i < 12; i++) expect(months[i]!.start).toBe(addAdDays(months[i - 1]!.end, 1))
    expect(months[9]!.start).toBe('2026-04-14') // Baisakh 1, 2083: B.S. new year
  })

  test('years past the confirmed table are provisional; outside the table refused', () => {
    expect(fiscalYearBounds(2083).isProvisional).toBe(true) // ends in Ashadh 2084
    expect(fiscalYearBounds(2087).isProvisional).toBe(true)
    expect(() => fiscalYearBounds(1999)).toThrow(RangeError)
    expect(() => fiscalYearBounds(2088)).toThrow(RangeError)
    expect(() => fiscalYearBounds(2082.5)).toThrow(RangeError)
  })
})

describe('rentIncomeReport', () => {
  const received: ReceivedMoney[] = [
    { date: '2025-07-16', kind: 'RENT', amountPaisa: 1_00 }, // last day of FY 2081/82
    { date: '2025-07-17', kind: 'RENT', amountPaisa: 25_000_00 }, // first day of Shrawan
    { date: '2025-07-17', kind: 'UTILITY', amountPaisa: 500_00 },
    { date: '2025-07-20', kind: 'DEPOSIT', amountPaisa: 50_000_00 }, // not income
    { date: '2025-08-16', kind: 'RENT', amountPaisa: 25_000_00 }, // last day of Shrawan
    { date: '2025-08-17', kind: 'METERED', amountPaisa: 1_234_56 }, // Bhadra 1
    { date: '2025-09-01', kind: 'LATE_FEE', amountPaisa: 100_00 },
    { date: '2026-04-14', kind: 'CREDIT', amountPaisa: 333 }, // Baisakh 1
    { date: '2026-07-16', kind: 'RENT', amountPaisa: 12_345_67 }, // last day of Ashadh
    { date: '2026-07-17', kind: 'RENT', amountPaisa: 9_99 }, // next fiscal year
  ]

  test('money received by B.S. month, rent apart from other income; deposits and other years left out', () => {
    const report = rentIncomeReport(received, 2082)
    const byMonth = report.months.map(({ month, rentPaisa, otherPaisa }) => [month, rentPaisa, otherPaisa])
    expect(byMonth).toEqual([
      [4, 50_000_00, 500_00],
      [5, 0, 1_334_56],
      [6, 0, 0], [7, 0, 0], [8, 0, 0], [9, 0, 0], [10, 0, 0], [11, 0, 0], [12, 0, 0],
      [1, 0, 333],
      [2, 0, 0],
      [3, 12_345_67, 0],
    ])
    expect(report).toMatchObject({ rentPaisa: 62_345_67, otherPaisa: 1_837_89, creditPaisa: 333, totalPaisa: 64_183_56 })
    expect(report.months.every((month) => month.totalPaisa === month.rentPaisa + month.otherPaisa)).toBe(true)
  })

  test('house-rent tax on the rent only, at 10 % by default, rounded half up once on the year', () => {
    expect(rentIncomeReport(received, 2082)).toMatchObject({ taxRatePercent: 10, taxPaisa: 6_234_57 }) // 623456.7
    expect(rentIncomeReport(received, 2082, 15)).toMatchObject({ taxPaisa: 9_351_85 }) // 935185.05
    expect(rentIncomeReport(received, 2082, 0)).toMatchObject({ taxPaisa: 0 })
    // Two months of 5 paisa at 10 %: 0.5 + 0.5 rounded per month would be 2; on the year it is 1.
    const small: ReceivedMoney[] = [
      { date: '2025-07-20', kind: 'RENT', amountPaisa: 5 },
      { date: '2025-08-20', kind: 'RENT', amountPaisa: 5 },
    ]
    expect(rentIncomeReport(small, 2082).taxPaisa).toBe(1)
  })

  test('money paid ahead and given back at a settlement is taken off credit, other income and the total on that day', () => {
    const report = rentIncomeReport(
      [
        { date: '2026-04-05', kind: 'RENT', amountPaisa: 10_000_00 }, // Chaitra
        { date: '2026-04-05', kind: 'CREDIT', amountPaisa: 18_000_00 },
        { date: '2026-04-25', kind: 'EXTRA', amountPaisa: 2_500_00 }, // Baisakh: the deposit spent on a deduction
        { date: '2026-04-25', kind: 'CREDIT_RETURNED', amountPaisa: 18_000_00 },
      ],
      2082,
    )
    expect(report.months.filter((month) => month.totalPaisa !== 0).map(({ month, rentPaisa, otherPaisa, creditPaisa, totalPaisa }) => [month, rentPaisa, otherPaisa, creditPaisa, totalPaisa])).toEqual([
      [12, 10_000_00, 18_000_00, 18_000_00, 28_000_00],
      [1, 0, -15_500_00, -18_000_00, -15_500_00],
    ])
    expect(report).toMatchObject({ rentPaisa: 10_000_00, otherPaisa: 2_500_00, creditPaisa: 0, totalPaisa: 12_500_00, taxPaisa: 1_000_00 })
  })

  test('a year with nothing received is all zeros; bad rates and amounts are refused', () => {
    expect(rentIncomeReport([], 2080)).toMatchObject({ rentPaisa: 0, otherPaisa: 0, totalPaisa: 0, taxPaisa: 0 })
    expect(() => rentIncomeReport([], 2082, -1)).toThrow(RangeError)
    expect(() => rentIncomeReport([], 2082, 101)).toThrow(RangeError)
    expect(() => rentIncomeReport([{ date: '2025-08-01', kind: 'RENT', amountPaisa: -5 }], 2082)).toThrow(RangeError)
  })
})
