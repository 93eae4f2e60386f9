// The CSP nonces: 16 random bytes each, base64, and never one handed out twice, across refills of
// the pool they are cut from.
import { expect, test } from 'vitest'
import { nonceSource } from './security'

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
