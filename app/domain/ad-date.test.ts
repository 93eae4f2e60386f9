import { describe, expect, test } from 'vitest'
import {
  adDayNumber,
  adFromDayNumber,
  adMonthLength,
  addAdDays,
  addAdMonths,
  daysBetween,
  isAdDate,
  parseAdDate,
} from './ad-date.ts'

describe('parseAdDate', () => {
  test('accepts real days and normalises them', () => {
    expect(parseAdDate('2024-02-29')).toEqual({ ok: true, date: '2024-02-29' })
    expect(parseAdDate(' 2025/4/1 ')).toEqual({ ok: true, date: '2025-04-01' })
    expect(parseAdDate('२०२५-०४-१४')).toEqual({ ok: true, date: '2025-04-14' })
    expect(parseAdDate('2000-02-29')).toEqual({ ok: true, date: '2000-02-29' })
  })

  test('rejects days that do not exist', () => {
    for (const input of ['2025-02-29', '1900-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '0000-01-01']) {
      expect(parseAdDate(input)).toEqual({ ok: false, error: 'agreement.error.adNonexistent' })
    }
  })

  test('rejects text that is not a date', () => {
    for (const input of ['', 'today', '2025-4', '20250414', '25-04-14', '2025-04-14T00:00:00Z', '2025-04-1x']) {
      expect(parseAdDate(input)).toEqual({ ok: false, error: 'agreement.error.adFormat' })
    }
  })

  test('isAdDate wants the canonical form', () => {
    expect(isAdDate('2025-04-14')).toBe(true)
    expect(isAdDate('2025-4-14')).toBe(false)
    expect(isAdDate(' 2025-04-14')).toBe(false)
    expect(isAdDate('2025-02-29')).toBe(false)
  })
})

describe('adMonthLength', () => {
  test('follows the Gregorian leap rules', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => adMonthLength(2025, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ])
    expect(adMonthLength(2024, 2)).toBe(29)
    expect(adMonthLength(1900, 2)).toBe(28)
    expect(adMonthLength(2000, 2)).toBe(29)
  })
})

describe('day numbers', () => {
  test('count days from 1970-01-01', () => {
    expect(adDayNumber('1970-01-01')).toBe(0)
    expect(adDayNumber('1970-01-02')).toBe(1)
    expect(adDayNumber('1969-12-31')).toBe(-1)
    expect(adDayNumber('2000-03-01')).toBe(11017)
    expect(adFromDayNumber(11017)).toBe('2000-03-01')
  })

  test('handle years below 100 without the Date.UTC 19xx quirk', () => {
    expect(adFromDayNumber(adDayNumber('0050-06-15'))).toBe('0050-06-15')
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1)
  })

  test('throw on malformed input', () => {
    expect(() => adDayNumber('2025-02-30')).toThrow(RangeError)
    expect(() => adDayNumber('2025-4-1')).toThrow(RangeError)
    expect(() => adFromDayNumber(1.5)).toThrow(RangeError)
  })
})

describe('date arithmetic', () => {
  test('addAdDays crosses months, years and leap days', () => {
    expect(addAdDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addAdDays('2024-02-29', 1)).toBe('2024-03-01')
    expect(addAdDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addAdDays('2025-01-03', -3)).toBe('2024-12-31')
  })

  test('addAdMonths clamps to the end of shorter months', () => {
    expect(addAdMonths('2025-01-31', 1)).toBe('2025-02-28')
    expect(addAdMonths('2024-01-31', 1)).toBe('2024-02-29')
    expect(addAdMonths('2024-03-31', -1)).toBe('2024-02-29')
    expect(addAdMonths('2025-01-15', 0)).toBe('2025-01-15')
    expect(addAdMonths('2025-11-30', 3)).toBe('2026-02-28')
    expect(addAdMonths('2025-02-10', -14)).toBe('2023-12-10')
    expect(addAdMonths('2024-02-29', 12)).toBe('2025-02-28')
    expect(() => addAdMonths('2025-01-15', 0.5)).toThrow(RangeError)
  })

  test('daysBetween is signed', () => {
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365)
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366)
    expect(daysBetween('2025-04-14', '2025-04-13')).toBe(-1)
  })
})
