// The SMS outbox (DESIGN §5, ADRs 006 and 008): a row per decision to send (once per idempotency
// key, inside the caller's transaction when it has one), a pg-boss job named on each row, and a
// sender that never sends a message twice.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PgBoss } from 'pg-boss'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { handleSmsSendJobs } from '../../../jobs/sms-send.server'
import { listNotifications } from '~/services/accounts/notifications.server'
import { SmsProviderError } from '~/services/sms/providers/index.server'
import { logSmsProvider } from '~/services/sms/providers/log.server'
import { sweepSmsOutbox } from '~/services/sms/sweep.server'
import {
  createSmsBatchInTransaction,
  createSmsInTransaction,
  enqueueSms,
  queueSms,
  SMS_SEND_QUEUE,
  sendQueuedSms,
} from '~/services/sms/send.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { createMember } from '../../support/fixtures'
import { cleanOutbox, recordingProvider, smsInput, statusOf } from './support'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bhadaa-sms-'))
})
beforeEach(cleanOutbox)
afterAll(async () => {
  // The next test file in this worker's database finds no paused gateway and nothing waiting.
  await cleanOutbox()
  await stopQueueClient()
  await rm(dir, { recursive: true, force: true })
})

async function jobsFor(messageId: number) {
  const boss = new PgBoss({ connectionString: process.env.DATABASE_URL, supervise: false, schedule: false })
  await boss.start()
  try {
    return await boss.findJobs(SMS_SEND_QUEUE.name, { data: { messageId } })
  } finally {
    await boss.stop({ graceful: false })
  }
}

/** The attempt the message's own job would make. */
async function attemptOf(id: number, { isLastAttempt = false } = {}) {
  const { jobId } = await prisma.smsMessage.findUniqueOrThrow({ where: { id } })
  return { messageId: id, jobId: jobId!, isLastAttempt }
}

const ok = async () => ({ providerMessageId: 'p-1' })

describe('recording and queueing', () => {
  test('queueSms records the message QUEUED with its segments and queues one job, named on the message', async () => {
    const input = smsInput({ body: 'नमस्ते '.repeat(20), language: 'NEP' })
    const { id, created } = await queueSms(input)
    expect(created).toBe(true)

    const row = await prisma.smsMessage.findUniqueOrThrow({ where: { id } })
    expect(row).toMatchObject({ to: input.to, language: 'NEP', status: 'QUEUED', segments: 3, provider: 'log', attempts: 0 })
    const jobs = await jobsFor(id)
    expect(jobs.map((job) => job.id)).toEqual([row.jobId])
  })

  test('the same idempotency key records and queues once', async () => {
    const input = smsInput()
    const first = await queueSms(input)
    const second = await queueSms({ ...input, body: 'A different body' })
    expect(second).toEqual({ id: first.id, created: false })
    expect(await prisma.smsMessage.count({ where: { idempotencyKey: input.idempotencyKey } })).toBe(1)
    expect(await jobsFor(first.id)).toHaveLength(1)
  })

  test('refuses a number that is not a Nepal mobile in E.164, and an empty body', async () => {
    await expect(queueSms(smsInput({ to: '9812345678' }))).rejects.toThrow(RangeError)
    await expect(queueSms(smsInput({ body: '' }))).rejects.toThrow(RangeError)
  })

  test("in the caller's transaction: the message exists only if the decision commits", async () => {
    const kept = smsInput()
    const rolledBack = smsInput()
    const { id } = await prisma.$transaction((tx) => createSmsInTransaction(tx, kept))
    await expect(
      prisma.$transaction(async (tx) => {
        await createSmsInTransaction(tx, rolledBack)
        throw new Error('the decision failed')
      }),
    ).rejects.toThrow('the decision failed')
    expect(await prisma.smsMessage.findUnique({ where: { idempotencyKey: kept.idempotencyKey } })).toMatchObject({ id, status: 'QUEUED', jobId: null })
    expect(await prisma.smsMessage.findUnique({ where: { idempotencyKey: rolledBack.idempotencyKey } })).toBeNull()
  })

  test('a key decided before does not abort the transaction that meets it again', async () => {
    const input = smsInput()
    const member = await createMember()
    const { first, again } = await prisma.$transaction(async (tx) => {
      const first = await createSmsInTransaction(tx, input)
      const again = await createSmsInTransaction(tx, { ...input, body: 'Another body' })
      // The transaction is still usable afterwards.
      await tx.member.update({ where: { id: member.id }, data: { firstName: 'Gita' } })
      return { first, again }
    })
    expect(again).toEqual({ id: first.id, created: false })
    expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).firstName).toBe('Gita')
  })

  test('a batch skips the keys decided before; enqueueSms queues those still waiting, each once', async () => {
    const decided = smsInput()
    await queueSms(decided)
    const fresh = [smsInput(), smsInput(), smsInput()]
    const ids = await prisma.$transaction((tx) => createSmsBatchInTransaction(tx, [decided, ...fresh]))
    expect(ids).toHaveLength(3)

    await prisma.smsMessage.update({ where: { id: ids[2]! }, data: { status: 'SENT' } })
    expect(await enqueueSms(ids)).toBe(2)
    for (const id of ids.slice(0, 2)) expect(await jobsFor(id)).toHaveLength(1)
    expect(await jobsFor(ids[2]!)).toHaveLength(0)
  })
})

