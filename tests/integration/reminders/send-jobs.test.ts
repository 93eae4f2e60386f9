// The reminder scan writes its texts' send jobs itself, in each batch's one statement (ADR 039),
// one job per hundred texts (ADR 050): the job rows are the ones pg-boss's own insert writes, a
// real pg-boss worker fetches each and sends its texts exactly once, a text of a job that meets a
// transient refusal is retried with its job while the others are not sent again, a scan run again
// (or twice at once) queues nothing more, and a batch whose statement fails leaves neither text
// nor job behind. The day is nine years ahead,
// so no other test's charges fall on it, and its deadline is still to come for the real clock
// the worker sends with.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeEach, expect, test } from 'vitest'
import { nepalToday } from '~/domain/nepal-time'
import { scanReminders } from '~/services/reminders/reminders.server'
import { inSendBatches, smsRowOf } from '~/services/sms/outbox.server'
import { SmsProviderError } from '~/services/sms/providers/index.server'
import { SMS_BATCH_SEND_QUEUE, SMS_BATCH_TEXTS } from '~/services/sms/send.server'
import { prisma } from '~/server/db.server'
import { enqueueMany, stopQueueClient } from '~/server/queue.server'
import { cleanOutbox, recordingProvider, smsInput, startSmsWorker, waitForStatus } from '../sms/support'
import { agreementAt, at, landlordWithPlaces, remindersOf } from './support'

const year = Number(nepalToday().slice(0, 4)) + 9
const DUE = `${year}-05-20`

beforeEach(cleanOutbox)
afterAll(async () => {
  await cleanOutbox()
  await stopQueueClient()
})

/** `count` agreements whose rent falls due on DUE, each with a tenant of its own; their rent charges. */
async function rentsDue(count: number) {
  const rents = []
  while (rents.length < count) {
    const { member, places } = await landlordWithPlaces()
    for (const place of places.slice(0, count - rents.length)) {
      const { charges } = await agreementAt(member.id, place, { start: `${year}-05-01`, end: `${year + 1}-04-30`, paymentDayOfMonth: 20 }, at(`${year}-05-01`, 8))
      rents.push(charges.find((charge) => charge.dueDate.toISOString().startsWith(DUE))!)
    }
  }
  // The agreements' own texts are not what this file is about.
  await cleanOutbox()
  return rents
}

/** pg-boss's rows of these jobs, as stored, without what differs between any two jobs (id, data, the moment). */
async function jobRows(ids: readonly string[]) {
  return prisma.$queryRaw<Array<{ id: string; kind: unknown; table: string; keptSeconds: number; startsWhenCreated: boolean }>>`
    SELECT id::text, to_jsonb(j) - 'id' - 'data' - 'created_on' - 'start_after' - 'keep_until' AS kind, tableoid::regclass::text AS table,
           extract(epoch FROM keep_until - start_after)::int AS "keptSeconds", start_after = created_on AS "startsWhenCreated"
    FROM pgboss.job j WHERE id = ANY(${ids}::uuid[]) ORDER BY array_position(${ids}::uuid[], id)`
}

/** How many batch send jobs pg-boss holds naming each message. */
async function jobsPerMessage(messageIds: readonly number[]) {
  const rows = await prisma.$queryRaw<Array<{ messageId: number; jobs: number }>>`
    SELECT m.id AS "messageId", count(j.id)::int AS jobs
    FROM unnest(${messageIds}::int[]) AS m(id)
    LEFT JOIN pgboss.job j ON j.name = ${SMS_BATCH_SEND_QUEUE.name} AND j.data->'messageIds' @> to_jsonb(m.id)
    GROUP BY m.id ORDER BY m.id`
  return rows.map(({ jobs }) => jobs)
}

test('texts are named a send job per hundred, in order', () => {
  const rows = inSendBatches(Array.from({ length: 2 * SMS_BATCH_TEXTS + 1 }, () => smsRowOf(smsInput())))
  const jobIds = rows.map((row) => row.jobId)
  expect(new Set(jobIds.slice(0, SMS_BATCH_TEXTS)).size).toBe(1)
  expect(new Set(jobIds.slice(SMS_BATCH_TEXTS, 2 * SMS_BATCH_TEXTS)).size).toBe(1)
  expect(new Set(jobIds).size).toBe(3)
  expect(jobIds.at(-1)).not.toBe(jobIds[0])
})

