// Members' accounts (spec §2.3-2.5, §4.2-4.4): what a phone number is to us, sign-up with a
// verified phone (claiming the tenant record a landlord made for it), sign-in, password reset.
// Phones are E.164 except signIn's, which takes what was typed. Sessions: session.server.ts.
import { assertClaimsOpen } from '~/services/ops/support-desk.server'
import { createHash } from 'node:crypto'
import { isoDateOf } from '~/domain/ad-date'
import type { StoredLanguage } from '~/domain/language'
import { normalizeNepalPhone } from '~/domain/phone'
import { validateNewPassword } from '~/domain/password-rules'
import type { MessageCode } from '~/i18n/message'
import { prisma } from '~/server/db.server'
import { ConflictError, InvalidCredentialsError, NotFoundError, ValidationError, VerificationError } from '~/services/errors'
import { hashPassword, verifyPassword } from '~/server/passwords.server'
import { isUniqueViolation } from '~/server/prisma-errors.server'
import { clearLimit, enforceLimit } from './limits.server'
import {
  consumeVerifiedPhone,
  requireVerifiedPhone,
  type Purpose,
  usedVerifiedPhone,
} from './phone-verification.server'
import { revokeAllSessions } from './session.server'

type MemberSummary = { id: number; firstName: string; lastName: string }

const SIGNUP_PURPOSES: Purpose[] = ['SIGNUP', 'CLAIM']
const MEMBER_SUMMARY = { id: true, firstName: true, lastName: true } as const

/** The password rules' refusals as the services word them (the forms' own checks say it shorter). */
export const PASSWORD_MESSAGES = {
  TOO_SHORT: 'errors.passwordTooShort',
  TOO_COMMON: 'errors.passwordTooCommon',
} as const satisfies Record<string, MessageCode>

export type PhoneStatus =
  | { status: 'FREE' }
  | { status: 'REGISTERED' }
  | { status: 'CLAIMABLE' }

/** An active agreement on a tenant's number, as the claimant sees it after the code: name and start. */
export type ClaimAgreement = { name: string; date: string }

/**
 * REGISTERED: a member has the number. CLAIMABLE: a landlord entered it for a tenant who has not
 * signed up. Nothing of the record comes with it: whoever asks has not proved the number is theirs
 * yet; the pre-fill waits for the code (getSignupPrefill).
 */
export async function getPhoneStatus(
  phone: string,
  { clientIp, now = new Date() }: { clientIp?: string; now?: Date } = {},
): Promise<PhoneStatus> {
  if (clientIp) await enforceLimit('phoneChecksPerIp', clientIp, now)
  if (await prisma.member.findUnique({ where: { phone }, select: { id: true } })) return { status: 'REGISTERED' }
  const tenant = await prisma.tenant.findUnique({ where: { phone }, select: { claimedByMemberId: true } })
  if (!tenant || tenant.claimedByMemberId !== null) return { status: 'FREE' }
  return { status: 'CLAIMABLE' }
}

/**
 * The active agreements on an unclaimed tenant's number (start date YYYY-MM-DD), newest first.
 * Only for a number whose code was just verified: it is the claimant's pre-fill.
 */
export async function getClaimAgreements(phone: string): Promise<ClaimAgreement[]> {
  const agreements = await prisma.agreement.findMany({
    where: { status: 'ACTIVE', tenant: { phone, claimedByMemberId: null } },
    select: { name: true, startDate: true },
    orderBy: { startDate: 'desc' },
  })
  return agreements.map(({ name, startDate }) => ({ name, date: isoDateOf(startDate) }))
}

/** The names and language a landlord recorded for this number; '' '' 'ENG' when none. Only after the code. */
export async function getSignupPrefill(phone: string): Promise<{ firstName: string; lastName: string; prefLanguage: StoredLanguage }> {
  const tenant = await prisma.tenant.findUnique({
    where: { phone },
    select: { firstName: true, lastName: true, prefLanguage: true },
  })
  return tenant ?? { firstName: '', lastName: '', prefLanguage: 'ENG' }
}

type SignUpInput = {
  verificationToken: string
  /** The number the caller names, when it names one (/v1): a code of another number is NOT_VERIFIED. */
  phone?: string
  firstName: string
  lastName: string
  prefLanguage: StoredLanguage
  password: string
  clientIp?: string
  now?: Date
}

/**
 * Creates the member of a verified phone (a SIGNUP or CLAIM flow, used up here) and links the
 * tenant record of that number to them. NOT_VERIFIED (403) without a verified flow, ConflictError
 * when the number is registered (also for the loser of two sign-ups racing with one code, and a
 * second sign-up with a code already used: the number is registered, the code was verified),
 * ValidationError for missing names or a refused password.
 */
export async function signUp(input: SignUpInput): Promise<{ member: MemberSummary }> {
  try {
    return await createMember(input)
  } catch (error) {
    if (error instanceof VerificationError && error.reason === 'NOT_VERIFIED' && (await signedUpWith(input))) {
      throw new ConflictError('errors.phoneRegistered')
    }
    throw error
  }
}

