// The public site over HTTP (ADR 009, spec §2.1, §2.21): its pages are complete HTML with no React
// Router scripts, only the inline page script under the CSP nonce, while signed-in pages still
// hydrate; the cookie notice's Got It with and without the page script, and the server's
// blocked-cookies check; a plan chosen while signed out leads to sign-in and back.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSession, sessionCookie } from '~/services/accounts/session.server'
import { blockedScripts } from '../../support/csp'
import { createMember } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: 'manual' })
const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { method: 'POST', body: new URLSearchParams(body), headers, redirect: 'manual' })

/** The session cookie of a new member, as the browser sends it back. */
async function newMemberSessionCookie() {
  const { token } = await createSession((await createMember()).id, 'WEB')
  return (await sessionCookie.serialize(token)).split(';')[0]?.replace(/^[^=]+/, '__Host-bhadaa_session') ?? ''
}

const PUBLIC_PAGES = ['/', '/plans', '/plans?step=choose', '/support-ticket', '/terms-of-use', '/privacy-policy', '/login', '/register', '/forgot-password', '/no-such-page']

describe('server-only pages', () => {
  // Under the per-request nonce, or its hash for a page kept in memory (ADR 022).
  test.each(PUBLIC_PAGES)('%s loads no script file, only the page script the CSP admits', async (path) => {
    const response = await get(path)
    expect([200, 404]).toContain(response.status)
    const csp = response.headers.get('content-security-policy') ?? ''
    const html = await response.text()
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('__reactRouterContext')
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts).toHaveLength(1)
    expect(blockedScripts(csp, html)).toEqual([])
  })

  test('no signed-in page hydrates: the property form, the dashboard and settings are drawn by the server (ADR 033, 034, 037)', async () => {
    const cookie = await newMemberSessionCookie()
    const propertyForm = await (await get('/properties/create', { cookie })).text()
    expect(propertyForm).toContain('data-property-location="/assets/island-property-location-')
    expect(propertyForm).not.toContain('modulepreload')
    expect(propertyForm).not.toContain('__reactRouterContext')
    const settings = await (await get('/settings/change-password', { cookie })).text()
    expect(settings).toContain('data-password-toggle')
    expect(settings).not.toContain('modulepreload')
    expect(settings).not.toContain('__reactRouterContext')
    const dashboard = await (await get('/dashboard', { cookie })).text()
    expect(dashboard).toContain('Namaste')
    expect(dashboard).not.toContain('modulepreload')
    expect(dashboard).not.toContain('__reactRouterContext')
    expect(dashboard).toContain('<script type="application/json" id="tour-data">')
  })

  test('a signed-in page loads the page script as a cached file, the same code the public pages inline (ADR 057)', async () => {
    const cookie = await newMemberSessionCookie()
    const response = await get('/notifications', { cookie })
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('application/json'))
    expect(scripts).toHaveLength(1)
    const src = /^<script nonce="[^"]+" src="(\/assets\/page-script-[\w-]+\.js)" defer="">$/.exec(scripts[0]!)?.[1]
    expect(src, scripts[0]).toBeTruthy()
    // Under the request's nonce (the page's JSON data blocks run nothing and need none).
    expect(blockedScripts(response.headers.get('content-security-policy') ?? '', `${scripts[0]}</script>`)).toEqual([])
    const file = await get(src!)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('javascript')
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // The landing page inlines the same script (a first visit pays no second request for it).
    const inline = /<script(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/.exec(await (await get('/login')).text())?.[1]
    expect(inline).toBe((await file.text()).replace(/<\/script/gi, '<\\/script'))
  })

  test('the signed-in frame links its stylesheet, written from the theme at build; a public page does not (ADR 038)', async () => {
    const cookie = await newMemberSessionCookie()
    const href = /<link rel="stylesheet" href="(\/assets\/frame-[\w-]+\.css)"/.exec(await (await get('/notifications', { cookie })).text())?.[1]
    expect(href).toBeTruthy()
    const stylesheet = await get(href!)
    expect(stylesheet.headers.get('content-type')).toContain('text/css')
    expect(await stylesheet.text()).toContain('[data-theme=dark]{--frame-bar:#212121')
    expect(await (await get('/login')).text()).not.toContain('/assets/frame-')
  })
})

describe('the cookie notice', () => {
  test('shows until Got It, whose cookie then hides it', async () => {
    const notice = 'aria-label="Cookie notice"'
    expect(await (await get('/')).text()).toContain(notice)
    const response = await post('/cookie-consent', { redirectTo: '/plans?step=choose' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/cookie-consent?check=1&redirectTo=%2Fplans%3Fstep%3Dchoose')
    const consent = response.headers.getSetCookie()[0] ?? ''
    expect(consent).toMatch(/^cookie_consent=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/)
    const cookie = consent.split(';')[0] ?? ''

    // The check finds the cookie: back where the visitor was.
    const back = await get('/cookie-consent?check=1&redirectTo=%2Fplans%3Fstep%3Dchoose', { cookie })
    expect(back.headers.get('location')).toBe('/plans?step=choose')
    expect(await (await get('/', { cookie })).text()).not.toContain(notice)
  })

  test('a check that finds no cookie reports it blocked, and the page shows the dialog', async () => {
    const back = await get('/cookie-consent?check=1&redirectTo=%2Flogin')
    expect(back.headers.get('location')).toBe('/login?cookies=blocked')
    const html = await (await get('/login?cookies=blocked')).text()
    expect(html).toContain('Cookies are blocked or unsupported in your browser.')
    // Shown, not kept hidden for the page script to reveal.
    expect(html).not.toMatch(/data-cookies-blocked="true"[^>]*hidden/)
    expect(await (await get('/login')).text()).toMatch(/data-cookies-blocked="true"[^>]*hidden/)
  })

  test('a signed-in page has no hidden blocked-cookies dialog: its browser sent the session cookie back', async () => {
    const cookie = await newMemberSessionCookie()
    const dashboard = await (await get('/dashboard', { cookie })).text()
    expect(dashboard).toContain('Namaste')
    expect(dashboard).not.toContain('data-cookies-blocked="true"')
    expect(await (await get('/plans', { cookie })).text()).not.toContain('data-cookies-blocked="true"')
  })

  test('with the page script Got It answers 204, and a foreign redirect is never followed', async () => {
    const response = await post('/cookie-consent', { redirectTo: '/', mode: 'script' })
    expect(response.status).toBe(204)
    expect(response.headers.getSetCookie()[0]).toMatch(/^cookie_consent=/)
    const away = await post('/cookie-consent', { redirectTo: '//evil.example/x' })
    expect(away.headers.get('location')).toBe('/cookie-consent?check=1&redirectTo=%2F')
    expect((await get('/cookie-consent?check=1&redirectTo=https%3A%2F%2Fevil.example')).headers.get('location')).toBe('/?cookies=blocked')
  })

  test('Got It from another site is refused', async () => {
    const response = await post('/cookie-consent', { redirectTo: '/' }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('plans and support', () => {
  test('a plan chosen while signed out leads to sign-in and back to confirm it', async () => {
    const response = await post('/plans?step=choose', { plan: 'PLUS' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fplans%3Fplan%3DPLUS')
  })

  test('an unknown plan is a 400 with its message', async () => {
    const response = await post('/plans?step=choose', { plan: 'GOLD' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Choose one of the plans shown.')
  })

  test('a support ticket without a name or message is a 400 with both messages', async () => {
    const response = await post('/support-ticket', { name: '', phone: '', message: '' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Please enter your full name')
    expect(html).toContain('Please write your message')
  })
})
