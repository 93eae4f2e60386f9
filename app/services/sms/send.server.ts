// Sending the SMS outbox (DESIGN §5, ADRs 006 and 008). A message is never sent twice:
// - only the job named on the message (`jobId`, set by enqueueSms) may send it;
// - the sender commits SENDING before it calls the provider, and the next attempt of the same job
//   that finds it SENDING (the earlier one died mid-send) marks it UNKNOWN instead of sending;
// - a provider failure that may have sent it (time-out, dropped connection) is UNKNOWN too.
// Transient refusals put the message back to QUEUED and the job retries with backoff; permanent
// ones fail it at once; account ones (no credit, token refused) pause the gateway (gateway.server.ts).
import { toNationalNumber } from '~/domain/phone'
import type { SmsStatus } from '~/generated/prisma/client'
import { isDatabaseUnavailable } from '~/server/database-unavailable'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { recordNotification } from '~/services/notifications.server'
import { areReminderChargesOwed } from '~/services/reminders.server'
import { heldBy, pauseSmsGateway, resumeAfterProbe } from './gateway.server'
import { SEND_ATTEMPT_LIFETIME_MS } from './outbox.server'
import { type SmsProvider, SmsProviderError } from './providers/index.server'

export {
  createSmsBatchInTransaction,
  createSmsInTransaction,
  enqueueSms,
  enqueueSmsAfterCommit,
  queueSms,
  type QueueSmsInput,
  SMS_SEND_QUEUE,
  type SmsSendJob,
} from './outbox.server'

/**
 * What an attempt did: the message's new status, or RETRY (back to QUEUED, the job should retry),
 * HELD (the gateway is paused: it waits, QUEUED), SKIPPED (not this job's, or already settled).
 */
export type SendOutcome = SmsStatus | 'RETRY' | 'HELD' | 'SKIPPED'

type Attempt = {
  messageId: number
  /** The pg-boss job making the attempt. */
  jobId: string
  /** No retry follows a transient failure: fail the message instead. */
  isLastAttempt: boolean
}

/** Sends one queued message at most once (see the file's comment). */
export async function sendQueuedSms(
  { messageId, jobId, isLastAttempt }: Attempt,
  provider: SmsProvider,
  now: Date = new Date(),
): Promise<SendOutcome> {
  const message = await prisma.smsMessage.findUnique({ where: { id: messageId } })
  if (!message || message.jobId !== jobId) return 'SKIPPED'
  if (message.status === 'SENDING') return settleInterrupted(message)
  if (message.status !== 'QUEUED') return 'SKIPPED'
  if (message.sendBefore && message.sendBefore <= now) {
    return cancel(message, `Not sent: it was due to go out before ${message.sendBefore.toISOString()}.`)
  }
  if (message.chargeId !== null && !(await areReminderChargesOwed(message.id, message.chargeId, now))) {
    return cancel(message, 'Not sent: a charge it lists is paid or cancelled, or the agreement no longer runs.')
  }
  if (await heldBy(provider.name, messageId)) return 'HELD'
  let to: string
  try {
    to = toNationalNumber(message.to)
  } catch {
    // Recorded messages are checked when created; a row written some other way could still hold anything.
    return fail(message, 'FAILED', `Not a Nepal mobile number: ${message.to}`)
  }

  // The committed claim: only this job, and only once, moves it from QUEUED to SENDING.
  const claimed = await prisma.smsMessage.updateMany({
    where: { id: messageId, status: 'QUEUED', jobId },
    data: { status: 'SENDING', sendingAt: now, attempts: { increment: 1 }, provider: provider.name },
  })
  if (claimed.count === 0) return 'SKIPPED'

  let accepted: { providerMessageId: string | null }
  try {
    accepted = await provider.send({ id: message.id, to, body: message.body, template: message.template, language: message.language })
  } catch (error) {
    return settleRefusal(message, error, { isLastAttempt, provider })
  }
  const recorded = await recordSent({ messageId, jobId, providerMessageId: accepted.providerMessageId, deadline: now.getTime() + SEND_ATTEMPT_LIFETIME_MS - RECORD_MARGIN_MS })
  if (!recorded) return 'UNKNOWN'
  await resumeAfterProbe(provider.name, messageId)
  return 'SENT'
}

/** The last retry of the SENT write starts this long before the attempt's lifetime ends. */
const RECORD_MARGIN_MS = 3_000
const RECORD_RETRY_FIRST_MS = 250
const RECORD_RETRY_MAX_MS = 4_000

/**
 * Records that the provider accepted the message. The provider has it: the write is retried
 * (never the send) while the database is out of reach, until the attempt's deadline, so a blip
 * does not turn a delivered text into UNKNOWN. It applies only while the message is still this
 * job's and SENDING: if the recovery marked it UNKNOWN meanwhile, that stands (false).
 */
