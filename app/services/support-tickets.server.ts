// Support tickets (spec §2.7, §4.5; DESIGN §7: stored for real). Anyone may open one, signed in
// or not; a signed-in member's ticket is linked to them. Each client address may open a few an
// hour, so the form cannot be used to fill the table.
import { SupportTicketSchema } from '~/schemas/support-ticket-schema'
import { fieldErrorsOf } from '~/schemas/field-errors'
import { prisma } from '~/server/db.server'
import { TooManyRequestsError, ValidationError } from '~/services/errors'
import { consumeRateLimit } from './rate-limit.server'

// Generous: in Nepal a mobile carrier puts a great many phones behind one public address
// (carrier-grade NAT); the limit only keeps a script from filling the table.
export const SUPPORT_TICKET_LIMIT = { limit: 200, windowMs: 60 * 60 * 1000 }

export async function createSupportTicket(memberId: number | null, input: unknown, { clientIp }: { clientIp: string }) {
  const parsed = SupportTicketSchema.safeParse(input)
  if (!parsed.success) throw new ValidationError('property.error.invalid', fieldErrorsOf(parsed.error))
  const rate = await consumeRateLimit({ key: `supportTicketsPerIp:${clientIp}`, ...SUPPORT_TICKET_LIMIT })
  if (!rate.allowed) {
    throw new TooManyRequestsError('errors.limit.supportTickets', rate.retryAfterSeconds)
  }
  return prisma.supportTicket.create({ data: { ...parsed.data, memberId }, select: { id: true, createdAt: true } })
}
