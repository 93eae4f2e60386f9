// PostgreSQL-backed fixed-window rate limits (shared by every web instance).
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { consumeRateLimit, resetRateLimit } from '~/services/rate-limit.server'

const uniqueKey = () => `test:${randomUUID()}`
const t0 = new Date('2026-11-21T06:00:00.000Z')
const after = (ms: number) => new Date(t0.getTime() + ms)

describe('consumeRateLimit', () => {
  test('allows `limit` attempts per window, then refuses with the time left', async () => {
    const key = uniqueKey()
    const attempt = (now: Date) => consumeRateLimit({ key, limit: 3, windowMs: 60_000, now })

    expect(await attempt(t0)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 })
    expect(await attempt(after(1_000))).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 })
    expect(await attempt(after(2_000))).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    expect(await attempt(after(20_000))).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40 })
    expect(await attempt(after(59_500))).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 })
  })

  test('a new window starts once the old one has run out', async () => {
    const key = uniqueKey()
    const attempt = (now: Date) => consumeRateLimit({ key, limit: 1, windowMs: 60_000, now })

    expect((await attempt(t0)).allowed).toBe(true)
    expect((await attempt(after(59_999))).allowed).toBe(false)
    expect(await attempt(after(60_000))).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    // The new window runs from its first attempt (t0 + 60 s), not from t0.
    expect(await attempt(after(90_000))).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 30 })
  })

  test('keys are counted independently', async () => {
    const [a, b] = [uniqueKey(), uniqueKey()]
    expect((await consumeRateLimit({ key: a, limit: 1, windowMs: 60_000, now: t0 })).allowed).toBe(true)
    expect((await consumeRateLimit({ key: a, limit: 1, windowMs: 60_000, now: t0 })).allowed).toBe(false)
    expect((await consumeRateLimit({ key: b, limit: 1, windowMs: 60_000, now: t0 })).allowed).toBe(true)
  })

  test('resetRateLimit forgets the attempts of one key', async () => {
    const [key, other] = [uniqueKey(), uniqueKey()]
    await consumeRateLimit({ key, limit: 1, windowMs: 60_000, now: t0 })
    await consumeRateLimit({ key: other, limit: 1, windowMs: 60_000, now: t0 })

    await resetRateLimit(key)

    expect((await consumeRateLimit({ key, limit: 1, windowMs: 60_000, now: t0 })).allowed).toBe(true)
    expect((await consumeRateLimit({ key: other, limit: 1, windowMs: 60_000, now: t0 })).allowed).toBe(false)
  })

  test('many simultaneous attempts never let more than `limit` through', async () => {
    const key = uniqueKey()
    const results = await Promise.all(
      Array.from({ length: 60 }, () => consumeRateLimit({ key, limit: 7, windowMs: 60_000, now: t0 })),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(7)
    expect(results.filter((r) => !r.allowed).every((r) => r.retryAfterSeconds === 60)).toBe(true)
  })
})
