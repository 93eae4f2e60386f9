import NepaliDate from 'nepali-date-converter'
import { describe, expect, onTestFinished, test } from 'vitest'
import { addAdDays } from './ad-date.ts'
import {
  type BsDate,
  LAST_CONFIRMED_BS_YEAR,
  MAX_AD_DATE,
  MAX_BS_YEAR,
  MIN_AD_DATE,
  MIN_BS_YEAR,
  addBsMonths,
  adToBs,
  bsDateError,
  bsMonthLength,
  bsMonthName,
  bsToAd,
  formatBsDate,
  hasBsDate,
  isProvisionalBsYear,
  parseBsDate,
} from './bs-calendar.ts'

/** Every day of the given B.S. years, in order. */
function* bsDays(fromYear: number, toYear: number): Generator<BsDate> {
  for (let year = fromYear; year <= toYear; year++) {
    for (let month = 1; month <= 12; month++) {
      const length = bsMonthLength(year, month)
      for (let day = 1; day <= length; day++) yield { year, month, day }
    }
  }
}

describe('bsToAd / adToBs', () => {
  test('anchors from nepal/README.md', () => {
    expect(bsToAd({ year: 2000, month: 1, day: 1 })).toBe('1943-04-14')
    expect(bsToAd({ year: 2081, month: 1, day: 1 })).toBe('2024-04-13')
    expect(bsToAd({ year: 2082, month: 1, day: 1 })).toBe('2025-04-14')
    expect(bsToAd({ year: 2083, month: 1, day: 1 })).toBe('2026-04-14')
    expect(adToBs('2024-04-13')).toEqual({ year: 2081, month: 1, day: 1 })
    expect(adToBs('2024-04-12')).toEqual({ year: 2080, month: 12, day: 30 })
    expect(adToBs('2025-04-14')).toEqual({ year: 2082, month: 1, day: 1 })
    expect(adToBs('2026-04-14')).toEqual({ year: 2083, month: 1, day: 1 })
  })

  test('2083 has the month lengths nepal/README.md lists', () => {
    const lengths = Array.from({ length: 12 }, (_, index) => bsMonthLength(2083, index + 1))
    expect(lengths).toEqual([31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30])
  })

  test('every B.S. day round-trips and maps to consecutive A.D. days', () => {
    const failures: string[] = []
    let expectedAd = MIN_AD_DATE
    let count = 0
    for (const bs of bsDays(MIN_BS_YEAR, MAX_BS_YEAR)) {
      const ad = bsToAd(bs)
      const back = adToBs(ad)
      if (ad !== expectedAd || formatBsDate(back) !== formatBsDate(bs)) {
        failures.push(`${formatBsDate(bs)} -> ${ad} (expected ${expectedAd}) -> ${formatBsDate(back)}`)
      }
      expectedAd = addAdDays(expectedAd, 1)
      count++
    }
    expect(failures).toEqual([])
    expect(addAdDays(expectedAd, -1)).toBe(MAX_AD_DATE)
    expect(count).toBeGreaterThan(89 * 365)
  })

  test('agrees with nepali-date-converter on every day of B.S. 2000-2083, both ways', () => {
    // The library goes through Date objects at local midnight, which do not exist for days a zone
    // skipped (Pacific/Kiritimati has no 1994-12-31), so compare in UTC.
    const originalTz = process.env.TZ
    process.env.TZ = 'UTC'
    onTestFinished(() => {
      if (originalTz === undefined) delete process.env.TZ
      else process.env.TZ = originalTz
    })
    expect(new Date(2000, 0, 1).getTimezoneOffset()).toBe(0)

    const mismatches: string[] = []
    for (const bs of bsDays(MIN_BS_YEAR, LAST_CONFIRMED_BS_YEAR)) {
      const theirs = new NepaliDate(bs.year, bs.month - 1, bs.day)
      const theirBs = theirs.getBS()
      // The library rolls impossible days into the next month; that must never happen for our days.
      if (theirBs.year !== bs.year || theirBs.month !== bs.month - 1 || theirBs.date !== bs.day) {
        mismatches.push(`${formatBsDate(bs)} was rolled by the library`)
        continue
      }
      const { year, month, date } = theirs.getAD()
      const theirAd = `${year}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`
      const ourAd = bsToAd(bs)
      if (theirAd !== ourAd) mismatches.push(`${formatBsDate(bs)}: ours ${ourAd}, theirs ${theirAd}`)

      // A.D. -> B.S.: the library reads the Date's local fields.
      const [adYear, adMonth, adDay] = ourAd.split('-').map(Number) as [number, number, number]
      const fromAd = new NepaliDate(new Date(adYear, adMonth - 1, adDay)).getBS()
      const ourBs = adToBs(ourAd)
      if (fromAd.year !== ourBs.year || fromAd.month + 1 !== ourBs.month || fromAd.date !== ourBs.day) {
        mismatches.push(`${ourAd}: ours ${formatBsDate(ourBs)}, theirs ${fromAd.year}-${fromAd.month + 1}-${fromAd.date}`)
      }
    }
    expect(mismatches).toEqual([])
  })

  test('covers exactly B.S. 2000-01-01 to the last day of 2088', () => {
    expect(MIN_AD_DATE).toBe('1943-04-14')
    expect(adToBs(MAX_AD_DATE)).toEqual({ year: 2088, month: 12, day: 30 })
    expect(() => adToBs('1943-04-13')).toThrow(RangeError)
    expect(() => adToBs(addAdDays(MAX_AD_DATE, 1))).toThrow(RangeError)
    // hasBsDate says which days adToBs takes, without throwing.
    expect([MIN_AD_DATE, MAX_AD_DATE, '2026-01-01'].map(hasBsDate)).toEqual([true, true, true])
    expect(['1943-04-13', addAdDays(MAX_AD_DATE, 1), '2040-12-31'].map(hasBsDate)).toEqual([false, false, false])
    expect(() => adToBs('2024-02-30')).toThrow(RangeError)
    expect(() => bsToAd({ year: 2089, month: 1, day: 1 })).toThrow('agreement.error.bsYear')
    expect(() => bsToAd({ year: 2081, month: 2, day: 33 })).toThrow(
      'agreement.error.bsDay?max=32&year=2081&month=2',
    )
  })
})

