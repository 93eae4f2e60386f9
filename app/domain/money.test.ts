import { describe, expect, test } from 'vitest'
import { formatNpr, increaseByPercent, MAX_AMOUNT_PAISA, paisaToRupees, parseRupees, percentOf, productRounded, prorate } from './money.ts'

const paisa = (value: number) => ({ ok: true, paisa: value })

describe('parseRupees', () => {
  test('whole rupees and up to two decimals', () => {
    expect(parseRupees('1500')).toEqual(paisa(150_000))
    expect(parseRupees('1500.5')).toEqual(paisa(150_050))
    expect(parseRupees('1500.05')).toEqual(paisa(150_005))
    expect(parseRupees('0.99')).toEqual(paisa(99))
    expect(parseRupees('0.01')).toEqual(paisa(1))
    expect(parseRupees('0')).toEqual(paisa(0))
    expect(parseRupees('0.00')).toEqual(paisa(0))
    expect(parseRupees('007')).toEqual(paisa(700))
  })

  test('decimal amounts that are inexact as floats come out exact', () => {
    // Naive Math.floor(x * 100) gets these wrong: 19.99 * 100 = 1998.9999999999998.
    expect(parseRupees('19.99')).toEqual(paisa(1999))
    expect(parseRupees('1.15')).toEqual(paisa(115))
    expect(parseRupees('4.35')).toEqual(paisa(435))
    expect(parseRupees(19.99)).toEqual(paisa(1999))
    expect(parseRupees(1.15)).toEqual(paisa(115))
    expect(parseRupees(0.29)).toEqual(paisa(29))
  })

  test('numbers from a JSON body', () => {
    expect(parseRupees(1500)).toEqual(paisa(150_000))
    expect(parseRupees(0)).toEqual(paisa(0))
    expect(parseRupees(-0)).toEqual(paisa(0))
    expect(parseRupees(0.1 + 0.2)).toEqual({ ok: false, error: 'agreement.error.decimals' })
    for (const garbage of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7]) {
      expect(parseRupees(garbage)).toEqual({ ok: false, error: 'ledger.error.invalidAmount' })
    }
  })

  test('grouping, currency prefix, spaces and Devanagari digits', () => {
    expect(parseRupees(' 1,23,456.78 ')).toEqual(paisa(12_345_678))
    expect(parseRupees('123,456.78')).toEqual(paisa(12_345_678))
    expect(parseRupees('12,34,56,789')).toEqual(paisa(123_456_789_00))
    expect(parseRupees('1,234')).toEqual(paisa(123_400))
    expect(parseRupees('Rs. 1,500.00')).toEqual(paisa(150_000))
    expect(parseRupees('Rs 1500')).toEqual(paisa(150_000))
    expect(parseRupees('NPR 1500')).toEqual(paisa(150_000))
    expect(parseRupees('१५००.५०')).toEqual(paisa(150_050))
    expect(parseRupees('रु. १,५००')).toEqual(paisa(150_000))
  })

  test('large amounts are exact up to the largest amount, Rs. 1,00,00,00,000, and refused above it', () => {
    expect(MAX_AMOUNT_PAISA).toBe(100_000_000_000)
    expect(parseRupees('1,00,00,00,000')).toEqual(paisa(MAX_AMOUNT_PAISA))
    expect(parseRupees('999999999.99')).toEqual(paisa(MAX_AMOUNT_PAISA - 1))
    expect(parseRupees('1000000000.01')).toEqual({ ok: false, error: 'agreement.error.tooLarge' })
    expect(parseRupees(1_000_000_000.01)).toEqual({ ok: false, error: 'agreement.error.tooLarge' })
    expect(parseRupees('-1000000000.01', { allowNegative: true })).toEqual({ ok: false, error: 'agreement.error.tooLarge' })
    expect(parseRupees('90071992547409.91')).toEqual({ ok: false, error: 'agreement.error.tooLarge' })
    expect(parseRupees('99999999999999999999')).toEqual({ ok: false, error: 'agreement.error.tooLarge' })
    expect(parseRupees('123456789.23')).toEqual(paisa(12_345_678_923))
  })

  test('more than two decimals is refused, not rounded', () => {
    for (const input of ['1.999', '0.001', '10.000']) {
      expect(parseRupees(input)).toEqual({ ok: false, error: 'agreement.error.decimals' })
    }
  })

  test('negatives only when asked', () => {
    expect(parseRupees('-5')).toEqual({ ok: false, error: 'agreement.error.negative' })
    expect(parseRupees(-0.5)).toEqual({ ok: false, error: 'agreement.error.negative' })
    expect(parseRupees('-0')).toEqual(paisa(0))
    expect(parseRupees('-5', { allowNegative: true })).toEqual(paisa(-500))
    expect(parseRupees('-Rs. 1,234.50', { allowNegative: true })).toEqual(paisa(-123_450))
    expect(parseRupees(-0.5, { allowNegative: true })).toEqual(paisa(-50))
  })

  test('rejects garbage', () => {
    const inputs = [
      ...['', ' ', 'abc', '12abc', '1.2.3', '1e3', '0x10', 'Rs.'],
      ...['1,2,3', '12,34', '1,2345', '1500.', '.50', '+5', '1 500', '--5'],
    ]
    for (const input of inputs) {
      expect(parseRupees(input), input).toEqual({ ok: false, error: 'ledger.error.invalidAmount' })
    }
  })
})

