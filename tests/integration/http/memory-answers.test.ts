// Public pages and constant /v1 answers served from memory (ADR 022): a strong ETag and
// a 304 for a repeat visit, one kept page per language, theme and cookie-notice state, a CSP that
// admits exactly the page's inline script on every response, a new ETag with a new release, and
// never a kept body for a signed-in visitor or any other per-visitor request.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSession, sessionCookie } from '~/services/accounts/session.server'
import { consentCookie } from '~/server/cookie-consent.server'
import { languageCookie } from '~/server/language.server'
import { themeCookie } from '~/server/theme.server'
import { blockedScripts } from '../../support/csp'
import { createMember } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer({ env: { BUILD_ID: 'release-one' } })
})
afterAll(async () => {
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = {}, base = server.url) => fetch(base + path, { headers, redirect: 'manual' })
const cookieOf = async (cookie: { serialize(value: unknown): Promise<string> }, value: unknown) => (await cookie.serialize(value)).split(';')[0] ?? ''

const KEPT_PAGES = ['/', '/plans', '/terms-of-use', '/privacy-policy', '/login', '/register']

describe('a kept page', () => {
  test.each(KEPT_PAGES)('%s: a strong ETag, a 304 for a repeat visit, and the same body again', async (path) => {
    const first = await get(path)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"release-one-[\w-]+"$/)
    expect(first.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie')
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const body = await first.text()

    const repeat = await get(path, { 'if-none-match': etag })
    expect(repeat.status).toBe(304)
    expect(await repeat.text()).toBe('')
    expect(repeat.headers.get('etag')).toBe(etag)

    const again = await get(path, { 'if-none-match': '"an-older-release-abc"' })
    expect(again.status).toBe(200)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe(body)
  })

  test('each response carries a CSP that admits the inline page script by its hash, and no nonce', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get('/login')
      const csp = response.headers.get('content-security-policy') ?? ''
      const html = await response.text()
      expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/)
      expect(csp).not.toContain("'nonce-")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(html).not.toContain('nonce=')
      expect(html).toContain('<script>')
      expect(blockedScripts(csp, html)).toEqual([])
      // A script the hash does not cover is blocked: the check can fail.
      expect(blockedScripts(csp, html.replace('<script>', '<script>alert(1);'))).toHaveLength(1)
    }
  })

  test('a page rendered per request still has its own nonce in body and header, fresh each time', async () => {
    const nonces = []
    for (let i = 0; i < 2; i++) {
      const response = await get('/login?redirectTo=%2Fdashboard')
      const csp = response.headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      const html = await response.text()
      expect(html).toContain(`<script nonce="${nonce}">`)
      expect(blockedScripts(csp, html)).toEqual([])
      expect(response.headers.get('etag')).toBeNull()
      nonces.push(nonce)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  test('compressed forms are the same page, each with its own ETag', async () => {
    const plain = await get('/plans', { 'accept-encoding': 'identity' })
    const gzip = await get('/plans', { 'accept-encoding': 'gzip' })
    const br = await get('/plans', { 'accept-encoding': 'gzip, br' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(br.headers.get('content-encoding')).toBe('br')
    const etags = new Set([plain, gzip, br].map((r) => r.headers.get('etag')))
    expect(etags.size).toBe(3)
    const bodies = new Set(await Promise.all([plain, gzip, br].map((r) => r.text())))
    expect(bodies.size).toBe(1)
  })

  test('language, theme and cookie-notice state each have their own kept page', async () => {
    const english = await get('/')
    const nepaliByCookie = await get('/', { cookie: await cookieOf(languageCookie, 'ne') })
    const nepaliByBrowser = await get('/', { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.5' })
    const dark = await get('/', { cookie: await cookieOf(themeCookie, 'dark') })
    const consented = await get('/', { cookie: await cookieOf(consentCookie, 'yes') })
    expect(await nepaliByCookie.clone().text()).toContain('<html lang="ne"')
    expect(nepaliByBrowser.headers.get('etag')).toBe(nepaliByCookie.headers.get('etag'))
    expect(await dark.clone().text()).toContain('data-theme="dark"')
    expect(await consented.clone().text()).not.toContain('aria-label="Cookie notice"')
    expect(await english.clone().text()).toContain('aria-label="Cookie notice"')
    const etags = new Set([english, nepaliByCookie, dark, consented].map((r) => r.headers.get('etag')))
    expect(etags.size).toBe(4)
  })

  test('every unknown path shares one kept not-found page; /v1 and static files keep their own answers', async () => {
    const one = await get('/no-such-page')
    const two = await get('/nor/this/one')
    expect([one.status, two.status]).toEqual([404, 404])
    expect(one.headers.get('etag')).toMatch(/^"release-one-/)
    expect(two.headers.get('etag')).toBe(one.headers.get('etag'))
    expect((await get('/no-such-page', { 'if-none-match': one.headers.get('etag') ?? '' })).status).toBe(304)
    const api = await get('/v1/no-such-call')
    expect(api.status).toBe(404)
    expect(api.headers.get('content-type')).toContain('application/json')
    expect((await get('/favicon.svg')).status).toBe(200)
  })
})

describe('never kept', () => {
  test('a signed-in visitor gets their own page, not a kept one, and nobody else sees it', async () => {
    const member = await createMember({ firstName: 'Kamala', lastName: 'Memory' })
    const { token } = await createSession(member.id, 'WEB')
    const cookie = (await sessionCookie.serialize(token)).split(';')[0]?.replace(/^[^=]+/, '__Host-bhadaa_session') ?? ''
    for (const path of ['/', '/plans', '/terms-of-use']) {
      const response = await get(path, { cookie })
      expect(response.status).toBe(200)
      expect(response.headers.get('etag')).toBeNull()
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toContain('Kamala Memory')
      const anonymous = await get(path)
      expect(anonymous.headers.get('etag')).toMatch(/^"release-one-/)
      expect(await anonymous.text()).not.toContain('Kamala Memory')
    }
    // The sign-in page for a signed-in member says so instead of showing the form.
    const signIn = await get('/login', { cookie })
    expect(signIn.headers.get('etag')).toBeNull()
  })

  test('a flash message or any other cookie of the visitor, a query string or a bearer token: rendered for that request', async () => {
    for (const [path, headers] of [
      ['/', { cookie: 'toast=something' }],
      ['/register', { cookie: 'register_flow=abc' }],
      ['/login?cookies=blocked', {}],
      ['/', { authorization: 'Bearer nothing' }],
    ] as const) {
      const response = await get(path, headers)
      expect(response.headers.get('etag'), `${path} ${JSON.stringify(headers)}`).toBeNull()
      expect(response.headers.get('content-security-policy')).toContain("'nonce-")
    }
  })
})

describe('constant /v1 answers', () => {
  test('the latest release: kept, with a 304 for a repeat', async () => {
    const first = await get('/v1/public/release/latest')
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"release-one-/)
    expect(await first.json()).toHaveProperty('data')
    expect((await get('/v1/public/release/latest', { 'if-none-match': etag })).status).toBe(304)
  })
})

describe('a new release', () => {
  test('changes every ETag, so an old page is never confirmed', async () => {
    const next = await startServer({ env: { BUILD_ID: 'release-two' } })
    try {
      for (const path of ['/', '/no-such-page', '/v1/public/release/latest']) {
        const old = (await get(path)).headers.get('etag') ?? ''
        const fresh = await get(path, { 'if-none-match': old }, next.url)
        expect(fresh.status).toBe(path === '/no-such-page' ? 404 : 200)
        expect(fresh.headers.get('etag')).toMatch(/^"release-two-/)
        expect(fresh.headers.get('etag')).not.toBe(old)
      }
    } finally {
      await next.stop()
    }
  })
})
