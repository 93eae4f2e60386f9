// One-time codes (DESIGN §6): 6 digits, hashed, 10 minutes, 5 tries, a new code at most every
// 180 s and 5 an hour per phone, a per-IP ceiling, texted through the SMS outbox.
import { afterAll, describe, expect, test } from 'vitest'
import {
  checkVerificationCode,
  getVerification,
  sendVerificationCode,
  type Purpose,
} from '~/services/accounts/phone-verification.server'
import { prisma } from '~/server/db.server'
import { TooManyRequestsError, VerificationError } from '~/services/errors'
import { stopQueueClient } from '~/server/queue.server'
import { hashToken } from '~/server/tokens.server'
import { createMember } from '../../support/fixtures'
import { ACCOUNT_LIMITS } from '~/services/accounts/limits.server'
import { createTenantOnAgreements, lastCodeSentTo, spendBudget, uniqueIp, uniquePhone } from './support'

afterAll(async () => {
  await stopQueueClient()
})

const SECOND = 1000
const MINUTE = 60 * SECOND

function send(phone: string, now: Date, { purpose = 'SIGNUP' as Purpose, clientIp = uniqueIp(), language = 'ENG' as 'ENG' | 'NEP' } = {}) {
  return sendVerificationCode({ phone, purpose, language, clientIp, now })
}

const at = (base: Date, ms: number) => new Date(base.getTime() + ms)
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function expectVerificationError(promise: Promise<unknown>, reason: VerificationError['reason']) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(VerificationError)
  expect((error as VerificationError).reason).toBe(reason)
}

async function expectTooMany(promise: Promise<unknown>, message: RegExp) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(TooManyRequestsError)
  expect((error as TooManyRequestsError).message).toMatch(message)
  return error as TooManyRequestsError
}

describe('sending a code', () => {
  test('a 6-digit code is texted and stored only as hashes; the token identifies the flow', async () => {
    const phone = uniquePhone()
    const now = new Date()
    const { token, expiresAt, resendAvailableAt } = await send(phone, now)

    expect(expiresAt).toEqual(at(now, 10 * MINUTE))
    expect(resendAvailableAt).toEqual(at(now, 180 * SECOND))
    const code = await lastCodeSentTo(phone)
    expect(code).toMatch(/^\d{6}$/)

    const row = await prisma.phoneVerification.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })
    expect(row).toMatchObject({ phone, purpose: 'SIGNUP', attempts: 0, verifiedAt: null })
    expect(row.codeHash).not.toContain(code)
    expect(row.tokenHash).not.toBe(token)

    const sms = await prisma.smsMessage.findUniqueOrThrow({ where: { idempotencyKey: `otp:${row.id}` } })
    expect(sms).toMatchObject({ to: phone, language: 'ENG', template: 'otp', segments: 1, provider: 'log' })
    expect(sms.body).toBe(`Your Bhadaa code is ${code}. It expires in 10 minutes. Do not share it.`)
    expect(sms.status).toBe('QUEUED') // no worker runs here
  })

  test("the text goes out in the tenant's language for a claimed number, and the member's for a reset", async () => {
    const tenantPhone = uniquePhone()
    const tenant = await createTenantOnAgreements({ phone: tenantPhone, prefLanguage: 'NEP', agreements: [] })
    await send(tenantPhone, new Date(), { purpose: 'CLAIM', language: 'ENG' })
    const claimSms = await prisma.smsMessage.findFirstOrThrow({ where: { to: tenantPhone }, orderBy: { id: 'desc' } })
    expect(claimSms).toMatchObject({ language: 'NEP', tenantId: tenant.id })
    expect(claimSms.body).toMatch(/^तपाईंको Bhadaa कोड [0-9]{6} हो।/)

    const member = await createMember({ phone: uniquePhone(), prefLanguage: 'NEP' })
    await send(member.phone, new Date(), { purpose: 'RESET', language: 'ENG' })
    const resetSms = await prisma.smsMessage.findFirstOrThrow({ where: { to: member.phone }, orderBy: { id: 'desc' } })
    expect(resetSms).toMatchObject({ language: 'NEP', memberId: member.id })
  })

  test('sign-up and claim codes refuse a registered number (409); reset codes an unknown one (404)', async () => {
    const member = await createMember({ phone: uniquePhone() })
    await expect(send(member.phone, new Date(), { purpose: 'SIGNUP' })).rejects.toThrow('This number has already been registered.')
    await expect(send(member.phone, new Date(), { purpose: 'CLAIM' })).rejects.toMatchObject({ name: 'ConflictError' })
    await expect(send(uniquePhone(), new Date(), { purpose: 'RESET' })).rejects.toMatchObject({
      name: 'NotFoundError',
      message: 'This phone number not found',
    })
  })

  test('a new code at most every 180 s per phone, with the wait in the message', async () => {
    const phone = uniquePhone()
    const t0 = new Date()
    await send(phone, t0)
    const error = await expectTooMany(send(phone, at(t0, 60 * SECOND)), /Try again in 2 minutes\.$/)
    expect(error.retryAfterSeconds).toBe(120)
    await expectTooMany(send(phone, at(t0, 179 * SECOND)), /Try again in 1 second\.$/)
    await expect(send(phone, at(t0, 180 * SECOND))).resolves.toHaveProperty('token')
  })

  test('at most 5 codes an hour per phone', async () => {
    const phone = uniquePhone()
    const t0 = new Date()
    for (let i = 0; i < 5; i++) await send(phone, at(t0, i * 181 * SECOND))
    const error = await expectTooMany(send(phone, at(t0, 20 * MINUTE)), /^Too many codes were sent to this number\. Try again in 40 minutes\.$/)
    expect(error.retryAfterSeconds).toBe(40 * 60)
    await expect(send(phone, at(t0, 60 * MINUTE))).resolves.toHaveProperty('token')
  })

  test(`at most ${ACCOUNT_LIMITS.codeSendsPerIp.limit} code requests per IP in 15 minutes, whatever the numbers`, async () => {
    const clientIp = uniqueIp()
    const now = new Date()
    await spendBudget('codeSendsPerIp', clientIp, now, 3)
    for (let i = 0; i < 3; i++) await send(uniquePhone(), now, { clientIp })
    await expectTooMany(send(uniquePhone(), now, { clientIp }), /^Too many codes were requested\. Try again in 15 minutes\.$/)
    await expect(send(uniquePhone(), now)).resolves.toHaveProperty('token') // another IP
  })

  test('a new code replaces the unverified one before it', async () => {
    const phone = uniquePhone()
    const t0 = new Date()
    const first = await send(phone, t0)
    const firstCode = await lastCodeSentTo(phone)
    const second = await send(phone, at(t0, 181 * SECOND))
    const secondCode = await lastCodeSentTo(phone)

    await expectVerificationError(checkVerificationCode({ token: first.token, code: firstCode, now: at(t0, 182 * SECOND) }), 'EXPIRED')
    await expect(checkVerificationCode({ token: second.token, code: secondCode, now: at(t0, 182 * SECOND) })).resolves.toEqual({
      phone,
      purpose: 'SIGNUP',
    })
  })
})