describe('paisaToRupees', () => {
  test('gives the API number', () => {
    expect(paisaToRupees(0)).toBe(0)
    expect(paisaToRupees(99)).toBe(0.99)
    expect(paisaToRupees(1999)).toBe(19.99)
    expect(paisaToRupees(150_000)).toBe(1500)
    expect(paisaToRupees(-50)).toBe(-0.5)
    expect(() => paisaToRupees(1.5)).toThrow(RangeError)
  })

  test('round-trips through parseRupees for every paisa value up to Rs. 100', () => {
    for (let value = 0; value <= 10_000; value++) {
      const parsed = parseRupees(paisaToRupees(value))
      if (!parsed.ok || parsed.paisa !== value) expect(parsed).toEqual(paisa(value))
    }
  })
})

describe('formatNpr', () => {
  test('Indian grouping with exactly two decimals', () => {
    expect(formatNpr(0)).toBe('Rs. 0.00')
    expect(formatNpr(99)).toBe('Rs. 0.99')
    expect(formatNpr(5)).toBe('Rs. 0.05')
    expect(formatNpr(100)).toBe('Rs. 1.00')
    expect(formatNpr(99_999)).toBe('Rs. 999.99')
    expect(formatNpr(100_000)).toBe('Rs. 1,000.00')
    expect(formatNpr(12_345_678)).toBe('Rs. 1,23,456.78')
    expect(formatNpr(150_000)).toBe('Rs. 1,500.00')
    expect(formatNpr(1_000_000_000)).toBe('Rs. 1,00,00,000.00')
    expect(formatNpr(Number.MAX_SAFE_INTEGER)).toBe('Rs. 9,00,71,99,25,47,409.91')
  })

  test('negatives put the sign first', () => {
    expect(formatNpr(-123_400)).toBe('-Rs. 1,234.00')
    expect(formatNpr(-1)).toBe('-Rs. 0.01')
  })

  test('Nepali variant', () => {
    expect(formatNpr(12_345_678, { language: 'ne' })).toBe('रु. १,२३,४५६.७८')
    expect(formatNpr(-50, { language: 'ne' })).toBe('-रु. ०.५०')
  })

  test('matches en-IN number formatting', () => {
    const enIn = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const samples = [1, 10, 1_000, 12_345, 999_999, 1_000_000, 9_876_543_210, 123_456_789_012_345]
    for (let digits = 1; digits <= 16; digits++) samples.push(Number('7'.repeat(digits)))
    for (const value of samples) {
      // Intl formats a decimal string exactly, so large values are compared without float error.
      const exact = `${BigInt(value) / 100n}.${String(value % 100).padStart(2, '0')}`
      expect(formatNpr(value)).toBe(`Rs. ${enIn.format(exact as `${number}`)}`)
    }
  })

  test('formatted amounts parse back', () => {
    for (const value of [0, 99, 12_345_678, 1_000_000_000, MAX_AMOUNT_PAISA, -123_400]) {
      expect(parseRupees(formatNpr(value), { allowNegative: true })).toEqual(paisa(value))
      expect(parseRupees(formatNpr(value, { language: 'ne' }), { allowNegative: true })).toEqual(paisa(value))
    }
  })

  test('refuses non-integer paisa', () => {
    expect(() => formatNpr(10.5)).toThrow(RangeError)
    expect(() => formatNpr(Number.NaN)).toThrow(RangeError)
    expect(() => formatNpr(2 ** 53)).toThrow(RangeError)
  })
})