describe('sending', () => {
  test('the log provider appends a JSON line to SMS_LOG_FILE (creating its folder); the row becomes SENT', async () => {
    const file = path.join(dir, 'nested', 'sms.log')
    const input = smsInput()
    const { id } = await queueSms(input)
    const { jobId } = await prisma.smsMessage.findUniqueOrThrow({ where: { id } })

    await handleSmsSendJobs([{ id: jobId!, data: { messageId: id }, retryCount: 0, retryLimit: SMS_SEND_QUEUE.retryLimit }], logSmsProvider(file))

    const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ id, to: input.to.slice(4), body: input.body, template: 'reminder', language: 'ENG' })
    const row = await prisma.smsMessage.findUniqueOrThrow({ where: { id } })
    expect(row).toMatchObject({ status: 'SENT', provider: 'log', providerMessageId: `log-${id}`, attempts: 1, error: null })
    expect(row.sentAt).toBeInstanceOf(Date)
  })

  test('only the job named on the message sends it; a duplicate job and a second run do nothing', async () => {
    const { id } = await queueSms(smsInput())
    const { provider, sent } = recordingProvider(ok)
    expect(await sendQueuedSms({ messageId: id, jobId: 'another-job', isLastAttempt: false }, provider)).toBe('SKIPPED')
    expect(await sendQueuedSms(await attemptOf(id), provider)).toBe('SENT')
    expect(await sendQueuedSms(await attemptOf(id), provider)).toBe('SKIPPED')
    expect(sent).toEqual([id])
  })

  test('enqueueing again hands the message to the new job: the old one becomes a no-op', async () => {
    const { id } = await queueSms(smsInput())
    const old = await attemptOf(id)
    await enqueueSms([id])
    const { provider, sent } = recordingProvider(ok)
    expect(await sendQueuedSms(old, provider)).toBe('SKIPPED')
    expect(await sendQueuedSms(await attemptOf(id), provider)).toBe('SENT')
    expect(sent).toEqual([id])
  })

  test('the row is SENDING, committed, while the provider is called', async () => {
    const { id } = await queueSms(smsInput())
    let statusDuringSend: string | undefined
    const { provider } = recordingProvider(async () => {
      statusDuringSend = await statusOf(id)
      return { providerMessageId: 'p-3' }
    })
    await sendQueuedSms(await attemptOf(id), provider)
    expect(statusDuringSend).toBe('SENDING')
  })

  test('two attempts at once: the provider is called once', async () => {
    const { id } = await queueSms(smsInput())
    const { provider, sent } = recordingProvider(ok)
    const attempt = await attemptOf(id)
    await Promise.all([sendQueuedSms(attempt, provider), sendQueuedSms(attempt, provider), sendQueuedSms(attempt, provider)])
    expect(sent).toEqual([id])
  })

  test('a message past its send-before moment is CANCELLED, not sent', async () => {
    const { id } = await queueSms(smsInput({ sendBefore: new Date(Date.now() - 1_000) }))
    const { provider, sent } = recordingProvider(ok)
    expect(await sendQueuedSms(await attemptOf(id), provider)).toBe('CANCELLED')
    expect(sent).toEqual([])
    expect((await prisma.smsMessage.findUniqueOrThrow({ where: { id } })).error).toMatch(/^Not sent: it was due to go out before/)
  })
})

