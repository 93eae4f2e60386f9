// Support tickets (spec §2.7, §4.5; DESIGN §7: stored for real). Anyone may open one, signed in
// or not; a signed-in member's ticket is linked to them. Each client address may open a few an
// hour, so the form cannot be used to fill the table.
import { SupportTicketSchema } from '~/schemas/support-ticket-schema'
import { fieldErrorsOf } from '~/schemas/field-errors'
import { prisma } from '~/server/db.server'
import { TooManyRequestsError, ValidationError } from '~/services/errors'
import { consumeRateLimit } from '~/services/rate-limit.server'
import type { StoredLanguage } from '~/domain/language'
import { supportTicketText } from '~/domain/sms/texts'
import type { SupportTicketKind } from '~/generated/prisma/client'
import { createSmsInTransaction, enqueueSmsAfterCommit } from '~/services/sms/outbox.server'

// Generous: in Nepal a mobile carrier puts a great many phones behind one public address
// (carrier-grade NAT); the limit only keeps a script from filling the table.
export const SUPPORT_TICKET_LIMIT = { limit: 200, windowMs: 60 * 60 * 1000 }

/**
 * Stores the ticket and texts its number to the phone given (in the page's language), so the
 * writer can quote it. A wrongful-use report (`kind`) goes to the operators' queue as such.
 */
export async function createSupportTicket(
  memberId: number | null,
  input: unknown,
  { clientIp, language = 'ENG', kind = 'SUPPORT' }: { clientIp: string; language?: StoredLanguage; kind?: SupportTicketKind },
) {
  const parsed = SupportTicketSchema.safeParse(input)
  if (!parsed.success) throw new ValidationError('property.error.invalid', fieldErrorsOf(parsed.error))
  const rate = await consumeRateLimit({ key: `supportTicketsPerIp:${clientIp}`, ...SUPPORT_TICKET_LIMIT })
  if (!rate.allowed) {
    throw new TooManyRequestsError('errors.limit.supportTickets', rate.retryAfterSeconds)
  }
  const { ticket, smsId } = await prisma.$transaction(async (tx) => {
    const ticket = await tx.supportTicket.create({ data: { ...parsed.data, memberId, language, kind }, select: { id: true, createdAt: true } })
    if (!parsed.data.phone) return { ticket, smsId: null }
    const sms = await createSmsInTransaction(tx, {
      to: parsed.data.phone,
      language,
      template: 'support-ticket',
      body: supportTicketText({ ticketNumber: ticket.id, language }),
      idempotencyKey: `support-ticket:${ticket.id}`,
      ...(memberId === null ? {} : { memberId }),
    })
    return { ticket, smsId: sms.id }
  })
  if (smsId !== null) await enqueueSmsAfterCommit([smsId])
  return ticket
}
