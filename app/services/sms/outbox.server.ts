// The SMS outbox's writing side (DESIGN §5, ADRs 006 and 008): deciding to send records an
// SmsMessage (once per idempotency key), in the caller's transaction when it has one; after the
// commit, `enqueueSms` queues one pg-boss job per message and names that job on the message, so
// only it may send the message (app/services/sms/send.server.ts sends). The reminder scan writes
// its texts with one job per hundred of them (`inSendBatches`, ADR 050).
import type { StoredLanguage } from '~/domain/language'
import { randomUUID } from 'node:crypto'
import type { Queue } from 'pg-boss'
import { toNationalNumber } from '~/domain/phone'
import { countSmsSegments } from '~/domain/sms/segments'
import { sendAfterFor } from '~/domain/sms/sending-hours'
import type { SmsTemplate } from '~/domain/sms/templates'
import { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { enqueueMany, insertJobRowsSql } from '~/server/queue.server'
import { DEFAULT_PROVIDER_TIMEOUT_MS } from './providers/http.server'
import { configuredSmsProvider } from './providers/index.server'

/**
 * How long one send attempt may live: the provider call (its time-out), then the retries of the
 * write that records the provider's answer (sms.server.ts). An attempt still SENDING after this
 * died mid-send (a crashed worker): the worker's recovery marks it UNKNOWN (recovery.server.ts).
 */
export const SEND_ATTEMPT_LIFETIME_MS = DEFAULT_PROVIDER_TIMEOUT_MS + 15_000

export const SMS_SEND_QUEUE = {
  name: 'sms-send',
  // Transient failures (HTTP 5xx, 429, connection refused) and crashed handlers retry with
  // exponential backoff: about 1, 2, 4, 8, 16 and 30 minutes, so a provider outage of an hour
  // is ridden out; then the message is FAILED, with its last error, in the member's SMS log.
  retryLimit: 6,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 30 * 60,
  // An attempt running longer than its lifetime died (a crashed worker): pg-boss fails the job,
  // and the worker's recovery pulls its retry forward (no backoff delay for a dead attempt).
  expireInSeconds: SEND_ATTEMPT_LIFETIME_MS / 1_000,
} satisfies Queue

/**
 * The reminder scan's send jobs, each naming up to `SMS_BATCH_TEXTS` messages (ADR 050): the
 * same retry, expiry and recovery as `sms-send`, in a queue of its own so that a worker fetches
 * them a few at a time (a fetch of a hundred of them would be ten thousand texts in flight).
 */
export const SMS_BATCH_SEND_QUEUE = { ...SMS_SEND_QUEUE, name: 'sms-send-batch' } satisfies Queue

/** Both send queues: the sweeper and the recovery look for a message's job in either. */
export const SMS_SEND_QUEUES = [SMS_SEND_QUEUE, SMS_BATCH_SEND_QUEUE] as const

/** Texts per batch job: as many as a worker's fetch of single jobs sends at once (ADR 023). */
export const SMS_BATCH_TEXTS = 100

export type SmsSendJob = { messageId: number }
/** A batch job: its messages, each of which names the job (`jobId`), so only it may send them. */
export type SmsBatchSendJob = { messageIds: number[] }

/**
 * The send job's priority (pg-boss fetches the highest first): a one-time code is waited for by a
 * person at a screen and expires in minutes, so it never queues behind a batch of reminders; texts
 * about something a person just did (a receipt, a new agreement) come next; reminders last.
 */
export function smsSendPriority(template: string): number {
  if (template === 'otp') return 20
  if (template === 'reminder') return 0
  return 10
}

export type QueueSmsInput = {
  /** E.164 Nepal mobile number. */
  to: string
  language: StoredLanguage
  template: SmsTemplate
  body: string
  /** Makes the decision to send happen once, e.g. `reminder:<chargeId>:<offset>`. */
  idempotencyKey: string
  /** The member whose SMS log shows the message (the landlord for texts to tenants). */
  memberId?: number
  tenantId?: number
  /** A reminder's charge: sending cancels the message once the charge is no longer owed. */
  chargeId?: number
  /** Not sent after this instant (CANCELLED instead), e.g. the end of a reminder's day. */
  sendBefore?: Date
  /**
   * When the decision to send was made (default: now). A template held to DESIGN §5's sending
   * hours decided outside them waits for the next 09:00 in Nepal (sending-hours.ts, ADR 046).
   */
  decidedAt?: Date
  /** A repair text's move: held, it is cancelled if the request moved again before it could go. */
  repairEventId?: number
}

type Db = Pick<Prisma.TransactionClient, 'smsMessage' | '$queryRaw'>

/** A message as written: its input, checked (a stored Nepal mobile number, a body), with its segments. */
export type SmsRow = ReturnType<typeof smsRowOf>

/** Throws on a number that is not a stored Nepal mobile or an empty body. */
export function smsRowOf({ decidedAt = new Date(), ...input }: QueueSmsInput) {
  toNationalNumber(input.to) // throws on anything but a stored Nepal mobile number
  const { segments } = countSmsSegments(input.body)
  if (segments === 0) throw new RangeError('An SMS needs a body')
  const sendAfter = sendAfterFor(input.template, decidedAt)
  return { ...input, segments, sendAfter, status: 'QUEUED' as const, provider: configuredSmsProvider, jobId: null as string | null }
}

/**
 * The rows, each naming its send job: one job per `SMS_BATCH_TEXTS` rows in order, whose job row
 * `insertSendJobsSql` writes in the same statement (the reminder scan, ADR 050).
 */
export function inSendBatches(rows: readonly SmsRow[]): SmsRow[] {
  let jobId = ''
  return rows.map((row, index) => {
    if (index % SMS_BATCH_TEXTS === 0) jobId = randomUUID()
    return { ...row, jobId }
  })
}

/** The columns a message is written with, besides its id, and their types. */
const SMS_DRAFT_COLUMNS = [
  ['to', 'text'],
  ['language', '"Language"'],
  ['template', 'text'],
  ['body', 'text'],
  ['segments', 'int'],
  ['status', '"SmsStatus"'],
  ['provider', 'text'],
  ['idempotencyKey', 'text'],
  ['memberId', 'int'],
  ['tenantId', 'int'],
  ['chargeId', 'int'],
  ['sendBefore', 'timestamptz'],
  ['sendAfter', 'timestamptz'],
  ['repairEventId', 'int'],
  ['jobId', 'text'],
] as const satisfies ReadonlyArray<readonly [keyof SmsRow, string]>
const SMS_COLUMNS = Prisma.raw(SMS_DRAFT_COLUMNS.map(([name]) => `"${name}"`).join(', '))

const sameValue = (a: unknown, b: unknown) => a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime())

