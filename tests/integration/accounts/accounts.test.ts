// Accounts (spec §2.3-2.5, DESIGN §6): phone status, claiming a tenant's number, sign-up only
// with a verified phone, sign-in and its limits, password reset signing out every session.
import { verify } from '@node-rs/argon2'
import { afterAll, describe, expect, test } from 'vitest'
import { getClaimAgreements, getPhoneStatus, getSignupPrefill, resetPassword, signIn, signUp } from '~/services/accounts/accounts.server'
import {
  checkVerificationCode,
  RESEND_WAIT_MS,
  sendVerificationCode,
  VERIFIED_TTL_MS,
  type Purpose,
} from '~/services/accounts/phone-verification.server'
import { createSession, revokeAllSessions } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { englishFields } from '../../support/english'

const REGISTERED_MESSAGE = 'This number has already been registered.'
import { ConflictError, InvalidCredentialsError, TooManyRequestsError, ValidationError, VerificationError } from '~/services/errors'
import { verifyPassword } from '~/server/passwords.server'
import { stopQueueClient } from '~/server/queue.server'
import { hashToken } from '~/server/tokens.server'
import { createMember } from '../../support/fixtures'
import { ACCOUNT_LIMITS } from '~/services/accounts/limits.server'
import { createTenantOnAgreements, lastCodeSentTo, national, spendBudget, uniqueIp, uniquePhone } from './support'

afterAll(async () => {
  await stopQueueClient()
})

const PASSWORD = 'rent-alert-Kathmandu-42'

async function verifiedToken(phone: string, purpose: Purpose = 'SIGNUP', now = new Date()) {
  const { token } = await sendVerificationCode({ phone, purpose, language: 'ENG', clientIp: uniqueIp(), now })
  await checkVerificationCode({ token, code: await lastCodeSentTo(phone), now })
  return token
}

