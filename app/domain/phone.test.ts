import { describe, expect, test } from 'vitest'
import { normalizeNepalPhone, toNationalNumber } from './phone.ts'

const valid = (national: string) => ({ ok: true, e164: `+977${national}`, national })

describe('normalizeNepalPhone', () => {
  // nepal/README.md: NTC 984/985/986/974/975/976, Ncell 980/981/982/970, Smart 961/962/988.
  test.each([
    ['NTC', '9841234567'],
    ['NTC', '9851234567'],
    ['NTC', '9861234567'],
    ['NTC', '9741234567'],
    ['NTC', '9751234567'],
    ['NTC', '9761234567'],
    ['Ncell', '9801234567'],
    ['Ncell', '9811234567'],
    ['Ncell', '9821234567'],
    ['Ncell', '9701234567'],
    ['Smart', '9611234567'],
    ['Smart', '9621234567'],
    ['Smart', '9881234567'],
  ])('accepts %s %s', (_carrier, national) => {
    expect(normalizeNepalPhone(national)).toEqual(valid(national))
  })

  test('accepts the other assigned mobile ranges', () => {
    for (const national of ['9001234567', '9601234567', '9631234567', '9711234567', '9721234567']) {
      expect(normalizeNepalPhone(national)).toEqual(valid(national))
    }
  })

  test('agrees with the mobile ranges in nepal/README.md for every 9XX prefix', () => {
    const readmeMobile = /^9(?:00|6[0-3]|7[0-24-6]|8[0-24-68])\d{7}$/
    for (let prefix = 900; prefix <= 999; prefix++) {
      for (const national of [`${prefix}0000000`, `${prefix}1234567`, `${prefix}9999999`]) {
        expect(normalizeNepalPhone(national).ok, national).toBe(readmeMobile.test(national))
      }
    }
  })

  test('accepts the country code, separators and Devanagari digits', () => {
    const expected = valid('9841234567')
    for (const input of [
      '+9779841234567',
      '9779841234567',
      '009779841234567',
      '  9841234567  ',
      '984-1234567',
      '984 123 4567',
      '+977-984-1234567',
      '+977 (984) 123-4567',
      '९८४१२३४५६७',
    ]) {
      expect(normalizeNepalPhone(input), input).toEqual(expected)
    }
  })

  test('rejects unassigned mobile ranges that the min metadata would accept', () => {
    const unassigned = ['9691234567', '9641234567', '9731234567', '9771234567', '9831234567', '9871234567', '9901234567']
    for (const national of unassigned) {
      expect(normalizeNepalPhone(national), national).toEqual({ ok: false, error: 'invalid' })
    }
  })

  test('rejects landlines, wrong lengths, other countries and garbage', () => {
    for (const input of [
      '014123456', // Kathmandu landline
      '+97714123456',
      '984123456', // 9 digits
      '98412345678', // 11 digits
      '+97798412345678',
      '+919841234567', // India
      '8841234567',
      '+977',
      'abc',
      '98412345a7',
      '+9779841234567x',
      '+ 977 9841234567 ext 2',
    ]) {
      expect(normalizeNepalPhone(input), input).toEqual({ ok: false, error: 'invalid' })
    }
  })

  test('an empty field is "required", not "invalid"', () => {
    expect(normalizeNepalPhone('')).toEqual({ ok: false, error: 'required' })
    expect(normalizeNepalPhone('  - ')).toEqual({ ok: false, error: 'required' })
  })
})

describe('toNationalNumber', () => {
  test('drops the country code', () => {
    expect(toNationalNumber('+9779841234567')).toBe('9841234567')
    expect(toNationalNumber('+9779611234567')).toBe('9611234567')
  })

  test('agrees with the numbering plan for every 10-digit prefix, whatever the last seven digits', () => {
    // toNationalNumber asks the plan once a prefix: this holds that shortcut to the plan itself.
    for (let prefix = 900; prefix <= 999; prefix++) {
      for (const rest of ['0000000', '1234567', '5550123', '9999999']) {
        const e164 = `+977${prefix}${rest}`
        const checked = normalizeNepalPhone(e164)
        if (checked.ok) expect(toNationalNumber(e164), e164).toBe(`${prefix}${rest}`)
        else expect(() => toNationalNumber(e164), e164).toThrow(RangeError)
      }
    }
  })

  test('only takes canonical stored numbers', () => {
    for (const input of ['9841234567', '9779841234567', '+977 9841234567', '+9779691234567', '+97714123456']) {
      expect(() => toNationalNumber(input), input).toThrow(RangeError)
    }
  })
})
