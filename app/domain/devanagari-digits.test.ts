import { describe, expect, test } from 'vitest'
import { fromDevanagariDigits, localDigits, toDevanagariDigits } from './devanagari-digits.ts'

describe('Devanagari digits', () => {
  test('maps every digit both ways', () => {
    expect(toDevanagariDigits('0123456789')).toBe('०१२३४५६७८९')
    expect(fromDevanagariDigits('०१२३४५६७८९')).toBe('0123456789')
  })

  test('leaves everything else alone', () => {
    expect(toDevanagariDigits('Rs. 1,234.50 / 2081-01-01')).toBe('Rs. १,२३४.५० / २०८१-०१-०१')
    expect(fromDevanagariDigits('रु. १,२३४.५०')).toBe('रु. 1,234.50')
  })

  test('accepts numbers', () => {
    expect(toDevanagariDigits(2083)).toBe('२०८३')
    expect(toDevanagariDigits(-4.5)).toBe('-४.५')
  })

  test('writes a number in the reader\'s digits', () => {
    expect(localDigits(2083, 'ne')).toBe('२०८३')
    expect(localDigits('98-1', 'en')).toBe('98-1')
  })
})