describe('refusals', () => {
  const refusing = (kind: SmsProviderError['kind'], message: string) =>
    recordingProvider(async () => {
      throw new SmsProviderError(kind, message)
    })

  test('a permanent refusal fails the message at once and tells its member', async () => {
    const member = await createMember()
    const { id } = await queueSms(smsInput({ memberId: member.id }))
    const { provider } = refusing('PERMANENT', 'the receiver is invalid')
    expect(await sendQueuedSms(await attemptOf(id), provider)).toBe('FAILED')
    expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'FAILED', error: 'the receiver is invalid' })
    const { items } = await listNotifications(member.id)
    expect(items).toMatchObject([{ kind: 'SMS_FAILED', payload: { smsId: id, status: 'FAILED', error: 'the receiver is invalid', template: 'reminder' } }])
  })

  test('a transient refusal puts it back to QUEUED (committed) and asks for a retry; the last attempt fails it', async () => {
    const { id } = await queueSms(smsInput())
    const { provider, sent } = refusing('TRANSIENT', 'Sparrow SMS answered HTTP 503')
    expect(await sendQueuedSms(await attemptOf(id), provider)).toBe('RETRY')
    expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'QUEUED', attempts: 1, error: 'Sparrow SMS answered HTTP 503', sendingAt: null })
    expect(await sendQueuedSms(await attemptOf(id, { isLastAttempt: true }), provider)).toBe('FAILED')
    expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      error: 'Sparrow SMS answered HTTP 503 (gave up after 2 attempts)',
    })
    expect(sent).toEqual([id, id])
  })

  test('an answer that may mean it was sent (time-out) makes it UNKNOWN, never resent', async () => {
    const { id } = await queueSms(smsInput())
    const { provider, sent } = refusing('UNKNOWN', 'Sparrow SMS did not answer in time; the message may have been sent')
    expect(await sendQueuedSms(await attemptOf(id), provider)).toBe('UNKNOWN')
    expect(await sendQueuedSms(await attemptOf(id), provider)).toBe('SKIPPED')
    expect(sent).toEqual([id])
  })

  test('an unexpected error from a provider is treated as UNKNOWN (it may have sent)', async () => {
    const { id } = await queueSms(smsInput())
    const { provider } = recordingProvider(async () => {
      throw new Error('ENOSPC: no space left on device')
    })
    expect(await sendQueuedSms(await attemptOf(id), provider)).toBe('UNKNOWN')
  })
})

