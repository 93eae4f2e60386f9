// The account screens' actions called directly: sign-in, the sign-up and password
// reset steps, sign-out and the inactivity keep-alive. Each step is a real form post against the
// test database; the flow's state travels in its cookie as it does in a browser.
import { describe, expect, test } from 'vitest'
import { toDevanagariDigits } from '~/domain/devanagari-digits'
import { translate } from '~/i18n'
import { sessionCookie } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { verifyPassword } from '~/server/passwords.server'
import { hashToken } from '~/server/tokens.server'
import { uniquePhone } from '../../support/fixtures'
import { callRoute, CookieJar, fieldErrorsOf, flashOf, formPost, pageGet, setCookies } from '../../support/route-call'
import { createTenantOnAgreements, lastCodeSentTo, national } from '../accounts/support'
import { PASSWORD, signedInMember } from './support'

const NEW_PASSWORD = 'Pokhara-Lakeside-77'
const en = (key: Parameters<typeof translate>[1], values?: Record<string, string>) => translate('en', key, values)

/** The session row of a session cookie (a Cookie header, or an answer's Set-Cookie). */
async function sessionOf(cookie: string | Awaited<ReturnType<typeof callRoute>>) {
  const header = typeof cookie === 'string' ? cookie : cookie.headers.getSetCookie().join('; ')
  const token: unknown = await sessionCookie.parse(header)
  return typeof token === 'string' && token ? prisma.session.findUnique({ where: { tokenHash: hashToken(token) } }) : null
}

describe('sign-in (POST /login)', () => {
  test('the right phone and password start a web session and go to the Dashboard', async () => {
    const { member } = await signedInMember()
    const outcome = await callRoute(formPost('/login', { phone: national(member.phone), password: PASSWORD }))
    expect(outcome.file).toBe('routes/login.tsx')
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toBe('/dashboard')
    expect(await sessionOf(outcome)).toMatchObject({ memberId: member.id, kind: 'WEB', revokedAt: null })
  })

  test('goes back to a same-site redirectTo, never to another site', async () => {
    const { member } = await signedInMember()
    const fields = { phone: national(member.phone), password: PASSWORD }
    const back = await callRoute(formPost('/login', { ...fields, redirectTo: '/properties?page=2' }))
    expect(back.headers.get('Location')).toBe('/properties?page=2')
    const offSite = await callRoute(formPost('/login', { ...fields, redirectTo: '//evil.example/x' }))
    expect(offSite.headers.get('Location')).toBe('/dashboard')
  })

  test('a missing password is 400 with the form message, and no session', async () => {
    const { member } = await signedInMember()
    const outcome = await callRoute(formPost('/login', { phone: national(member.phone), password: '' }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome)['']).toEqual(['login.missing'])
    expect(setCookies(outcome).has('bhadaa_session')).toBe(false)
  })

  test('a wrong password is 401 with the mismatch message, and no session', async () => {
    const { member } = await signedInMember()
    const outcome = await callRoute(formPost('/login', { phone: national(member.phone), password: 'not-the-password' }))
    expect(outcome.status).toBe(401)
    expect(fieldErrorsOf(outcome)['']).toEqual([en('login.mismatch')])
    expect(setCookies(outcome).has('bhadaa_session')).toBe(false)
  })

  test('a member who is already signed in is sent to the Dashboard', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/login', { phone: national(member.phone), password: PASSWORD }, { cookie }))
    expect(outcome).toMatchObject({ thrown: true, status: 302 })
    expect(outcome.headers.get('Location')).toBe('/dashboard')
  })
})

