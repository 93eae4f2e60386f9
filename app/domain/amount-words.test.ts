import { describe, expect, test } from 'vitest'
import { amountInWords, numberInWords } from './amount-words'

describe('numberInWords', () => {
  test.each([
    [0, 'Zero', 'शून्य'],
    [7, 'Seven', 'सात'],
    [21, 'Twenty-One', 'एक्काइस'],
    [99, 'Ninety-Nine', 'उनान्सय'],
    [100, 'One Hundred', 'एक सय'],
    [1_005, 'One Thousand Five', 'एक हजार पाँच'],
    [25_000, 'Twenty-Five Thousand', 'पच्चीस हजार'],
    [1_25_050, 'One Lakh Twenty-Five Thousand Fifty', 'एक लाख पच्चीस हजार पचास'],
    [3_45_67_891, 'Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety-One', 'तीन करोड पैंतालीस लाख सतसट्ठी हजार आठ सय एकानब्बे'],
    [2_50_00_00_000, 'Two Hundred Fifty Crore', 'दुई अर्ब पचास करोड'],
  ])('%i', (n, en, ne) => {
    expect(numberInWords(n, 'en')).toBe(en)
    expect(numberInWords(n, 'ne')).toBe(ne)
  })

  test('every Nepali number below a hundred has its own word', () => {
    const words = Array.from({ length: 99 }, (_, i) => numberInWords(i + 1, 'ne'))
    expect(new Set(words).size).toBe(99)
    expect(words.every((word) => /^[\u0900-\u097F]+$/.test(word))).toBe(true)
  })

  test('refuses what is not a whole number', () => {
    expect(() => numberInWords(-1, 'en')).toThrow(RangeError)
    expect(() => numberInWords(1.5, 'ne')).toThrow(RangeError)
  })
})

describe('amountInWords', () => {
  test.each([
    [1_25_000_50, 'Rupees One Lakh Twenty-Five Thousand and Fifty Paisa Only', 'एक लाख पच्चीस हजार रुपैयाँ पचास पैसा मात्र'],
    [12_500_00, 'Rupees Twelve Thousand Five Hundred Only', 'बाह्र हजार पाँच सय रुपैयाँ मात्र'],
    [75, 'Seventy-Five Paisa Only', 'पचहत्तर पैसा मात्र'],
    [0, 'Rupees Zero Only', 'शून्य रुपैयाँ मात्र'],
  ])('%i paisa', (paisa, en, ne) => {
    expect(amountInWords(paisa, 'en')).toBe(en)
    expect(amountInWords(paisa, 'ne')).toBe(ne)
  })
})