describe('a worker killed mid-send', () => {
  test('the retry of its job finds the message SENDING: UNKNOWN, not resent, its member told', async () => {
    const member = await createMember()
    const { id } = await queueSms(smsInput({ memberId: member.id }))
    const attempt = await attemptOf(id)
    // What a worker leaves behind when it dies after the committed claim.
    await prisma.smsMessage.update({ where: { id }, data: { status: 'SENDING', attempts: 1, sendingAt: new Date() } })
    const { provider, sent } = recordingProvider(ok)

    expect(await sendQueuedSms(attempt, provider)).toBe('UNKNOWN')
    expect(sent).toEqual([])
    const row = await prisma.smsMessage.findUniqueOrThrow({ where: { id } })
    expect(row).toMatchObject({ status: 'UNKNOWN', attempts: 1, providerMessageId: null })
    expect(row.error).toMatch(/not sent again/)
    expect((await listNotifications(member.id)).items).toMatchObject([{ kind: 'SMS_FAILED', payload: { smsId: id, status: 'UNKNOWN' } }])
  })

  test('another job finding it SENDING leaves it alone (its owner may still be sending)', async () => {
    const { id } = await queueSms(smsInput())
    await prisma.smsMessage.update({ where: { id }, data: { status: 'SENDING', sendingAt: new Date() } })
    expect(await sendQueuedSms({ messageId: id, jobId: 'a-duplicate', isLastAttempt: false }, recordingProvider(ok).provider)).toBe('SKIPPED')
    expect(await statusOf(id)).toBe('SENDING')
  })

  test('the sweeper marks a message SENDING for over 10 minutes UNKNOWN, and leaves a recent one', async () => {
    const now = new Date()
    const { id: stale } = await queueSms(smsInput())
    const { id: recent } = await queueSms(smsInput())
    await prisma.smsMessage.update({ where: { id: stale }, data: { status: 'SENDING', sendingAt: new Date(now.getTime() - 11 * 60_000) } })
    await prisma.smsMessage.update({ where: { id: recent }, data: { status: 'SENDING', sendingAt: new Date(now.getTime() - 60_000) } })
    const { provider, sent } = recordingProvider(ok)

    expect(await sweepSmsOutbox(provider, now)).toMatchObject({ interrupted: 1, providerCheck: 'ACTIVE' })
    expect(await statusOf(stale)).toBe('UNKNOWN')
    expect(await statusOf(recent)).toBe('SENDING')
    expect(sent).toEqual([])
  })
})

describe('lost jobs', () => {
  test('the sweeper queues a message whose job never came (a crash between commit and enqueue), and only such', async () => {
    const { id: orphan } = await prisma.$transaction((tx) => createSmsInTransaction(tx, smsInput()))
    const { id: queued } = await queueSms(smsInput())
    const { jobId: queuedJob } = await prisma.smsMessage.findUniqueOrThrow({ where: { id: queued } })
    const { provider } = recordingProvider(ok)

    // Not yet: the caller may still be about to enqueue it.
    expect(await sweepSmsOutbox(provider, new Date())).toMatchObject({ requeued: 0 })
    // Six minutes later it is lost; the other one still has its job waiting.
    expect(await sweepSmsOutbox(provider, new Date(Date.now() + 6 * 60_000))).toMatchObject({ requeued: 1 })
    expect(await jobsFor(orphan)).toHaveLength(1)
    expect((await prisma.smsMessage.findUniqueOrThrow({ where: { id: queued } })).jobId).toBe(queuedJob)
  })

  test('a message whose job is over (e.g. retries spent on a database outage) gets a new job', async () => {
    const { id } = await queueSms(smsInput())
    const { jobId } = await prisma.smsMessage.findUniqueOrThrow({ where: { id } })
    const boss = new PgBoss({ connectionString: process.env.DATABASE_URL, supervise: false, schedule: false })
    await boss.start()
    try {
      await boss.cancel(SMS_SEND_QUEUE.name, jobId!)
    } finally {
      await boss.stop({ graceful: false })
    }
    expect(await sweepSmsOutbox(recordingProvider(ok).provider, new Date(Date.now() + 6 * 60_000))).toMatchObject({ requeued: 1 })
    const { jobId: newJob } = await prisma.smsMessage.findUniqueOrThrow({ where: { id } })
    expect(newJob).not.toBe(jobId)
  })
})
