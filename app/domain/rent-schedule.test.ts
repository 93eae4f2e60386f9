import NepaliDate from 'nepali-date-converter'
import { describe, expect, onTestFinished, test } from 'vitest'
import { addAdDays, daysBetween } from './ad-date.ts'
import { MAX_AMOUNT_PAISA } from './money.ts'
import { type BsDate, bsMonthLength, bsToAd, adToBs, MAX_AD_DATE } from './bs-calendar.ts'
import {
  type AgreementTerms,
  type ScheduledCharge,
  RentScheduleError,
  buildRentSchedule,
  highestMonthlyRent,
  isCancelledByTermination,
  monthlyRentOn,
  rentScheduleIssues,
} from './rent-schedule.ts'

const RS_10000 = 1_000_000 // Rs. 10,000 a month, in paisa

function adTerms(overrides: Partial<AgreementTerms> = {}): AgreementTerms {
  return {
    calendar: 'AD',
    startDate: '2024-01-01',
    endDate: '2024-12-31',
    leaseAmountPaisa: RS_10000,
    paymentIntervalMonths: 1,
    paymentDayOfMonth: 1,
    utilities: [],
    ...overrides,
  }
}

/** B.S. terms given in B.S. dates, converted the way the server does before calling us. */
function bsTerms(start: string, end: string, overrides: Partial<AgreementTerms> = {}): AgreementTerms {
  return { ...adTerms(overrides), calendar: 'BS', startDate: bsAd(start), endDate: bsAd(end), ...overrides }
}

function bs(date: string): BsDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}
const bsAd = (date: string) => bsToAd(bs(date))

/** One line per charge: period, due date and amount, easy to read in a failing diff. */
function rows(charges: readonly ScheduledCharge<unknown>[]): string[] {
  return charges.map((c) => `${c.periodStart}..${c.periodEnd} due ${c.dueDate} ${c.amountPaisa}`)
}
const rentOf = <U,>(charges: ScheduledCharge<U>[]) => charges.filter((c) => c.kind === 'RENT')
/** Like rows, with the kind first: `2024-01-05 Rent 2024-01-01..2024-01-31 1000000`. */
function labelled(charges: readonly ScheduledCharge<unknown>[]): string[] {
  return charges.map((c) => {
    const what = c.kind === 'RENT' ? 'Rent' : String(c.utilityId)
    return `${c.dueDate} ${what} ${c.periodStart}..${c.periodEnd} ${c.amountPaisa}`
  })
}
const dues = (charges: readonly ScheduledCharge<unknown>[]) => charges.map((c) => c.dueDate)

