// The B.S. picker's month: the table's month lengths (32-day months have their 32nd), the first
// day under its weekday, the chosen day marked, Nepali names and digits in Nepali.
import { describe, expect, test } from 'vitest'
import { bsMonthView, bsWeekday, moveBsMonth } from './bs-month-view.ts'

const today = { year: 2083, month: 8, day: 13 }

describe('bsMonthView', () => {
  test('Asar 2083 has 32 days; the selected one is marked', () => {
    const view = bsMonthView({ year: 2083, month: 3 }, { year: 2083, month: 3, day: 32 }, today, 'en')
    expect(view.days).toHaveLength(32)
    expect(view.days.at(-1)).toMatchObject({ label: '32 Asar 2083', selected: true })
    expect(view.days.filter((day) => day.selected)).toHaveLength(1)
    expect(view.title).toBe('Asar 2083')
  })
  test('Shrawan 2083 has 31; in Nepali the names and digits are Nepali; today is marked', () => {
    expect(bsMonthView({ year: 2083, month: 4 }, null, today, 'en').days).toHaveLength(31)
    const view = bsMonthView({ year: 2083, month: 1 }, null, today, 'ne')
    expect(view.days[0]?.label).toBe('१ बैशाख २०८३')
    expect(view.days[0]?.text).toBe('१')
    expect(bsMonthView({ year: 2083, month: 8 }, null, today, 'en').days.filter((day) => day.today).map((day) => day.day)).toEqual([13])
  })
  test('the first day sits under its weekday (1 Baisakh 2083 = Tuesday 14 April 2026)', () => {
    expect(bsWeekday({ year: 2083, month: 1, day: 1 })).toBe(2)
    expect(bsMonthView({ year: 2083, month: 1 }, null, today, 'en').blanks).toBe(2)
  })
  test('months move across years and stop at the ends of the table', () => {
    expect(moveBsMonth({ year: 2083, month: 12 }, 1)).toEqual({ year: 2084, month: 1 })
    expect(moveBsMonth({ year: 2083, month: 1 }, -1)).toEqual({ year: 2082, month: 12 })
    expect(moveBsMonth({ year: 2000, month: 1 }, -1)).toEqual({ year: 2000, month: 1 })
    expect(bsMonthView({ year: 2000, month: 1 }, null, today, 'en').hasPrevious).toBe(false)
    expect(bsMonthView({ year: 2088, month: 12 }, null, today, 'en').hasNext).toBe(false)
  })
})
