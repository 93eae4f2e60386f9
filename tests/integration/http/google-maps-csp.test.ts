// GOOGLE_MAPS_API_KEY opens the CSP to Google's map hosts (the property form's map); without it
// (the default) the policy stays as strict as before.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServer, type ServerProcess } from '../../support/server-process'

let plain: ServerProcess
let withKey: ServerProcess
beforeAll(async () => {
  ;[plain, withKey] = await Promise.all([startServer(), startServer({ env: { GOOGLE_MAPS_API_KEY: 'test-key' } })])
})
afterAll(async () => {
  await Promise.all([plain?.stop(), withKey?.stop()])
})

async function directives(server: ServerProcess) {
  const response = await fetch(server.url + '/', { redirect: 'manual' })
  expect(response.status).toBe(200)
  const csp = response.headers.get('content-security-policy') ?? ''
  const map = new Map<string, string[]>()
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) map.set(name, sources)
  }
  return { csp, map }
}

describe('Google Maps and the CSP', () => {
  test('without GOOGLE_MAPS_API_KEY no Google host is allowed', async () => {
    const { csp, map } = await directives(plain)
    expect(csp).not.toContain('maps.googleapis.com')
    expect(csp).not.toContain('gstatic.com')
    expect(csp).not.toContain('googleapis.com')
    // The landing page is served from memory: its page script is admitted by its hash (ADR 022).
    expect(map.get('script-src')?.filter((source) => !/^'(nonce|sha256)-/.test(source))).toEqual(["'self'"])
    expect(map.get('connect-src')).toEqual(["'self'"])
    expect(map.get('img-src')).toEqual(["'self'", 'data:'])
    expect(map.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(map.get('font-src')).toEqual(["'self'", 'data:'])
  })

  test('with GOOGLE_MAPS_API_KEY the map scripts, tiles, styles and fonts are allowed', async () => {
    const { csp, map } = await directives(withKey)
    expect(csp).toContain('maps.googleapis.com')
    expect(map.get('script-src')).toContain('https://maps.googleapis.com')
    expect(map.get('script-src')?.some((source) => /^'(nonce|sha256)-/.test(source))).toBe(true)
    expect(map.get('connect-src')).toEqual(["'self'", 'https://maps.googleapis.com'])
    expect(map.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://maps.gstatic.com',
      'https://*.googleapis.com',
      'https://*.ggpht.com',
    ])
    expect(map.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'])
    expect(map.get('font-src')).toEqual(["'self'", 'data:', 'https://fonts.gstatic.com'])
    // The rest is as strict as without the key.
    expect(map.get('default-src')).toEqual(["'self'"])
    expect(map.get('object-src')).toEqual(["'none'"])
    expect(map.get('frame-ancestors')).toEqual(["'none'"])
  })
})
