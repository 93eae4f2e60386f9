// The outbox's periodic sweep (ADR 008), run by the `sms-sweep` job every few minutes, so that
// nothing decided is ever lost: a message SENDING for too long (its attempt died and no job is
// coming back for it) becomes UNKNOWN; a paused provider is checked and resumed when it works; and
// a QUEUED message whose job was lost (a crash between commit and enqueue, a job that ran out of
// retries without settling it) gets a new job.
import { prisma } from '~/server/db.server'
import { isJobPending } from '~/server/queue.server'
import { checkPausedSmsProvider, type ProviderCheck } from './provider-pause.server'
import { enqueueSms, SMS_SEND_QUEUES } from './outbox.server'
import type { SmsProvider } from './providers/index.server'
import { markInterrupted } from './send.server'

/** A backstop far beyond an attempt's life: the workers' recovery (recovery.server.ts) acts after 45 s. */
export const STALE_SENDING_MS = 10 * 60_000
/** Longer than any caller takes from its commit to `enqueueSms`. */
export const LOST_JOB_AFTER_MS = 5 * 60_000
/** Per sweep, so one sweep stays short; the next takes the rest. */
const SWEEP_LIMIT = 500

export async function sweepSmsOutbox(
  provider: SmsProvider,
  now = new Date(),
): Promise<{ interrupted: number; providerCheck: ProviderCheck; requeued: number }> {
  const sendingBefore = new Date(now.getTime() - STALE_SENDING_MS)
  const stale = await prisma.smsMessage.findMany({
    where: { status: 'SENDING', sendingAt: { lt: sendingBefore } },
    orderBy: { id: 'asc' },
    take: SWEEP_LIMIT,
    select: { id: true },
  })
  let interrupted = 0
  for (const { id } of stale) if (await markInterrupted({ id, sendingBefore })) interrupted++

  // While paused, waiting is right: the check resumes (and queues everything) when it can.
  const providerCheck = await checkPausedSmsProvider(provider, now)
  if (providerCheck !== 'ACTIVE') return { interrupted, providerCheck, requeued: 0 }

  const waiting = await prisma.smsMessage.findMany({
    where: { status: 'QUEUED', createdAt: { lt: new Date(now.getTime() - LOST_JOB_AFTER_MS) } },
    orderBy: { id: 'asc' },
    take: SWEEP_LIMIT,
    select: { id: true, jobId: true },
  })
  // A batch job names many messages: it is looked up once a sweep (in either send queue).
  const pending = new Map<string, Promise<boolean>>()
  const isPending = (jobId: string) => {
    let answer = pending.get(jobId)
    if (!answer) {
      answer = (async () => {
        for (const queue of SMS_SEND_QUEUES) if (await isJobPending(queue, jobId)) return true
        return false
      })()
      pending.set(jobId, answer)
    }
    return answer
  }
  const lost: number[] = []
  for (const { id, jobId } of waiting) {
    if (jobId === null || !(await isPending(jobId))) lost.push(id)
  }
  return { interrupted, providerCheck, requeued: await enqueueSms(lost) }
}