describe('A.D. periods and due dates', () => {
  test('monthly from the 1st: one period per month, due on the 1st, leap February included', () => {
    const charges = buildRentSchedule(adTerms())
    expect(charges).toHaveLength(12)
    expect(rows(charges.slice(0, 3))).toEqual([
      '2024-01-01..2024-01-31 due 2024-01-01 1000000',
      '2024-02-01..2024-02-29 due 2024-02-01 1000000',
      '2024-03-01..2024-03-31 due 2024-03-01 1000000',
    ])
    expect(charges.at(-1)).toMatchObject({ periodIndex: 11, periodStart: '2024-12-01', periodEnd: '2024-12-31' })
    expect(charges.every((c) => c.kind === 'RENT' && c.utilityId === null && !c.isProrated && c.bs === null)).toBe(true)
    expect(charges.map((c) => c.periodIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  test('payment day 31 is clamped to each month, February 28 or 29 by the leap rules', () => {
    const dueDays = (year: number) =>
      dues(buildRentSchedule(adTerms({ startDate: `${year}-01-01`, endDate: `${year}-12-31`, paymentDayOfMonth: 31 })))
    expect(dueDays(2025)).toEqual([
      '2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30',
      '2025-07-31', '2025-08-31', '2025-09-30', '2025-10-31', '2025-11-30', '2025-12-31',
    ])
    expect(dueDays(2024)[1]).toBe('2024-02-29')
    expect(dueDays(2028)[1]).toBe('2028-02-29')
    expect(dueDays(2100)[1]).toBe('2100-02-28') // divisible by 100, not by 400: not leap
    expect(dueDays(2000)[1]).toBe('2000-02-29') // divisible by 400: leap
    expect(dueDays(2025)[1]).toBe('2025-02-28')
  })

  test('payment days 29 and 30 clamp in February only', () => {
    const charges = buildRentSchedule(adTerms({ startDate: '2025-01-01', endDate: '2025-04-30', paymentDayOfMonth: 30 }))
    expect(dues(charges)).toEqual(['2025-01-30', '2025-02-28', '2025-03-30', '2025-04-30'])
    const leap = buildRentSchedule(adTerms({ startDate: '2024-02-01', endDate: '2024-03-31', paymentDayOfMonth: 29 }))
    expect(dues(leap)).toEqual(['2024-02-29', '2024-03-29'])
  })

  test('a start on the 31st: every period counts from the start, clamped, without drifting', () => {
    const charges = buildRentSchedule(
      adTerms({ startDate: '2024-01-31', endDate: '2024-07-30', paymentDayOfMonth: 31 }),
    )
    expect(rows(charges)).toEqual([
      '2024-01-31..2024-02-28 due 2024-01-31 1000000',
      '2024-02-29..2024-03-30 due 2024-02-29 1000000',
      '2024-03-31..2024-04-29 due 2024-03-31 1000000',
      '2024-04-30..2024-05-30 due 2024-04-30 1000000',
      '2024-05-31..2024-06-29 due 2024-05-31 1000000',
      '2024-06-30..2024-07-30 due 2024-06-30 1000000',
    ])
    const nonLeap = buildRentSchedule(adTerms({ startDate: '2025-01-31', endDate: '2025-03-30' }))
    expect(rows(nonLeap)).toEqual([
      '2025-01-31..2025-02-27 due 2025-01-31 1000000',
      '2025-02-28..2025-03-30 due 2025-02-01 1000000',
    ])
  })

  test('the first due date is never before the start date; later ones keep their day', () => {
    const early = buildRentSchedule(adTerms({ startDate: '2024-03-15', endDate: '2024-06-14', paymentDayOfMonth: 5 }))
    expect(rows(early)).toEqual([
      '2024-03-15..2024-04-14 due 2024-03-15 1000000', // the 5th is before the start: due on the start
      '2024-04-15..2024-05-14 due 2024-04-05 1000000', // in advance, on the 5th of the period's first month
      '2024-05-15..2024-06-14 due 2024-05-05 1000000',
    ])
    const late = buildRentSchedule(adTerms({ startDate: '2024-03-15', endDate: '2024-05-14', paymentDayOfMonth: 20 }))
    expect(dues(late)).toEqual(['2024-03-20', '2024-04-20'])
    const same = buildRentSchedule(adTerms({ startDate: '2024-03-15', endDate: '2024-05-14', paymentDayOfMonth: 15 }))
    expect(dues(same)).toEqual(['2024-03-15', '2024-04-15'])
  })

  test('a quarterly interval charges three months at once, due in the first month of each quarter', () => {
    const charges = buildRentSchedule(adTerms({ paymentIntervalMonths: 3, paymentDayOfMonth: 10 }))
    expect(rows(charges)).toEqual([
      '2024-01-01..2024-03-31 due 2024-01-10 3000000',
      '2024-04-01..2024-06-30 due 2024-04-10 3000000',
      '2024-07-01..2024-09-30 due 2024-07-10 3000000',
      '2024-10-01..2024-12-31 due 2024-10-10 3000000',
    ])
  })

  test('an interval longer than the agreement makes one prorated period', () => {
    const charges = buildRentSchedule(adTerms({ endDate: '2024-06-30', paymentIntervalMonths: 12 }))
    // 182 of the 366 days of 2024, at 12 x Rs. 10,000: 12,000,000 x 182 / 366 = 5,967,213.11
    expect(rows(charges)).toEqual(['2024-01-01..2024-06-30 due 2024-01-01 5967213'])
    expect(charges[0]!.isProrated).toBe(true)
  })
})

describe('pro rata last period', () => {
  test('a last month cut short is charged by days covered / days of the full period', () => {
    const charges = buildRentSchedule(adTerms({ endDate: '2024-02-14' }))
    // 14 of February 2024's 29 days: 1,000,000 x 14 / 29 = 482,758.62
    expect(rows(charges)).toEqual([
      '2024-01-01..2024-01-31 due 2024-01-01 1000000',
      '2024-02-01..2024-02-14 due 2024-02-01 482759',
    ])
    expect(charges.map((c) => c.isProrated)).toEqual([false, true])
    expect(charges[1]!.monthlyPaisa).toBe(RS_10000)
  })

  test('a quarter cut short counts days of the whole quarter', () => {
    const charges = buildRentSchedule(adTerms({ endDate: '2024-05-15', paymentIntervalMonths: 3 }))
    // April 1 - May 15 is 45 days of the 91 of April-June: 3,000,000 x 45 / 91 = 1,483,516.48
    expect(rows(charges).at(-1)).toBe('2024-04-01..2024-05-15 due 2024-04-01 1483516')
  })

  test('halves round up to the next paisa', () => {
    const charges = buildRentSchedule(adTerms({ startDate: '2024-05-01', endDate: '2024-06-15', leaseAmountPaisa: 1001 }))
    expect(rows(charges)).toEqual([
      '2024-05-01..2024-05-31 due 2024-05-01 1001',
      '2024-06-01..2024-06-15 due 2024-06-01 501', // 1001 x 15 / 30 = 500.5
    ])
  })

  test('an end date on a period start makes a one-day period; the day before makes none', () => {
    const oneDay = buildRentSchedule(adTerms({ endDate: '2024-03-01' }))
    expect(rows(oneDay).at(-1)).toBe('2024-03-01..2024-03-01 due 2024-03-01 32258') // 1,000,000 / 31
    expect(oneDay).toHaveLength(3)
    const exact = buildRentSchedule(adTerms({ endDate: '2024-02-29' }))
    expect(exact).toHaveLength(2)
    expect(exact.some((c) => c.isProrated)).toBe(false)
  })

  test('an agreement of a single day', () => {
    const charges = buildRentSchedule(adTerms({ startDate: '2024-04-10', endDate: '2024-04-10', paymentDayOfMonth: 1 }))
    // 1 of the 30 days from April 10 to May 9
    expect(rows(charges)).toEqual(['2024-04-10..2024-04-10 due 2024-04-10 33333'])
  })

  test('the due date of a short last period keeps its day of the month, even after the end date', () => {
    const charges = buildRentSchedule(adTerms({ endDate: '2024-02-10', paymentDayOfMonth: 25 }))
    expect(rows(charges).at(-1)).toBe('2024-02-01..2024-02-10 due 2024-02-25 344828') // 1,000,000 x 10 / 29
  })
})

describe('increments', () => {
  test('compound every year from the start, each period at the rent in force on its start day', () => {
    const terms = adTerms({ endDate: '2027-12-31', incrementPercentage: 10, incrementIntervalYears: 1 })
    const charges = buildRentSchedule(terms)
    expect(charges).toHaveLength(48)
    const byYear = [0, 12, 24, 36].map((index) => charges.slice(index, index + 12).map((c) => c.amountPaisa))
    expect(byYear).toEqual([
      Array(12).fill(1_000_000),
      Array(12).fill(1_100_000),
      Array(12).fill(1_210_000),
      Array(12).fill(1_331_000),
    ])
    expect(charges[12]).toMatchObject({ periodStart: '2025-01-01', monthlyPaisa: 1_100_000 })
  })

  test('the highest rent is the one in force at the end, as the schedule charges it, and its count stops past the largest amount', () => {
    const terms = adTerms({ endDate: '2027-12-31', incrementPercentage: 10, incrementIntervalYears: 1 })
    expect(highestMonthlyRent(terms)).toBe(1_331_000)
    expect(highestMonthlyRent(terms)).toBe(Math.max(...buildRentSchedule(terms).map((charge) => charge.monthlyPaisa)))
    // The last anniversary on the end day counts; one a day after it does not.
    expect(highestMonthlyRent(adTerms({ endDate: '2025-01-01', incrementPercentage: 10, incrementIntervalYears: 1 }))).toBe(1_100_000)
    expect(highestMonthlyRent(adTerms({ endDate: '2024-12-31', incrementPercentage: 10, incrementIntervalYears: 1 }))).toBe(RS_10000)
    expect(highestMonthlyRent(adTerms({ endDate: '2053-12-31' }))).toBe(RS_10000)
    // Doubled every year for thirty years (2^29 times over): counting stops once past Rs. 1 arab.
    const doubling = highestMonthlyRent(adTerms({ endDate: '2053-12-31', incrementPercentage: 100, incrementIntervalYears: 1 }))
    expect(doubling).toBe(RS_10000 * 2 ** 17)
    expect(doubling).toBeGreaterThan(MAX_AMOUNT_PAISA)
    // B.S. anniversaries are B.S. dates: 1 Baisakh of each year.
    expect(highestMonthlyRent(bsTerms('2081-01-01', '2083-01-01', { incrementPercentage: 10, incrementIntervalYears: 1 }))).toBe(1_210_000)
    expect(highestMonthlyRent(bsTerms('2081-01-01', '2082-12-30', { incrementPercentage: 10, incrementIntervalYears: 1 }))).toBe(1_100_000)
  })

  test('round to whole paisa at each step, not once at the end', () => {
    const terms = adTerms({ leaseAmountPaisa: 100_002, endDate: '2027-12-31', incrementPercentage: 10, incrementIntervalYears: 1 })
    // 100,002 -> 110,002.2 -> 110,002 -> 121,002.2 -> 121,002 -> 133,102.2 -> 133,102
    // (rounding once: 100,002 x 1.331 = 133,102.66 -> 133,103).
    expect([0, 12, 24, 36].map((index) => buildRentSchedule(terms)[index]!.amountPaisa)).toEqual([
      100_002, 110_002, 121_002, 133_102,
    ])
    expect(monthlyRentOn(terms, '2027-01-01')).toBe(133_102)
    expect(monthlyRentOn(terms, '2026-12-31')).toBe(121_002)
    // A fractional percentage: 33,333 x 1.075 = 35,832.975 -> 35,833; 35,833 x 1.075 = 38,520.475 -> 38,520
    const fractional = adTerms({ leaseAmountPaisa: 33_333, endDate: '2026-12-31', incrementPercentage: 7.5, incrementIntervalYears: 1 })
    expect([0, 12, 24].map((index) => buildRentSchedule(fractional)[index]!.amountPaisa)).toEqual([33_333, 35_833, 38_520])
  })

  test('every N years: nothing changes between anniversaries', () => {
    const terms = adTerms({ startDate: '2024-07-01', endDate: '2030-06-30', incrementPercentage: 5, incrementIntervalYears: 2 })
    expect(monthlyRentOn(terms, '2024-07-01')).toBe(1_000_000)
    expect(monthlyRentOn(terms, '2025-07-01')).toBe(1_000_000)
    expect(monthlyRentOn(terms, '2026-06-30')).toBe(1_000_000)
    expect(monthlyRentOn(terms, '2026-07-01')).toBe(1_050_000)
    expect(monthlyRentOn(terms, '2028-06-30')).toBe(1_050_000)
    expect(monthlyRentOn(terms, '2028-07-01')).toBe(1_102_500)
    const amounts = new Set(buildRentSchedule(terms).map((c) => c.amountPaisa))
    expect([...amounts]).toEqual([1_000_000, 1_050_000, 1_102_500])
  })

  test('a period that starts before the anniversary keeps the old rent for all its months', () => {
    // 5-month periods from January 2024: the anniversary (2025-01-01) falls inside the period
    // from 2024-11-01; the period from 2025-04-01 is the first at the new rent.
    const terms = adTerms({ endDate: '2025-12-31', paymentIntervalMonths: 5, incrementPercentage: 10, incrementIntervalYears: 1 })
    expect(rows(buildRentSchedule(terms))).toEqual([
      '2024-01-01..2024-05-31 due 2024-01-01 5000000',
      '2024-06-01..2024-10-31 due 2024-06-01 5000000',
      '2024-11-01..2025-03-31 due 2024-11-01 5000000',
      '2025-04-01..2025-08-31 due 2025-04-01 5500000',
      // Sept 1 - Dec 31 is 122 of the 153 days to Jan 31: 5,500,000 x 122 / 153 = 4,385,620.92
      '2025-09-01..2025-12-31 due 2025-09-01 4385621',
    ])
  })

  test('a quarterly period starting on the anniversary is at the new rent, the one before at the old', () => {
    const terms = adTerms({
      startDate: '2024-02-15', endDate: '2025-05-14', paymentIntervalMonths: 3, paymentDayOfMonth: 20,
      incrementPercentage: 12.5, incrementIntervalYears: 1,
    })
    expect(rows(buildRentSchedule(terms))).toEqual([
      '2024-02-15..2024-05-14 due 2024-02-20 3000000',
      '2024-05-15..2024-08-14 due 2024-05-20 3000000',
      '2024-08-15..2024-11-14 due 2024-08-20 3000000',
      '2024-11-15..2025-02-14 due 2024-11-20 3000000',
      '2025-02-15..2025-05-14 due 2025-02-20 3375000',
    ])
  })

  test('a start on February 29 has its anniversaries on February 28, like its periods', () => {
    const terms = adTerms({ startDate: '2024-02-29', endDate: '2025-03-28', incrementPercentage: 10, incrementIntervalYears: 1 })
    const charges = buildRentSchedule(terms)
    expect(rows(charges.slice(-2))).toEqual([
      '2025-01-29..2025-02-27 due 2025-01-01 1000000',
      // the 29th clamped to February 28, and the next period back on March 29
      '2025-02-28..2025-03-28 due 2025-02-01 1100000',
    ])
    expect(monthlyRentOn(terms, '2025-02-27')).toBe(1_000_000)
    expect(monthlyRentOn(terms, '2025-02-28')).toBe(1_100_000)
  })

  test('increments apply to the rent, never to utilities', () => {
    const charges = buildRentSchedule(
      adTerms({
        endDate: '2025-12-31', incrementPercentage: 10, incrementIntervalYears: 1,
        utilities: [{ utilityId: 'Water', pricePaisa: 50_000, paymentIntervalMonths: 1, paymentDayOfMonth: 1 }],
      }),
    )
    const water = charges.filter((c) => c.kind === 'UTILITY')
    expect(water).toHaveLength(24)
    expect(water.every((c) => c.amountPaisa === 50_000 && c.monthlyPaisa === 50_000)).toBe(true)
    expect(rentOf(charges).at(-1)!.amountPaisa).toBe(1_100_000)
  })

  test('no increment without a percentage, or with 0 %', () => {
    const variants = [
      { incrementIntervalYears: 1 },
      { incrementPercentage: 0, incrementIntervalYears: 1 },
      { incrementPercentage: null, incrementIntervalYears: null },
    ]
    for (const extra of variants) {
      const charges = buildRentSchedule(adTerms({ endDate: '2026-12-31', ...extra }))
      expect(new Set(charges.map((c) => c.amountPaisa))).toEqual(new Set([RS_10000]))
    }
  })
})

describe('termination', () => {
  const terms = adTerms({ paymentDayOfMonth: 5 })

  test('cancels the periods that start after it; a period that has started stays whole', () => {
    const charges = buildRentSchedule({ ...terms, terminatedOn: '2024-06-03' })
    expect(charges.map((c) => c.periodStart)).toEqual([
      '2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01', '2024-06-01',
    ])
    expect(charges.at(-1)).toMatchObject({ periodEnd: '2024-06-30', amountPaisa: RS_10000, isProrated: false })
  })

  test('a period starting on the termination day stays; the day before, it does not', () => {
    expect(buildRentSchedule({ ...terms, terminatedOn: '2024-06-01' })).toHaveLength(6)
    expect(buildRentSchedule({ ...terms, terminatedOn: '2024-05-31' })).toHaveLength(5)
  })

  test('a charge due in advance goes too when its period starts after the move-out day', () => {
    // Periods from the 15th, due on the 1st of the period's month (in advance).
    const advance = adTerms({ startDate: '2024-01-15', paymentDayOfMonth: 1 })
    expect(rows(buildRentSchedule({ ...advance, terminatedOn: '2024-02-10' }))).toEqual(['2024-01-15..2024-02-14 due 2024-01-15 1000000'])
    expect(buildRentSchedule({ ...advance, terminatedOn: '2024-02-15' })).toHaveLength(2)
  })

  test('cancels utilities the same way', () => {
    const charges = buildRentSchedule({
      ...terms,
      terminatedOn: '2024-03-20',
      utilities: [{ utilityId: 'Internet', pricePaisa: 150_000, paymentIntervalMonths: 2, paymentDayOfMonth: 25 }],
    })
    expect(charges.filter((c) => c.kind === 'UTILITY').map((c) => c.periodStart)).toEqual(['2024-01-01', '2024-03-01'])
    expect(rentOf(charges)).toHaveLength(3)
  })

  test('the rule the ledger applies to its own rows is the schedule’s', () => {
    const full = buildRentSchedule(terms)
    const days = ['2023-12-31', '2024-01-01', '2024-03-04', '2024-03-05', '2024-09-30', '2024-12-31', '2025-06-01']
    for (const terminatedOn of days) {
      const cancelled = full.filter((charge) => isCancelledByTermination(charge, terminatedOn))
      const kept = buildRentSchedule({ ...terms, terminatedOn })
      expect([...kept, ...cancelled].sort((a, b) => a.periodIndex - b.periodIndex)).toEqual(full)
      expect(cancelled.every((c) => c.periodStart > terminatedOn)).toBe(true)
    }
    expect(isCancelledByTermination({ periodStart: '2024-05-01' }, '2024-04-30')).toBe(true)
    expect(isCancelledByTermination({ periodStart: '2024-05-01' }, '2024-05-01')).toBe(false)
    expect(() => isCancelledByTermination({ periodStart: '2024-05-01' }, '2024-02-30')).toThrow(RangeError)
  })
})

describe('utilities', () => {
  test('each utility on its own interval and day, with its own price; sorted by due date, rent first', () => {
    const charges = buildRentSchedule(
      adTerms({
        endDate: '2024-06-30',
        paymentDayOfMonth: 5,
        utilities: [
          { utilityId: 'Electricity', pricePaisa: 120_000, paymentIntervalMonths: 2, paymentDayOfMonth: 31 },
          { utilityId: 'Water', pricePaisa: 30_050, paymentIntervalMonths: 3, paymentDayOfMonth: 5 },
          { utilityId: 'Garbage', pricePaisa: null, paymentIntervalMonths: 1, paymentDayOfMonth: 1 },
          { utilityId: 'Parking', pricePaisa: 0, paymentIntervalMonths: 1, paymentDayOfMonth: 1 },
        ],
      }),
    )
    expect(labelled(charges)).toEqual([
      '2024-01-05 Rent 2024-01-01..2024-01-31 1000000',
      '2024-01-05 Water 2024-01-01..2024-03-31 90150',
      '2024-01-31 Electricity 2024-01-01..2024-02-29 240000',
      '2024-02-05 Rent 2024-02-01..2024-02-29 1000000',
      '2024-03-05 Rent 2024-03-01..2024-03-31 1000000',
      '2024-03-31 Electricity 2024-03-01..2024-04-30 240000',
      '2024-04-05 Rent 2024-04-01..2024-04-30 1000000',
      '2024-04-05 Water 2024-04-01..2024-06-30 90150',
      '2024-05-05 Rent 2024-05-01..2024-05-31 1000000',
      '2024-05-31 Electricity 2024-05-01..2024-06-30 240000',
      '2024-06-05 Rent 2024-06-01..2024-06-30 1000000',
    ])
  })

  test('a utility period cut short by the end date is prorated like the rent', () => {
    const charges = buildRentSchedule(
      adTerms({
        endDate: '2024-02-14',
        utilities: [{ utilityId: 'Internet', pricePaisa: 100_000, paymentIntervalMonths: 2, paymentDayOfMonth: 10 }],
      }),
    )
    // Jan 1 - Feb 14 is 45 of the 60 days of January-February 2024: 200,000 x 45 / 60
    expect(charges.filter((c) => c.kind === 'UTILITY')).toMatchObject([
      { periodStart: '2024-01-01', periodEnd: '2024-02-14', dueDate: '2024-01-10', amountPaisa: 150_000, isProrated: true },
    ])
  })

  test('keeps the caller\'s utility ids (e.g. AgreementUtility ids)', () => {
    const charges = buildRentSchedule<number>({
      ...adTerms({ endDate: '2024-01-31' }),
      utilities: [{ utilityId: 42, pricePaisa: 500, paymentIntervalMonths: 1, paymentDayOfMonth: 1 }],
    })
    const utility = charges.find((c) => c.kind === 'UTILITY')
    expect(utility?.utilityId).toBe(42)
  })

  test('a monthly rent of 0 makes no rent charges, only the utilities', () => {
    const charges = buildRentSchedule(
      adTerms({
        leaseAmountPaisa: 0,
        endDate: '2024-02-29',
        utilities: [{ utilityId: 'Parking', pricePaisa: 200_00, paymentIntervalMonths: 1, paymentDayOfMonth: 1 }],
      }),
    )
    expect(charges.map((c) => c.kind)).toEqual(['UTILITY', 'UTILITY'])
  })
})

describe('B.S. agreements', () => {
  test('payment day 32 falls on the last day of every B.S. month (29 to 32 days) of 2081', () => {
    const charges = buildRentSchedule(bsTerms('2081-01-01', '2081-12-31', { leaseAmountPaisa: 2_500_000, paymentDayOfMonth: 32 }))
    // 2081: 31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31 days; 2081-01-01 = 2024-04-13.
    expect(charges.map((c) => c.periodStart)).toEqual([
      '2024-04-13', '2024-05-14', '2024-06-15', '2024-07-16', '2024-08-17', '2024-09-17',
      '2024-10-17', '2024-11-16', '2024-12-16', '2025-01-14', '2025-02-13', '2025-03-14',
    ])
    expect(dues(charges)).toEqual([
      '2024-05-13', '2024-06-14', '2024-07-15', '2024-08-16', '2024-09-16', '2024-10-16',
      '2024-11-15', '2024-12-15', '2025-01-13', '2025-02-12', '2025-03-13', '2025-04-13',
    ])
    expect(charges.map((c) => c.bs!.dueDate.day)).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31])
    expect(charges.map((c) => daysBetween(c.periodStart, c.periodEnd) + 1)).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31])
    expect(charges.at(-1)!.periodEnd).toBe('2025-04-13')
    expect(charges.every((c) => c.amountPaisa === 2_500_000 && !c.isProrated)).toBe(true)
    expect(charges[1]!.bs).toEqual({
      periodStart: { year: 2081, month: 2, day: 1 },
      periodEnd: { year: 2081, month: 2, day: 32 },
      dueDate: { year: 2081, month: 2, day: 32 },
    })
  })

  test('months are B.S. months, not A.D. ones', () => {
    const charges = buildRentSchedule(bsTerms('2081-01-01', '2081-03-31', { paymentDayOfMonth: 1 }))
    expect(rows(charges)).toEqual([
      '2024-04-13..2024-05-13 due 2024-04-13 1000000',
      '2024-05-14..2024-06-14 due 2024-05-14 1000000',
      '2024-06-15..2024-07-15 due 2024-06-15 1000000',
    ])
    // The same A.D. dates in an A.D. agreement make A.D. months.
    const ad = buildRentSchedule({ ...adTerms({ startDate: '2024-04-13', endDate: '2024-07-15', paymentDayOfMonth: 1 }) })
    expect(ad.map((c) => c.periodStart)).toEqual(['2024-04-13', '2024-05-13', '2024-06-13', '2024-07-13'])
  })

  test('a start on the 32nd is clamped month by month, back to the 32nd when the month has it', () => {
    const charges = buildRentSchedule(bsTerms('2081-02-32', '2081-08-15', { leaseAmountPaisa: 2_500_000, paymentDayOfMonth: 32 }))
    expect(charges.map((c) => `${c.bs!.periodStart.month}-${c.bs!.periodStart.day} ${c.periodStart}`)).toEqual([
      '2-32 2024-06-14', '3-31 2024-07-15', '4-32 2024-08-16', '5-31 2024-09-16', '6-30 2024-10-16', '7-30 2024-11-15',
    ])
    // The last period, Kartik 30 to Mangsir 29, is cut at Mangsir 15: 16 of its 30 days.
    expect(charges.at(-1)).toMatchObject({ periodEnd: bsAd('2081-08-15'), amountPaisa: 1_333_333, isProrated: true })
    expect(charges.at(-1)!.bs!.periodEnd).toEqual({ year: 2081, month: 8, day: 15 })
    expect(charges[0]!.dueDate).toBe('2024-06-14')
  })

  test('a first due day before the start moves to the start; later ones are in the period\'s first B.S. month', () => {
    const charges = buildRentSchedule(bsTerms('2081-02-20', '2081-04-19', { paymentDayOfMonth: 1 }))
    expect(charges.map((c) => c.bs!.dueDate)).toEqual([
      { year: 2081, month: 2, day: 20 },
      { year: 2081, month: 3, day: 1 },
    ])
  })

  test('a 29-day month: Poush 2081 prorated by its own length', () => {
    const charges = buildRentSchedule(bsTerms('2081-09-01', '2081-09-15', { paymentDayOfMonth: 32 }))
    // 15 of Poush 2081's 29 days: 1,000,000 x 15 / 29 = 517,241.38
    expect(rows(charges)).toEqual([`${bsAd('2081-09-01')}..${bsAd('2081-09-15')} due ${bsAd('2081-09-29')} 517241`])
  })

  test('anniversaries are B.S. anniversaries: 2082-01-01 is 2025-04-14, not 2025-04-13', () => {
    const terms = bsTerms('2081-01-01', '2083-12-30', { incrementPercentage: 10, incrementIntervalYears: 1 })
    expect(monthlyRentOn(terms, '2025-04-13')).toBe(1_000_000)
    expect(monthlyRentOn(terms, '2025-04-14')).toBe(1_100_000)
    expect(monthlyRentOn(terms, bsAd('2083-01-01'))).toBe(1_210_000)
    const charges = buildRentSchedule(terms)
    expect(charges).toHaveLength(36)
    expect(charges[11]!.bs!.periodStart).toEqual({ year: 2081, month: 12, day: 1 })
    expect(charges[11]!.amountPaisa).toBe(1_000_000)
    expect(charges[12]).toMatchObject({ periodStart: '2025-04-14', amountPaisa: 1_100_000 })
    expect(charges[35]!.amountPaisa).toBe(1_210_000)
  })

  test('a 5-month B.S. period crossing the anniversary keeps the old rent; the next gets the new', () => {
    const terms = bsTerms('2081-01-01', '2082-08-29', { paymentIntervalMonths: 5, incrementPercentage: 10, incrementIntervalYears: 1 })
    const charges = buildRentSchedule(terms)
    expect(charges.map((c) => [c.bs!.periodStart.year, c.bs!.periodStart.month, c.amountPaisa])).toEqual([
      [2081, 1, 5_000_000],
      [2081, 6, 5_000_000],
      [2081, 11, 5_000_000], // Falgun 2081 to Asar 2082: contains 2082-01-01, old rent
      [2082, 4, 5_500_000], // Shrawan to Mangsir 2082, whose last day (the 29th) is the end: whole
    ])
    expect(charges.at(-1)).toMatchObject({ periodEnd: bsAd('2082-08-29'), isProrated: false })
  })

  test('dates past B.S. 2083 are provisional', () => {
    const charges = buildRentSchedule(bsTerms('2083-10-01', '2084-03-15'))
    expect(charges.map((c) => [c.bs!.periodStart.year, c.bs!.periodStart.month, c.isProvisional])).toEqual([
      [2083, 10, false],
      [2083, 11, false],
      [2083, 12, false], // ends on the last day of 2083: known from confirmed lengths only
      [2084, 1, true],
      [2084, 2, true],
      [2084, 3, true],
    ])
    expect(buildRentSchedule(adTerms({ startDate: '2030-01-01', endDate: '2030-12-31' })).some((c) => c.isProvisional)).toBe(false)
  })

  test('a schedule needing month lengths past B.S. 2088 fails clearly', () => {
    expect(() => buildRentSchedule(bsTerms('2088-01-01', '2088-12-30'))).toThrow(/past 2088/)
    expect(() => buildRentSchedule(bsTerms('2088-01-01', '2088-12-29'))).toThrow(/past 2088/)
    expect(buildRentSchedule(bsTerms('2088-01-01', '2088-11-30'))).toHaveLength(11)
  })
})

