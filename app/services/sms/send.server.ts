// Sending the SMS outbox (DESIGN §5, ADRs 006 and 008). A message is never sent twice:
// - only the job named on the message (`jobId`, set by enqueueSms) may send it;
// - the sender commits SENDING before it calls the provider, and the next attempt of the same job
//   that finds it SENDING (the earlier one died mid-send) marks it UNKNOWN instead of sending;
// - a provider failure that may have sent it (time-out, dropped connection) is UNKNOWN too.
// Transient refusals put the message back to QUEUED and the job retries with backoff; permanent
// ones fail it at once; account ones (no credit, token refused) pause the provider (provider-pause.server.ts).
// A message held to the sending hours (`sendAfter`, ADR 046) is never sent before then: a job that
// finds it early queues a new one for then; a held repair text whose request moved again while it
// waited is cancelled.
import { toNationalNumber } from '~/domain/phone'
import type { SmsStatus } from '~/generated/prisma/client'
import { isDatabaseUnavailable } from '~/server/database-unavailable'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { recordNotification } from '~/services/accounts/notifications.server'
import { remindersStillOwed } from '~/services/reminders/reminders.server'
import { repairTextsStillLatest } from '~/services/repairs/repair-texts.server'
import { providerHold, pauseSmsProvider, resumeAfterProbe } from './provider-pause.server'
import { enqueueSms, SEND_ATTEMPT_LIFETIME_MS } from './outbox.server'
import { type SmsProvider, SmsProviderError } from './providers/index.server'

export {
  createSmsBatchInTransaction,
  createSmsInTransaction,
  enqueueSms,
  enqueueSmsAfterCommit,
  queueSms,
  type QueueSmsInput,
  SMS_BATCH_SEND_QUEUE,
  SMS_BATCH_TEXTS,
  SMS_SEND_QUEUE,
  SMS_SEND_QUEUES,
  type SmsBatchSendJob,
  type SmsSendJob,
} from './outbox.server'

/**
 * What an attempt did: the message's new status, or RETRY (back to QUEUED, the job should retry),
 * HELD (the provider is paused: it waits, QUEUED), NOT_DUE (before its `sendAfter`: it waits,
 * QUEUED, under a new job starting then), SKIPPED (not this job's, or already settled).
 */
export type SendOutcome = SmsStatus | 'RETRY' | 'HELD' | 'NOT_DUE' | 'SKIPPED'

type Attempt = {
  messageId: number
  /** The pg-boss job making the attempt. */
  jobId: string
  /** No retry follows a transient failure: fail the message instead. */
  isLastAttempt: boolean
}

/** Sends one queued message at most once (see the file's comment). */
export async function sendQueuedSms(attempt: Attempt, provider: SmsProvider, now: Date = new Date()): Promise<SendOutcome> {
  const [outcome] = await sendQueuedSmsBatch([attempt], provider, now)
  if (outcome instanceof Error) throw outcome
  return outcome!
}

type StoredMessage = NonNullable<Awaited<ReturnType<typeof prisma.smsMessage.findUnique>>>

/**
 * Sends a batch of queued messages, each at most once (see the file's comment), concurrently: what
 * can be read for the whole batch is read once (the messages, their charges, the provider's pause),
 * the messages are claimed (QUEUED → SENDING, committed) in one statement, then all go to the
 * provider at once, and one statement records those it accepted. Returns each attempt's outcome, in order, or the
 * error that stopped it (one message's failure does not abandon the others in flight). Throws
 * only when the batch failed before anything was claimed.
 */
