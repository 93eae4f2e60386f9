// The worker side of the SMS outbox: `sms-send` jobs send one SmsMessage each, `sms-send-batch`
// jobs (the reminder scan's) up to a hundred, through the configured provider (the at-most-once
// rules live in app/services/sms/send.server.ts), and the `sms-sweep` schedule keeps the outbox
// whole (app/services/sms/sweep.server.ts).
//
// Throughput (ADR 023): sending waits on the gateway, not on the CPU, so each worker
// claims its jobs in batches (pg-boss fetches them with FOR UPDATE SKIP LOCKED, highest priority
// first, so a one-time code is fetched before a reminder backlog) and sends a batch concurrently.
// It fetches again at once while batches come back full (burst), and settles each job on its own:
// a transient refusal retries that job only. The reminder scan's jobs name a hundred texts each,
// in a queue of their own fetched a few jobs at a time (ADR 050); a job is settled by all its
// texts: one that must retry retries the job, whose next attempt sends only the texts still
// QUEUED under it.
import type { JobResult, JobWithMetadata, PgBoss, WorkOptions } from 'pg-boss'
import type { SmsProvider } from '~/services/sms/providers/index.server'
import { sweepSmsOutbox } from '~/services/sms/sweep.server'
import {
  type SendOutcome,
  SMS_BATCH_SEND_QUEUE,
  SMS_SEND_QUEUE,
  sendQueuedSmsBatch,
  type SmsBatchSendJob,
  type SmsSendJob,
} from '~/services/sms/send.server'
import { logger } from '~/server/logger.server'

export const SMS_SWEEP_QUEUE = 'sms-sweep'

/**
 * Jobs one fetch claims and sends at once, and fetch loops per worker: up to 4 × 100 texts in flight
 * per worker process. At a gateway answering in 50 ms that is thousands a second of headroom; the
 * database's writes (a claim and a SENT per text) are then the limit.
 */
export const SMS_SEND_BATCH = 100
export const SMS_SEND_LOOPS = 4

export type SmsSendAttempt = Pick<JobWithMetadata<SmsSendJob | SmsBatchSendJob>, 'id' | 'data' | 'retryCount' | 'retryLimit'>

const messagesOf = (data: SmsSendJob | SmsBatchSendJob) => ('messageIds' in data ? data.messageIds : [data.messageId])

/**
 * Sends the messages of a batch of jobs concurrently (sendQueuedSmsBatch); each job's own result:
 * failed (so pg-boss retries it with its backoff) when a message of it met a transient refusal or
 * an error, completed otherwise (a message not due yet has a new job of its own, ADR 046). A
 * retried job sends again only its messages still QUEUED under it: the others are settled
 * (SENT, FAILED, UNKNOWN, CANCELLED) or SENDING, which the retry marks UNKNOWN, never resends.
 */
export async function handleSmsSendJobs(jobs: SmsSendAttempt[], provider: SmsProvider, now: Date = new Date()): Promise<JobResult[]> {
  const attempts = jobs.flatMap((job) =>
    messagesOf(job.data).map((messageId) => ({ messageId, jobId: job.id, isLastAttempt: job.retryCount >= job.retryLimit })),
  )
  let outcomes: Array<SendOutcome | Error>
  try {
    outcomes = await sendQueuedSmsBatch(attempts, provider, now)
  } catch (error) {
    // The batch's shared reads or its claim failed (the database out of reach): nothing was
    // sent; every job retries.
    logger.error({ err: error, count: attempts.length }, 'SMS batch failed; its jobs will be retried')
    outcomes = attempts.map(() => (error instanceof Error ? error : new Error(String(error))))
  }
  const outcomesOf = new Map<string, Array<{ messageId: number; outcome: SendOutcome | Error }>>()
  attempts.forEach(({ messageId, jobId }, index) => {
    const settled = outcomesOf.get(jobId) ?? []
    settled.push({ messageId, outcome: outcomes[index]! })
    outcomesOf.set(jobId, settled)
  })
  return jobs.map((job): JobResult => {
    const settled = outcomesOf.get(job.id) ?? []
    const error = settled.find(({ outcome }) => outcome instanceof Error)
    if (error) return { id: job.id, status: 'failed', output: { message: (error.outcome as Error).message } }
    // Failing the job is how pg-boss retries it, after its exponential backoff delay.
    const retried = settled.filter(({ outcome }) => outcome === 'RETRY').map(({ messageId }) => messageId)
    if (retried.length > 0) return { id: job.id, status: 'failed', output: { message: `SMS ${retried.join(', ')} met a transient failure; it will be retried` } }
    return { id: job.id, status: 'completed' }
  })
}

export const SMS_SEND_WORK_OPTIONS = {
  includeMetadata: true,
  batchSize: SMS_SEND_BATCH,
  localConcurrency: SMS_SEND_LOOPS,
  // While a fetch comes back full there is more waiting: fetch again without the polling pause.
  burstWhenBatchFull: true,
  // The least pg-boss allows: a text queued into an idle queue waits at most this long.
  pollingIntervalSeconds: 0.5,
  perJobResults: true,
} as const satisfies WorkOptions

/**
 * The batch jobs' loops: two, each fetching two jobs (up to 2 × 2 × SMS_BATCH_TEXTS = 400 texts in
 * flight per worker, as SMS_SEND_LOOPS × SMS_SEND_BATCH for single jobs), and fetching again at
 * once while a fetch comes back full.
 */
export const SMS_BATCH_SEND_WORK_OPTIONS = {
  ...SMS_SEND_WORK_OPTIONS,
  batchSize: 2,
  localConcurrency: 2,
} as const satisfies WorkOptions

export async function registerSmsSend(boss: PgBoss, provider: SmsProvider) {
  for (const { name, ...options } of [SMS_SEND_QUEUE, SMS_BATCH_SEND_QUEUE]) {
    await boss.createQueue(name, options)
    // createQueue leaves an existing queue as it was: bring its retry policy up to date.
    await boss.updateQueue(name, options)
  }
  await boss.work<SmsSendJob, void, typeof SMS_SEND_WORK_OPTIONS>(SMS_SEND_QUEUE.name, SMS_SEND_WORK_OPTIONS, (jobs) => handleSmsSendJobs(jobs, provider))
  await boss.work<SmsBatchSendJob, void, typeof SMS_BATCH_SEND_WORK_OPTIONS>(SMS_BATCH_SEND_QUEUE.name, SMS_BATCH_SEND_WORK_OPTIONS, (jobs) =>
    handleSmsSendJobs(jobs, provider),
  )
}

export async function registerSmsSweep(boss: PgBoss, provider: SmsProvider) {
  await boss.createQueue(SMS_SWEEP_QUEUE)
  await boss.schedule(SMS_SWEEP_QUEUE, '*/5 * * * *', null, { tz: 'Asia/Kathmandu' })
  await boss.work(SMS_SWEEP_QUEUE, async () => {
    const swept = await sweepSmsOutbox(provider)
    if (swept.interrupted || swept.requeued || swept.providerCheck !== 'ACTIVE') logger.info({ swept }, 'SMS outbox swept')
  })
}