describe('validation', () => {
  const issue = (terms: AgreementTerms) => rentScheduleIssues(terms).map((i) => `${i.field}: ${i.message}`)

  test('valid terms have no issues', () => {
    expect(rentScheduleIssues(adTerms())).toEqual([])
    expect(rentScheduleIssues(bsTerms('2081-01-01', '2081-12-31', { paymentDayOfMonth: 32 }))).toEqual([])
  })

  test('an end before the start', () => {
    const terms = adTerms({ startDate: '2024-05-01', endDate: '2024-04-30' })
    expect(issue(terms)).toEqual(['endDate: End date cannot be before the start date'])
    expect(() => buildRentSchedule(terms)).toThrow(RentScheduleError)
    expect(() => buildRentSchedule(terms)).toThrow(RangeError)
    expect(() => buildRentSchedule(terms)).toThrow('End date cannot be before the start date')
  })

  test('intervals below 1 or not whole', () => {
    for (const paymentIntervalMonths of [0, -1, 1.5, Number.NaN]) {
      expect(issue(adTerms({ paymentIntervalMonths }))).toEqual([
        'paymentIntervalMonths: Payment interval must be a whole number of months, at least 1',
      ])
    }
  })

  test('payment days out of range for the calendar', () => {
    expect(issue(adTerms({ paymentDayOfMonth: 32 }))).toEqual([
      'paymentDayOfMonth: Payment day of month must be between 1 and 31 for A.D. dates',
    ])
    expect(issue(adTerms({ paymentDayOfMonth: 0 }))).toHaveLength(1)
    expect(issue(bsTerms('2081-01-01', '2081-12-31', { paymentDayOfMonth: 33 }))).toEqual([
      'paymentDayOfMonth: Payment day of month must be between 1 and 32 for B.S. dates',
    ])
    expect(issue(bsTerms('2081-01-01', '2081-12-31', { paymentDayOfMonth: 2.5 }))).toHaveLength(1)
  })

  test('utilities are checked with their index', () => {
    const terms = adTerms({
      utilities: [
        { utilityId: 'Water', pricePaisa: 100, paymentIntervalMonths: 1, paymentDayOfMonth: 1 },
        { utilityId: 'Internet', pricePaisa: -5, paymentIntervalMonths: 0, paymentDayOfMonth: 31 },
      ],
    })
    expect(rentScheduleIssues(terms).map((i) => i.field)).toEqual([
      'utilities[1].pricePaisa',
      'utilities[1].paymentIntervalMonths',
    ])
    try {
      buildRentSchedule(terms)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(RentScheduleError)
      expect((error as RentScheduleError).field).toBe('utilities[1].pricePaisa')
    }
  })

  test('dates, amounts and increments', () => {
    expect(issue(adTerms({ startDate: '2024-02-30' }))).toEqual(['startDate: Start date must be a date (YYYY-MM-DD)'])
    expect(issue(adTerms({ endDate: '31/12/2024' }))).toEqual(['endDate: End date must be a date (YYYY-MM-DD)'])
    expect(issue(adTerms({ terminatedOn: 'yesterday' }))).toEqual(['terminatedOn: Termination date must be a date (YYYY-MM-DD)'])
    expect(issue(adTerms({ leaseAmountPaisa: 10.5 }))).toEqual([
      'leaseAmountPaisa: Monthly rent must be a whole number of paisa, not negative',
    ])
    expect(issue(adTerms({ leaseAmountPaisa: Number.MAX_SAFE_INTEGER, paymentIntervalMonths: 12 }))).toEqual([
      'leaseAmountPaisa: Monthly rent is too large',
    ])
    expect(issue(adTerms({ incrementPercentage: 5 }))).toEqual([
      'incrementIntervalYears: Increment interval is required with an increment percentage',
    ])
    expect(issue(adTerms({ incrementPercentage: -5, incrementIntervalYears: 1 }))).toHaveLength(1)
    expect(issue(adTerms({ incrementPercentage: 5.125, incrementIntervalYears: 1 }))).toHaveLength(1)
    expect(issue(adTerms({ incrementPercentage: 5, incrementIntervalYears: 0 }))).toEqual([
      'incrementIntervalYears: Increment interval must be a whole number of years, at least 1',
    ])
    expect(issue(bsTerms('2081-01-01', '2081-12-31', { startDate: '1943-04-13' }))[0]).toMatch(
      /^startDate: Start date must be within B.S. 2000-2088/,
    )
    expect(issue(bsTerms('2081-01-01', '2081-12-31', { endDate: addAdDays(MAX_AD_DATE, 1) }))).toHaveLength(1)
    expect(() => monthlyRentOn(adTerms(), '2024-13-01')).toThrow(RangeError)
  })
})

