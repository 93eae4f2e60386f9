// The SMS outbox (DESIGN §5): a row per decision to send (once per idempotency key), a pg-boss
// job per row, and a sender that never sends a message twice. The `log` provider writes JSON lines.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { PgBoss } from 'pg-boss'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { handleSmsSendJobs } from '../../../jobs/sms-send.server'
import type { SmsProvider } from '~/services/sms-providers/index.server'
import { queueSms, SMS_SEND_QUEUE, sendQueuedSms } from '~/services/sms.server'
import { prisma } from '~/utils/db.server'
import { stopQueueClient } from '~/utils/queue.server'
import { uniquePhone } from './support'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bhadaa-sms-'))
})
afterEach(() => {
  vi.unstubAllEnvs()
})
afterAll(async () => {
  await stopQueueClient()
  await rm(dir, { recursive: true, force: true })
})

const message = (overrides: Partial<Parameters<typeof queueSms>[0]> = {}) => ({
  to: uniquePhone(),
  language: 'ENG' as const,
  template: 'otp',
  body: 'Your Bhadaa code is 123456. It expires in 10 minutes. Do not share it.',
  idempotencyKey: `test:${randomUUID()}`,
  ...overrides,
})

async function readLines(file: string) {
  const text = await readFile(file, 'utf8').catch(() => '')
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** A provider that records what it was asked to send. */
function recordingProvider(result: () => Promise<{ providerMessageId: string }>) {
  const sent: number[] = []
  const provider: SmsProvider = {
    name: 'test',
    async send(sms) {
      sent.push(sms.id)
      return result()
    },
  }
  return { provider, sent }
}

describe('queueSms', () => {
  test('records the message QUEUED with its segments and queues one sms-send job for it', async () => {
    const input = message({ body: 'नमस्ते '.repeat(20), language: 'NEP' })
    const { id, created } = await queueSms(input)
    expect(created).toBe(true)

    const row = await prisma.smsMessage.findUniqueOrThrow({ where: { id } })
    expect(row).toMatchObject({ to: input.to, language: 'NEP', status: 'QUEUED', segments: 3, provider: 'log', attempts: 0 })

    const boss = new PgBoss({ connectionString: process.env.DATABASE_URL, supervise: false, schedule: false })
    await boss.start()
    try {
      const jobs = await boss.findJobs(SMS_SEND_QUEUE.name, { data: { messageId: id } })
      expect(jobs).toHaveLength(1)
    } finally {
      await boss.stop({ graceful: false })
    }
  })

  test('the same idempotency key records and queues once', async () => {
    const input = message()
    const first = await queueSms(input)
    const second = await queueSms({ ...input, body: 'A different body' })
    expect(second).toEqual({ id: first.id, created: false })
    expect(await prisma.smsMessage.count({ where: { idempotencyKey: input.idempotencyKey } })).toBe(1)
  })

  test('refuses a number that is not a Nepal mobile in E.164, and an empty body', async () => {
    await expect(queueSms(message({ to: '9812345678' }))).rejects.toThrow(RangeError)
    await expect(queueSms(message({ body: '' }))).rejects.toThrow(RangeError)
  })
})

describe('sending', () => {
  test('the log provider appends a JSON line to SMS_LOG_FILE (creating its folder); the row becomes SENT', async () => {
    const file = path.join(dir, 'nested', 'sms.log')
    vi.stubEnv('SMS_LOG_FILE', file)
    const input = message()
    const { id } = await queueSms(input)

    await handleSmsSendJobs([{ id: 'job-1', name: SMS_SEND_QUEUE.name, data: { messageId: id } } as Parameters<typeof handleSmsSendJobs>[0][number]])

    const lines = await readLines(file)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ id, to: input.to.slice(4), body: input.body, template: 'otp', language: 'ENG' })
    expect(lines[0]?.to).toMatch(/^9\d{9}$/)
    expect(Date.parse(String(lines[0]?.sentAt))).not.toBeNaN()
    const row = await prisma.smsMessage.findUniqueOrThrow({ where: { id } })
    expect(row).toMatchObject({ status: 'SENT', provider: 'log', providerMessageId: `log-${id}`, attempts: 1 })
    expect(row.sentAt).toBeInstanceOf(Date)
  })

  test('a message already sent is not sent again by a duplicate job', async () => {
    const { id } = await queueSms(message())
    const { provider, sent } = recordingProvider(async () => ({ providerMessageId: 'p-1' }))
    expect(await sendQueuedSms(id, provider)).toBe('SENT')
    expect(await sendQueuedSms(id, provider)).toBe('SENT')
    expect(sent).toEqual([id])
  })

  test('a message found SENDING (an attempt died mid-send) is marked UNKNOWN and not resent', async () => {
    const { id } = await queueSms(message())
    await prisma.smsMessage.update({ where: { id }, data: { status: 'SENDING', attempts: 1 } })
    const { provider, sent } = recordingProvider(async () => ({ providerMessageId: 'p-2' }))

    expect(await sendQueuedSms(id, provider)).toBe('UNKNOWN')
    expect(sent).toEqual([])
    const row = await prisma.smsMessage.findUniqueOrThrow({ where: { id } })
    expect(row).toMatchObject({ status: 'UNKNOWN', attempts: 1, providerMessageId: null })
    expect(row.error).toMatch(/not sent again/)
  })

  test('the row is SENDING, committed, while the provider is called', async () => {
    const { id } = await queueSms(message())
    let statusDuringSend: string | undefined
    const { provider } = recordingProvider(async () => {
      statusDuringSend = (await prisma.smsMessage.findUniqueOrThrow({ where: { id } })).status
      return { providerMessageId: 'p-3' }
    })
    await sendQueuedSms(id, provider)
    expect(statusDuringSend).toBe('SENDING')
  })

  test('two senders at once: the provider is called once', async () => {
    const { id } = await queueSms(message())
    const { provider, sent } = recordingProvider(async () => ({ providerMessageId: 'p-4' }))
    await Promise.all([sendQueuedSms(id, provider), sendQueuedSms(id, provider), sendQueuedSms(id, provider)])
    expect(sent).toEqual([id])
  })

  test('a provider refusal is recorded as FAILED with its error', async () => {
    const { id } = await queueSms(message())
    const { provider } = recordingProvider(async () => {
      throw new Error('invalid number')
    })
    expect(await sendQueuedSms(id, provider)).toBe('FAILED')
    expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'FAILED', error: 'invalid number' })
  })
})