async function recordSent({ messageId, jobId, providerMessageId, deadline }: { messageId: number; jobId: string; providerMessageId: string | null; deadline: number }): Promise<boolean> {
  for (let delay = RECORD_RETRY_FIRST_MS; ; delay = Math.min(delay * 2, RECORD_RETRY_MAX_MS)) {
    try {
      const { count } = await prisma.smsMessage.updateMany({
        where: { id: messageId, status: 'SENDING', jobId },
        data: { status: 'SENT', providerMessageId, sentAt: new Date(), error: null },
      })
      return count === 1
    } catch (error) {
      // Anything but an unreachable database, or no time left: the message stays SENDING and
      // the recovery marks it UNKNOWN, as for a crash.
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error
      logger.warn({ err: error, smsMessageId: messageId }, 'SMS sent but not recorded yet: the database is out of reach, retrying the write')
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

type Message = { id: number; to: string; template: string; memberId: number | null; attempts: number }

/** A message no longer to be sent (past its deadline, a reminder no longer true): CANCELLED, never sent. */
async function cancel(message: { id: number; jobId: string | null }, error: string): Promise<SendOutcome> {
  await prisma.smsMessage.updateMany({ where: { id: message.id, status: 'QUEUED', jobId: message.jobId }, data: { status: 'CANCELLED', error } })
  return 'CANCELLED'
}

async function settleRefusal(message: Message, error: unknown, { isLastAttempt, provider }: { isLastAttempt: boolean; provider: SmsProvider }) {
  // Anything but a classified refusal (a bug, a full disk under the log provider) may or may not
  // have sent the message: treated as UNKNOWN, never resent.
  const refusal = error instanceof SmsProviderError ? error : new SmsProviderError('UNKNOWN', String(error), { cause: error })
  logger.warn({ err: error, smsMessageId: message.id, kind: refusal.kind }, 'SMS provider did not take a message')
  switch (refusal.kind) {
    case 'TRANSIENT':
      if (isLastAttempt) return fail(message, 'FAILED', `${refusal.message} (gave up after ${message.attempts + 1} attempts)`)
      await settle(message.id, { status: 'QUEUED', error: refusal.message })
      return 'RETRY'
    case 'NO_CREDIT':
    case 'ACCOUNT':
      // Certainly not sent: it waits for the gateway to work again.
      await settle(message.id, { status: 'QUEUED', error: refusal.message })
      await pauseSmsGateway(provider.name, refusal.kind, refusal.message)
      return 'HELD'
    case 'PERMANENT':
      return fail(message, 'FAILED', refusal.message)
    case 'UNKNOWN':
      return fail(message, 'UNKNOWN', refusal.message)
  }
}

async function settle(id: number, data: { status: SmsStatus; error: string }) {
  await prisma.smsMessage.update({ where: { id }, data: { ...data, sendingAt: null } })
}

async function fail(message: Message, status: 'FAILED' | 'UNKNOWN', error: string): Promise<SendOutcome> {
  await prisma.$transaction(async (tx) => {
    await tx.smsMessage.update({ where: { id: message.id }, data: { status, error } })
    if (message.memberId !== null) {
      await recordNotification(tx, message.memberId, 'SMS_FAILED', { smsId: message.id, to: message.to, template: message.template, status, error })
    }
  })
  return status
}

/** The attempt of this job that claimed the message stopped before the provider's answer was recorded. */
async function settleInterrupted(message: Message & { jobId: string | null }): Promise<SendOutcome> {
  logger.warn({ smsMessageId: message.id }, 'SMS found SENDING: marked UNKNOWN, not resent')
  return (await markInterrupted({ id: message.id, jobId: message.jobId })) ? 'UNKNOWN' : 'SKIPPED'
}

export const INTERRUPTED_ERROR = 'An earlier attempt stopped while sending; it may have been delivered, so it was not sent again.'

/**
 * Marks a message UNKNOWN if it is still SENDING (under the given job, or since before
 * `sendingBefore`), and tells its member. Returns whether it did.
 */
export async function markInterrupted(where: { id: number; jobId?: string | null; sendingBefore?: Date }): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const [message] = await tx.smsMessage.updateManyAndReturn({
      where: {
        id: where.id,
        status: 'SENDING',
        ...(where.jobId !== undefined ? { jobId: where.jobId } : {}),
        ...(where.sendingBefore ? { sendingAt: { lt: where.sendingBefore } } : {}),
      },
      data: { status: 'UNKNOWN', error: INTERRUPTED_ERROR },
      select: { id: true, to: true, template: true, memberId: true },
    })
    if (!message) return false
    if (message.memberId !== null) {
      await recordNotification(tx, message.memberId, 'SMS_FAILED', { smsId: message.id, to: message.to, template: message.template, status: 'UNKNOWN', error: INTERRUPTED_ERROR })
    }
    return true
  })
}

