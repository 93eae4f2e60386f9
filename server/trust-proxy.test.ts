import { expect, test } from 'vitest'
import { describeTrustProxy } from './trust-proxy'

test('TRUST_PROXY=0 says the socket address is the client IP', () => {
  expect(describeTrustProxy(0)).toContain('not behind a proxy, the socket address is the client IP')
})

test('TRUST_PROXY=n says which X-Forwarded-For entry is the client IP', () => {
  expect(describeTrustProxy(1)).toContain('behind 1 proxy, the client IP is taken from the last X-Forwarded-For entry')
  expect(describeTrustProxy(2)).toContain('behind 2 proxies, the client IP is taken from the 2nd from last X-Forwarded-For entry')
  expect(describeTrustProxy(3)).toContain('3rd from last')
})