describe('provisional years', () => {
  test('only years after 2083 are provisional', () => {
    expect(isProvisionalBsYear(2000)).toBe(false)
    expect(isProvisionalBsYear(2083)).toBe(false)
    expect(isProvisionalBsYear(2084)).toBe(true)
    expect(isProvisionalBsYear(2088)).toBe(true)
  })

  test('uses one projection (variant B) throughout 2084-2088', () => {
    const year2084 = Array.from({ length: 12 }, (_, index) => bsMonthLength(2084, index + 1))
    expect(year2084).toEqual([31, 31, 32, 31, 31, 30, 30, 30, 29, 30, 30, 30])
    expect(bsToAd({ year: 2084, month: 1, day: 1 })).toBe('2027-04-14')
    expect(bsToAd({ year: 2085, month: 1, day: 1 })).toBe('2028-04-13')
    expect(bsToAd({ year: 2086, month: 1, day: 1 })).toBe('2029-04-14')
  })
})

describe('parseBsDate', () => {
  test('accepts real dates, with or without padding, "/" and Devanagari digits', () => {
    const expected = { ok: true, date: { year: 2081, month: 2, day: 32 } }
    expect(parseBsDate('2081-02-32')).toEqual(expected)
    expect(parseBsDate(' 2081/2/32 ')).toEqual(expected)
    expect(parseBsDate('२०८१-०२-३२')).toEqual(expected)
    expect(parseBsDate('2000-01-01')).toEqual({ ok: true, date: { year: 2000, month: 1, day: 1 } })
    expect(parseBsDate('2088-12-30')).toEqual({ ok: true, date: { year: 2088, month: 12, day: 30 } })
  })

  test('year out of range', () => {
    for (const input of ['1999-12-30', '2089-01-01', '3000-01-01']) {
      expect(parseBsDate(input)).toEqual({ ok: false, error: 'agreement.error.bsYear' })
    }
  })

  test('month out of range', () => {
    for (const input of ['2081-00-01', '2081-13-01', '2081-99-01']) {
      expect(parseBsDate(input)).toEqual({ ok: false, error: 'agreement.error.bsMonth' })
    }
  })

  test('day out of range names the month length, year and month', () => {
    expect(parseBsDate('2081-01-32')).toEqual({
      ok: false,
      error: 'agreement.error.bsDay?max=31&year=2081&month=1',
    })
    expect(parseBsDate('2081-01-00')).toEqual({
      ok: false,
      error: 'agreement.error.bsDay?max=31&year=2081&month=1',
    })
    expect(parseBsDate('2083-08-30')).toEqual({
      ok: false,
      error: 'agreement.error.bsDay?max=29&year=2083&month=8',
    })
    expect(parseBsDate('2081-02-33')).toEqual({
      ok: false,
      error: 'agreement.error.bsDay?max=32&year=2081&month=2',
    })
  })

  test('reports the year before the month and the month before the day', () => {
    expect(parseBsDate('2099-13-40')).toEqual({ ok: false, error: 'agreement.error.bsYear' })
    expect(parseBsDate('2081-13-40')).toEqual({ ok: false, error: 'agreement.error.bsMonth' })
  })

  test('rejects text that is not a date', () => {
    for (const input of ['', '2081-01', '20810101', '2081-01-01-01', 'abc', '2081-1a-01', '81-01-01']) {
      expect(parseBsDate(input)).toEqual({ ok: false, error: 'agreement.error.bsFormat' })
    }
  })

  test('bsDateError rejects fractional parts', () => {
    expect(bsDateError({ year: 2081.5, month: 1, day: 1 })).toBe('agreement.error.bsYear')
    expect(bsDateError({ year: 2081, month: 1.5, day: 1 })).toBe('agreement.error.bsMonth')
    expect(bsDateError({ year: 2081, month: 1, day: 1.5 })).toBe(
      'agreement.error.bsDay?max=31&year=2081&month=1',
    )
    expect(bsDateError({ year: 2081, month: 1, day: 31 })).toBeNull()
  })
})