export async function sendQueuedSmsBatch(attempts: readonly Attempt[], provider: SmsProvider, now: Date = new Date()): Promise<Array<SendOutcome | Error>> {
  const rows = await prisma.smsMessage.findMany({ where: { id: { in: attempts.map(({ messageId }) => messageId) } } })
  const messages = new Map(rows.map((row) => [row.id, row]))
  const ours = (attempt: Attempt) => {
    const message = messages.get(attempt.messageId)
    return message?.jobId === attempt.jobId ? message : undefined
  }
  // Every charge each reminder lists (its own and its ReminderDecision rows), one query for the batch.
  const reminders = attempts.flatMap((attempt) => {
    const message = ours(attempt)
    return message?.status === 'QUEUED' && message.chargeId !== null ? [{ messageId: message.id, chargeId: message.chargeId }] : []
  })
  const owed = await remindersStillOwed(reminders, now)
  // The move of each held repair text, one query for the batch: still the request's latest?
  const heldRepairTexts = attempts.flatMap((attempt) => {
    const message = ours(attempt)
    return message?.status === 'QUEUED' && message.sendAfter !== null && message.repairEventId !== null ? [{ messageId: message.id, repairEventId: message.repairEventId }] : []
  })
  const latest = await repairTextsStillLatest(heldRepairTexts)
  const hold = await providerHold(provider.name)

  // Before the claim: what is settled without the provider, and the national number of the rest.
  const ready: Array<{ message: StoredMessage; to: string; isLastAttempt: boolean }> = []
  const settledEarly = (outcome: SendOutcome | Promise<SendOutcome> | undefined) =>
    outcome === undefined ? undefined : Promise.resolve(outcome).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
  const early = attempts.map((attempt) => settledEarly(settleEarly(attempt)))
  function settleEarly(attempt: Attempt): SendOutcome | Promise<SendOutcome> | undefined {
    const message = ours(attempt)
    if (!message) return 'SKIPPED'
    if (message.status === 'SENDING') return settleInterrupted(message)
    if (message.status !== 'QUEUED') return 'SKIPPED'
    if (message.sendAfter && message.sendAfter > now) {
      // Early (a job queued without its start, or a clock ahead of the database's): a new job, starting then.
      return enqueueSms([message.id]).then(() => 'NOT_DUE' as const)
    }
    if (message.sendBefore && message.sendBefore <= now) {
      return cancel(message, `Not sent: it was due to go out before ${message.sendBefore.toISOString()}.`)
    }
    if (message.chargeId !== null && !owed.has(message.id)) {
      return cancel(message, 'Not sent: a charge it lists is paid or cancelled, or the agreement no longer runs.')
    }
    if (message.sendAfter !== null && message.repairEventId !== null && !latest.has(message.id)) {
      return cancel(message, 'Not sent: the repair request moved again while this text waited for the sending hours.')
    }
    if (hold.holds(message.id)) return 'HELD'
    try {
      ready.push({ message, to: toNationalNumber(message.to), isLastAttempt: attempt.isLastAttempt })
    } catch {
      // Recorded messages are checked when created; a row written some other way could still hold anything.
      return fail(message, 'FAILED', `Not a Nepal mobile number: ${message.to}`)
    }
    return undefined
  }

  // The committed claim: only the job named on each message, and only once, moves it from QUEUED to SENDING.
  const claimed = new Set<number>()
  if (ready.length > 0) {
    const ids = ready.map(({ message }) => message.id)
    const jobIds = ready.map(({ message }) => message.jobId)
    const rows = await prisma.$queryRaw<Array<{ id: number }>>`
      UPDATE "SmsMessage" AS m SET status = 'SENDING', "sendingAt" = ${now}, attempts = m.attempts + 1, provider = ${provider.name}
      FROM unnest(${ids}::int[], ${jobIds}::text[]) AS c(id, "jobId")
      WHERE m.id = c.id AND m.status = 'QUEUED' AND m."jobId" = c."jobId"
      RETURNING m.id`
    for (const { id } of rows) claimed.add(id)
  }
  // The provider calls, all at once; then one write records every text the provider accepted.
  const calls = ready.map(({ message, to, isLastAttempt }) =>
    claimed.has(message.id) ? callProvider(message, to, { provider, isLastAttempt }) : Promise.resolve<SendOutcome>('SKIPPED'),
  )
  const answers = await Promise.allSettled(calls)
  const accepted = ready.flatMap(({ message }, index) => {
    const answer = answers[index]!
    return answer.status === 'fulfilled' && typeof answer.value === 'object' ? [{ messageId: message.id, jobId: message.jobId!, providerMessageId: answer.value.providerMessageId }] : []
  })
  let recorded: Set<number> | Error = new Set()
  try {
    recorded = await recordSent(accepted, now.getTime() + SEND_ATTEMPT_LIFETIME_MS - RECORD_MARGIN_MS)
  } catch (error) {
    // The texts went out but could not be recorded: they stay SENDING and the recovery marks them UNKNOWN.
    recorded = error instanceof Error ? error : new Error(String(error))
  }
  if (!(recorded instanceof Error) && hold.probeMessageId !== null && recorded.has(hold.probeMessageId)) {
    // Only the probe of a paused provider resumes it; the probe is named before its job is queued.
    await resumeAfterProbe(provider.name, hold.probeMessageId)
  }
  const outcomeOf = new Map<number, SendOutcome | Error>()
  ready.forEach(({ message }, index) => {
    const answer = answers[index]!
    if (answer.status === 'rejected') outcomeOf.set(message.id, answer.reason instanceof Error ? answer.reason : new Error(String(answer.reason)))
    else if (typeof answer.value !== 'object') outcomeOf.set(message.id, answer.value)
    else outcomeOf.set(message.id, recorded instanceof Error ? recorded : recorded.has(message.id) ? 'SENT' : 'UNKNOWN')
  })
  return Promise.all(attempts.map((attempt, index) => early[index] ?? outcomeOf.get(attempt.messageId)!))
}

