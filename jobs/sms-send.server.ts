// The worker side of the SMS outbox: each `sms-send` job sends one SmsMessage through the
// configured provider (the at-most-once rules live in app/services/sms.server.ts).
import type { Job, PgBoss } from 'pg-boss'
import { SMS_SEND_QUEUE, sendQueuedSms, type SmsSendJob } from '~/services/sms.server'

export async function handleSmsSendJobs(jobs: Job<SmsSendJob>[]) {
  for (const job of jobs) await sendQueuedSms(job.data.messageId)
}

export async function registerSmsSend(boss: PgBoss) {
  const { name, ...options } = SMS_SEND_QUEUE
  await boss.createQueue(name, options)
  await boss.work<SmsSendJob>(name, handleSmsSendJobs)
}
