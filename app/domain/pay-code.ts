// Pay link codes: `<PUBLIC_URL>/p/<code>`, one per agreement, opened without signing in,
// so the code alone is the secret. 12 characters of a 55-letter alphabet carry 12 × log2(55) ≈ 69.4
// bits. Left out: 0 O o 1 l I S, which a reader copying the link from an SMS could take for another.
export const PAY_CODE_ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRTUVWXYZ'
export const PAY_CODE_LENGTH = 12

/**
 * A code from random bytes (at least PAY_CODE_LENGTH × 2 of them). Bytes that would favour some
 * letters (those at or above the largest multiple of the alphabet's size) are skipped.
 */
export function payCodeFromBytes(bytes: Uint8Array): string | null {
  const size = PAY_CODE_ALPHABET.length
  const unbiased = 256 - (256 % size)
  let code = ''
  for (const byte of bytes) {
    if (byte >= unbiased) continue
    code += PAY_CODE_ALPHABET[byte % size]
    if (code.length === PAY_CODE_LENGTH) return code
  }
  return null
}

const PAY_CODE_PATTERN = new RegExp(`^[${PAY_CODE_ALPHABET}]{${PAY_CODE_LENGTH}}$`)

/** Whether a string could be a pay code (checked before any database lookup). */
export const isPayCode = (value: string): boolean => PAY_CODE_PATTERN.test(value)