async function registeredMember(password = PASSWORD) {
  const phone = uniquePhone()
  const { member } = await signUp({
    verificationToken: await verifiedToken(phone),
    firstName: 'Sita',
    lastName: 'Sharma',
    prefLanguage: 'ENG',
    password,
  })
  return { ...member, phone }
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('phone status', () => {
  test('a number nobody used is free; a member’s is registered', async () => {
    expect(await getPhoneStatus(uniquePhone())).toEqual({ status: 'FREE' })
    const member = await createMember({ phone: uniquePhone() })
    expect(await getPhoneStatus(member.phone)).toEqual({ status: 'REGISTERED' })
  })

  test('a tenant’s unclaimed number is claimable, with nothing of the record; its active agreements only after the code', async () => {
    const phone = uniquePhone()
    await createTenantOnAgreements({
      phone,
      agreements: [
        { name: 'Flat 2B', startDate: '2026-04-14' },
        { name: 'Old shop', startDate: '2024-01-01', status: 'TERMINATED' },
      ],
    })
    expect(await getPhoneStatus(phone)).toEqual({ status: 'CLAIMABLE' })
    expect(await getClaimAgreements(phone)).toEqual([{ name: 'Flat 2B', date: '2026-04-14' }])

    const withoutActive = uniquePhone()
    await createTenantOnAgreements({ phone: withoutActive, agreements: [{ name: 'Ended', startDate: '2020-01-01', status: 'ENDED' }] })
    expect(await getPhoneStatus(withoutActive)).toEqual({ status: 'CLAIMABLE' })
    expect(await getClaimAgreements(withoutActive)).toEqual([])
  })

  test(`status checks are limited per IP (${ACCOUNT_LIMITS.phoneChecksPerIp.limit} in 15 minutes)`, async () => {
    const clientIp = uniqueIp()
    const now = new Date()
    await spendBudget('phoneChecksPerIp', clientIp, now, 2)
    for (let i = 0; i < 2; i++) await getPhoneStatus(uniquePhone(), { clientIp, now })
    await expect(getPhoneStatus(uniquePhone(), { clientIp, now })).rejects.toBeInstanceOf(TooManyRequestsError)
  })
})

describe('sign-up', () => {
  test('a verified phone becomes a member with an argon2id password hash', async () => {
    const phone = uniquePhone()
    const { member } = await signUp({
      verificationToken: await verifiedToken(phone),
      firstName: ' Ram ',
      lastName: 'Thapa',
      prefLanguage: 'NEP',
      password: PASSWORD,
    })
    const stored = await prisma.member.findUniqueOrThrow({ where: { id: member.id } })
    expect(member).toEqual({ id: stored.id, firstName: 'Ram', lastName: 'Thapa' })
    expect(stored).toMatchObject({ phone, prefLanguage: 'NEP' })
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=2,p=1\$/)
    expect(Number(/m=(\d+)/.exec(stored.passwordHash)?.[1])).toBeGreaterThanOrEqual(19_456)
    expect(await verify(stored.passwordHash, PASSWORD)).toBe(true)
  })

  test('without a verified code it is refused', async () => {
    const phone = uniquePhone()
    const input = { firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'ENG' as const, password: PASSWORD }
    const { token: unverified } = await sendVerificationCode({ phone, purpose: 'SIGNUP', language: 'ENG', clientIp: uniqueIp() })

    for (const verificationToken of ['', 'made-up-token', unverified]) {
      const error = await caught(signUp({ ...input, verificationToken }))
      expect(error).toBeInstanceOf(VerificationError)
      expect((error as VerificationError).reason).toBe('NOT_VERIFIED')
    }
    expect(await prisma.member.findUnique({ where: { phone } })).toBeNull()
  })

  test('a password-reset flow cannot sign up, and a flow signs up only once', async () => {
    const member = await createMember({ phone: uniquePhone() })
    const resetToken = await verifiedToken(member.phone, 'RESET')
    const input = { firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'ENG' as const, password: PASSWORD }
    await expect(signUp({ ...input, verificationToken: resetToken })).rejects.toMatchObject({ reason: 'NOT_VERIFIED' })

    const token = await verifiedToken(uniquePhone())
    await signUp({ ...input, verificationToken: token })
    // The code was verified; what stops the second sign-up is that the number is registered now.
    const again = await caught(signUp({ ...input, verificationToken: token }))
    expect(again).toBeInstanceOf(ConflictError)
    expect((again as ConflictError).message).toBe(REGISTERED_MESSAGE)
  })

  test('two sign-ups racing with one verified code: one member, the other is told the number is registered', async () => {
    const phone = uniquePhone()
    const token = await verifiedToken(phone)
    const input = { verificationToken: token, firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'ENG' as const, password: PASSWORD }
    const outcomes = await Promise.allSettled([signUp(input), signUp(input)])

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    const [lost] = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []))
    expect(lost).toBeInstanceOf(ConflictError)
    expect((lost as ConflictError).message).toBe(REGISTERED_MESSAGE)
    expect(await prisma.member.count({ where: { phone } })).toBe(1)
  })

  test('a used code still refuses another number as not verified', async () => {
    const token = await verifiedToken(uniquePhone())
    const input = { verificationToken: token, firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'ENG' as const, password: PASSWORD }
    await signUp(input)
    await expect(signUp({ ...input, phone: uniquePhone() })).rejects.toMatchObject({ reason: 'NOT_VERIFIED' })
  })

  test('a verified phone must finish within 30 minutes', async () => {
    const t0 = new Date()
    const token = await verifiedToken(uniquePhone(), 'SIGNUP', t0)
    const late = new Date(t0.getTime() + VERIFIED_TTL_MS)
    await expect(
      signUp({ verificationToken: token, firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'ENG', password: PASSWORD, now: late }),
    ).rejects.toMatchObject({ reason: 'EXPIRED' })
  })

  test('a number registered meanwhile is a conflict', async () => {
    const phone = uniquePhone()
    const token = await verifiedToken(phone)
    await createMember({ phone })
    await expect(
      signUp({ verificationToken: token, firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'ENG', password: PASSWORD }),
    ).rejects.toMatchObject({ name: 'ConflictError', message: 'This number has already been registered.' })
  })

  test('short and common passwords and missing names are refused with field errors, and the flow stays usable', async () => {
    const phone = uniquePhone()
    const token = await verifiedToken(phone)
    const input = { verificationToken: token, firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'ENG' as const }

    const short = await caught(signUp({ ...input, password: 'x7#kQ2m' }))
    expect(short).toBeInstanceOf(ValidationError)
    expect(englishFields((short as ValidationError).fields)).toEqual({ password: ['The password must have at least 8 characters.'] })
    const common = await caught(signUp({ ...input, password: 'Password123' }))
    expect(englishFields((common as ValidationError).fields)).toEqual({ password: ['This password is too common. Please choose another one.'] })
    const names = await caught(signUp({ ...input, firstName: ' ', password: PASSWORD }))
    expect(englishFields((names as ValidationError).fields)).toEqual({ firstName: ['Please enter your First and Last Name'] })

    await expect(signUp({ ...input, password: PASSWORD })).resolves.toHaveProperty('member')
  })

  test('claiming a tenant’s number: the code pre-fills the names and language, and sign-up links the tenant', async () => {
    const phone = uniquePhone()
    const tenant = await createTenantOnAgreements({
      phone,
      firstName: 'Hari',
      lastName: 'Gurung',
      prefLanguage: 'NEP',
      agreements: [{ name: 'Flat 2B', startDate: '2026-04-14' }],
    })
    expect(await getSignupPrefill(uniquePhone())).toEqual({ firstName: '', lastName: '', prefLanguage: 'ENG' })
    expect(await getSignupPrefill(phone)).toEqual({ firstName: 'Hari', lastName: 'Gurung', prefLanguage: 'NEP' })

    const token = await verifiedToken(phone, 'CLAIM')
    const { member } = await signUp({ verificationToken: token, firstName: 'Hari', lastName: 'Gurung', prefLanguage: 'NEP', password: PASSWORD })

    expect(await prisma.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).toMatchObject({ claimedByMemberId: member.id })
    expect(await getPhoneStatus(phone)).toEqual({ status: 'REGISTERED' })
  })
})

