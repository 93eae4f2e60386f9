// The browser's check of the settings' new-password form, without zod (a screen that imports a
// schema module downloads zod, about 24 KB: docs/PAGE-WEIGHT-INTERFACE.md). The server checks
// with passwordPairSchema (account-schemas.ts).
import type { MessageKey } from '~/i18n'

/**
 * The browser's check of a new password typed twice (form-state's `check`): after a refused post
 * it runs on every input, so "do not match" goes as soon as the two agree. The length and
 * common-password rules stay the server's (passwordPairSchema).
 */
export function checkPasswordPair(mismatch: MessageKey) {
  return (values: Record<string, unknown>): Record<string, string[]> => {
    const [password, confirmPassword] = [values.password, values.confirmPassword].map((value) => (typeof value === 'string' ? value : ''))
    if (!password || !confirmPassword) return { [password ? 'confirmPassword' : 'password']: ['register.passwordRequired' satisfies MessageKey] }
    return password === confirmPassword ? {} : { confirmPassword: [mismatch] }
  }
}
