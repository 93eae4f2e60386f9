// Who is an operator (docs/OPS-INTERFACE.md): a member whose phone is in OPERATOR_PHONES
// (server/env.ts checks each is a Nepal mobile number). An operator's session must be fresh, a
// sign-in at most 12 hours old, before /ops or /v1/ops answers; everyone else meets a 404 there.
import { env } from '~/server/env.server'
import { ValidationError } from '~/services/errors'

export const OPERATOR_SIGN_IN_MAX_AGE_MS = 12 * 60 * 60 * 1000

/** The reason every operator action must give (the audit log keeps it). */
export const OPS_REASON_MAX = 300

export function isOperatorPhone(phone: string): boolean {
  return env.OPERATOR_PHONES.includes(phone)
}

/** A sign-in still fresh enough for the operator console. */
export function isFreshSignIn(signedInAt: Date, now = new Date()): boolean {
  return now.getTime() - signedInAt.getTime() <= OPERATOR_SIGN_IN_MAX_AGE_MS
}

/** The reason an operator gave, trimmed; ValidationError (a field error on `reason`) when missing or too long. */
export function requireReason(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : ''
  if (text === '') throw new ValidationError('ops.reasonRequired', { reason: ['ops.reasonRequired'] })
  if ([...text].length > OPS_REASON_MAX) throw new ValidationError('ops.reasonTooLong', { reason: ['ops.reasonTooLong'] })
  return text
}

/** Who acts, for the audit log. */
export type Operator = { id: number }