/**
 * Messages to write, as a query of one row each: its columns, the id it will have (drawn from the
 * outbox's sequence now, so that a row written in the same statement can name it) and its place
 * in `rows` (`ord`, from 1). They travel as one JSON parameter: a reminder scan writes thousands
 * at once, column arrays cost the driver an escaped literal per value, and Prisma's createMany a
 * parameter per value. PostgreSQL's cost of reading that JSON grows with its keys, so a column with
 * the same value in every row (a reminder batch's template, status, provider and deadline) is one
 * parameter instead of a key per row, the place is the recordset's ordinality, and the sequence
 * is looked up once (an InitPlan), not per row (ADR 039). The key is never shared (it is unique),
 * so the JSON always has a column.
 */
export function smsDraftsSql(rows: readonly SmsRow[]): Prisma.Sql {
  const [first] = rows
  const shared = SMS_DRAFT_COLUMNS.filter(([name]) => name !== 'idempotencyKey' && rows.every((row) => sameValue(row[name], first?.[name])))
  const perRow = SMS_DRAFT_COLUMNS.filter((column) => !shared.includes(column))
  const json = JSON.stringify(rows, perRow.map(([name]) => name))
  const column = (draft: (typeof SMS_DRAFT_COLUMNS)[number]) => {
    const [name, type] = draft
    return shared.includes(draft) ? Prisma.sql`${first?.[name] ?? null}::${Prisma.raw(type)} AS ${Prisma.raw(`"${name}"`)}` : Prisma.raw(`d."${name}"`)
  }
  return Prisma.sql`
    SELECT ${Prisma.join(SMS_DRAFT_COLUMNS.map(column))}, d.ord::int AS ord,
           nextval((SELECT pg_get_serial_sequence('"SmsMessage"', 'id')::regclass))::int AS id
    FROM ROWS FROM (json_to_recordset(${json}::json) AS (${Prisma.raw(perRow.map(([name, type]) => `"${name}" ${type}`).join(', '))}))
      WITH ORDINALITY AS d(${Prisma.raw(perRow.map(([name]) => `"${name}"`).join(', '))}, ord)`
}

