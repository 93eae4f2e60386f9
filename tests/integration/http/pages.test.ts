// The production server's pages: status codes, security headers, caching, compression and
// the interface language.
import { readdirSync } from 'node:fs'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServer, type ServerProcess } from '../../support/server-process'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers, redirect: 'manual' })

describe('health', () => {
  test('/healthz answers while the process is up', async () => {
    const response = await get('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  test('/readyz is 200 once the database, migrations and worker are all good', async () => {
    const response = await get('/readyz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, worker: true },
    })
  })
})

describe('connections', () => {
  test('an idle keep-alive connection outlives Node\'s 5 s: a client reusing it after 6 s is answered on it', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const once = () =>
      new Promise<{ status: number; keepAlive: string; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${server.url}/healthz`, { agent }, (response) => {
          response.resume()
          response.on('end', () => resolve({ status: response.statusCode ?? 0, keepAlive: String(response.headers['keep-alive']), reused: request.reusedSocket }))
        })
        request.on('error', reject)
      })
    try {
      const first = await once()
      expect(first).toEqual({ status: 200, keepAlive: 'timeout=65', reused: false })
      await new Promise((resolve) => setTimeout(resolve, 6_000))
      expect(await once()).toEqual({ status: 200, keepAlive: 'timeout=65', reused: true })
    } finally {
      agent.destroy()
    }
  })
})

describe('pages', () => {
  test('the landing page renders on the server with its styles', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('Renting Made Easy')
    expect(html).toMatch(/<style data-emotion="css [^"]+"/)
  })

  test('an unknown path is the not-found page with status 404', async () => {
    const response = await get('/no-such-page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Error 404')
    expect(html).toContain('Looks like the resource you are trying to access does not exist on our records.')
  })

  test('a form post to an unknown path is a 404 too, never a 500', async () => {
    const response = await fetch(`${server.url}/no-such-page`, { method: 'POST', body: new URLSearchParams({ a: '1' }), redirect: 'manual' })
    expect(response.status).toBe(404)
  })
})

describe('security headers', () => {
  // A page rendered for this request (a query string: not one kept in memory, ADR 022).
  test('every script carries the per-request CSP nonce, and nothing else may run', async () => {
    const response = await get('/login?redirectTo=%2Fdashboard')
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    const second = await get('/login?redirectTo=%2Fdashboard')
    expect(second.headers.get('content-security-policy')).not.toContain(nonce)
  })

  test('the usual hardening headers are set and the framework is not advertised', async () => {
    const response = await get('/')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000')
    expect(response.headers.get('x-powered-by')).toBeNull()
  })

  test('each response has a request id, and a sane incoming one is kept', async () => {
    const fresh = await get('/healthz')
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await get('/healthz', { 'x-request-id': 'trace-abc.123' })
    expect(kept.headers.get('x-request-id')).toBe('trace-abc.123')
    const replaced = await get('/healthz', { 'x-request-id': 'bad id with spaces' })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('cross-site requests', () => {
  const post = (path: string, headers: Record<string, string>) =>
    fetch(server.url + path, { method: 'POST', body: new URLSearchParams({ theme: 'dark', redirectTo: '/' }), headers, redirect: 'manual' })

  test('a form post from another site is refused and changes nothing', async () => {
    const response = await post('/preferences', { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  test('Fetch Metadata saying cross-site is refused, and so is Origin: null', async () => {
    expect((await post('/preferences', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await post('/preferences', { origin: 'null' })).status).toBe(403)
  })

  test('the API answers a cross-site request in its JSON error shape', async () => {
    const response = await fetch(`${server.url}/v1/member/login`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: '{}' })
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe('CROSS_SITE_REQUEST')
  })

  test('our own pages, and clients that send no Origin, pass', async () => {
    expect((await post('/preferences', { origin: server.url, 'sec-fetch-site': 'same-origin' })).status).toBe(303)
    expect((await post('/preferences', {})).status).toBe(303)
  })
})

describe('assets', () => {
  test('hashed assets are cached for a year as immutable and served compressed', async () => {
    // The public pages load none (ADR 009): take React's chunk from the build (the entry itself is
    // too small to be worth compressing).
    const entry = readdirSync('build/client/assets').find((file) => /^framework-[\w-]+\.js$/.test(file))
    expect(entry).toBeTruthy()
    const response = await get(`/assets/${entry}`, { 'accept-encoding': 'gzip' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })
})

describe('language', () => {
  test('Accept-Language picks Nepali for a visitor', async () => {
    const html = await (await get('/', { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.5' })).text()
    expect(html).toContain('<html lang="ne"')
    expect(html).toContain('भाडा व्यवस्थापन अब सजिलो')
  })

  test('the lang cookie wins over Accept-Language', async () => {
    const html = await (await get('/', { 'accept-language': 'ne', cookie: 'lang=ImVuIg%3D%3D' })).text()
    expect(html).toContain('<html lang="en"')
  })

  test('the language switch is a plain form post that sets the cookie and goes back', async () => {
    const response = await fetch(`${server.url}/preferences`, {
      method: 'POST',
      body: new URLSearchParams({ language: 'ne', redirectTo: '/no-such-page' }),
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/no-such-page')
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('lang='))
    expect(cookie).toBeTruthy()
    const html = await (await get('/', { cookie: (cookie as string).split(';')[0] as string })).text()
    expect(html).toContain('भाडा व्यवस्थापन अब सजिलो')
  })

  test('the switch never redirects off the site', async () => {
    const response = await fetch(`${server.url}/preferences`, {
      method: 'POST',
      body: new URLSearchParams({ theme: 'dark', redirectTo: '//evil.example/' }),
      redirect: 'manual',
    })
    expect(response.headers.get('location')).toBe('/')
  })
})
