// One-time codes that prove a visitor holds a phone (DESIGN §6): sign-up, claiming a tenant's
// number, password reset. A code is 6 random digits, texted, valid 10 minutes, with 5 tries.
// The flow is identified by a random token (the API's `otpauth`); the database keeps only hashes,
// and the code's hash is keyed by that token, so a leaked table yields neither tokens nor codes.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { StoredLanguage } from '~/domain/language'
import { otpText } from '~/domain/sms/texts'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { ConflictError, NotFoundError, VerificationError } from '~/services/errors'
import { generateToken, hashToken } from '~/server/tokens.server'
import { ACCOUNT_LIMITS, enforceLimit } from './limits.server'
import { queueSms } from '~/services/sms/send.server'

export type Purpose = 'SIGNUP' | 'CLAIM' | 'RESET'

const MINUTE_MS = 60 * 1000
export const CODE_TTL_MS = 10 * MINUTE_MS
export const MAX_CODE_ATTEMPTS = 5
export const RESEND_WAIT_MS = ACCOUNT_LIMITS.codeResendPerPhone.windowMs
/** How long a verified phone may take to finish its flow (names, password) before a new code is needed. */
export const VERIFIED_TTL_MS = 30 * MINUTE_MS

/**
 * Texts a new code to `phone` (E.164) and starts a flow. SIGNUP and CLAIM need a number no member
 * has (409), RESET a member's number (404). The text goes out in the language of the member (RESET)
 * or tenant (CLAIM) we know by this number, else in `language`. Earlier unverified codes of the
 * number stop working.
 */
export async function sendVerificationCode({
  phone,
  purpose,
  language,
  clientIp,
  now = new Date(),
}: {
  phone: string
  purpose: Purpose
  language: StoredLanguage
  clientIp: string
  now?: Date
}): Promise<{ token: string; expiresAt: Date; resendAvailableAt: Date }> {
  await enforceLimit('codeSendsPerIp', clientIp, now)
  const recipient = await recipientOf(phone, purpose)
  // The per-phone limits come after the checks above, so a refused request costs the number nothing.
  await enforceLimit('codeResendPerPhone', phone, now)
  await enforceLimit('codesPerPhoneHour', phone, now)

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const token = generateToken()
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS)
  const verification = await prisma.$transaction(async (tx) => {
    await tx.phoneVerification.updateMany({ where: { phone, verifiedAt: null, consumedAt: null }, data: { consumedAt: now } })
    return tx.phoneVerification.create({
      data: { phone, purpose, codeHash: codeHash(token, code), tokenHash: hashToken(token), expiresAt, createdAt: now },
    })
  })
  const smsLanguage = recipient.language ?? language
  await queueSms({
    to: phone,
    language: smsLanguage,
    template: 'otp',
    body: otpText({ code, minutes: CODE_TTL_MS / MINUTE_MS, language: smsLanguage }),
    idempotencyKey: `otp:${verification.id}`,
    // A code that arrives after it expired only confuses (e.g. after the SMS gateway was paused).
    sendBefore: expiresAt,
    memberId: recipient.memberId,
    tenantId: recipient.tenantId,
  })
  return { token, expiresAt, resendAvailableAt: new Date(now.getTime() + RESEND_WAIT_MS) }
}

async function recipientOf(phone: string, purpose: Purpose) {
  const member = await prisma.member.findUnique({ where: { phone }, select: { id: true, prefLanguage: true } })
  if (purpose === 'RESET') {
    if (!member) throw new NotFoundError('forgot.notFound')
    return { language: member.prefLanguage, memberId: member.id, tenantId: undefined }
  }
  if (member) throw new ConflictError('errors.phoneRegistered')
  const tenant = await prisma.tenant.findUnique({ where: { phone }, select: { id: true, prefLanguage: true } })
  return { language: tenant?.prefLanguage, memberId: undefined, tenantId: tenant?.id }
}

/**
 * Checks a code against its flow and marks the phone verified. Every try counts, right or wrong,
 * and is counted before the comparison, so parallel guesses cannot exceed the limit: after 5 wrong
 * codes even the right one is refused (TOO_MANY_ATTEMPTS) until a new code is sent. Checking a
 * flow that is already verified with its code again succeeds (a double submit).
 */
