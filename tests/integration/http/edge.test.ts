// The production server's edge: redirect targets a visitor supplies, request body limits,
// caching of signed-in answers and the sign-in rate limit's Retry-After (ADR 016).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSession } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { hashPassword } from '~/server/passwords.server'
import { createMember } from '../../support/fixtures'
import { webClient } from '../../support/http-clients'
import { startServer, type ServerProcess } from '../../support/server-process'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

const MB = 1024 * 1024

/** A form posted as a browser without JavaScript does (same origin, no cookies). */
const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  })

/** A body sent with Transfer-Encoding: chunked (no Content-Length), `size` bytes in 64 KB chunks. */
function chunkedBody(text: string | number) {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : new Uint8Array(text).fill(0x61)
  let offset = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024))
      offset += 64 * 1024
    },
  })
}

const postChunked = (path: string, body: ReadableStream<Uint8Array>, contentType: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': contentType, origin: server.url, ...headers },
    body,
    duplex: 'half',
  } as RequestInit)

async function memberWithPassword(password: string) {
  const member = await createMember()
  await prisma.member.update({ where: { id: member.id }, data: { passwordHash: await hashPassword(password) } })
  return member
}

// Browsers drop tabs and newlines from a Location, so each of these lands on evil.example.
const HOSTILE_TARGETS = ['/\t/evil.example', '/\n/evil.example', '/\\evil.example', '//evil.example', '/%09/evil.example']

describe('redirect targets', () => {
  test.each(HOSTILE_TARGETS)('sign-in with redirectTo %j goes to the Dashboard', async (target) => {
    const member = await memberWithPassword('a-good-password-1')
    const response = await postForm('/login', { phone: member.phone, password: 'a-good-password-1', redirectTo: target })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/dashboard')
  })

  test('sign-in keeps a same-site redirectTo', async () => {
    const member = await memberWithPassword('a-good-password-1')
    const response = await postForm('/login', { phone: member.phone, password: 'a-good-password-1', redirectTo: '/properties?page=2' })
    expect(response.headers.get('location')).toBe('/properties?page=2')
  })

  test('the sign-in page does not carry a hostile redirectTo into its form', async () => {
    const response = await fetch(`${server.url}/login?redirectTo=/%09/evil.example`)
    expect(response.status).toBe(200)
    const form = /<form id="login".*?<\/form>/s.exec(await response.text())?.[0]
    expect(form).toContain('name="phone"')
    expect(form).not.toContain('name="redirectTo"')
  })

  test.each(HOSTILE_TARGETS)('sign-out, /preferences and the cookie notice refuse redirectTo %j', async (target) => {
    for (const path of ['/logout', '/preferences', '/cookie-consent']) {
      const response = await postForm(path, { language: 'en', redirectTo: target })
      expect(response.status, path).toBe(303)
      expect(response.headers.get('location'), path).not.toContain('evil.example')
    }
    const back = await fetch(`${server.url}/cookie-consent?check=1&redirectTo=${encodeURIComponent(target)}`, { redirect: 'manual' })
    expect(back.headers.get('location')).not.toContain('evil.example')
  })

  test.each(HOSTILE_TARGETS)('the sidebar form refuses redirectTo %j', async (target) => {
    const web = await webClient(server, (await createMember()).id)
    const response = await web.post('/sidebar', { collapsed: 'true', redirectTo: target })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dashboard')
  })

  test('CR and LF in redirectTo are refused, never a 500', async () => {
    const response = await postForm('/preferences', { theme: 'dark', redirectTo: '/x\r\nSet-Cookie: evil=1' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
    const login = await fetch(`${server.url}/login?redirectTo=${encodeURIComponent('/x\r\nA: b')}`)
    expect(login.status).toBe(200)
  })
})

describe('request body limits', () => {
  test('a chunked /v1 body over 1 MB is answered 413 in the API shape, not a reset connection', async () => {
    const response = await postChunked('/v1/member/login', chunkedBody(3 * MB), 'application/json')
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MB.' } })
  })

  test('a chunked /v1 body of exactly 1 MB reaches the handler; one byte more is a 413', async () => {
    // All spaces reads as an empty body, so the schema (not the size limit) answers.
    const atLimit = await postChunked('/v1/member/login', chunkedBody(' '.repeat(MB)), 'application/json')
    expect(atLimit.status).toBe(400)
    expect((await atLimit.json()).error.code).toBe('VALIDATION_ERROR')
    const over = await postChunked('/v1/member/login', chunkedBody(' '.repeat(MB + 1)), 'application/json')
    expect(over.status).toBe(413)
    expect((await over.json()).error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  test('a 2 MB form post to a web page is answered 413 with a short page', async () => {
    const response = await postForm('/login', { phone: '9800000000', password: 'x'.repeat(2 * MB) })
    expect(response.status).toBe(413)
    const html = await response.text()
    expect(html).toContain('Error 413')
    expect(html).toContain('त्रुटि ४१३')
  })

  test('a chunked form post over 1 MB is answered 413 too', async () => {
    const response = await postChunked('/preferences', chunkedBody(2 * MB), 'application/x-www-form-urlencoded')
    expect(response.status).toBe(413)
  })

  test('a multipart post over 1 MB is answered 413', async () => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(2 * MB)]), 'big.bin')
    const response = await fetch(`${server.url}/support-ticket`, { method: 'POST', body: form, headers: { origin: server.url }, redirect: 'manual' })
    expect(response.status).toBe(413)
  })

  test('a chunked body within the limit reaches the route whole', async () => {
    const body = new URLSearchParams({ language: 'ne', redirectTo: '/plans', padding: 'x'.repeat(300 * 1024) }).toString()
    const response = await postChunked('/preferences', chunkedBody(body), 'application/x-www-form-urlencoded')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/plans')
    expect(response.headers.get('set-cookie')).toContain(`lang=${encodeURIComponent(btoa('"ne"'))}`)
  })

  test('the connection stays usable after a refused body', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await postChunked('/v1/member/login', chunkedBody(2 * MB), 'application/json')).status).toBe(413)
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  })
})

