import { describe, expect, test } from 'vitest'
import { checkFixed, checkRate, checkReading, METER_MESSAGES as M } from './meter-rules'

describe('checkReading (hundredths of a unit)', () => {
  test.each([
    ['1234', 1234_00],
    ['1,234.5', 1234_50],
    ['0.01', 1],
    ['0', 0],
    ['-0', 0],
    ['१२३४.५', 1234_50],
    [' 42 ', 42_00],
    [9_999_999.99, 999_999_999],
  ])('%s reads as %i', (typed, hundredths) => {
    expect(checkReading(typed)).toEqual({ ok: true, value: hundredths })
  })

  test.each([
    ['-5', M.readingNegative],
    ['12.345', M.readingDecimals],
    ['10000000', M.readingTooLarge],
    ['12a', M.reading],
    ['', M.reading],
    ['1e3', M.reading],
    [0.1 + 0.2, M.readingDecimals],
  ])('%s is refused: %s', (typed, message) => {
    expect(checkReading(typed)).toEqual({ ok: false, error: message })
  })
})

describe('rates and fixed charges', () => {
  test('a rate must be more than 0; a fixed charge may be 0 but not negative', () => {
    expect(checkRate('12.50')).toEqual({ ok: true, value: 12_50 })
    expect(checkRate('0')).toEqual({ ok: false, error: M.ratePositive })
    expect(checkRate('-1')).toEqual({ ok: false, error: M.ratePositive })
    expect(checkRate('10001')).toEqual({ ok: false, error: M.tooLarge })
    expect(checkFixed('0')).toEqual({ ok: true, value: 0 })
    expect(checkFixed('-0.01')).toEqual({ ok: false, error: M.fixedNegative })
  })
})