describe('invariants over many agreements in both calendars', () => {
  // A small deterministic generator (mulberry32) so failures reproduce.
  function random(seed: number) {
    let state = seed
    return (below: number) => {
      state = (state + 0x6d2b79f5) | 0
      let t = Math.imul(state ^ (state >>> 15), 1 | state)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below)
    }
  }

  test('periods tile the agreement exactly; due dates sit in each period\'s first month', () => {
    const next = random(20_824)
    const failures: string[] = []
    for (let run = 0; run < 400; run++) {
      const calendar = run % 2 === 0 ? 'AD' : 'BS'
      // B.S. dates stop at 2088 (about April 2032): stay well inside.
      const startDate = addAdDays('2019-01-01', next(365 * 8))
      const endDate = addAdDays(startDate, next(365 * 4))
      const interval = 1 + next(7)
      const day = 1 + next(calendar === 'BS' ? 32 : 31)
      const terms: AgreementTerms = {
        calendar, startDate, endDate, leaseAmountPaisa: 1_000 + next(5_000_000), paymentIntervalMonths: interval,
        paymentDayOfMonth: day, incrementPercentage: next(3) * 5, incrementIntervalYears: 1 + next(2),
      }
      const label = JSON.stringify(terms)
      const charges = buildRentSchedule(terms)
      const check = (ok: boolean, what: string) => {
        if (!ok) failures.push(`${what}: ${label}`)
      }
      check(charges[0]?.periodStart === startDate, 'first period starts on the start date')
      check(charges.at(-1)?.periodEnd === endDate, 'last period ends on the end date')
      charges.forEach((c, k) => {
        check(c.periodIndex === k, 'period indexes count up')
        if (k > 0) check(c.periodStart === addAdDays(charges[k - 1]!.periodEnd, 1), 'periods are contiguous')
        check(c.dueDate >= startDate, 'no due date before the start')
        check(!c.isProrated || (k === charges.length - 1 && c.periodEnd === endDate), 'only the last is prorated')
        check(c.isProrated || c.amountPaisa === c.monthlyPaisa * interval, 'a whole period is monthly x interval')
        check(c.monthlyPaisa === monthlyRentOn(terms, c.periodStart), 'rent in force on the start day')
        check(c.amountPaisa <= c.monthlyPaisa * interval, 'never more than the full period')
        const [start, due] = calendar === 'BS' ? [adToBs(c.periodStart), adToBs(c.dueDate)] : [ad(c.periodStart), ad(c.dueDate)]
        const length =
          calendar === 'BS'
            ? bsMonthLength(start.year, start.month)
            : new Date(Date.UTC(start.year, start.month, 0)).getUTCDate()
        check(start.year === due.year && start.month === due.month, 'due in the period\'s first month')
        const expectedDay = Math.min(day, length)
        check(due.day === expectedDay || (k === 0 && c.dueDate === startDate && expectedDay < start.day), 'due day clamped')
      })
    }
    expect(failures.slice(0, 10)).toEqual([])
  })

  function ad(date: string) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number]
    return { year, month, day }
  }
})

