// Housekeeping: expired sessions, codes and rate-limit windows are removed once they can no
// longer matter (idempotency keys after a day), so those tables stay small; support tickets go after a year (the Privacy Policy).
import type { PgBoss } from 'pg-boss'
import { IDEMPOTENCY_KEY_TTL_MS } from '~/services/idempotency.server'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'

export const PURGE_QUEUE = 'maintenance-purge-expired'
const DAY_MS = 24 * 60 * 60 * 1000
export const SUPPORT_TICKET_RETENTION_DAYS = 365

export async function purgeExpired(now = new Date()) {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  const ticketsBefore = new Date(now.getTime() - SUPPORT_TICKET_RETENTION_DAYS * DAY_MS)
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)
  const [sessions, verifications, rateLimits, supportTickets, idempotencyKeys] = await prisma.$transaction([
    prisma.session.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    prisma.phoneVerification.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    prisma.rateLimit.deleteMany({ where: { windowStart: { lt: dayAgo } } }),
    prisma.supportTicket.deleteMany({ where: { createdAt: { lt: ticketsBefore } } }),
    prisma.idempotencyKey.deleteMany({ where: { createdAt: { lt: keysBefore } } }),
  ])
  return {
    sessions: sessions.count,
    verifications: verifications.count,
    rateLimits: rateLimits.count,
    supportTickets: supportTickets.count,
    idempotencyKeys: idempotencyKeys.count,
  }
}

export async function registerMaintenance(boss: PgBoss) {
  await boss.createQueue(PURGE_QUEUE)
  await boss.schedule(PURGE_QUEUE, '17 * * * *', null, { tz: 'Asia/Kathmandu' })
  await boss.work(PURGE_QUEUE, async () => {
    const purged = await purgeExpired()
    logger.info({ purged }, 'purged expired rows')
  })
}
