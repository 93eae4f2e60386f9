// Accounts through the /v1 API alone, against the built server: register, claim a tenant's
// number, sign in and out, reset a password, and the statuses of every refusal. The codes are read
// from the texts the server queued (sending them is tested in tests/integration/sms): which worker
// sends a text is not this file's to know, since the other test files' servers share the database
// and its job queue.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { toDevanagariDigits } from '~/domain/devanagari-digits'
import { prisma } from '~/server/db.server'
import { hashToken } from '~/server/tokens.server'
import { createMember } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'
import { createTenantOnAgreements, lastCodeSentTo, national, spendBudget, uniquePhone } from '../accounts/support'

let server: ServerProcess
beforeAll(async () => {
  // One proxy in front: each test sends its own X-Forwarded-For, so per-IP limits do not collide.
  server = await startServer({ env: { TRUST_PROXY: '1' } })
})
afterAll(async () => {
  await server?.stop()
})

type Call = { method?: string; body?: unknown; token?: string; otpauth?: string; cookie?: string; ip?: string }

async function call(urlPath: string, { method = 'GET', body, token, otpauth, cookie, ip = randomIp() }: Call = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  if (otpauth) headers.otpauth = otpauth
  if (cookie) headers.cookie = cookie
  const response = await fetch(server.url + urlPath, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const json = (await response.json()) as { data?: Record<string, unknown> & { token?: string }; error?: { code: string; message: string; fields?: Record<string, string[]> } }
  return { status: response.status, headers: response.headers, ...json }
}

const post = (urlPath: string, body: unknown, options: Omit<Call, 'method' | 'body'> = {}) => call(urlPath, { ...options, method: 'POST', body })

function randomIp() {
  const bytes = randomUUID().replace(/-/g, '').slice(0, 6)
  return `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`
}

/** The code in the last text queued for the number (national form). */
const codeSentTo = (phone10: string) => lastCodeSentTo(`+977${phone10}`)

const PASSWORD = 'rent-alert-Kathmandu-42'

/** Claim, code, verify and sign up through the API; answers the sign-up's data. */
async function registerViaApi(phone10: string, names = { firstName: 'Sita', lastName: 'Sharma' }) {
  const claim = await post('/v1/account/claim', { phoneNumber: phone10 })
  expect(claim.status).toBe(200)
  const otpauth = claim.data?.token as string
  const verified = await post('/v1/account/verify', { phoneNumber: phone10, otp: await codeSentTo(phone10) }, { otpauth })
  expect(verified.status).toBe(200)
  const signup = await post('/v1/member/signup', { phone: phone10, ...names, prefLanguage: 'ENG', password: PASSWORD }, { otpauth })
  expect(signup.status).toBe(200)
  return signup.data as { token: string; expires: string; member: { id: number; firstName: string; lastName: string } }
}

describe('register, sign in and out through the API', () => {
  test('a free number: check, code, verify, sign up, use the token, sign out, sign in', async () => {
    const phone10 = national(uniquePhone())

    expect(await call(`/v1/public/phone/verify?phoneNumber=${phone10}`)).toMatchObject({ status: 200, data: { available: true } })

    const claim = await post('/v1/account/claim', { phoneNumber: `+977${phone10}` })
    expect(claim.status).toBe(200)
    const otpauth = claim.data?.token as string
    expect(otpauth).toMatch(/^[\w-]{43}$/)

    const code = await codeSentTo(phone10)
    const verified = await post('/v1/account/verify', { phoneNumber: `977${phone10}`, otp: code }, { otpauth })
    expect(verified).toMatchObject({ status: 200, data: { firstName: '', lastName: '', prefLanguage: 'ENG' } })

    const signup = await post(
      '/v1/member/signup',
      { phone: phone10, firstName: 'Sita', lastName: 'Sharma', prefLanguage: 'NEP', password: PASSWORD },
      { otpauth },
    )
    expect(signup.status).toBe(200)
    const { token, expires, member } = signup.data as { token: string; expires: string; member: { id: number } }
    expect(member).toEqual({ id: expect.any(Number), firstName: 'Sita', lastName: 'Sharma' })
    expect(Date.parse(expires) - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000)
    expect(await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ phone: `+977${phone10}`, prefLanguage: 'NEP' })

    expect(await call('/v1/account/verify', { token })).toMatchObject({ status: 200, data: { member } })
    expect(await call(`/v1/public/phone/verify?phoneNumber=${phone10}`)).toMatchObject({ status: 409, error: { code: 'CONFLICT' } })

    expect(await post('/v1/account/logout', undefined, { token })).toMatchObject({ status: 200, data: {} })
    expect((await call('/v1/account/verify', { token })).status).toBe(401)
    expect((await post('/v1/account/logout', undefined, { token })).status).toBe(401)

    const login = await post('/v1/member/login', { firstParameter: phone10, password: PASSWORD })
    expect(login).toMatchObject({ status: 200, data: { member } })
    expect(login.data?.token).not.toBe(token)
    expect(await call('/v1/account/verify', { token: login.data?.token })).toMatchObject({ status: 200 })
  })

  test('a tenant’s number: 403 with its agreement, claimed with a code, names pre-filled, tenant linked', async () => {
    const phone = uniquePhone()
    const tenant = await createTenantOnAgreements({
      phone,
      firstName: 'Hari',
      lastName: 'Gurung',
      prefLanguage: 'NEP',
      agreements: [{ name: 'Flat 2B', startDate: '2026-04-14' }],
    })
    const phone10 = national(phone)

    const status = await call(`/v1/public/phone/verify?phoneNumber=${phone10}`)
    expect(status).toMatchObject({ status: 403, error: { code: 'PHONE_CLAIMABLE' } })
    // Before the code, nothing of the record: no names, no agreements, no dates.
    expect(status).not.toHaveProperty('data')
    expect(JSON.stringify(status)).not.toMatch(/Flat 2B|2026-04-14|Hari|Gurung/)

    const claim = await post('/v1/account/claim', { phoneNumber: phone10 })
    const otpauth = claim.data?.token as string
    const verified = await post('/v1/account/verify', { phoneNumber: phone10, otp: await codeSentTo(phone10) }, { otpauth })
    expect(verified).toMatchObject({
      status: 200,
      data: { firstName: 'Hari', lastName: 'Gurung', prefLanguage: 'NEP', abstractAgreements: [{ name: 'Flat 2B', date: '2026-04-14' }] },
    })
    // The code went out in the tenant's language.
    expect((await prisma.smsMessage.findFirstOrThrow({ where: { to: phone }, orderBy: { id: 'desc' } })).language).toBe('NEP')

    const signup = await post('/v1/member/signup', { phone: phone10, firstName: 'Hari', lastName: 'Gurung', prefLanguage: 'NEP', password: PASSWORD }, { otpauth })
    expect(signup.status).toBe(200)
    const memberId = (signup.data?.member as { id: number }).id
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).claimedByMemberId).toBe(memberId)
  })
})

