// The /v1 plumbing over real HTTP: the JSON envelope, errors, bearer auth and OpenAPI.
import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSession, sessionCookie } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { createMember } from '../../support/fixtures'
import { startServer, type ServerProcess } from '../../support/server-process'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

const api = (path: string, init: RequestInit = {}) => fetch(server.url + path, init)

describe('unknown paths and bad bodies', () => {
  test.each(['GET', 'POST', 'DELETE'])('%s on an unknown /v1 path is a JSON 404', async (method) => {
    const response = await api('/v1/no-such', { method })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: `No API endpoint at ${method} /v1/no-such.` },
    })
  })

  test('a body over 1 MB is refused with 413 before it is read', async () => {
    const response = await api('/v1/account/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
    })
    expect(response.status).toBe(413)
    expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE')
  })
})

describe('release', () => {
  test('GET /v1/public/release/latest names the versions and dates of this build', async () => {
    const response = await api('/v1/public/release/latest')
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data.api.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(data.web.version).toBe(data.api.version)
    expect(Number.isNaN(Date.parse(data.api.publishedAt))).toBe(false)
    expect(Date.parse(data.api.publishedAt)).toBeGreaterThan(Date.parse('2026-01-01'))
  })
})

describe('bearer authentication', () => {
  test('no token, a malformed header or an unknown token is 401 in the error shape', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer a b', 'Bearer unknown-token']) {
      const response = await api('/v1/account/verify', { headers: authorization ? { authorization } : {} })
      expect(response.status).toBe(401)
      expect((await response.json()).error.code).toBe('UNAUTHORIZED')
    }
  })

  test('a valid API token works as "Bearer <token>" and bare', async () => {
    const member = await createMember({ firstName: 'Ram', lastName: 'Thapa' })
    const { token } = await createSession(member.id, 'API')
    for (const authorization of [`Bearer ${token}`, token]) {
      const response = await api('/v1/account/verify', { headers: { authorization } })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ data: { member: { id: member.id, firstName: 'Ram', lastName: 'Thapa' } } })
    }
  })

  test('expired, revoked and browser-session tokens are refused', async () => {
    const member = await createMember()
    const expired = await createSession(member.id, 'API', new Date(Date.now() - 15 * 24 * 3600 * 1000))
    const revoked = await createSession(member.id, 'API')
    await prisma.session.updateMany({ where: { memberId: member.id, expiresAt: revoked.expiresAt }, data: { revokedAt: new Date() } })
    const web = await createSession(member.id, 'WEB')
    // The list reads its caller and its rows in one statement (findApiSessionReading): refused all the same, and
    // refused before its query is checked.
    for (const path of ['/v1/account/verify', '/v1/member/property', '/v1/member/property?units=maybe']) {
      for (const { token } of [expired, revoked, web]) {
        const response = await api(path, { headers: { authorization: `Bearer ${token}` } })
        expect({ path, status: response.status }).toEqual({ path, status: 401 })
        expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
      }
    }
  })

  // No process keeps a token's verdict: the next call after a revocation is refused (ADR 049).
  test('a token revoked between two calls is refused by the next one', async () => {
    const member = await createMember()
    const { token } = await createSession(member.id, 'API')
    const list = () => api('/v1/member/property', { headers: { authorization: `Bearer ${token}` } })
    expect((await list()).status).toBe(200)
    await prisma.session.updateMany({ where: { memberId: member.id }, data: { revokedAt: new Date() } })
    const refused = await list()
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
  })

  test('the browser session cookie is never accepted by /v1', async () => {
    const member = await createMember()
    const { token } = await createSession(member.id, 'WEB')
    // The same encoding the server uses, under both the production and the development name.
    const value = (await sessionCookie.serialize(token)).split(';')[0]?.split('=')[1]
    const response = await api('/v1/account/verify', { headers: { cookie: `__Host-bhadaa_session=${value}; bhadaa_session=${value}` } })
    expect(response.status).toBe(401)
  })
})

describe('OpenAPI', () => {
  test('GET /v1/openapi.json is a valid OpenAPI 3.1 document of what is served', async () => {
    const response = await api('/v1/openapi.json')
    expect(response.status).toBe(200)
    const document = await response.json()
    expect(document.openapi).toBe('3.1.0')
    const validator = new Validator()
    const result = await validator.validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v1/public/release/latest', '/v1/account/verify']))
    expect(document.paths['/v1/account/verify'].get.security).toEqual([{ bearer: [] }])
    expect(document.paths['/v1/account/verify'].get.responses['401']).toBeDefined()
    // Payloads sit under `data`; count endpoints answer `{ count }` bare (API.md).
    const success = (path: string) => document.paths[path].get.responses['200'].content['application/json'].schema
    expect(success('/v1/public/release/latest').required).toEqual(['data'])
    expect(success('/v1/member/property/my/count')).toMatchObject({ properties: { count: { type: 'integer' } }, required: ['count'] })
  })
})