describe('checking a code', () => {
  test('the right code verifies the phone', async () => {
    const phone = uniquePhone()
    const now = new Date()
    const { token } = await send(phone, now)
    const code = await lastCodeSentTo(phone)

    await expect(checkVerificationCode({ token, code, now: at(now, MINUTE) })).resolves.toEqual({ phone, purpose: 'SIGNUP' })
    expect(await getVerification(token, at(now, MINUTE))).toMatchObject({ phone, purpose: 'SIGNUP', verifiedAt: at(now, MINUTE) })
    // A double submit of the same code is still fine; another code is not.
    await expect(checkVerificationCode({ token, code, now: at(now, 2 * MINUTE) })).resolves.toEqual({ phone, purpose: 'SIGNUP' })
    await expectVerificationError(checkVerificationCode({ token, code: wrongCode(code), now: at(now, 2 * MINUTE) }), 'MISMATCH')
  })

  test('a code is valid for 10 minutes', async () => {
    const phone = uniquePhone()
    const t0 = new Date()
    const { token } = await send(phone, t0)
    const code = await lastCodeSentTo(phone)

    await expectVerificationError(checkVerificationCode({ token, code, now: at(t0, 10 * MINUTE) }), 'EXPIRED')
    expect(await getVerification(token, at(t0, 10 * MINUTE))).toMatchObject({ verifiedAt: null, expiresAt: at(t0, 10 * MINUTE) })
    await expect(checkVerificationCode({ token, code, now: at(t0, 10 * MINUTE - 1) })).resolves.toHaveProperty('phone', phone)
  })

  test('after 5 wrong codes even the right one is refused until a new code is sent', async () => {
    const phone = uniquePhone()
    const now = new Date()
    const { token } = await send(phone, now)
    const code = await lastCodeSentTo(phone)

    for (let i = 0; i < 5; i++) await expectVerificationError(checkVerificationCode({ token, code: wrongCode(code), now }), 'MISMATCH')
    await expectVerificationError(checkVerificationCode({ token, code, now }), 'TOO_MANY_ATTEMPTS')
    expect((await prisma.phoneVerification.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).attempts).toBe(5)
  })

  test('4 wrong codes still leave the fifth try to the right one', async () => {
    const phone = uniquePhone()
    const now = new Date()
    const { token } = await send(phone, now)
    const code = await lastCodeSentTo(phone)

    for (let i = 0; i < 4; i++) await expectVerificationError(checkVerificationCode({ token, code: wrongCode(code), now }), 'MISMATCH')
    await expect(checkVerificationCode({ token, code, now })).resolves.toHaveProperty('phone', phone)
  })

  test('parallel guesses cannot get past 5 tries', async () => {
    const phone = uniquePhone()
    const now = new Date()
    const { token } = await send(phone, now)
    const code = await lastCodeSentTo(phone)
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => checkVerificationCode({ token, code: wrongCode(code), now })),
    )
    const reasons = results.map((result) => (result.status === 'rejected' ? (result.reason as VerificationError).reason : 'OK'))
    expect(reasons.filter((reason) => reason === 'MISMATCH')).toHaveLength(5)
    expect(reasons.filter((reason) => reason === 'TOO_MANY_ATTEMPTS')).toHaveLength(7)
  })

  test('an unknown token is expired', async () => {
    await expectVerificationError(checkVerificationCode({ token: 'no-such-token', code: '123456' }), 'EXPIRED')
    expect(await getVerification('no-such-token')).toBeNull()
  })

  test(`code checks are limited per IP (${ACCOUNT_LIMITS.codeChecksPerIp.limit} in 15 minutes)`, async () => {
    const clientIp = uniqueIp()
    const now = new Date()
    await spendBudget('codeChecksPerIp', clientIp, now, 3)
    for (let i = 0; i < 3; i++) {
      await expectVerificationError(checkVerificationCode({ token: 'no-such-token', code: '123456', clientIp, now }), 'EXPIRED')
    }
    await expectTooMany(checkVerificationCode({ token: 'no-such-token', code: '123456', clientIp, now }), /^Too many codes were tried\. Try again in 15 minutes\.$/)
  })
})
