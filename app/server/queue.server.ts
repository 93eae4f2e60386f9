// Enqueues pg-boss jobs from the web process (e.g. an SMS to send). A send-only instance: no
// supervision and no cron, which the worker role runs, so any number of web processes can use
// it. Started on first use: a process that never enqueues opens no extra connections.
import { PgBoss, type Queue } from 'pg-boss'
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
  if (!pending) return
  const boss = await pending.catch(() => undefined)
  await boss?.stop({ graceful: true, timeout: 2_000 })
}