describe('bsMonthLength', () => {
  test('reads the table', () => {
    expect(bsMonthLength(2000, 1)).toBe(30)
    expect(bsMonthLength(2000, 2)).toBe(32)
    expect(bsMonthLength(2081, 12)).toBe(31)
  })

  test('throws outside the table', () => {
    expect(() => bsMonthLength(1999, 12)).toThrow(RangeError)
    expect(() => bsMonthLength(2089, 1)).toThrow(RangeError)
    expect(() => bsMonthLength(2081, 0)).toThrow(RangeError)
    expect(() => bsMonthLength(2081, 13)).toThrow(RangeError)
    expect(() => bsMonthLength(2081, 1.5)).toThrow(RangeError)
  })
})

describe('addBsMonths', () => {
  test('keeps the day when the target month is long enough', () => {
    expect(addBsMonths({ year: 2081, month: 1, day: 15 }, 1)).toEqual({ year: 2081, month: 2, day: 15 })
    expect(addBsMonths({ year: 2081, month: 1, day: 15 }, 0)).toEqual({ year: 2081, month: 1, day: 15 })
  })

  test('clamps to the last day of a shorter month', () => {
    // Jestha 2081 has 32 days, Asar 2081 has 31, Mangsir 2083 has 29.
    expect(addBsMonths({ year: 2081, month: 2, day: 32 }, 1)).toEqual({ year: 2081, month: 3, day: 31 })
    expect(addBsMonths({ year: 2083, month: 3, day: 32 }, 5)).toEqual({ year: 2083, month: 8, day: 29 })
  })

  test('crosses year boundaries both ways', () => {
    expect(addBsMonths({ year: 2081, month: 12, day: 31 }, 1)).toEqual({ year: 2082, month: 1, day: 31 })
    expect(addBsMonths({ year: 2081, month: 11, day: 5 }, 14)).toEqual({ year: 2083, month: 1, day: 5 })
    expect(addBsMonths({ year: 2082, month: 1, day: 31 }, -1)).toEqual({ year: 2081, month: 12, day: 31 })
    expect(addBsMonths({ year: 2082, month: 2, day: 10 }, -26)).toEqual({ year: 2079, month: 12, day: 10 })
  })

  test('refuses invalid input and results outside the table', () => {
    expect(() => addBsMonths({ year: 2081, month: 1, day: 32 }, 1)).toThrow(
      'agreement.error.bsDay?max=31&year=2081&month=1',
    )
    expect(() => addBsMonths({ year: 2081, month: 1, day: 1 }, 1.5)).toThrow(RangeError)
    expect(() => addBsMonths({ year: 2088, month: 12, day: 1 }, 1)).toThrow(RangeError)
    expect(() => addBsMonths({ year: 2000, month: 1, day: 1 }, -1)).toThrow(RangeError)
  })
})

describe('names and formatting', () => {
  test('month names in both languages', () => {
    const english = Array.from({ length: 12 }, (_, index) => bsMonthName(index + 1, 'en'))
    const nepali = Array.from({ length: 12 }, (_, index) => bsMonthName(index + 1, 'ne'))
    expect(english).toEqual([
      'Baisakh', 'Jestha', 'Asar', 'Shrawan', 'Bhadra', 'Ashwin',
      'Kartik', 'Mangsir', 'Poush', 'Magh', 'Falgun', 'Chaitra',
    ])
    expect(nepali).toEqual([
      'बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत',
    ])
    expect(() => bsMonthName(0, 'en')).toThrow(RangeError)
    expect(() => bsMonthName(13, 'ne')).toThrow(RangeError)
  })

  test('formatBsDate pads and takes a separator', () => {
    expect(formatBsDate({ year: 2081, month: 1, day: 5 })).toBe('2081-01-05')
    expect(formatBsDate({ year: 2081, month: 12, day: 30 }, '/')).toBe('2081/12/30')
  })
})