describe('forgot password through the API', () => {
  test('code, verify and reset with the cookie alone; every session ends; the new password works', async () => {
    const phone10 = national(uniquePhone())
    const { token: oldToken } = await registerViaApi(phone10)
    // The sign-up code was just sent; the next one may go 180 s later. Move the sign-up's send
    // window back instead of waiting (the limit itself is tested below and in the service tests).
    await prisma.rateLimit.deleteMany({ where: { key: `codeResendPerPhone:+977${phone10}` } })

    const forgot = await post('/v1/public/password/forgot', { phone: phone10 })
    expect(forgot.status).toBe(200)
    expect(forgot.data?.token).toMatch(/^[\w-]{43}$/)
    const setCookie = forgot.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^(__Host-)?bhadaa_otpauth=/) // the name depends on NODE_ENV
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const cookie = setCookie.split(';')[0] as string

    const code = await codeSentTo(phone10)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(await post('/v1/public/password/verify', { otp: wrong }, { cookie })).toMatchObject({
      status: 409,
      error: { code: 'OTP_MISMATCH', message: 'OTP did not match' },
    })
    expect(await post('/v1/public/password/verify', { otp: code }, { cookie })).toMatchObject({ status: 200, data: {} })

    expect(await post('/v1/public/password/reset', { password: 'password1' }, { cookie })).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_ERROR', fields: { password: ['This password is too common. Please choose another one.'] } },
    })
    const reset = await post('/v1/public/password/reset', { password: 'a-brand-new-password' }, { cookie })
    expect(reset).toMatchObject({ status: 200, data: {} })
    expect(reset.headers.get('set-cookie')).toMatch(/^(__Host-)?bhadaa_otpauth=[^;]*;.*Max-Age=0/i)

    expect((await call('/v1/account/verify', { token: oldToken })).status).toBe(401)
    expect((await post('/v1/member/login', { firstParameter: phone10, password: PASSWORD })).status).toBe(401)
    expect((await post('/v1/member/login', { firstParameter: phone10, password: 'a-brand-new-password' })).status).toBe(200)
    // The flow is used up.
    expect(await post('/v1/public/password/reset', { password: 'another-new-password' }, { cookie })).toMatchObject({
      status: 403,
      error: { code: 'PHONE_NOT_VERIFIED' },
    })
  })

  test('the otpauth header works in place of the cookie', async () => {
    const phone10 = national(uniquePhone())
    await registerViaApi(phone10)
    await prisma.rateLimit.deleteMany({ where: { key: `codeResendPerPhone:+977${phone10}` } })
    const otpauth = (await post('/v1/public/password/forgot', { phone: `+977${phone10}` })).data?.token as string
    expect((await post('/v1/public/password/verify', { otp: await codeSentTo(phone10) }, { otpauth })).status).toBe(200)
    expect((await post('/v1/public/password/reset', { password: 'a-brand-new-password' }, { otpauth })).status).toBe(200)
  })
})

