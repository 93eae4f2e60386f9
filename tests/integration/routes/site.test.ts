// The public site's actions called directly: choosing a plan, a support ticket, the
// language and theme switch, and the cookie notice's Got It.
import { describe, expect, test } from 'vitest'
import { translate } from '~/i18n'
import { prisma } from '~/server/db.server'
import { consentCookie } from '~/server/cookie-consent.server'
import { languageCookie } from '~/server/language.server'
import { themeCookie } from '~/server/theme.server'
import { callRoute, fieldErrorsOf, flashOf, formPost, pageGet, setCookieValue } from '../../support/route-call'
import { signedInMember } from './support'

describe('Choose a plan (POST /plans)', () => {
  test('a signed-in member’s plan changes, and the chooser says so', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/plans', { plan: 'PLUS' }, { cookie }))
    expect(outcome.file).toBe('routes/plans.tsx')
    expect(outcome.headers.get('Location')).toBe('/plans?step=choose')
    expect(await flashOf(outcome)).toEqual({ type: 'success', message: translate('en', 'plans.changed', { plan: 'Plus' }) })
    expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).plan).toBe('PLUS')
  })

  test('a plan that is not offered is 400 with the message, and the plan stays', async () => {
    const { member, cookie } = await signedInMember()
    const outcome = await callRoute(formPost('/plans', { plan: 'GOLD' }, { cookie }))
    expect(outcome).toMatchObject({ status: 400, data: { error: translate('en', 'plans.unknown') } })
    expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).plan).toBe('BASIC')
  })

  test('a visitor is sent to sign in, and comes back to confirm the plan', async () => {
    const outcome = await callRoute(formPost('/plans', { plan: 'PRO' }))
    expect(outcome.headers.get('Location')).toBe(`/login?${new URLSearchParams({ redirectTo: '/plans?plan=PRO' })}`)
    expect(await flashOf(outcome)).toEqual({ type: 'info', message: translate('en', 'plans.signInToChoose', { plan: 'Pro' }) })
  })
})

describe('Support ticket (POST /support-ticket)', () => {
  test('stores the ticket, linked to the signed-in member, and shows the created dialog', async () => {
    const { member, cookie } = await signedInMember()
    const message = `Route test ${member.id}: my tenant was not texted.`
    const outcome = await callRoute(formPost('/support-ticket', { name: 'Sita Sharma', phone: '9841234567', message }, { cookie }))
    expect(outcome.status).toBe(303)
    const ticket = await prisma.supportTicket.findFirstOrThrow({ where: { message } })
    expect(ticket).toMatchObject({ memberId: member.id, phone: '+9779841234567', name: 'Sita Sharma', kind: 'SUPPORT', status: 'NEW' })
    // The number is on the confirmation page and texted to the phone given.
    expect(outcome.headers.get('Location')).toBe(`/support-ticket?dialog=created&ticket=${ticket.id}`)
    expect(await prisma.smsMessage.findUniqueOrThrow({ where: { idempotencyKey: `support-ticket:${ticket.id}` } })).toMatchObject({ to: '+9779841234567', template: 'support-ticket', memberId: member.id })
  })

  test('a missing name is 400 on the name field, the message kept, and nothing is stored', async () => {
    const message = `Route test ${Date.now()}: nameless`
    const outcome = await callRoute(formPost('/support-ticket', { name: '', phone: '', message }))
    expect(outcome.status).toBe(400)
    expect(fieldErrorsOf(outcome).name).toEqual(['support.nameRequired'])
    expect(outcome.data.result.initialValue).toMatchObject({ message })
    expect(await prisma.supportTicket.count({ where: { message } })).toBe(0)
  })
})

describe('Language and theme (POST /preferences)', () => {
  test('a visitor’s choice goes in cookies, and the page comes back', async () => {
    const outcome = await callRoute(formPost('/preferences', { language: 'ne', theme: 'dark', redirectTo: '/plans?step=choose' }))
    expect(outcome.status).toBe(303)
    expect(outcome.headers.get('Location')).toBe('/plans?step=choose')
    expect(await setCookieValue(outcome, languageCookie)).toBe('ne')
    expect(await setCookieValue(outcome, themeCookie)).toBe('dark')
  })

  test('a signed-in member’s choice is saved on the member too', async () => {
    const { member, cookie } = await signedInMember()
    await callRoute(formPost('/preferences', { language: 'ne', theme: 'dark', redirectTo: '/dashboard' }, { cookie }))
    expect(await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ prefLanguage: 'NEP', theme: 'DARK' })
  })

  test('a language that is not offered changes nothing and goes home; so does an off-site target', async () => {
    const { member, cookie } = await signedInMember()
    const refused = await callRoute(formPost('/preferences', { language: 'fr', redirectTo: '/dashboard' }, { cookie }))
    expect(refused.headers.get('Location')).toBe('/')
    expect(refused.headers.getSetCookie()).toEqual([])
    expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).prefLanguage).toBe('ENG')
    const offSite = await callRoute(formPost('/preferences', { theme: 'light', redirectTo: '//evil.example' }))
    expect(offSite.headers.get('Location')).toBe('/')
  })
})

describe('Cookie notice Got It (POST /cookie-consent)', () => {
  test('with the page script: 204 and the consent cookie', async () => {
    const outcome = await callRoute(formPost('/cookie-consent', { mode: 'script' }))
    expect(outcome.status).toBe(204)
    expect(await setCookieValue(outcome, consentCookie)).toBe('yes')
  })

  test('without: the consent cookie, then a check that sees whether it came back', async () => {
    const outcome = await callRoute(formPost('/cookie-consent', { redirectTo: '/plans' }))
    expect(outcome.status).toBe(303)
    const check = outcome.headers.get('Location') ?? ''
    expect(check).toBe(`/cookie-consent?${new URLSearchParams({ check: '1', redirectTo: '/plans' })}`)
    const consent = outcome.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    expect((await callRoute(pageGet(check, { cookie: consent }))).headers.get('Location')).toBe('/plans')
    // A browser that refuses cookies sends none back: the page shows the blocked-cookies dialog.
    expect((await callRoute(pageGet(check))).headers.get('Location')).toBe('/plans?cookies=blocked')
  })

  test('an off-site target is ignored', async () => {
    const outcome = await callRoute(formPost('/cookie-consent', { redirectTo: 'https://evil.example/' }))
    expect(outcome.headers.get('Location')).toBe(`/cookie-consent?${new URLSearchParams({ check: '1', redirectTo: '/' })}`)
  })
})