/** A claimed message (SENDING, committed) to the provider: its answer, or the refusal settled. */
async function callProvider(
  message: StoredMessage,
  to: string,
  { provider, isLastAttempt }: { provider: SmsProvider; isLastAttempt: boolean },
): Promise<{ providerMessageId: string | null } | SendOutcome> {
  try {
    return await provider.send({ id: message.id, to, body: message.body, template: message.template, language: message.language })
  } catch (error) {
    return settleRefusal(message, error, { isLastAttempt, provider })
  }
}

/** The last retry of the SENT write starts this long before the attempt's lifetime ends. */
const RECORD_MARGIN_MS = 3_000
const RECORD_RETRY_FIRST_MS = 250
const RECORD_RETRY_MAX_MS = 4_000

/**
 * Records that the provider accepted these messages (one statement); answers the ids recorded.
 * The provider has them: the write is retried (never the send) while the database is out of
 * reach, until the attempt's deadline, so a blip does not turn delivered texts into UNKNOWN. It
 * applies only to messages still this job's and SENDING: one the recovery marked UNKNOWN
 * meanwhile stays so.
 */
async function recordSent(sent: ReadonlyArray<{ messageId: number; jobId: string; providerMessageId: string | null }>, deadline: number): Promise<Set<number>> {
  if (sent.length === 0) return new Set()
  const ids = sent.map(({ messageId }) => messageId)
  const jobIds = sent.map(({ jobId }) => jobId)
  const providerIds = sent.map(({ providerMessageId }) => providerMessageId)
  for (let delay = RECORD_RETRY_FIRST_MS; ; delay = Math.min(delay * 2, RECORD_RETRY_MAX_MS)) {
    try {
      const rows = await prisma.$queryRaw<Array<{ id: number }>>`
        UPDATE "SmsMessage" AS m SET status = 'SENT', "providerMessageId" = s."providerMessageId", "sentAt" = now(), error = NULL
        FROM unnest(${ids}::int[], ${jobIds}::text[], ${providerIds}::text[]) AS s(id, "jobId", "providerMessageId")
        WHERE m.id = s.id AND m.status = 'SENDING' AND m."jobId" = s."jobId"
        RETURNING m.id`
      return new Set(rows.map(({ id }) => id))
    } catch (error) {
      // Anything but an unreachable database, or no time left: the messages stay SENDING and
      // the recovery marks them UNKNOWN, as for a crash.
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error
      logger.warn({ err: error, smsMessageIds: ids }, 'SMS sent but not recorded yet: the database is out of reach, retrying the write')
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
      // Certainly not sent: it waits for the provider to work again.
      await settle(message.id, { status: 'QUEUED', error: refusal.message })
      await pauseSmsProvider(provider.name, refusal.kind, refusal.message)
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

