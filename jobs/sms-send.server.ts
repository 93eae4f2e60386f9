// The worker side of the SMS outbox: `sms-send` jobs send one SmsMessage each through the
// configured provider (the at-most-once rules live in app/services/sms/send.server.ts), and the
// `sms-sweep` schedule keeps the outbox whole (app/services/sms/sweep.server.ts).
import type { JobWithMetadata, PgBoss } from 'pg-boss'
import type { SmsProvider } from '~/services/sms/providers/index.server'
import { sweepSmsOutbox } from '~/services/sms/sweep.server'
import { SMS_SEND_QUEUE, sendQueuedSms, type SmsSendJob } from '~/services/sms/send.server'
import { logger } from '~/server/logger.server'

export const SMS_SWEEP_QUEUE = 'sms-sweep'

export type SmsSendAttempt = Pick<JobWithMetadata<SmsSendJob>, 'id' | 'data' | 'retryCount' | 'retryLimit'>

export async function handleSmsSendJobs(jobs: SmsSendAttempt[], provider: SmsProvider) {
  for (const job of jobs) {
    const outcome = await sendQueuedSms({ messageId: job.data.messageId, jobId: job.id, isLastAttempt: job.retryCount >= job.retryLimit }, provider)
    // Failing the job is how pg-boss retries it, after its exponential backoff delay.
    if (outcome === 'RETRY') throw new Error(`SMS ${job.data.messageId} met a transient failure; it will be retried`)
  }
}

export async function registerSmsSend(boss: PgBoss, provider: SmsProvider) {
  const { name, ...options } = SMS_SEND_QUEUE
  await boss.createQueue(name, options)
  // createQueue leaves an existing queue as it was: bring its retry policy up to date.
  await boss.updateQueue(name, options)
  // Sending waits on the gateway, not the CPU: a few at a time per worker.
  const workOptions = { includeMetadata: true, localConcurrency: 4 } as const
  await boss.work<SmsSendJob, void, typeof workOptions>(name, workOptions, (jobs) => handleSmsSendJobs(jobs, provider))
}

export async function registerSmsSweep(boss: PgBoss, provider: SmsProvider) {
  await boss.createQueue(SMS_SWEEP_QUEUE)
  await boss.schedule(SMS_SWEEP_QUEUE, '*/5 * * * *', null, { tz: 'Asia/Kathmandu' })
  await boss.work(SMS_SWEEP_QUEUE, async () => {
    const swept = await sweepSmsOutbox(provider)
    if (swept.interrupted || swept.requeued || swept.gateway !== 'ACTIVE') logger.info({ swept }, 'SMS outbox swept')
  })
}