describe('sign-in', () => {
  test('phone (as typed, any accepted form) and password sign the member in', async () => {
    const member = await registeredMember()
    for (const phone of [national(member.phone), member.phone, member.phone.slice(1), ` ${national(member.phone)} `]) {
      await expect(signIn({ phone, password: PASSWORD, clientIp: uniqueIp() })).resolves.toEqual({
        member: { id: member.id, firstName: 'Sita', lastName: 'Sharma' },
      })
    }
  })

  test('a wrong password, an unknown phone and a malformed one are the same refusal', async () => {
    const member = await registeredMember()
    for (const [phone, password] of [
      [member.phone, 'wrong-password-1'],
      [uniquePhone(), PASSWORD],
      ['12345', PASSWORD],
    ] as const) {
      const error = await caught(signIn({ phone, password, clientIp: uniqueIp() }))
      expect(error).toBeInstanceOf(InvalidCredentialsError)
      expect((error as Error).message).toBe('The phone number or password does not match')
    }
  })

  test('whatever was typed as the phone (any length, NUL) is the same refusal, not a database error', async () => {
    // Random, so PostgreSQL cannot compress it under its index's row size limit.
    const long = Array.from({ length: 6000 }, () => Math.random().toString(36).slice(2)).join('')
    for (const phone of [long, '98\u000012345678']) {
      await expect(signIn({ phone, password: PASSWORD, clientIp: uniqueIp() })).rejects.toBeInstanceOf(InvalidCredentialsError)
    }
  })

  test('an unknown phone costs a full password check too', async () => {
    const member = await registeredMember()
    const stored = await prisma.member.findUniqueOrThrow({ where: { id: member.id } })
    await verifyPassword(null, 'warm-up') // the dummy hash is made once, on first use
    const time = async (work: () => Promise<unknown>) => {
      const started = performance.now()
      await work()
      return performance.now() - started
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 7; i++) {
      known.push(await time(() => verifyPassword(stored.passwordHash, 'wrong-password-1')))
      unknown.push(await time(() => verifyPassword(null, 'wrong-password-1')))
    }
    expect(await verifyPassword(null, 'not-a-password-of-anyone')).toBe(false)
    // Same argon2 parameters, so about the same time (loose bounds: other tests share the CPU).
    expect(median(unknown)).toBeGreaterThan(median(known) / 3)
    expect(median(unknown)).toBeLessThan(median(known) * 3)
  })

  test('10 failures per phone in 15 minutes, then 429 even with the right password; a success resets the count', async () => {
    const member = await registeredMember()
    const t0 = new Date()
    const attempt = (password: string, minutes = 0) =>
      signIn({ phone: member.phone, password, clientIp: uniqueIp(), now: new Date(t0.getTime() + minutes * 60_000) })

    for (let i = 0; i < 9; i++) await expect(attempt('wrong-password-1')).rejects.toBeInstanceOf(InvalidCredentialsError)
    await expect(attempt(PASSWORD)).resolves.toHaveProperty('member') // forgets the 9 failures
    for (let i = 0; i < 10; i++) await expect(attempt('wrong-password-1')).rejects.toBeInstanceOf(InvalidCredentialsError)

    const error = await caught(attempt(PASSWORD, 5))
    expect(error).toBeInstanceOf(TooManyRequestsError)
    expect((error as TooManyRequestsError).message).toBe('Too many failed sign-ins for this number. Try again in 10 minutes.')
    await expect(attempt(PASSWORD, 15)).resolves.toHaveProperty('member')
  })

  test(`at most ${ACCOUNT_LIMITS.signInsPerIp.limit} sign-in attempts per IP in 15 minutes`, async () => {
    const clientIp = uniqueIp()
    const now = new Date()
    await spendBudget('signInsPerIp', clientIp, now, 3)
    // Malformed phones: the per-IP limit is counted before any password check, so this stays fast.
    for (let i = 0; i < 3; i++) {
      await expect(signIn({ phone: `bad-${i}`, password: 'x', clientIp, now })).rejects.toBeInstanceOf(InvalidCredentialsError)
    }
    await expect(signIn({ phone: 'bad-100', password: 'x', clientIp, now })).rejects.toThrow(
      'Too many sign-in attempts. Try again in 15 minutes.',
    )
  })
})

