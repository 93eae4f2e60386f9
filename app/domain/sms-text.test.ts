import { describe, expect, test } from 'vitest'
import { countSmsSegments } from './sms-segments'
import { otpText } from './sms-text'

describe('otpText', () => {
  test('English names the code and its lifetime in one GSM-7 segment', () => {
    const text = otpText({ code: '123456', minutes: 10, language: 'ENG' })
    expect(text).toBe('Your Bhadaa code is 123456. It expires in 10 minutes. Do not share it.')
    expect(countSmsSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
  })

  test('Nepali keeps the code in ASCII digits, the minutes in Devanagari, within two UCS-2 segments', () => {
    const text = otpText({ code: '098765', minutes: 10, language: 'NEP' })
    expect(text).toContain('098765')
    expect(text).toContain('१० मिनेट')
    const segments = countSmsSegments(text)
    expect(segments.encoding).toBe('UCS-2')
    expect(segments.segments).toBeLessThanOrEqual(2)
  })

  test('anything but 6 digits is refused', () => {
    for (const code of ['12345', '1234567', '12345a', '']) {
      expect(() => otpText({ code, minutes: 10, language: 'ENG' })).toThrow(RangeError)
    }
  })
})