/**
 * The outbox's one write of messages: those `drafts` lists (`smsDraftsSql`, or a query of some of
 * its rows), once per idempotency key. Answers a `CreatedSms` per message written. A statement of
 * its own, or a data-modifying CTE of the caller's when other rows must be written with the
 * messages atomically (the reminder scan writes a batch's days, texts and decisions in one).
 * A message whose key exists already:
 * - `skip`: is not written (the decision was made before); ON CONFLICT DO NOTHING, so a duplicate
 *   does not abort the caller's transaction;
 * - `fail`: fails the statement. For a caller whose statement has already decided, by unique keys
 *   of its own, which messages are new (the scan's day rows name only texts whose key is new), and
 *   whose other rows name the messages: a skipped one would leave them naming nothing. It also
 *   saves ON CONFLICT's speculative insertion, a fifth of the insert's time.
 */
export function insertSmsSql(drafts: Prisma.Sql, { onDuplicateKey }: { onDuplicateKey: 'skip' | 'fail' }): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "SmsMessage" (id, ${SMS_COLUMNS})
    SELECT id, ${SMS_COLUMNS} FROM (${drafts}) AS draft
    ${onDuplicateKey === 'skip' ? Prisma.sql`ON CONFLICT ("idempotencyKey") DO NOTHING` : Prisma.empty}
    RETURNING id, "jobId", template, "idempotencyKey", "sendAfter"`
}

/**
 * Records messages in the caller's transaction, in one statement; those whose idempotency key
 * already exists are skipped. Returns the ids created now: hand them to `enqueueSms` after the
 * transaction commits.
 */
export async function createSmsBatchInTransaction(tx: Db, inputs: readonly QueueSmsInput[]): Promise<number[]> {
  if (inputs.length === 0) return []
  const rows = inputs.map((input) => smsRowOf(input))
  const created = await tx.$queryRaw<CreatedSms[]>(insertSmsSql(smsDraftsSql(rows), { onDuplicateKey: 'skip' }))
  return created.map(({ id }) => id)
}

/** A message just written naming its send job, its key, and when it may go out (null: at once). */
export type CreatedSms = { id: number; jobId: string | null; template: string; idempotencyKey: string; sendAfter: Date | null }

/**
 * The batch send jobs of messages written in the same statement already naming them
 * (`inSendBatches`: the reminder scan), as a data-modifying CTE of that statement: the jobs commit
 * with their messages, and each message is written once (`enqueueSms` writes a row twice: the
 * message, then its job id). One job row per job id, listing its messages (`SmsBatchSendJob`):
 * a hundred texts cost one job row, not a hundred (ADR 050). `written` is a query of the messages'
 * `id` and `jobId` (the outbox INSERT's RETURNING), all of `template`. Answers the ids of the jobs.
 */
export function insertSendJobsSql(written: Prisma.Sql, template: SmsTemplate): Promise<Prisma.Sql> {
  return insertJobRowsSql(
    SMS_BATCH_SEND_QUEUE,
    Prisma.sql`SELECT w."jobId"::uuid AS id, jsonb_build_object('messageIds', jsonb_agg(w.id ORDER BY w.id)) AS data,
        ${smsSendPriority(template)}::int AS priority
      FROM (${written}) AS w GROUP BY w."jobId"`,
  )
}

/** The send jobs of messages that name them, at each template's priority; a held message's job starts when it may go out. */
async function queueSendJobs(owned: readonly CreatedSms[]) {
  await enqueueMany(
    SMS_SEND_QUEUE,
    owned.map(({ id, jobId, template, sendAfter }) => ({
      id: jobId!,
      data: { messageId: id } satisfies SmsSendJob,
      priority: smsSendPriority(template),
      startAfter: sendAfter,
    })),
  )
}

/** One message in the caller's transaction: its id, and whether it was created now (false: the key existed). */
export async function createSmsInTransaction(tx: Db, input: QueueSmsInput): Promise<{ id: number; created: boolean }> {
  const [id] = await createSmsBatchInTransaction(tx, [input])
  if (id !== undefined) return { id, created: true }
  const existing = await tx.smsMessage.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey }, select: { id: true } })
  return { id: existing.id, created: false }
}

const ENQUEUE_BATCH = 1_000

/**
 * Queues a send job for each message that is still QUEUED, naming the job on the message first
 * (so any earlier job for it becomes a no-op), starting when the message may go out (`sendAfter`).
 * Safe to call twice or for settled messages. If it throws, the sweeper (sweepSmsOutbox) queues
 * them later.
 */
export async function enqueueSms(messageIds: readonly number[]): Promise<number> {
  let queued = 0
  for (let start = 0; start < messageIds.length; start += ENQUEUE_BATCH) {
    const ids = messageIds.slice(start, start + ENQUEUE_BATCH)
    const jobIds = ids.map(() => randomUUID())
    const owned = await prisma.$queryRaw<CreatedSms[]>`
      UPDATE "SmsMessage" AS m SET "jobId" = j."jobId"
      FROM unnest(${ids}::int[], ${jobIds}::text[]) AS j(id, "jobId")
      WHERE m.id = j.id AND m.status = 'QUEUED'
      RETURNING m.id, m."jobId", m.template, m."idempotencyKey", m."sendAfter"`
    await queueSendJobs(owned)
    queued += owned.length
  }
  return queued
}

/**
 * `enqueueSms` for messages whose transaction has committed, when the caller's work must not fail
 * for it: nothing is lost (the sweeper queues QUEUED messages without a job within minutes), so a
 * failure is logged, not thrown. Answers how many were queued.
 */
export async function enqueueSmsAfterCommit(messageIds: readonly number[]): Promise<number> {
  try {
    return await enqueueSms(messageIds)
  } catch (error) {
    logger.error({ err: error, count: messageIds.length }, 'SMS recorded but not queued yet: the sweeper will queue them')
    return 0
  }
}

/**
 * Records one message and queues its sending (outside any transaction: e.g. a one-time code). A
 * second call with the same idempotency key returns the first message and queues nothing. If the
 * job cannot be queued the message is marked FAILED (nobody is waiting for it any more) and the
 * error is thrown.
 */
export async function queueSms(input: QueueSmsInput): Promise<{ id: number; created: boolean }> {
  const result = await createSmsInTransaction(prisma, input)
  if (!result.created) return result
  try {
    await enqueueSms([result.id])
  } catch (error) {
    await prisma.smsMessage.update({ where: { id: result.id }, data: { status: 'FAILED', error: `Could not be queued: ${String(error)}` } })
    throw error
  }
  return result
}

/** Queues every message that waits (QUEUED), oldest first: when a paused provider resumes. */
export async function enqueueWaitingSms(): Promise<number> {
  let queued = 0
  let after = 0
  for (;;) {
    const batch = await prisma.smsMessage.findMany({
      where: { status: 'QUEUED', id: { gt: after } },
      orderBy: { id: 'asc' },
      take: ENQUEUE_BATCH,
      select: { id: true },
    })
    if (batch.length === 0) return queued
    queued += await enqueueSms(batch.map(({ id }) => id))
    after = batch.at(-1)!.id
  }
}