test("the scan's send job is the row pg-boss's insert writes; the real worker fetches it and sends each text once", async () => {
  const rents = await rentsDue(3)
  expect(await scanReminders(at(DUE, 9))).toMatchObject({ decided: 3, queued: 3 })
  const texts = await remindersOf(rents.map((rent) => rent.id))
  expect(texts).toHaveLength(3)
  const jobId = texts[0]!.jobId!
  // One job for the three texts of the batch.
  expect(texts.map((text) => text.jobId)).toEqual([jobId, jobId, jobId])
  const messageIds = texts.map((text) => text.id).sort((a, b) => a - b)

  // The same job by pg-boss's own insert (at a reminder's priority), beside it for comparison.
  const byPgBoss = randomUUID()
  await enqueueMany(SMS_BATCH_SEND_QUEUE, [{ id: byPgBoss, data: { messageIds } }])
  const [scanned, inserted] = await jobRows([jobId, byPgBoss])
  expect(scanned).toEqual({ ...inserted, id: jobId })
  // Not merely equal: both carry the send queue's settings, in pg-boss's table for it.
  expect(scanned).toMatchObject({
    kind: expect.objectContaining({
      name: SMS_BATCH_SEND_QUEUE.name,
      state: 'created',
      priority: 0,
      retry_limit: SMS_BATCH_SEND_QUEUE.retryLimit,
      retry_delay: SMS_BATCH_SEND_QUEUE.retryDelay,
      retry_backoff: true,
      retry_delay_max: SMS_BATCH_SEND_QUEUE.retryDelayMax,
      expire_seconds: SMS_BATCH_SEND_QUEUE.expireInSeconds,
      policy: 'standard',
      singleton_key: null,
    }),
    startsWhenCreated: true,
  })
  expect(scanned!.keptSeconds).toBeGreaterThan(0)
  const [data] = await prisma.$queryRaw<Array<{ data: unknown }>>`SELECT data FROM pgboss.job WHERE id = ${jobId}::uuid`
  expect(data!.data).toEqual({ messageIds })
  await prisma.$executeRaw`DELETE FROM pgboss.job WHERE id = ${byPgBoss}::uuid`

  const { provider, sent } = recordingProvider(async (id) => ({ providerMessageId: `p-${id}` }))
  const worker = await startSmsWorker(provider)
  try {
    for (const id of messageIds) await waitForStatus(id, 'SENT')
    await expect.poll(async () => (await worker.jobOf(messageIds[0]!))?.state, { timeout: 10_000, interval: 100 }).toBe('completed')
    // Two more polling rounds of the worker's (0.5 s each): nothing is fetched again.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(sent.sort((a, b) => a - b)).toEqual(messageIds)
    expect(await worker.jobOf(messageIds[0]!)).toMatchObject({ state: 'completed', retryCount: 0 })
  } finally {
    await worker.stop()
  }
  for (const id of messageIds) expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'SENT', attempts: 1 })
})

test("a text of a batch job refused for a while is retried with its job; the job's other texts are not sent again", async () => {
  const rents = await rentsDue(3)
  await scanReminders(at(DUE, 9))
  const texts = await remindersOf(rents.map((rent) => rent.id))
  const refused = texts[1]!.id
  let refusals = 0
  const { provider, sent } = recordingProvider(async (id) => {
    if (id === refused && refusals++ === 0) throw new SmsProviderError('TRANSIENT', 'gateway busy')
    return { providerMessageId: `p-${id}` }
  })
  const worker = await startSmsWorker(provider)
  try {
    await expect.poll(async () => (await worker.jobOf(refused))?.state, { timeout: 10_000, interval: 100 }).toBe('retry')
    expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id: refused } })).toMatchObject({ status: 'QUEUED', attempts: 1, error: 'gateway busy' })
    // Its backoff (a minute) skipped: the job's second attempt.
    await worker.boss.update(SMS_BATCH_SEND_QUEUE.name, undefined, { id: texts[1]!.jobId!, startAfter: new Date() })
    await waitForStatus(refused, 'SENT')
    await expect.poll(async () => (await worker.jobOf(refused))?.state, { timeout: 10_000, interval: 100 }).toBe('completed')
  } finally {
    await worker.stop()
  }
  // Each text reached the provider once, but the refused one twice (refused, then accepted).
  expect(sent.filter((id) => id === refused)).toHaveLength(2)
  expect(sent.filter((id) => id !== refused).sort((a, b) => a - b)).toEqual(texts.filter((text) => text.id !== refused).map((text) => text.id).sort((a, b) => a - b))
  for (const text of texts) {
    expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id: text.id } })).toMatchObject({ status: 'SENT', attempts: text.id === refused ? 2 : 1 })
  }
})

test('a scan run again, and two at once, queue each text once', async () => {
  const rents = await rentsDue(4)
  await scanReminders(at(DUE, 9))
  await scanReminders(at(DUE, 10))
  await Promise.all([scanReminders(at(DUE, 11)), scanReminders(at(DUE, 11))])
  const texts = await remindersOf(rents.map((rent) => rent.id))
  expect(texts).toHaveLength(4)
  expect(await jobsPerMessage(texts.map((text) => text.id))).toEqual([1, 1, 1, 1])
})

test('a batch whose statement fails leaves no text, day, decision or job; the next scan writes each once', async () => {
  const rents = await rentsDue(2)
  const failing = rents[1]!.id
  // The batch's last write fails for one charge, as a crash or a lost connection mid-statement would end it.
  await prisma.$executeRawUnsafe(`
    CREATE FUNCTION refuse_decision_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW."chargeId" = ${failing} THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`)
  await prisma.$executeRawUnsafe(`CREATE TRIGGER refuse_decision BEFORE INSERT ON "ReminderDecision" FOR EACH ROW EXECUTE FUNCTION refuse_decision_for_test()`)
  try {
    await expect(scanReminders(at(DUE, 9))).rejects.toThrow(/refused for the test/)
  } finally {
    await prisma.$executeRawUnsafe(`DROP TRIGGER refuse_decision ON "ReminderDecision"`)
    await prisma.$executeRawUnsafe(`DROP FUNCTION refuse_decision_for_test()`)
  }
  // Both tenants' days were one batch: nothing of it is left.
  expect(await remindersOf(rents.map((rent) => rent.id))).toEqual([])
  expect(await prisma.reminderDecision.count({ where: { chargeId: { in: rents.map((rent) => rent.id) } } })).toBe(0)
  const [queued] = await prisma.$queryRaw<Array<{ jobs: number }>>`SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = ${SMS_BATCH_SEND_QUEUE.name}`
  expect(queued!.jobs).toBe(0)

  expect(await scanReminders(at(DUE, 10))).toMatchObject({ decided: 2, queued: 2 })
  await scanReminders(at(DUE, 11))
  const texts = await remindersOf(rents.map((rent) => rent.id))
  expect(texts).toHaveLength(2)
  expect(await jobsPerMessage(texts.map((text) => text.id))).toEqual([1, 1])
})
