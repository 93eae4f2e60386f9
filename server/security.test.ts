// The CSP nonces: 16 random bytes each, base64, and never one handed out twice, across refills of
// the pool they are cut from; the security headers worked out once, against helmet drawing them.
import { expect, test } from 'vitest'
import { headersOf, helmetFor, nonceSource, securityHeaders } from './security'

test('each nonce is 16 bytes of its own, across refills of the pool', () => {
  // A pool of three nonces: 1,000 nonces refill it 333 times.
  const next = nonceSource(48)
  const nonces = Array.from({ length: 1000 }, next)
  for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  expect(new Set(nonces).size).toBe(1000)
})

test('a pool not a whole number of nonces long is refilled before the last partial nonce', () => {
  const next = nonceSource(40)
  const nonces = Array.from({ length: 10 }, next)
  for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  expect(new Set(nonces).size).toBe(10)
})

test('the security headers worked out once are helmet’s own for each request’s nonce', () => {
  const options = [
    { isDevelopment: false },
    { isDevelopment: true, googleMaps: true },
    { isDevelopment: false, paymentPages: ['https://esewa.example', 'https://*.khalti.com'] },
  ]
  for (const option of options) {
    const middleware = securityHeaders(option)
    const next = nonceSource()
    for (let request = 0; request < 3; request++) {
      const nonce = next()
      const set = new Map<string, string>()
      middleware({} as never, { locals: { cspNonce: nonce }, setHeader: (name: string, value: string) => set.set(name, value) } as never, () => undefined)
      expect([...set]).toEqual(headersOf(helmetFor(option, nonce)))
      expect(set.get('Content-Security-Policy')).toContain(`script-src 'self' 'nonce-${nonce}'`)
    }
  }
})