describe('a whole B.S. schedule against nepali-date-converter', () => {
  test('four years, monthly rent on day 32 with yearly 7.5 % increments and a 2-monthly utility', () => {
    // The library converts through Date objects in the process's time zone: compute in UTC.
    const originalTz = process.env.TZ
    process.env.TZ = 'UTC'
    onTestFinished(() => {
      if (originalTz === undefined) delete process.env.TZ
      else process.env.TZ = originalTz
    })
    expect(new Date(2000, 0, 1).getTimezoneOffset()).toBe(0)

    // --- Independent computation: B.S. arithmetic by hand, dates and month lengths from the library.
    type Ymd = { year: number; month: number; day: number } // month 1-12
    const theirAd = ({ year, month, day }: Ymd): string => {
      const converted = new NepaliDate(year, month - 1, day)
      const back = converted.getBS()
      // The library rolls day 32 of a 31-day month into the next: never feed it one.
      if (back.year !== year || back.month !== month - 1 || back.date !== day) throw new Error(`rolled ${year}-${month}-${day}`)
      return converted.toJsDate().toISOString().slice(0, 10)
    }
    const theirMonthLength = (year: number, month: number): number => {
      const first = new NepaliDate(year, month - 1, 1).toJsDate().getTime()
      const nextFirst = month === 12 ? new NepaliDate(year + 1, 0, 1) : new NepaliDate(year, month, 1)
      return Math.round((nextFirst.toJsDate().getTime() - first) / 86_400_000)
    }
    const monthsLater = (date: Ymd, months: number): Ymd => {
      const index = date.year * 12 + date.month - 1 + months
      const year = Math.floor(index / 12)
      const month = (index % 12) + 1
      return { year, month, day: Math.min(date.day, theirMonthLength(year, month)) }
    }
    const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    const daysFromTo = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)
    const halfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator)

    const start: Ymd = { year: 2080, month: 2, day: 32 }
    const end: Ymd = { year: 2083, month: 11, day: 20 }
    const [startAd, endAd] = [theirAd(start), theirAd(end)]
    const baseRent = 2_345_678n
    const rentOnDay = (iso: string): bigint => {
      let rent = baseRent
      for (let years = 1; theirAd(monthsLater(start, 12 * years)) <= iso; years++) rent = halfUp(rent * 1075n, 1000n)
      return rent
    }
    const expectLine = (kind: string, interval: number, payDay: number, monthlyOn: (iso: string) => bigint) => {
      const lines: string[] = []
      for (let k = 0; ; k++) {
        const periodStart = monthsLater(start, k * interval)
        const startIso = theirAd(periodStart)
        if (startIso > endAd) return lines
        const nextIso = theirAd(monthsLater(start, (k + 1) * interval))
        const fullEnd = dayBefore(nextIso)
        const periodEnd = fullEnd > endAd ? endAd : fullEnd
        const monthLength = theirMonthLength(periodStart.year, periodStart.month)
        const dueInMonth = theirAd({ ...periodStart, day: Math.min(payDay, monthLength) })
        const due = k === 0 && dueInMonth < startAd ? startAd : dueInMonth
        const full = monthlyOn(startIso) * BigInt(interval)
        const covered = BigInt(daysFromTo(startIso, endAd) + 1)
        const amount = fullEnd > endAd ? halfUp(full * covered, BigInt(daysFromTo(startIso, nextIso))) : full
        lines.push(`${due} ${kind} ${startIso}..${periodEnd} ${amount}`)
      }
    }
    const expected = [
      ...expectLine('Rent', 1, 32, rentOnDay),
      ...expectLine('Water', 2, 15, () => 15_000n),
    ].sort((a, b) => a.slice(0, 10).localeCompare(b.slice(0, 10)))

    // --- Ours.
    const charges = buildRentSchedule({
      calendar: 'BS',
      startDate: bsToAd(start),
      endDate: bsToAd(end),
      leaseAmountPaisa: Number(baseRent),
      paymentIntervalMonths: 1,
      paymentDayOfMonth: 32,
      incrementPercentage: 7.5,
      incrementIntervalYears: 1,
      utilities: [{ utilityId: 'Water', pricePaisa: 15_000, paymentIntervalMonths: 2, paymentDayOfMonth: 15 }],
    })
    const ours = labelled(charges)

    expect(ours).toEqual(expected)
    // The schedule is long and exercises what it should: 45 rent periods, four rent levels, both
    // lines cut short at the end, and due days on the 29th to the 32nd.
    expect(rentOf(charges)).toHaveLength(45)
    expect(new Set(rentOf(charges).map((c) => c.monthlyPaisa)).size).toBe(4)
    expect(charges.filter((c) => c.isProrated)).toHaveLength(2)
    expect(new Set(rentOf(charges).map((c) => c.bs!.dueDate.day))).toEqual(new Set([29, 30, 31, 32]))
    expect(startAd).toBe(bsToAd(start))
  })
})