export async function checkVerificationCode({
  token,
  code,
  clientIp,
  now = new Date(),
}: {
  token: string
  code: string
  /** Pass it: tries are limited per IP too. */
  clientIp?: string
  now?: Date
}): Promise<{ phone: string; purpose: Purpose }> {
  if (clientIp) await enforceLimit('codeChecksPerIp', clientIp, now)
  const verification = await prisma.phoneVerification.findUnique({ where: { tokenHash: hashToken(token) } })
  if (!verification || verification.consumedAt) throw new VerificationError('EXPIRED')
  const matches = sameHash(verification.codeHash, codeHash(token, code))
  const result = { phone: verification.phone, purpose: verification.purpose }
  if (verification.verifiedAt) {
    if (!matches) throw new VerificationError('MISMATCH')
    return result
  }
  if (verification.expiresAt <= now) throw new VerificationError('EXPIRED')

  const counted = await prisma.phoneVerification.updateMany({
    where: { id: verification.id, verifiedAt: null, attempts: { lt: MAX_CODE_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  })
  if (counted.count === 0) throw new VerificationError('TOO_MANY_ATTEMPTS')
  if (!matches) throw new VerificationError('MISMATCH')
  await prisma.phoneVerification.update({ where: { id: verification.id }, data: { verifiedAt: now } })
  return result
}

/**
 * The state of a flow, for screens that resume it: null when the token is unknown, used up,
 * or verified too long ago to finish. An unverified flow is returned even once its code has
 * expired (`expiresAt` in the past), so a screen can offer a new one.
 */
export async function getVerification(token: string, now = new Date()) {
  const verification = await prisma.phoneVerification.findUnique({ where: { tokenHash: hashToken(token) } })
  if (!verification || verification.consumedAt) return null
  if (verification.verifiedAt && verification.verifiedAt.getTime() + VERIFIED_TTL_MS <= now.getTime()) return null
  return {
    phone: verification.phone,
    purpose: verification.purpose,
    expiresAt: verification.expiresAt,
    verifiedAt: verification.verifiedAt,
    resendAvailableAt: new Date(verification.createdAt.getTime() + RESEND_WAIT_MS),
  }
}

/**
 * The phone a verified flow of one of `purposes` proved. NOT_VERIFIED when the token is unknown,
 * unverified, used or of another purpose; EXPIRED when it was verified too long ago.
 */
export async function requireVerifiedPhone(
  { token, purposes, now = new Date() }: { token: string; purposes: Purpose[]; now?: Date },
  db: Pick<Prisma.TransactionClient, 'phoneVerification'> = prisma,
): Promise<{ id: number; phone: string; purpose: Purpose }> {
  const verification = await db.phoneVerification.findUnique({ where: { tokenHash: hashToken(token) } })
  if (!verification?.verifiedAt || verification.consumedAt || !purposes.includes(verification.purpose)) {
    throw new VerificationError('NOT_VERIFIED')
  }
  if (verification.verifiedAt.getTime() + VERIFIED_TTL_MS <= now.getTime()) throw new VerificationError('EXPIRED')
  return { id: verification.id, phone: verification.phone, purpose: verification.purpose }
}

/**
 * The phone a verified flow of one of `purposes` proved, once a finished flow has used it up;
 * null for any other token. Tells a second (or racing) use of one code from a code never verified.
 */
export async function usedVerifiedPhone(token: string, purposes: Purpose[]): Promise<string | null> {
  const verification = await prisma.phoneVerification.findUnique({ where: { tokenHash: hashToken(token) } })
  const used = verification?.verifiedAt && verification.consumedAt && purposes.includes(verification.purpose)
  return used ? verification.phone : null
}

/** Uses up a verified flow inside the caller's transaction (sign-up, reset), so it finishes only once. */
export async function consumeVerifiedPhone(
  tx: Prisma.TransactionClient,
  args: { token: string; purposes: Purpose[]; now: Date },
): Promise<{ phone: string; purpose: Purpose }> {
  const verification = await requireVerifiedPhone(args, tx)
  const consumed = await tx.phoneVerification.updateMany({
    where: { id: verification.id, consumedAt: null },
    data: { consumedAt: args.now },
  })
  if (consumed.count === 0) throw new VerificationError('NOT_VERIFIED') // another request finished it first
  return { phone: verification.phone, purpose: verification.purpose }
}

function codeHash(token: string, code: string) {
  return createHmac('sha256', token).update(code).digest('hex')
}

function sameHash(a: string, b: string) {
  const [left, right] = [Buffer.from(a, 'hex'), Buffer.from(b, 'hex')]
  return left.length === right.length && timingSafeEqual(left, right)
}