describe('increaseByPercent', () => {
  test('exact results', () => {
    expect(increaseByPercent(1_500_000, 10)).toBe(1_650_000)
    expect(increaseByPercent(1_500_000, 0)).toBe(1_500_000)
    expect(increaseByPercent(1_500_000, 7.5)).toBe(1_612_500)
    expect(increaseByPercent(100, 100)).toBe(200)
  })

  test('rounds half up to whole paisa', () => {
    expect(increaseByPercent(5, 10)).toBe(6) // 5.5
    expect(increaseByPercent(4, 10)).toBe(4) // 4.4
    expect(increaseByPercent(1, 50)).toBe(2) // 1.5
    expect(increaseByPercent(333, 0.15)).toBe(333) // 333.4995
    expect(increaseByPercent(1_000_001, 2.5)).toBe(1_025_001) // 1025001.025
  })

  test('uses the percentage as written, not float arithmetic', () => {
    // 4500 * (1 + 1.1 / 100) is 4549.499999999999 in floats, which would round down.
    expect(increaseByPercent(4_500, 1.1)).toBe(4_550) // 4549.5
  })

  test('rounding at every step of a compounding series', () => {
    // 1006 -> 1056.3 -> 1056 -> 1108.8 -> 1109 -> 1164.45 -> 1164 (rounding once at the end gives 1165).
    let rent = 1006
    for (let year = 0; year < 3; year++) rent = increaseByPercent(rent, 5)
    expect(rent).toBe(1164)
  })

  test('refuses negative or non-decimal percentages', () => {
    expect(() => increaseByPercent(100, -5)).toThrow(RangeError)
    expect(() => increaseByPercent(100, Number.NaN)).toThrow(RangeError)
    expect(() => increaseByPercent(100, 1e-7)).toThrow(RangeError)
    expect(() => increaseByPercent(1.5, 5)).toThrow(RangeError)
  })
})

describe('prorate', () => {
  test('days covered over days in the period, half up', () => {
    expect(prorate(1_500_000, 15, 30)).toBe(750_000)
    expect(prorate(1_500_000, 10, 31)).toBe(483_871) // 483870.967...
    expect(prorate(100, 1, 8)).toBe(13) // 12.5
    expect(prorate(100, 1, 3)).toBe(33)
    expect(prorate(100, 2, 3)).toBe(67)
    expect(prorate(1_500_000, 0, 30)).toBe(0)
    expect(prorate(1_500_000, 30, 30)).toBe(1_500_000)
  })

  test('refuses impossible fractions', () => {
    expect(() => prorate(100, 31, 30)).toThrow(RangeError)
    expect(() => prorate(100, -1, 30)).toThrow(RangeError)
    expect(() => prorate(100, 1, 0)).toThrow(RangeError)
    expect(() => prorate(100, 1.5, 30)).toThrow(RangeError)
  })
})

describe('percentOf', () => {
  test('exact decimal percentages, rounded half up to a paisa', () => {
    expect(percentOf(25_000_00, 10)).toBe(2_500_00)
    expect(percentOf(25_000_00, 0)).toBe(0)
    expect(percentOf(5, 10)).toBe(1) // 0.5 rounds up
    expect(percentOf(4, 10)).toBe(0) // 0.4
    expect(percentOf(4_500, 1.1)).toBe(50) // 49.5: a float 1.1 would give 49.500000000000004 or 49.49...
    expect(percentOf(333, 0.15)).toBe(0) // 0.4995
    expect(percentOf(1_000, 100)).toBe(1_000)
  })

  test('refuses negative, non-finite or float-noise percentages and fractional paisa', () => {
    expect(() => percentOf(100, -1)).toThrow(RangeError)
    expect(() => percentOf(100, Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => percentOf(100, 1e-7)).toThrow(RangeError)
    expect(() => percentOf(1.5, 5)).toThrow(RangeError)
  })
})

describe('productRounded', () => {
  test('a x b / divisor, exact and rounded half up', () => {
    expect(productRounded(12_345, 1_250, 100)).toBe(154_313) // 154312.5
    expect(productRounded(12_344, 1_250, 100)).toBe(154_300)
    expect(productRounded(1, 1, 3)).toBe(0)
    expect(productRounded(2, 1, 3)).toBe(1)
    // Beyond 2^53 in the middle of the computation, still exact.
    expect(productRounded(Number.MAX_SAFE_INTEGER, 100, 100)).toBe(Number.MAX_SAFE_INTEGER)
  })

  test('refuses fractions, a divisor of 0 and results too large', () => {
    expect(() => productRounded(1.5, 1, 1)).toThrow(RangeError)
    expect(() => productRounded(1, 1, 0)).toThrow(RangeError)
    expect(() => productRounded(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError)
  })
})
