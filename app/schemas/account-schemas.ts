// Form schemas the account screens share. They run twice: in the browser (conform, for instant
// messages with JavaScript) and in the action (the rule that counts). Messages are i18n keys.
import { z } from 'zod'
import { fromDevanagariDigits } from '~/domain/devanagari-digits'
import { validateNewPassword } from '~/domain/password-rules'
import { normalizeNepalPhone } from '~/domain/phone'
import type { MessageKey } from '~/i18n'

/** A Nepal mobile number as typed, parsed to E.164. */
export const PhoneSchema = z.object({
  phone: z
    .string({ error: 'register.phoneInvalid' satisfies MessageKey })
    .transform((value, context) => {
      const result = normalizeNepalPhone(value)
      if (result.ok) return result.e164
      context.addIssue({ code: 'custom', message: 'register.phoneInvalid' satisfies MessageKey })
      return z.NEVER
    }),
})

/**
 * A one-time code as people type it or copy it from the text: six digits, ASCII or Devanagari,
 * with spaces anywhere ("123 456", " १२३४५६ "). The web's code step and /v1's `otp` both read it
 * here, so the two accept the same forms; each surface says `message` in its own words.
 */
export function oneTimeCodeSchema(message: string) {
  return z
    .string({ error: message })
    .transform((value) => fromDevanagariDigits(value).replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, message))
}

/** The web's code step. */
export const CodeSchema = z.object({ code: oneTimeCodeSchema('auth.codeInvalid' satisfies MessageKey) })

/** A form with nothing to check (resend, change phone): conform still gives it a reply. */
export const EmptySchema = z.object({})

const PASSWORD_RULE_MESSAGES = {
  TOO_SHORT: 'auth.passwordTooShort',
  TOO_COMMON: 'auth.passwordTooCommon',
} as const satisfies Record<string, MessageKey>

/** A new password typed twice. Register and reset word the mismatch differently (spec §5). */
export function passwordPairSchema(mismatch: MessageKey) {
  return z
    .object({ password: z.string().optional(), confirmPassword: z.string().optional() })
    .superRefine(({ password, confirmPassword }, context) => {
      if (!password || !confirmPassword) {
        const path = password ? 'confirmPassword' : 'password'
        context.addIssue({ code: 'custom', path: [path], message: 'register.passwordRequired' satisfies MessageKey })
        return
      }
      if (password !== confirmPassword) {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: mismatch })
        return
      }
      const rules = validateNewPassword(password)
      if (!rules.ok) context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_RULE_MESSAGES[rules.error] })
    })
    .transform(({ password }) => ({ password: password ?? '' }))
}
