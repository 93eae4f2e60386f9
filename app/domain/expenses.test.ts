import { describe, expect, test } from 'vitest'
import { bsMonthLength, bsToAd } from './bs-calendar'
import { bsMonthKey, paisaPerUnitPaid, recurringDayIn, recurringExpenseKey, recurringMonthsDue } from './expenses'

describe('a recurring expense’s months', () => {
  test('are those from the start month to today’s whose day has come, across the year’s end', () => {
    const today = bsToAd({ year: 2082, month: 2, day: 10 })
    const due = recurringMonthsDue({ year: 2081, month: 11 }, 15, today, { year: 2082, month: 2 })
    expect(due.map(bsMonthKey)).toEqual(['2081-11', '2081-12', '2082-01'])
    expect(due[0]!.spentOn).toBe(bsToAd({ year: 2081, month: 11, day: 15 }))
    // On the day itself it is due.
    expect(recurringMonthsDue({ year: 2082, month: 2 }, 10, today, { year: 2082, month: 2 }).map(bsMonthKey)).toEqual(['2082-02'])
  })

  test('start in the future: none yet', () => {
    expect(recurringMonthsDue({ year: 2082, month: 5 }, 1, bsToAd({ year: 2082, month: 2, day: 1 }), { year: 2082, month: 2 })).toEqual([])
  })

  test('a day past a short month’s end falls on that month’s last day', () => {
    const length = bsMonthLength(2082, 10)
    expect(length).toBeLessThan(32)
    expect(recurringDayIn({ year: 2082, month: 10 }, 32)).toBe(bsToAd({ year: 2082, month: 10, day: length }))
  })

  test('each month has its own key', () => {
    expect(recurringExpenseKey(7, { year: 2082, month: 8 })).toBe('recurring:7:2082-08')
  })
})

describe('the rate paid per unit', () => {
  test('is the amounts over the units, rounded to a paisa; none without units', () => {
    expect(paisaPerUnitPaid([])).toBeNull()
    expect(paisaPerUnitPaid([{ amountPaisa: 100_000, units: 3 }])).toEqual({ paisaPerUnit: 33_333, units: 3, amountPaisa: 100_000 })
    expect(paisaPerUnitPaid([{ amountPaisa: 120_000, units: 100 }, { amountPaisa: 130_000, units: 100 }])).toEqual({ paisaPerUnit: 1250, units: 200, amountPaisa: 250_000 })
  })
})
