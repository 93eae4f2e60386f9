// Fixed-window rate limits whose counters live in PostgreSQL, so every web instance shares them
// (sign-in failures, one-time codes, ...). Keys name the limit and its subject, e.g.
// `login:+9779812345678`.
import { prisma } from '~/server/db.server'

export type RateLimitResult = {
  allowed: boolean
  /** Attempts left in the current window after this one. */
  remaining: number
  /** 0 when allowed; otherwise whole seconds until the window resets (at least 1). */
  retryAfterSeconds: number
}

/**
 * Counts one attempt against `key` and says whether it is within `limit` per `windowMs`.
 * One atomic upsert: concurrent attempts on the same key queue on its row, so the limit is
 * never exceeded however many instances count at once. A window that has run out restarts at
 * `now`. Attempts over the limit are counted too but never let through.
 */
export async function consumeRateLimit({
  key,
  limit,
  windowMs,
  now = new Date(),
}: {
  key: string
  limit: number
  windowMs: number
  now?: Date
}): Promise<RateLimitResult> {
  // Inside ON CONFLICT ... SET, `r` is the stored row and EXCLUDED the proposed one (start = now).
  const [row] = await prisma.$queryRaw<{ windowStart: Date; count: number }[]>`
    INSERT INTO "RateLimit" AS r ("key", "windowStart", "count")
    VALUES (${key}, ${now}::timestamptz, 1)
    ON CONFLICT ("key") DO UPDATE SET
      "windowStart" = CASE WHEN r."windowStart" + ${windowMs}::float8 * INTERVAL '1 millisecond' <= EXCLUDED."windowStart"
                           THEN EXCLUDED."windowStart" ELSE r."windowStart" END,
      "count"       = CASE WHEN r."windowStart" + ${windowMs}::float8 * INTERVAL '1 millisecond' <= EXCLUDED."windowStart"
                           THEN 1 ELSE r."count" + 1 END
    RETURNING "windowStart", "count"`
  if (!row) throw new Error(`Rate limit upsert for ${key} returned no row`)

  const allowed = row.count <= limit
  const resetsInMs = row.windowStart.getTime() + windowMs - now.getTime()
  return {
    allowed,
    remaining: Math.max(0, limit - row.count),
    // Clamped: a clock that went backwards must not announce a wait longer than one window.
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(Math.min(resetsInMs, windowMs) / 1000)),
  }
}

/** Forgets the attempts counted for `key` (e.g. after a successful sign-in). */
export async function resetRateLimit(key: string): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { key } })
}
