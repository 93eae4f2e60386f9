import { describe, expect, test } from 'vitest'
import { isPayCode, PAY_CODE_ALPHABET, PAY_CODE_LENGTH, payCodeFromBytes } from './pay-code'

describe('pay codes', () => {
  test('at least 10 characters and 60 bits, no look-alike letters', () => {
    expect(PAY_CODE_LENGTH).toBeGreaterThanOrEqual(10)
    expect(PAY_CODE_LENGTH * Math.log2(PAY_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(60)
    expect(new Set(PAY_CODE_ALPHABET).size).toBe(PAY_CODE_ALPHABET.length)
    for (const lookalike of '01OolIS') expect(PAY_CODE_ALPHABET).not.toContain(lookalike)
  })

  test('bytes that would favour some letters are skipped; too few usable bytes make no code', () => {
    const size = PAY_CODE_ALPHABET.length
    const skipped = 256 - (256 % size)
    const bytes = Uint8Array.from([skipped, 255, ...Array.from({ length: PAY_CODE_LENGTH }, (_, index) => index)])
    expect(payCodeFromBytes(bytes)).toBe(PAY_CODE_ALPHABET.slice(0, PAY_CODE_LENGTH))
    expect(payCodeFromBytes(Uint8Array.from([255, 255, 1]))).toBeNull()
  })

  test('only a code of the right shape is looked up', () => {
    expect(isPayCode(PAY_CODE_ALPHABET.slice(0, PAY_CODE_LENGTH))).toBe(true)
    for (const bad of ['', 'short', 'O'.repeat(PAY_CODE_LENGTH), `${PAY_CODE_ALPHABET.slice(0, PAY_CODE_LENGTH)}x`, "x' OR 1=1 --"]) expect(isPayCode(bad)).toBe(false)
  })
})
