import { afterEach, describe, expect, test } from 'vitest'
import { nepalClock, nepalHour, nepalTimeToInstant, nepalToday, nepalTodayBs } from './nepal-time.ts'

describe('nepalToday', () => {
  test('the day changes at 18:15 UTC (midnight in Nepal)', () => {
    expect(nepalToday(new Date('2025-04-13T18:14:59.999Z'))).toBe('2025-04-13')
    expect(nepalToday(new Date('2025-04-13T18:15:00.000Z'))).toBe('2025-04-14')
  })

  test('B.S. new year 2082 starts at Nepal midnight, not UTC midnight', () => {
    // nepal/README.md: converting this instant in UTC gives 2081-12-31, which is wrong.
    const nepalOneFortyFive = new Date('2025-04-13T20:00:00Z')
    expect(nepalTodayBs(nepalOneFortyFive)).toEqual({ year: 2082, month: 1, day: 1 })
    expect(nepalTodayBs(new Date('2025-04-13T18:14:00Z'))).toEqual({ year: 2081, month: 12, day: 31 })
  })

  test('crosses year ends', () => {
    expect(nepalToday(new Date('2025-12-31T18:15:00Z'))).toBe('2026-01-01')
    expect(nepalToday(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01')
  })

  test('rejects an invalid Date', () => {
    expect(() => nepalToday(new Date('nonsense'))).toThrow(RangeError)
  })
})

describe('nepalHour', () => {
  test('is UTC shifted by 05:45', () => {
    expect(nepalHour(new Date('2025-04-13T18:14:59Z'))).toBe(23)
    expect(nepalHour(new Date('2025-04-13T18:15:00Z'))).toBe(0)
    expect(nepalHour(new Date('2025-04-14T03:15:00Z'))).toBe(9)
    expect(nepalHour(new Date('2025-04-14T03:14:59Z'))).toBe(8)
    expect(nepalHour(new Date('2025-04-14T13:14:59Z'))).toBe(18)
    expect(nepalHour(new Date('2025-04-14T13:15:00Z'))).toBe(19)
  })

  test('works before 1970 too', () => {
    expect(nepalHour(new Date('1969-12-31T20:00:00Z'))).toBe(1)
    expect(nepalToday(new Date('1969-12-31T20:00:00Z'))).toBe('1970-01-01')
  })
})

describe('nepalTimeToInstant', () => {
  test('converts a Nepal wall-clock time to UTC', () => {
    expect(nepalTimeToInstant('2025-04-14', 9).toISOString()).toBe('2025-04-14T03:15:00.000Z')
    expect(nepalTimeToInstant('2025-04-14', 0).toISOString()).toBe('2025-04-13T18:15:00.000Z')
    expect(nepalTimeToInstant('2025-04-14', 19, 30).toISOString()).toBe('2025-04-14T13:45:00.000Z')
  })

  test('is the inverse of nepalToday and nepalHour', () => {
    const instant = nepalTimeToInstant('2026-01-01', 0, 5)
    expect(nepalToday(instant)).toBe('2026-01-01')
    expect(nepalHour(instant)).toBe(0)
  })

  test('rejects impossible times and dates', () => {
    expect(() => nepalTimeToInstant('2025-04-14', 24)).toThrow(RangeError)
    expect(() => nepalTimeToInstant('2025-04-14', 9, 60)).toThrow(RangeError)
    expect(() => nepalTimeToInstant('2025-02-29', 9)).toThrow(RangeError)
  })
})

describe('the server time zone does not matter', () => {
  const originalTz = process.env.TZ
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ
    else process.env.TZ = originalTz
  })

  test.each([
    ['UTC', 0],
    ['America/New_York', 240],
    ['Pacific/Kiritimati', -840],
    ['Asia/Kathmandu', -345],
  ])('%s', (zone, offsetMinutes) => {
    process.env.TZ = zone
    // Proves the zone switch took effect, so the assertions below really run in that zone.
    expect(new Date('2025-04-13T18:15:00Z').getTimezoneOffset()).toBe(offsetMinutes)
    expect(nepalToday(new Date('2025-04-13T18:15:00Z'))).toBe('2025-04-14')
    expect(nepalToday(new Date('2025-04-13T18:14:00Z'))).toBe('2025-04-13')
    expect(nepalHour(new Date('2025-04-14T03:15:00Z'))).toBe(9)
  })
})

describe('nepalClock', () => {
  test('the day and the time in Nepal, across UTC midnight', () => {
    // 18:20 UTC is 00:05 the next day in Nepal (UTC+05:45).
    expect(nepalClock(new Date('2026-11-21T18:20:00Z'))).toEqual({ date: '2026-11-22', hour: 0, minute: 5 })
    expect(nepalClock(new Date('2026-11-22T08:14:59Z'))).toEqual({ date: '2026-11-22', hour: 13, minute: 59 })
  })
})
