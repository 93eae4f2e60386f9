// The SMS outbox (DESIGN §5). Deciding to send writes an SmsMessage row (once per idempotency
// key), then a pg-boss job sends it. A message is never sent twice: the sender marks it SENDING
// in a committed update before it calls the provider, and a later attempt that finds it SENDING
// (the earlier one died mid-send, so it may or may not have gone out) marks it UNKNOWN for
// review instead of sending again.
import type { Queue } from 'pg-boss'
import { toNationalNumber } from '~/domain/phone'
import { countSmsSegments } from '~/domain/sms-segments'
import type { SmsStatus } from '~/generated/prisma/client'
import { prisma } from '~/utils/db.server'
import { logger } from '~/utils/logger.server'
import { isUniqueViolation } from '~/utils/prisma-errors.server'
import { enqueue } from '~/utils/queue.server'
import { smsProviderFromEnv, type SmsProvider } from './sms-providers/index.server'

export const SMS_SEND_QUEUE = {
  name: 'sms-send',
  // A retry happens only when the handler itself failed (database down, worker killed); the
  // provider's own refusals are recorded as FAILED and not retried here (issue 6 adds that).
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 120,
} satisfies Queue

export type SmsSendJob = { messageId: number }

export type QueueSmsInput = {
  /** E.164 Nepal mobile number. */
  to: string
  language: 'ENG' | 'NEP'
  template: string
  body: string
  /** Makes the decision to send happen once, e.g. `otp:<verificationId>`. */
  idempotencyKey: string
  memberId?: number
  tenantId?: number
}

/**
 * Records the message and queues its sending. A second call with the same idempotency key
 * returns the first message and queues nothing. If the job cannot be queued the message is
 * marked FAILED (so nothing sends it later, stale) and the error is thrown.
 */
export async function queueSms(input: QueueSmsInput): Promise<{ id: number; created: boolean }> {
  toNationalNumber(input.to) // throws on anything but a stored Nepal mobile number
  const { segments } = countSmsSegments(input.body)
  if (segments === 0) throw new RangeError('An SMS needs a body')

  let id: number
  try {
    ;({ id } = await prisma.smsMessage.create({
      data: { ...input, segments, status: 'QUEUED', provider: smsProviderFromEnv().name },
      select: { id: true },
    }))
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const existing = await prisma.smsMessage.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey } })
    return { id: existing.id, created: false }
  }

  try {
    await enqueue(SMS_SEND_QUEUE, { messageId: id } satisfies SmsSendJob)
  } catch (error) {
    await prisma.smsMessage.update({ where: { id }, data: { status: 'FAILED', error: `Could not be queued: ${String(error)}` } })
    throw error
  }
  return { id, created: true }
}

/** Sends one queued message at most once; returns the status it ends in. */
export async function sendQueuedSms(messageId: number, provider: SmsProvider = smsProviderFromEnv()): Promise<SmsStatus | null> {
  // The committed claim: only one attempt can move QUEUED to SENDING.
  const [message] = await prisma.smsMessage.updateManyAndReturn({
    where: { id: messageId, status: 'QUEUED' },
    data: { status: 'SENDING', attempts: { increment: 1 }, provider: provider.name },
  })
  if (!message) return settleUnclaimed(messageId)

  try {
    const { providerMessageId } = await provider.send({
      id: message.id,
      to: toNationalNumber(message.to),
      body: message.body,
      template: message.template,
      language: message.language,
    })
    await prisma.smsMessage.update({ where: { id: message.id }, data: { status: 'SENT', providerMessageId, sentAt: new Date() } })
    return 'SENT'
  } catch (error) {
    logger.warn({ err: error, smsMessageId: message.id }, 'SMS provider refused a message')
    await prisma.smsMessage.update({
      where: { id: message.id },
      data: { status: 'FAILED', error: error instanceof Error ? error.message : String(error) },
    })
    return 'FAILED'
  }
}

// Not QUEUED: already settled (a duplicate job: nothing to do), or SENDING, which means an
// earlier attempt stopped between claiming it and recording the provider's answer.
async function settleUnclaimed(messageId: number): Promise<SmsStatus | null> {
  const flagged = await prisma.smsMessage.updateMany({
    where: { id: messageId, status: 'SENDING' },
    data: {
      status: 'UNKNOWN',
      error: 'An earlier attempt stopped while sending; it may have been delivered, so it was not sent again.',
    },
  })
  if (flagged.count > 0) {
    logger.warn({ smsMessageId: messageId }, 'SMS found SENDING: marked UNKNOWN, not resent')
    return 'UNKNOWN'
  }
  const message = await prisma.smsMessage.findUnique({ where: { id: messageId }, select: { status: true } })
  return message?.status ?? null
}
