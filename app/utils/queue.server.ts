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

/** Sends one job to the queue (creating the queue first if this process has not); returns its id. */
export async function enqueue(queue: Queue, data: object): Promise<string> {
  const boss = await queueClient()
  const { name, ...options } = queue
  let created = createdQueues.get(name)
  if (!created) {
    created = boss.createQueue(name, options)
    createdQueues.set(name, created)
    created.catch(() => createdQueues.delete(name))
  }
  await created
  const id = await boss.send(name, data)
  if (!id) throw new Error(`pg-boss did not accept a job for queue ${name}`)
  return id
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