describe('the code as people type it', () => {
  test('a code with spaces or in Devanagari digits is accepted, as the web accepts it', async () => {
    for (const typed of [(code: string) => `${code.slice(0, 3)} ${code.slice(3)}`, (code: string) => ` ${toDevanagariDigits(code)} `]) {
      const phone10 = national(uniquePhone())
      const otpauth = (await post('/v1/account/claim', { phoneNumber: phone10 })).data?.token as string
      const verified = await post('/v1/account/verify', { phoneNumber: phone10, otp: typed(await codeSentTo(phone10)) }, { otpauth })
      expect(verified.status).toBe(200)
    }
  })
})

describe('refusals', () => {
  test('sign-in: 400 missing fields, 401 mismatch with the spec’s message, 429 after 10 failures', async () => {
    expect(await post('/v1/member/login', { firstParameter: '', password: '' })).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_ERROR', fields: { firstParameter: ['Please provide a Phone Number and Password'] } },
    })
    const member = await createMember({ phone: uniquePhone() })
    const phone10 = national(member.phone)
    for (let i = 0; i < 10; i++) {
      expect(await post('/v1/member/login', { firstParameter: phone10, password: 'wrong-password-1' })).toMatchObject({
        status: 401,
        error: { code: 'INVALID_CREDENTIALS', message: 'The phone number or password does not match' },
      })
    }
    const limited = await post('/v1/member/login', { firstParameter: phone10, password: 'wrong-password-1' })
    expect(limited).toMatchObject({ status: 429, error: { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/Try again in 15 minutes\.$/) } })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800)
    expect(await post('/v1/member/login', { firstParameter: national(uniquePhone()), password: PASSWORD })).toMatchObject({ status: 401 })
  })

  test('phone check: 400 invalid; claim: 400 invalid, 409 registered, 429 within the resend wait and past the per-IP limit', async () => {
    expect(await call('/v1/public/phone/verify?phoneNumber=12345')).toMatchObject({ status: 400, error: { code: 'VALIDATION_ERROR' } })
    expect(await call('/v1/public/phone/verify')).toMatchObject({ status: 400 })
    expect(await post('/v1/account/claim', { phoneNumber: '9831234567' })).toMatchObject({ status: 400 })
    const member = await createMember({ phone: uniquePhone() })
    expect(await post('/v1/account/claim', { phoneNumber: national(member.phone) })).toMatchObject({
      status: 409,
      error: { message: 'This number has already been registered.' },
    })

    const phone10 = national(uniquePhone())
    expect((await post('/v1/account/claim', { phoneNumber: phone10 })).status).toBe(200)
    const again = await post('/v1/account/claim', { phoneNumber: phone10 })
    expect(again).toMatchObject({ status: 429, error: { message: 'A new code can be sent only every 3 minutes. Try again in 3 minutes.' } })
    expect(again.headers.get('retry-after')).toMatch(/^1[78]\d$/)

    const ip = randomIp()
    await spendBudget('codeSendsPerIp', ip, new Date(), 1)
    expect((await post('/v1/account/claim', { phoneNumber: national(uniquePhone()) }, { ip })).status).toBe(200)
    expect(await post('/v1/account/claim', { phoneNumber: national(uniquePhone()) }, { ip })).toMatchObject({ status: 429 })
  })

  test('code check: 409 wrong code, 400 after 5 wrong tries, 400 expired, 400 for another number', async () => {
    const phone = uniquePhone()
    const phone10 = national(phone)
    const otpauth = (await post('/v1/account/claim', { phoneNumber: phone10 })).data?.token as string
    const code = await lastCodeSentTo(phone)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')

    expect(await post('/v1/account/verify', { phoneNumber: national(uniquePhone()), otp: code }, { otpauth })).toMatchObject({
      status: 400,
      error: { fields: { phoneNumber: ['This is not the number the code was sent to.'] } },
    })
    expect(await post('/v1/account/verify', { phoneNumber: phone10, otp: '12' }, { otpauth })).toMatchObject({ status: 400 })
    for (let i = 0; i < 5; i++) {
      expect(await post('/v1/account/verify', { phoneNumber: phone10, otp: wrong }, { otpauth })).toMatchObject({
        status: 409,
        error: { code: 'OTP_MISMATCH', message: 'OTP did not match' },
      })
    }
    expect(await post('/v1/account/verify', { phoneNumber: phone10, otp: code }, { otpauth })).toMatchObject({
      status: 400,
      error: { code: 'OTP_TOO_MANY_ATTEMPTS' },
    })

    const other = uniquePhone()
    const otherToken = (await post('/v1/account/claim', { phoneNumber: national(other) })).data?.token as string
    await prisma.phoneVerification.update({ where: { tokenHash: hashToken(otherToken) }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect(await post('/v1/account/verify', { phoneNumber: national(other), otp: await lastCodeSentTo(other) }, { otpauth: otherToken })).toMatchObject({
      status: 400,
      error: { code: 'OTP_EXPIRED', message: 'OTP expired please request a new one' },
    })
    expect(await post('/v1/account/verify', { phoneNumber: phone10, otp: code })).toMatchObject({ status: 400, error: { code: 'OTP_EXPIRED' } })
  })

  test('sign-up: 403 without a verified code, 409 registered, 400 bad input', async () => {
    const body = (phone10: string) => ({ phone: phone10, firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'ENG', password: PASSWORD })
    const phone = uniquePhone()
    const phone10 = national(phone)
    expect(await post('/v1/member/signup', body(phone10))).toMatchObject({ status: 403, error: { code: 'PHONE_NOT_VERIFIED' } })

    const otpauth = (await post('/v1/account/claim', { phoneNumber: phone10 })).data?.token as string
    expect(await post('/v1/member/signup', body(phone10), { otpauth })).toMatchObject({ status: 403, error: { code: 'PHONE_NOT_VERIFIED' } })
    expect((await post('/v1/account/verify', { phoneNumber: phone10, otp: await lastCodeSentTo(phone) }, { otpauth })).status).toBe(200)
    // Verified for this number, not another one.
    expect(await post('/v1/member/signup', body(national(uniquePhone())), { otpauth })).toMatchObject({ status: 403 })
    expect(await post('/v1/member/signup', { ...body(phone10), password: 'short' }, { otpauth })).toMatchObject({
      status: 400,
      error: { fields: { password: ['The password must have at least 8 characters.'] } },
    })
    expect(await post('/v1/member/signup', { ...body(phone10), firstName: '' }, { otpauth })).toMatchObject({
      status: 400,
      error: { fields: { firstName: ['Please enter your First and Last Name'] } },
    })
    await createMember({ phone })
    expect(await post('/v1/member/signup', body(phone10), { otpauth })).toMatchObject({ status: 409 })
    expect(await prisma.member.count({ where: { phone } })).toBe(1)
  })

  test('two sign-ups racing with one verified code: one 200, the other 409 registered', async () => {
    const phone = uniquePhone()
    const phone10 = national(phone)
    const otpauth = (await post('/v1/account/claim', { phoneNumber: phone10 })).data?.token as string
    expect((await post('/v1/account/verify', { phoneNumber: phone10, otp: await lastCodeSentTo(phone) }, { otpauth })).status).toBe(200)
    const body = { phone: phone10, firstName: 'Ram', lastName: 'Thapa', prefLanguage: 'ENG', password: PASSWORD }

    const answers = await Promise.all([post('/v1/member/signup', body, { otpauth }), post('/v1/member/signup', body, { otpauth })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)).toMatchObject({ error: { message: 'This number has already been registered.' } })
    expect(await prisma.member.count({ where: { phone } })).toBe(1)
  })

  test('forgot password: 404 for an unknown number; reset: 403 before the code is verified', async () => {
    expect(await post('/v1/public/password/forgot', { phone: national(uniquePhone()) })).toMatchObject({
      status: 404,
      error: { message: 'This phone number not found' },
    })
    const member = await createMember({ phone: uniquePhone() })
    const forgot = await post('/v1/public/password/forgot', { phone: national(member.phone) })
    const otpauth = forgot.data?.token as string
    expect(await post('/v1/public/password/reset', { password: 'a-brand-new-password' }, { otpauth })).toMatchObject({ status: 403 })
    expect(await post('/v1/public/password/verify', { otp: '123456' })).toMatchObject({ status: 400, error: { code: 'OTP_EXPIRED' } })
  })

  test('a wrong method answers 405 in the API shape', async () => {
    expect(await call('/v1/member/login')).toMatchObject({ status: 405, error: { code: 'METHOD_NOT_ALLOWED' } })
    expect(await post('/v1/public/phone/verify', {})).toMatchObject({ status: 405, error: { code: 'METHOD_NOT_ALLOWED' } })
  })
})

test('the OpenAPI document describes every account call', async () => {
  const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { security?: unknown }>> }
  expect(document.paths['/v1/member/login']?.post).toBeDefined()
  expect(document.paths['/v1/account/verify']?.post?.security).toEqual([{ otpauth: [] }])
  expect(document.paths['/v1/account/verify']?.get?.security).toEqual([{ bearer: [] }])
  for (const p of ['/v1/account/logout', '/v1/account/claim', '/v1/member/signup', '/v1/public/password/forgot', '/v1/public/password/verify', '/v1/public/password/reset']) {
    expect(document.paths[p]?.post).toBeDefined()
  }
  expect(document.paths['/v1/public/phone/verify']?.get).toBeDefined()
})
