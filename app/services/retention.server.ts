// How long rows that only matter for a while are kept: expired sessions, codes and rate-limit
// windows go once they can no longer matter (idempotency keys and forms kept across a sign-in
// after a day), so those tables stay
// small; support tickets go after a year (the Privacy Policy). The hourly maintenance job
// (jobs/maintenance.server.ts) calls purgeExpired.
import { prisma } from '~/server/db.server'
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency.server'

const DAY_MS = 24 * 60 * 60 * 1000
export const SUPPORT_TICKET_RETENTION_DAYS = 365

export async function purgeExpired(now = new Date()) {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  const ticketsBefore = new Date(now.getTime() - SUPPORT_TICKET_RETENTION_DAYS * DAY_MS)
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)
  const [sessions, verifications, rateLimits, supportTickets, idempotencyKeys, heldForms] = await prisma.$transaction([
    prisma.session.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    prisma.phoneVerification.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    prisma.rateLimit.deleteMany({ where: { windowStart: { lt: dayAgo } } }),
    prisma.supportTicket.deleteMany({ where: { createdAt: { lt: ticketsBefore } } }),
    prisma.idempotencyKey.deleteMany({ where: { createdAt: { lt: keysBefore } } }),
    prisma.heldForm.deleteMany({ where: { expiresAt: { lte: now } } }),
  ])
  return {
    sessions: sessions.count,
    verifications: verifications.count,
    rateLimits: rateLimits.count,
    supportTickets: supportTickets.count,
    idempotencyKeys: idempotencyKeys.count,
    heldForms: heldForms.count,
  }
}
