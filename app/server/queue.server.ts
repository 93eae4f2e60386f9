// Enqueues pg-boss jobs from the web process (e.g. an SMS to send). A send-only instance: no
// supervision and no cron, which the worker role runs, so any number of web processes can use
// it. Started on first use: a process that never enqueues opens no extra connections.
import { PgBoss, type Queue } from 'pg-boss'
import { Prisma } from '~/generated/prisma/client'
import { logger } from './logger.server'

let started: Promise<PgBoss> | undefined
// Each queue is created (an idempotent upsert) once per process before its first job.
const createdQueues = new Map<string, Promise<void>>()

function queueClient(): Promise<PgBoss> {
  started ??= (async () => {
    const boss = new PgBoss({
      connectionString: process.env.DATABASE_URL,
      application_name: 'bhadaa-web',
      supervise: false,
      schedule: false,
      max: 4,
    })
    boss.on('error', (error) => logger.error({ err: error }, 'pg-boss (web) error'))
    await boss.start()
    return boss
  })().catch((error: unknown) => {
    started = undefined // let the next call try again
    throw error
  })
  return started
}

/** The started client, with `queue` created (an idempotent upsert, once per process). */
async function clientFor(queue: Queue): Promise<PgBoss> {
  const boss = await queueClient()
  const { name, ...options } = queue
  let created = createdQueues.get(name)
  if (!created) {
    created = boss.createQueue(name, options)
    createdQueues.set(name, created)
    created.catch(() => createdQueues.delete(name))
  }
  await created
  return boss
}

/** Sends one job to the queue (creating the queue first if this process has not); returns its id. */
export async function enqueue(queue: Queue, data: object): Promise<string> {
  const boss = await clientFor(queue)
  const id = await boss.send(queue.name, data)
  if (!id) throw new Error(`pg-boss did not accept a job for queue ${queue.name}`)
  return id
}

/**
 * Inserts many jobs in one statement, each with the id the caller chose (a UUID), an optional
 * priority (higher is fetched first; 0 by default) and an optional instant before which no worker
 * fetches it (pg-boss's `startAfter`; none: at once).
 */
export async function enqueueMany(queue: Queue, jobs: ReadonlyArray<{ id: string; data: object; priority?: number; startAfter?: Date | null }>): Promise<void> {
  if (jobs.length === 0) return
  const boss = await clientFor(queue)
  await boss.insert(queue.name, jobs.map(({ id, data, priority, startAfter }) => ({ id, data, ...(priority ? { priority } : {}), ...(startAfter ? { startAfter } : {}) })))
}

// pg-boss's own schema: neither role's client names another.
const PGBOSS_SCHEMA = 'pgboss'
// The job table each queue's rows live in (pg-boss's layout: the common partition unless the queue
// has its own), once per queue and process.
const jobTables = new Map<string, Promise<string>>()

/**
 * Jobs written as a part of the caller's statement (a data-modifying CTE), so that they commit
 * with the rows that name them, in the same round trip. `jobs` is a query of `id` (uuid),
 * `data` (jsonb) and `priority` (int) per job. The rows are the ones pg-boss's `insert` writes
 * (pg-boss 12's insertJobs: its table for the queue, its clock `job_now()`, and the queue's
 * retry, expiry, retention and dead-letter settings read from the queue's row in the same
 * statement, as its INSERT joins it), without its JSON round trip: pg-boss's statement reads
 * every job back from a JSON text with 26 declared columns and tests each start time with a
 * regular expression (measured at 0.42 s per 10,000 jobs, a plain INSERT of the same rows
 * 0.16-0.20 s; ADR 039). Only for a `standard`
 * queue without `notify`: there no unique index but the id's can refuse a row, so no ON CONFLICT
 * (a fresh UUID cannot conflict, and if one did the caller's statement should fail rather than
 * commit rows naming a job that is not there). Answers `RETURNING id`.
 */
export async function insertJobRowsSql(queue: Queue, jobs: Prisma.Sql): Promise<Prisma.Sql> {
  let table = jobTables.get(queue.name)
  if (!table) {
    table = (async () => {
      const stored = await (await clientFor(queue)).getQueue(queue.name)
      if (!stored || stored.policy !== 'standard' || stored.notify) {
        throw new Error(`pg-boss queue ${queue.name} is not a standard queue without notify: its jobs must go through boss.insert`)
      }
      return stored.table
    })()
    jobTables.set(queue.name, table)
    table.catch(() => jobTables.delete(queue.name))
  }
  const schema = Prisma.raw(`"${PGBOSS_SCHEMA}"`)
  return Prisma.sql`
    INSERT INTO ${schema}.${Prisma.raw(`"${await table}"`)} (
      id, name, data, priority, start_after, created_on, expire_seconds, deletion_seconds, keep_until,
      retry_limit, retry_delay, retry_backoff, retry_delay_max, policy, dead_letter, heartbeat_seconds)
    SELECT j.id, q.name, j.data, j.priority, ${schema}.job_now(), ${schema}.job_now(), q.expire_seconds, q.deletion_seconds,
           ${schema}.job_now() + q.retention_seconds * interval '1s',
           q.retry_limit, q.retry_delay, q.retry_backoff, q.retry_delay_max, q.policy, q.dead_letter, q.heartbeat_seconds
    FROM (${jobs}) AS j
    JOIN ${schema}.queue q ON q.name = ${queue.name}
    RETURNING id`
}

/** True while the job may still run: created, waiting to retry, or running. */
export async function isJobPending(queue: Queue, id: string): Promise<boolean> {
  const boss = await clientFor(queue)
  const [job] = await boss.findJobs(queue.name, { id })
  return job !== undefined && (job.state === 'created' || job.state === 'retry' || job.state === 'active')
}

/** Closes the connections, letting sends in flight finish. Safe to call when never started. */
export async function stopQueueClient() {
  const pending = started
  started = undefined
  createdQueues.clear()
  jobTables.clear()
  if (!pending) return
  const boss = await pending.catch(() => undefined)
  await boss?.stop({ graceful: true, timeout: 2_000 })
}
