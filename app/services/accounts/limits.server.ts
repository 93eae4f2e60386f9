// The abuse limits of the account flows (DESIGN §6), in one table. Per phone: a new code at most
// every 180 s and 5 an hour, 10 failed sign-ins per 15 minutes; these protect each account and
// each number, and stay strict. Per client IP: only a brake on scripts that try phones or codes
// in bulk. In Nepal a mobile carrier puts a great many phones behind one public address
// (carrier-grade NAT), so an address is not a person: each per-IP budget is ten times what a
// busy office would use (several hundred people's worth of normal use in the window), and still
// about one attempt a second at most, far too slow to walk through phone numbers or codes.
import { TooManyRequestsError } from '~/services/errors'
import { consumeRateLimit, resetRateLimit } from '~/services/rate-limit.server'

const MINUTE_MS = 60 * 1000

type Limit = { limit: number; windowMs: number }

export const ACCOUNT_LIMITS = {
  codeResendPerPhone: { limit: 1, windowMs: 3 * MINUTE_MS },
  codesPerPhoneHour: { limit: 5, windowMs: 60 * MINUTE_MS },
  signInFailuresPerPhone: { limit: 10, windowMs: 15 * MINUTE_MS },
  codeSendsPerIp: { limit: 300, windowMs: 15 * MINUTE_MS },
  codeChecksPerIp: { limit: 600, windowMs: 15 * MINUTE_MS },
  signInsPerIp: { limit: 1000, windowMs: 15 * MINUTE_MS },
  phoneChecksPerIp: { limit: 1000, windowMs: 15 * MINUTE_MS },
  accountChangesPerIp: { limit: 300, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, Limit>

export type AccountLimit = keyof typeof ACCOUNT_LIMITS

/** Counts one attempt of `subject` (a phone or an IP) against the limit; over it, TooManyRequestsError. */
export async function enforceLimit(name: AccountLimit, subject: string, now = new Date()): Promise<void> {
  const { limit, windowMs } = ACCOUNT_LIMITS[name]
  const result = await consumeRateLimit({ key: `${name}:${subject}`, limit, windowMs, now })
  if (!result.allowed) {
    throw new TooManyRequestsError(`errors.limit.${name}`, result.retryAfterSeconds)
  }
}

export async function clearLimit(name: AccountLimit, subject: string): Promise<void> {
  await resetRateLimit(`${name}:${subject}`)
}
