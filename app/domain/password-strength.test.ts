import { describe, expect, test } from 'vitest'
import { passwordStrength, strengthLabel } from './password-strength.ts'

describe('strengthLabel (the spec thresholds)', () => {
  test('below 20 is Weak, 20 to 50 Average, above 50 Strong', () => {
    expect(strengthLabel(0)).toBe('Weak')
    expect(strengthLabel(19)).toBe('Weak')
    expect(strengthLabel(20)).toBe('Average')
    expect(strengthLabel(50)).toBe('Average')
    expect(strengthLabel(51)).toBe('Strong')
    expect(strengthLabel(100)).toBe('Strong')
  })
})

describe('passwordStrength', () => {
  test('the score is floor(effective length x log2(pool))', () => {
    // 10 lowercase letters: 10 x log2(26) = 47.0
    expect(passwordStrength('qzmxnvbwlr')).toEqual({ score: 47, label: 'Average' })
    // 8 characters from all four classes: 8 x log2(95) = 52.6
    expect(passwordStrength('Qz8!mX2?')).toEqual({ score: 52, label: 'Strong' })
    // 12 digits: 12 x log2(10) = 39.9
    expect(passwordStrength('907315286401')).toEqual({ score: 39, label: 'Average' })
  })

  test('lands exactly on the thresholds', () => {
    // 'k7m2' repeated counts once: 4 x log2(36) = 20.7
    expect(passwordStrength('k7m2k7m2')).toEqual({ score: 20, label: 'Average' })
    // 10 symbols: 10 x log2(33) = 50.4
    expect(passwordStrength('!@#^&*()_+')).toEqual({ score: 50, label: 'Average' })
    // 11 lowercase letters: 11 x log2(26) = 51.7
    expect(passwordStrength('qzmxnvbwlrk')).toEqual({ score: 51, label: 'Strong' })
  })

  test.each([
    [''],
    ['123456'],
    ['12345678'],
    ['abcdefgh'],
    ['aaaaaaaaaaaa'],
    ['password'],
    ['Password1'],
    ['P@ssw0rd!'],
    ['qwerty123'],
    ['abc123'],
    ['Kathmandu1'],
    ['bhadaa2081'],
    ['hello'],
    ['Xy7$kQ'], // random but too short
    ['11111111'],
    ['ababababab'],
  ])('%s is Weak', (password) => {
    expect(passwordStrength(password).label).toBe('Weak')
  })

  test.each([['sunrises'], ['ramesh1995'], ['Abcd1234'], ['himalayan']])('%s is Average', (password) => {
    expect(passwordStrength(password).label).toBe('Average')
  })

  test.each([
    ['Tr0ub4dor&3'],
    ['correct horse battery staple'],
    ['Himalaya2024'],
    ['mero-ghar-bhada-81'],
    ['मेरो घरको भाडा'],
  ])('%s is Strong', (password) => {
    expect(passwordStrength(password).label).toBe('Strong')
  })

  test('repeats and runs do not add length', () => {
    expect(passwordStrength('qzzzmxnvbwlr').score).toBe(passwordStrength('qzmxnvbwlr').score)
    // The first two characters of a run count, the rest do not, ascending or descending.
    expect(passwordStrength('qzmxnvbwlrstuvw').score).toBe(passwordStrength('qzmxnvbwlrs').score)
    expect(passwordStrength('qzmxnvbwl98765').score).toBe(passwordStrength('qzmxnvbwl98').score)
    // A two-character step is not a run.
    expect(passwordStrength('qzmxnvbwlrtv').score).toBeGreaterThan(passwordStrength('qzmxnvbwlr').score)
  })

  test('more character classes score higher at the same length', () => {
    const lower = passwordStrength('qzmxnvbw').score
    const mixed = passwordStrength('qzMxnvbw').score
    const withDigit = passwordStrength('qzMx7vbw').score
    const withSymbol = passwordStrength('qzMx7v!w').score
    expect(lower).toBeLessThan(mixed)
    expect(mixed).toBeLessThan(withDigit)
    expect(withDigit).toBeLessThan(withSymbol)
  })

  test('caps at 100', () => {
    expect(passwordStrength('Xq7!vR2#mK9$wL4%zT6&bN8*').score).toBe(100)
  })
})