/** A sign-up used this code up, and a member now has its number (the one the caller named, if any). */
async function signedUpWith({ verificationToken, phone }: SignUpInput): Promise<boolean> {
  const used = await usedVerifiedPhone(verificationToken, SIGNUP_PURPOSES)
  if (used === null || (phone !== undefined && phone !== used)) return false
  return (await prisma.member.findUnique({ where: { phone: used }, select: { id: true } })) !== null
}

async function createMember({
  verificationToken,
  phone: namedPhone,
  firstName,
  lastName,
  prefLanguage,
  password,
  clientIp,
  now = new Date(),
}: SignUpInput): Promise<{ member: MemberSummary }> {
  if (clientIp) await enforceLimit('accountChangesPerIp', clientIp, now)
  // Checked before the costly hash, and again atomically below.
  const { phone } = await requireVerifiedPhone({ token: verificationToken, purposes: SIGNUP_PURPOSES, now })
  if (namedPhone !== undefined && namedPhone !== phone) throw new VerificationError('NOT_VERIFIED') // the code proved another number
  // A wrongful-use report may freeze claims on this number until it is resolved.
  await assertClaimsOpen(phone)
  if (await prisma.member.findUnique({ where: { phone }, select: { id: true } })) throw new ConflictError('errors.phoneRegistered')
  const names = { firstName: firstName.trim(), lastName: lastName.trim() }
  if (!names.firstName || !names.lastName) {
    const fields = Object.fromEntries(Object.entries(names).filter(([, value]) => !value).map(([field]) => [field, ['register.namesRequired']]))
    throw new ValidationError('register.namesRequired', fields)
  }
  const passwordHash = await hashNewPassword(password)

  try {
    const member = await prisma.$transaction(async (tx) => {
      await consumeVerifiedPhone(tx, { token: verificationToken, purposes: SIGNUP_PURPOSES, now })
      const created = await tx.member.create({
        data: { phone, ...names, prefLanguage, passwordHash, createdAt: now },
        select: MEMBER_SUMMARY,
      })
      await tx.tenant.updateMany({ where: { phone, claimedByMemberId: null }, data: { claimedByMemberId: created.id } })
      return created
    })
    return { member }
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('errors.phoneRegistered') // registered meanwhile
    throw error
  }
}

/**
 * The member whose phone and password match. Any mismatch is the same InvalidCredentialsError,
 * at the same cost for an unknown number. 10 failures per number in 15 minutes (and a per-IP
 * ceiling) answer TooManyRequestsError before the password is even checked.
 */
export async function signIn({
  phone,
  password,
  clientIp,
  now = new Date(),
}: {
  phone: string
  password: string
  clientIp: string
  now?: Date
}): Promise<{ member: MemberSummary }> {
  await enforceLimit('signInsPerIp', clientIp, now)
  const normalized = normalizeNepalPhone(phone)
  // What was typed is counted too, but only as a digest: it may be any length and any text.
  const subject = normalized.ok ? normalized.e164 : `typed:${createHash('sha256').update(phone.trim()).digest('base64url')}`
  // Every attempt counts; a success forgets the count, so what it holds is failures in a row.
  await enforceLimit('signInFailuresPerPhone', subject, now)
  const member = normalized.ok
    ? await prisma.member.findUnique({ where: { phone: normalized.e164 }, select: { ...MEMBER_SUMMARY, passwordHash: true } })
    : null
  const matches = await verifyPassword(member?.passwordHash ?? null, password)
  if (!member || !matches) throw new InvalidCredentialsError()
  await clearLimit('signInFailuresPerPhone', subject)
  return { member: { id: member.id, firstName: member.firstName, lastName: member.lastName } }
}

/** Sets a new password through a verified RESET flow (used up here) and signs out every session. */
export async function resetPassword({
  verificationToken,
  password,
  clientIp,
  now = new Date(),
}: {
  verificationToken: string
  password: string
  clientIp?: string
  now?: Date
}): Promise<void> {
  if (clientIp) await enforceLimit('accountChangesPerIp', clientIp, now)
  await requireVerifiedPhone({ token: verificationToken, purposes: ['RESET'], now })
  const passwordHash = await hashNewPassword(password)
  const phone = await prisma.$transaction(async (tx) => {
    const { phone } = await consumeVerifiedPhone(tx, { token: verificationToken, purposes: ['RESET'], now })
    const [member] = await tx.member.updateManyAndReturn({ where: { phone }, data: { passwordHash }, select: { id: true } })
    if (!member) throw new NotFoundError('forgot.notFound')
    await revokeAllSessions(member.id, now, tx)
    return phone
  })
  // Failed sign-ins before the reset should not lock out the new password.
  await clearLimit('signInFailuresPerPhone', phone)
}

async function hashNewPassword(password: string): Promise<string> {
  const rule = validateNewPassword(password)
  if (!rule.ok) throw new ValidationError(PASSWORD_MESSAGES[rule.error], { password: [PASSWORD_MESSAGES[rule.error]] })
  return hashPassword(password)
}
