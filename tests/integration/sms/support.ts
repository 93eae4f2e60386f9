// What the SMS tests share: message inputs, a clean outbox per test, a provider that records what
// it was asked to send, and a real pg-boss worker running the app's `sms-send` handler.
import { randomUUID } from 'node:crypto'
import { PgBoss } from 'pg-boss'
import { expect } from 'vitest'
import { registerSmsSend } from '../../../jobs/sms-send.server'
import { type SmsProvider, smsProviderOf } from '~/services/sms/providers/index.server'
import { type QueueSmsInput, SMS_SEND_QUEUES } from '~/services/sms/send.server'
import { prisma } from '~/server/db.server'
import { env } from '~/server/env.server'
import { uniquePhone } from '../../support/fixtures'

export function smsInput(overrides: Partial<QueueSmsInput> = {}): QueueSmsInput {
  return {
    to: uniquePhone(),
    language: 'ENG',
    template: 'reminder',
    body: 'Namaste Ram, rent of Rs. 25,000.00 for Baneshwor House is due today, 15 Shrawan 2083. Please pay Sita Sharma.',
    idempotencyKey: `test:${randomUUID()}`,
    ...overrides,
  }
}

/**
 * Test files in one vitest worker share a database, one after another: each SMS test starts from
 * an outbox with nothing waiting, no jobs and no paused gateway (the gateway and the sweeper act
 * on the whole outbox), and an SMS test file leaves it so for the files after it (a paused
 * gateway would hold back their servers' texts).
 */
export async function cleanOutbox() {
  await prisma.smsMessage.updateMany({ where: { status: { in: ['QUEUED', 'SENDING'] } }, data: { status: 'CANCELLED' } })
  await prisma.smsGateway.deleteMany()
  const boss = new PgBoss({ connectionString: process.env.DATABASE_URL, supervise: false, schedule: false })
  await boss.start()
  try {
    for (const { name, ...options } of SMS_SEND_QUEUES) {
      await boss.createQueue(name, options)
      await boss.deleteAllJobs(name)
    }
  } finally {
    await boss.stop({ graceful: false })
  }
}

/** A provider that records the ids it was asked to send and answers with `result`. */
export function recordingProvider(result: (id: number) => Promise<{ providerMessageId: string | null }>, name = 'test') {
  const sent: number[] = []
  const provider: SmsProvider = {
    name,
    async send(sms) {
      sent.push(sms.id)
      return result(sms.id)
    },
  }
  return { provider, sent }
}

/** A pg-boss worker in this process with the app's sms-send handler (no schedules). */
/** `provider`: the one the environment names, as the worker builds it at start-up, unless given. */
export async function startSmsWorker(provider: SmsProvider = smsProviderOf(env)) {
  const boss = new PgBoss({ connectionString: process.env.DATABASE_URL, schedule: false, supervise: false })
  await boss.start()
  await registerSmsSend(boss, provider)
  return {
    boss,
    /** The message's current job, as pg-boss has it (in either send queue). */
    async jobOf(messageId: number) {
      const { jobId } = await prisma.smsMessage.findUniqueOrThrow({ where: { id: messageId } })
      if (!jobId) return undefined
      for (const queue of SMS_SEND_QUEUES) {
        const [job] = await boss.findJobs(queue.name, { id: jobId })
        if (job) return job
      }
      return undefined
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  }
}

export async function statusOf(id: number) {
  return (await prisma.smsMessage.findUniqueOrThrow({ where: { id } })).status
}

/** Waits (polling, no fixed sleep) until the message reaches `status`. */
export async function waitForStatus(id: number, status: string, timeout = 20_000) {
  await expect.poll(() => statusOf(id), { timeout, interval: 100 }).toBe(status)
}