describe('sign-up (POST /register, step by step)', () => {
  test('phone, code, names, password: the account exists and the member is signed in', async () => {
    const phone = uniquePhone()
    const browser = new CookieJar()
    const post = async (fields: Record<string, string>) => browser.take(await callRoute(formPost('/register', fields, { cookie: browser.header })))

    const sent = await post({ intent: 'phone', phone: national(phone) })
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe('/register')
    expect(await prisma.phoneVerification.count({ where: { phone, purpose: 'SIGNUP' } })).toBe(1)

    const verified = await post({ intent: 'verify', code: await lastCodeSentTo(phone) })
    expect(verified.headers.get('Location')).toBe('/register')
    expect(await flashOf(verified)).toEqual({ type: 'success', message: en('register.phoneVerified') })

    const named = await post({ intent: 'details', firstName: 'Gita', lastName: 'Karki', prefLanguage: 'NEP' })
    expect(named.headers.get('Location')).toBe('/register')
    expect((await callRoute(pageGet('/register', { cookie: browser.header }))).data).toMatchObject({ stage: 'password' })

    const created = await post({ intent: 'password', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(created.status).toBe(302)
    expect(created.headers.get('Location')).toBe('/dashboard')
    const member = await prisma.member.findUniqueOrThrow({ where: { phone } })
    expect(member).toMatchObject({ firstName: 'Gita', lastName: 'Karki', prefLanguage: 'NEP' })
    expect(await verifyPassword(member.passwordHash, NEW_PASSWORD)).toBe(true)
    expect(await sessionOf(created)).toMatchObject({ memberId: member.id, kind: 'WEB' })
    expect(await flashOf(created)).toEqual({ type: 'success', message: translate('ne', 'register.success', { name: 'Gita' }) })
  })

  test('a phone that is not a Nepal mobile is 400 on the phone field, and nothing is texted', async () => {
    const outcome = await callRoute(formPost('/register', { intent: 'phone', phone: '12345' }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).phone).toEqual(['register.phoneInvalid'])
    expect(setCookies(outcome).size).toBe(0)
  })

  test('a wrong code is 409 (as on /v1) with the mismatch message, and the flow stays at the code', async () => {
    const phone = uniquePhone()
    const browser = new CookieJar()
    browser.take(await callRoute(formPost('/register', { intent: 'phone', phone: national(phone) })))
    const right = await lastCodeSentTo(phone)
    const wrong = right === '000000' ? '111111' : '000000'
    const outcome = await callRoute(formPost('/register', { intent: 'verify', code: wrong }, { cookie: browser.header }))
    expect(outcome.status).toBe(409)
    expect(fieldErrorsOf(outcome)['']).toEqual([en('auth.otpMismatch')])
    expect(await prisma.phoneVerification.findFirstOrThrow({ where: { phone } })).toMatchObject({ verifiedAt: null, attempts: 1 })
  })

  test('Resend Code before the wait is over is 429 with Retry-After, and no second code', async () => {
    const phone = uniquePhone()
    const browser = new CookieJar()
    browser.take(await callRoute(formPost('/register', { intent: 'phone', phone: national(phone) })))
    const outcome = await callRoute(formPost('/register', { intent: 'resend' }, { cookie: browser.header }))
    expect(outcome.status).toBe(429)
    expect(Number(outcome.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await prisma.smsMessage.count({ where: { to: phone, template: 'otp' } })).toBe(1)
  })

  test('Change Phone Number goes back to the phone step with the number kept', async () => {
    const phone = uniquePhone()
    const browser = new CookieJar()
    browser.take(await callRoute(formPost('/register', { intent: 'phone', phone: national(phone) })))
    browser.take(await callRoute(formPost('/register', { intent: 'change-phone' }, { cookie: browser.header })))
    expect((await callRoute(pageGet('/register', { cookie: browser.header }))).data).toMatchObject({ stage: 'phone', phone: national(phone) })
  })

  test('empty names are 400 on both fields', async () => {
    const outcome = await callRoute(formPost('/register', { intent: 'details', firstName: ' ', lastName: '' }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome)).toMatchObject({ firstName: ['register.namesRequired'], lastName: ['register.namesRequired'] })
  })

  test('passwords that differ are 400 on the confirmation, and the password is not echoed', async () => {
    const outcome = await callRoute(formPost('/register', { intent: 'password', password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).confirmPassword).toEqual(['register.passwordMismatch'])
    expect(JSON.stringify(outcome.data)).not.toContain(NEW_PASSWORD)
  })

  test('the password step without a verified phone starts again with a message', async () => {
    const outcome = await callRoute(formPost('/register', { intent: 'password', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))
    expect(outcome.headers.get('Location')).toBe('/register')
    expect(await flashOf(outcome)).toEqual({ type: 'error', message: en('auth.flowExpired') })
  })

  test('a member’s phone opens the already-registered dialog; nothing is texted', async () => {
    const { member } = await signedInMember()
    const outcome = await callRoute(formPost('/register', { intent: 'phone', phone: national(member.phone) }))
    expect(outcome.headers.get('Location')).toBe('/register?dialog=registered')
    expect(await prisma.smsMessage.count({ where: { to: member.phone } })).toBe(0)
  })

  test('a tenant’s phone opens the claim dialog, and Claim texts a CLAIM code', async () => {
    const phone = uniquePhone()
    await createTenantOnAgreements({ phone, agreements: [{ name: 'Flat 2 lease', startDate: '2026-01-01' }] })
    const browser = new CookieJar()
    const asked = browser.take(await callRoute(formPost('/register', { intent: 'phone', phone: national(phone) })))
    expect(asked.headers.get('Location')).toBe('/register?dialog=claim')
    const claimed = browser.take(await callRoute(formPost('/register', { intent: 'claim' }, { cookie: browser.header })))
    expect(claimed.headers.get('Location')).toBe('/register')
    expect(await prisma.phoneVerification.count({ where: { phone, purpose: 'CLAIM' } })).toBe(1)
    expect((await callRoute(pageGet('/register', { cookie: browser.header }))).data).toMatchObject({ stage: 'code', purpose: 'CLAIM' })
  })

  test('a signed-in member posting a step is sent to the Dashboard', async () => {
    const { cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/register', { intent: 'phone', phone: national(uniquePhone()) }, { cookie }))
    expect(outcome.headers.get('Location')).toBe('/dashboard')
  })
})

describe('password reset (POST /forgot-password, step by step)', () => {
  test('phone, code, new password: the password changes and every session ends', async () => {
    const { member, cookie } = await signedInMember()
    const browser = new CookieJar()
    const post = async (fields: Record<string, string>) => browser.take(await callRoute(formPost('/forgot-password', fields, { cookie: browser.header })))

    const sent = await post({ intent: 'phone', phone: national(member.phone) })
    expect(sent.headers.get('Location')).toBe('/forgot-password')
    expect(await flashOf(sent)).toEqual({ type: 'success', message: en('forgot.otpSent') })

    const verified = await post({ intent: 'verify', code: await lastCodeSentTo(member.phone) })
    expect(await flashOf(verified)).toEqual({ type: 'success', message: en('forgot.otpVerified') })

    const changed = await post({ intent: 'password', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(changed.headers.get('Location')).toBe('/forgot-password')
    expect((await callRoute(pageGet('/forgot-password', { cookie: browser.header }))).data).toMatchObject({ stage: 'done' })
    const stored = await prisma.member.findUniqueOrThrow({ where: { id: member.id } })
    expect(await verifyPassword(stored.passwordHash, NEW_PASSWORD)).toBe(true)
    // The session the member had before the reset no longer signs them in.
    expect((await callRoute(formPost('/session/activity', {}, { cookie }))).status).toBe(401)
  })

  test('a phone with no account is 404 with the spec’s message', async () => {
    const outcome = await callRoute(formPost('/forgot-password', { intent: 'phone', phone: national(uniquePhone()) }))
    expect(outcome.status).toBe(404)
    expect(fieldErrorsOf(outcome)['']).toEqual([en('forgot.notFound')])
  })

  test('an invalid phone is 400 on the phone field', async () => {
    const outcome = await callRoute(formPost('/forgot-password', { intent: 'phone', phone: 'abc' }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).phone).toEqual(['register.phoneInvalid'])
  })

  test('a code with spaces or in Devanagari digits is accepted, as /v1 accepts it', async () => {
    for (const typed of [(code: string) => `${code.slice(0, 3)} ${code.slice(3)}`, (code: string) => ` ${toDevanagariDigits(code)} `]) {
      const { member } = await signedInMember()
      const browser = new CookieJar()
      const post = async (fields: Record<string, string>) => browser.take(await callRoute(formPost('/forgot-password', fields, { cookie: browser.header })))
      await post({ intent: 'phone', phone: national(member.phone) })
      const verified = await post({ intent: 'verify', code: typed(await lastCodeSentTo(member.phone)) })
      expect(await flashOf(verified)).toEqual({ type: 'success', message: en('forgot.otpVerified') })
    }
  })

  test('a code of the wrong shape is 400 on the code field', async () => {
    const outcome = await callRoute(formPost('/forgot-password', { intent: 'verify', code: '12ab' }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).code).toEqual(['auth.codeInvalid'])
  })

  test('passwords that differ are 400 with the reset screen’s wording, and nothing changes', async () => {
    const outcome = await callRoute(formPost('/forgot-password', { intent: 'password', password: NEW_PASSWORD, confirmPassword: 'other-password-1' }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).confirmPassword).toEqual(['forgot.passwordMismatch'])
  })
})

describe('sign-out (POST /logout) and the keep-alive (POST /session/activity)', () => {
  test('sign-out ends the session, clears the cookie and says so on the home page', async () => {
    const { cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/logout', {}, { cookie }))
    expect(outcome.status).toBe(303)
    expect(outcome.headers.get('Location')).toBe('/')
    expect(await sessionCookie.parse(outcome.headers.getSetCookie().join('; '))).toBe('')
    expect(await flashOf(outcome)).toEqual({ type: 'info', message: en('auth.signedOut') })
    expect((await sessionOf(cookie))?.revokedAt).toBeInstanceOf(Date)
  })

  test('the inactivity timer’s sign-out goes to sign-in with its own message; an off-site target is ignored', async () => {
    const { cookie } = await signedInMember()
    const inactive = await callRoute(formPost('/logout', { reason: 'inactive', redirectTo: '/login' }, { cookie }))
    expect(inactive.headers.get('Location')).toBe('/login')
    expect(await flashOf(inactive)).toEqual({ type: 'info', message: en('auth.signedOutInactive') })
    const offSite = await callRoute(formPost('/logout', { reason: 'bogus', redirectTo: 'https://evil.example' }))
    expect(offSite.headers.get('Location')).toBe('/')
  })

  test('the keep-alive answers 200 for a live session and 401 without one', async () => {
    const { cookie } = await signedInMember()
    const live = await callRoute(formPost('/session/activity', {}, { cookie }))
    expect(live).toMatchObject({ status: 200, data: { signedIn: true } })
    const gone = await callRoute(formPost('/session/activity', {}))
    expect(gone).toMatchObject({ status: 401, data: { signedIn: false } })
  })
})
