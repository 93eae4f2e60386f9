// The support desk: tickets and wrongful-use reports as a queue (NEW, IN_PROGRESS,
// CLOSED). An operator replies by SMS to the phone given (through the outbox, so the reply is in
// the SMS log), writes internal notes, moves the status, and may freeze claims on a reported phone
// until the report is closed (checked by sign-up: assertClaimsOpen). Every action is audited.
import type { SupportTicketStatus } from '~/generated/prisma/client'
import { supportReplyText } from '~/domain/sms/texts'
import { prisma } from '~/server/db.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { recordAudit } from '~/services/audit.server'
import { createSmsInTransaction, enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import { isRecordId } from '~/domain/record-id'
import { isTicketStatus, TICKET_STATUSES } from '~/domain/support-tickets'
import { type Operator, requireReason } from './operators.server'

export const REPLY_MAX = 300
export { isTicketStatus, TICKET_STATUSES }

export async function listTickets(status: SupportTicketStatus) {
  const [items, counts] = await Promise.all([
    prisma.supportTicket.findMany({
      where: { status },
      orderBy: { id: status === 'CLOSED' ? 'desc' : 'asc' },
      take: 100,
      select: { id: true, kind: true, status: true, name: true, phone: true, message: true, freezesClaims: true, createdAt: true },
    }),
    prisma.supportTicket.groupBy({ by: ['status'], _count: { _all: true } }),
  ])
  const count = Object.fromEntries(TICKET_STATUSES.map((s) => [s, counts.find((row) => row.status === s)?._count._all ?? 0])) as Record<SupportTicketStatus, number>
  return { items, counts: count }
}

export async function getTicket(ticketId: number) {
  const ticket = isRecordId(ticketId)
    ? await prisma.supportTicket.findUnique({
        where: { id: ticketId },
        include: { notes: { orderBy: { id: 'asc' }, select: { id: true, body: true, smsMessageId: true, authorMemberId: true, createdAt: true } } },
      })
    : null
  if (!ticket) throw new NotFoundError('ops.ticketNotFound')
  const smsIds = ticket.notes.flatMap((note) => (note.smsMessageId === null ? [] : [note.smsMessageId]))
  const sms = await prisma.smsMessage.findMany({ where: { id: { in: smsIds } }, select: { id: true, status: true } })
  return { ...ticket, smsStatus: Object.fromEntries(sms.map((row) => [row.id, row.status])) as Record<number, string> }
}

function requireText(body: unknown): string {
  const text = typeof body === 'string' ? body.trim() : ''
  if (text === '') throw new ValidationError('ops.textRequired', { body: ['ops.textRequired'] })
  if ([...text].length > REPLY_MAX) throw new ValidationError('ops.textTooLong', { body: ['ops.textTooLong'] })
  return text
}

/**
 * Texts `body` to the ticket's phone through the SMS outbox (idempotency key `ticket-reply:<note>`),
 * kept as a note with its message; the ticket moves to IN_PROGRESS when it was NEW.
 */
export async function replyToTicket(operator: Operator, ticketId: number, body: unknown) {
  const text = requireText(body)
  const ticket = await getTicket(ticketId)
  if (!ticket.phone) throw new ConflictError('ops.ticketNoPhone')
  const phone = ticket.phone
  const language = ticket.language
  const smsId = await prisma.$transaction(async (tx) => {
    const note = await tx.supportTicketNote.create({ data: { ticketId, authorMemberId: operator.id, body: text }, select: { id: true } })
    const sms = await createSmsInTransaction(tx, {
      to: phone,
      language,
      template: 'support-reply',
      body: supportReplyText({ ticketNumber: ticketId, text, language }),
      idempotencyKey: `ticket-reply:${note.id}`,
      ...(ticket.memberId === null ? {} : { memberId: ticket.memberId }),
    })
    await tx.supportTicketNote.update({ where: { id: note.id }, data: { smsMessageId: sms.id } })
    if (ticket.status === 'NEW') await tx.supportTicket.update({ where: { id: ticketId }, data: { status: 'IN_PROGRESS' } })
    await recordAudit({ actorMemberId: operator.id, actorRole: 'OPERATOR', action: 'operator.ticketReply', target: `ticket:${ticketId}`, details: { smsMessageId: sms.id } }, tx)
    return sms.id
  })
  await enqueueSmsAfterCommit([smsId])
  return { smsMessageId: smsId }
}

export async function addTicketNote(operator: Operator, ticketId: number, body: unknown) {
  const text = requireText(body)
  await getTicket(ticketId)
  await prisma.$transaction(async (tx) => {
    await tx.supportTicketNote.create({ data: { ticketId, authorMemberId: operator.id, body: text } })
    await recordAudit({ actorMemberId: operator.id, actorRole: 'OPERATOR', action: 'operator.ticketNote', target: `ticket:${ticketId}` }, tx)
  })
}

export async function setTicketStatus(operator: Operator, ticketId: number, status: unknown) {
  if (!isTicketStatus(status)) throw new ValidationError('ops.statusInvalid', { status: ['ops.statusInvalid'] })
  const ticket = await getTicket(ticketId)
  if (ticket.status === status) return
  await prisma.$transaction(async (tx) => {
    await tx.supportTicket.update({ where: { id: ticketId }, data: { status } })
    await recordAudit({ actorMemberId: operator.id, actorRole: 'OPERATOR', action: 'operator.ticketStatus', target: `ticket:${ticketId}`, details: { from: ticket.status, to: status } }, tx)
  })
}

/** Freezes (or thaws) claims on a wrongful-use report's phone; a reason is required either way. */
export async function setClaimFreeze(operator: Operator, ticketId: number, freeze: boolean, reason: unknown) {
  const why = requireReason(reason)
  const ticket = await getTicket(ticketId)
  if (ticket.kind !== 'WRONGFUL_USE' || !ticket.phone) throw new ConflictError('ops.freezeNeedsReport')
  await prisma.$transaction(async (tx) => {
    await tx.supportTicket.update({ where: { id: ticketId }, data: { freezesClaims: freeze } })
    await recordAudit({ actorMemberId: operator.id, actorRole: 'OPERATOR', action: freeze ? 'operator.claimsFreeze' : 'operator.claimsThaw', target: `ticket:${ticketId}`, reason: why, details: { phone: ticket.phone } }, tx)
  })
}

/** Whether an open wrongful-use report freezes claims on this phone (E.164). */
export async function areClaimsFrozen(phone: string): Promise<boolean> {
  const open = await prisma.supportTicket.findFirst({ where: { phone, kind: 'WRONGFUL_USE', freezesClaims: true, status: { not: 'CLOSED' } }, select: { id: true } })
  return open !== null
}

/** For sign-up (which claims the number): ConflictError while a report freezes the phone. */
export async function assertClaimsOpen(phone: string): Promise<void> {
  if (await areClaimsFrozen(phone)) throw new ConflictError('errors.claimsFrozen')
}