describe('password reset', () => {
  test('a verified reset sets the new password and signs out every session', async () => {
    const member = await registeredMember()
    const sessions = [await createSession(member.id, 'WEB'), await createSession(member.id, 'API')]
    const other = await registeredMember()
    const othersSession = await createSession(other.id, 'API')
    const later = new Date(Date.now() + RESEND_WAIT_MS) // the sign-up code was just sent to this number

    await resetPassword({ verificationToken: await verifiedToken(member.phone, 'RESET', later), password: 'a-brand-new-password', now: later })

    const revokedAt = async (token: string) =>
      (await prisma.session.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).revokedAt
    for (const { token } of sessions) expect(await revokedAt(token)).toEqual(later)
    expect(await revokedAt(othersSession.token)).toBeNull()
    await expect(signIn({ phone: member.phone, password: PASSWORD, clientIp: uniqueIp() })).rejects.toBeInstanceOf(InvalidCredentialsError)
    await expect(signIn({ phone: member.phone, password: 'a-brand-new-password', clientIp: uniqueIp() })).resolves.toHaveProperty('member')
  })

  test('it needs a verified RESET flow, usable once, and a password that passes the rules', async () => {
    const member = await registeredMember()
    const wait = (n: number) => new Date(Date.now() + n * RESEND_WAIT_MS) // one code per resend wait
    const { token: unverified } = await sendVerificationCode({ phone: member.phone, purpose: 'RESET', language: 'ENG', clientIp: uniqueIp(), now: wait(1) })
    await expect(resetPassword({ verificationToken: unverified, password: 'a-brand-new-password', now: wait(1) })).rejects.toMatchObject({ reason: 'NOT_VERIFIED' })

    const signupToken = await verifiedToken(uniquePhone(), 'SIGNUP')
    await expect(resetPassword({ verificationToken: signupToken, password: 'a-brand-new-password' })).rejects.toMatchObject({ reason: 'NOT_VERIFIED' })

    const token = await verifiedToken(member.phone, 'RESET', wait(2))
    await expect(resetPassword({ verificationToken: token, password: 'iloveyou', now: wait(2) })).rejects.toBeInstanceOf(ValidationError)
    await resetPassword({ verificationToken: token, password: 'a-brand-new-password', now: wait(2) })
    await expect(resetPassword({ verificationToken: token, password: 'another-new-password', now: wait(2) })).rejects.toMatchObject({ reason: 'NOT_VERIFIED' })
  })

  test('revokeAllSessions leaves other members alone', async () => {
    const [a, b] = [await createMember({ phone: uniquePhone() }), await createMember({ phone: uniquePhone() })]
    await createSession(a.id, 'WEB')
    await createSession(b.id, 'WEB')
    await revokeAllSessions(a.id)
    expect(await prisma.session.count({ where: { memberId: a.id, revokedAt: null } })).toBe(0)
    expect(await prisma.session.count({ where: { memberId: b.id, revokedAt: null } })).toBe(1)
  })
})