describe('caching of signed-in answers', () => {
  test('every page and data request of a signed-in member is no-store', async () => {
    const web = await webClient(server, (await createMember()).id)
    for (const path of ['/dashboard', '/dashboard.data', '/settings', '/', '/plans']) {
      const response = await web.get(path)
      expect(response.status, path).toBeLessThan(400)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
    }
  })

  test('every /v1 answer to a member is no-store, whatever the route set', async () => {
    const { token } = await createSession((await createMember()).id, 'API')
    for (const path of ['/v1/member/property', '/v1/member/property/my/count', '/v1/openapi.json']) {
      const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
    }
  })

  test('public answers keep their own caching', async () => {
    expect((await fetch(`${server.url}/v1/openapi.json`)).headers.get('cache-control')).toBe('public, max-age=300')
    expect((await fetch(`${server.url}/`)).headers.get('cache-control')).not.toBe('no-store')
    // Static files are the same for everyone, signed in or not.
    const web = await webClient(server, (await createMember()).id)
    expect((await web.get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600')
  })
})

describe('sign-in rate limit', () => {
  test('the web sign-in 429 says when to try again (Retry-After), as the API does', async () => {
    const member = await createMember()
    await prisma.rateLimit.create({ data: { key: `signInFailuresPerPhone:${member.phone}`, windowStart: new Date(), count: 10 } })
    const response = await postForm('/login', { phone: member.phone, password: 'wrong-password' })
    expect(response.status).toBe(429)
    const seconds = Number(response.headers.get('retry-after'))
    expect(seconds).toBeGreaterThan(800)
    expect(seconds).toBeLessThanOrEqual(15 * 60)
  })
})
