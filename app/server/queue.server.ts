// Enqueues pg-boss jobs from the web process (e.g. an SMS to send). A send-only instance: no
// supervision and no cron, which the worker role runs, so any number of web processes can use
// it. Started on first use: a process that never enqueues opens no extra connections.
import { randomUUID } from 'node:crypto'
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
 * Inserts many jobs in one statement, each with the id the caller chose (a UUID) and an optional
 * priority (higher is fetched first; 0 by default).
 */
export async function enqueueMany(queue: Queue, jobs: ReadonlyArray<{ id: string; data: object; priority?: number }>): Promise<void> {
  if (jobs.length === 0) return
  const boss = await clientFor(queue)
  await boss.insert(queue.name, jobs.map(({ id, data, priority }) => ({ id, data, ...(priority ? { priority } : {}) })))
}

// pg-boss's insert statement of each queue, split around its one parameter (the jobs as JSON).
const insertStatements = new Map<string, Promise<readonly [string, string]>>()

/**
 * `enqueueMany` as a part of the caller's statement (a data-modifying CTE), so that the jobs
 * commit with the rows that name them, in the same round trip: `jobs` is an SQL expression of one
 * JSON array of jobs (`{ id, data, priority }`, as `enqueueMany` takes them). The statement is
 * pg-boss's own (its table, the queue's defaults, `ON CONFLICT DO NOTHING`, `RETURNING id`): its
 * public `insert`, handed a `db` that keeps the statement instead of running it, once per queue
 * and process (the queue is created first, as for `enqueueMany`). Throws when pg-boss's statement
 * cannot be a CTE (a queue with `notify` wraps it in a WITH of its own).
 */
export async function insertJobsSql(queue: Queue, jobs: Prisma.Sql): Promise<Prisma.Sql> {
  let statement = insertStatements.get(queue.name)
  if (!statement) {
    statement = (async () => {
      const boss = await clientFor(queue)
      let text = ''
      const db = {
        async executeSql(sql: string) {
          text = sql
          return { rows: [] }
        },
      }
      await boss.insert(queue.name, [{ id: randomUUID(), data: {} }], { db, returnId: true })
      const parameters = text.match(/\$\d+/g) ?? []
      if (!/^\s*INSERT INTO /.test(text) || parameters.length !== 1 || parameters[0] !== '$1') {
        throw new Error(`pg-boss's insert into ${queue.name} is not one INSERT of one parameter`)
      }
      const [before, after] = text.split('$1') as [string, string]
      return [before, after] as const
    })()
    insertStatements.set(queue.name, statement)
    statement.catch(() => insertStatements.delete(queue.name))
  }
  const [before, after] = await statement
  return new Prisma.Sql([before, after], [jobs])
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
  insertStatements.clear()
  if (!pending) return
  const boss = await pending.catch(() => undefined)
  await boss?.stop({ graceful: true, timeout: 2_000 })
}
