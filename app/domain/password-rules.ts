// What a new password must satisfy (NIST SP 800-63B): at least 8 characters and not one of the
// passwords attackers try first. Nothing else is required (no forced symbols or digits); the
// strength label of password-strength.ts is advice, not a rule.
import { COMMON_PASSWORDS } from './common-passwords.ts'

export const PASSWORD_MIN_LENGTH = 8

export type PasswordRuleError = 'TOO_SHORT' | 'TOO_COMMON'

const COMMON = new Set(COMMON_PASSWORDS)

export function validateNewPassword(password: string): { ok: true } | { ok: false; error: PasswordRuleError } {
  // Code points, so a Devanagari or emoji character counts once.
  if ([...password].length < PASSWORD_MIN_LENGTH) return { ok: false, error: 'TOO_SHORT' }
  if (COMMON.has(password.toLowerCase())) return { ok: false, error: 'TOO_COMMON' }
  return { ok: true }
}
