// B.S. dates past the confirmed month lengths are marked provisional wherever agreements show them
// (DESIGN §5); confirmed years and A.D. dates are not.
import { describe, expect, test } from 'vitest'
import { adToBs } from '~/domain/bs-calendar'
import { formatLongDate, formatMonth } from './dates-and-money'

describe('provisional B.S. dates', () => {
  test('2084 onward is marked, in both languages; 2083 and A.D. dates are not', () => {
    const in2084 = '2027-06-01'
    const in2083 = '2026-06-01'
    expect(adToBs(in2084).year).toBe(2084)
    expect(adToBs(in2083).year).toBe(2083)
    expect(formatLongDate(in2084, 'BS', 'en')).toMatch(/ 2084 \(provisional\)$/)
    expect(formatLongDate(in2084, 'BS', 'ne')).toMatch(/ २०८४ \(अनुमानित\)$/)
    expect(formatMonth(in2084, 'BS', 'en')).toMatch(/ 2084 \(provisional\)$/)
    expect(formatLongDate(in2083, 'BS', 'en')).not.toContain('provisional')
    expect(formatLongDate(in2084, 'AD', 'en')).toBe('1 June 2027')
  })
})
