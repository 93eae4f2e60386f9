// `node scripts/bench-reminders.ts` (run by `npm run bench`): the reminder scan at scale. In a
// database of its own (on DATABASE_URL's server, else an embedded PostgreSQL) it seeds 100,000
// active agreements with a year of monthly charges each (set-based SQL, 1.2 million charges)
// arranged so that exactly 10,000 reminders fall on one day, then times one scan of that day
// (its connections opened first, as a running worker's are; each phase's time and the scan's CPU
// in Node and in PostgreSQL printed)
// and checks that each reminder was decided and queued exactly once; a second scan must decide
// nothing. Prints the figures (and writes them to .data/bench-results/reminders.json); exits
// non-zero if a check fails or the scan misses its target (1 s per 100,000 agreements).
// BENCH_AGREEMENTS (100,000) and BENCH_DUE_REMINDERS (a tenth) change the scale.
// BENCH_REMINDERS_REUSE=1 keeps the database of the last run at the same scale (seeding a million
// agreements takes minutes): the day's decisions, texts and send jobs are deleted and vacuumed
// away, and the same day is scanned again.
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import type * as NepalTime from '../app/domain/nepal-time.ts'
import type * as Db from '../app/server/db.server.ts'
import type * as Queue from '../app/server/queue.server.ts'
import type * as Outbox from '../app/services/sms/outbox.server.ts'
import type * as Reminders from '../app/services/reminders/reminders.server.ts'
import { loadAppModules } from './app-modules.ts'
import { benchResultFile, freshBenchDatabase, seedAgreements } from './bench-seed.ts'

const AGREEMENTS = Number(process.env.BENCH_AGREEMENTS ?? 100_000)
const DUE_REMINDERS = Number(process.env.BENCH_DUE_REMINDERS ?? AGREEMENTS / 10)
const DATABASE = process.env.BENCH_REMINDERS_DATABASE ?? 'bhadaa_bench_reminders'
/** The scanned day; the members keep the default offsets -3, 0, +3, +7. */
const DAY = '2027-06-15'
/** The reminder scan's target: 10,000 due of 100,000 in 1 s, 100,000 of 1,000,000 in 10 s. */
const TARGET_SECONDS = AGREEMENTS / 100_000

const database = await freshBenchDatabase(
  DATABASE,
  { dataDir: '.data/bench-reminders/postgres', port: Number(process.env.BENCH_REMINDERS_PG_PORT ?? 54359) },
  { keep: process.env.BENCH_REMINDERS_REUSE === '1' },
)
const databaseUrl = new URL(database.url)

try {
  const db = new pg.Client({ connectionString: databaseUrl.href })
  await db.connect()
  const seeding = performance.now()
  const seeded = database.reused ? (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM "Agreement"')).rows[0]!.n : 0
  if (seeded === AGREEMENTS) await forgetTheDay(db)
  else {
    if (database.reused) throw new Error(`the kept database holds ${seeded} agreements, not ${AGREEMENTS}: run once without BENCH_REMINDERS_REUSE`)
    await seedAgreements(db, { agreements: AGREEMENTS, due: DUE_REMINDERS, day: DAY })
  }
  const seededIn = (performance.now() - seeding) / 1000

  process.env.DATABASE_URL = databaseUrl.href
  process.env.SMS_PROVIDER = 'log'
  process.env.LOG_LEVEL ??= 'warn'
  const app = await loadAppModules()
  try {
    const { scanReminders } = await app.load<typeof Reminders>('/app/services/reminders/reminders.server.ts')
    const { nepalTimeToInstant } = await app.load<typeof NepalTime>('/app/domain/nepal-time.ts')
    const at = nepalTimeToInstant(DAY, 9)
    // A running worker has its connections open and its modules loaded: so does the timed scan
    // (its database pool, the job queue client with the send queue, and the send path's modules).
    const warming = performance.now()
    const { prisma } = await app.load<typeof Db>('/app/server/db.server.ts')
    const { isJobPending } = await app.load<typeof Queue>('/app/server/queue.server.ts')
    const { SMS_BATCH_SEND_QUEUE } = await app.load<typeof Outbox>('/app/services/sms/outbox.server.ts')
    await prisma.$queryRaw`SELECT 1`
    await isJobPending(SMS_BATCH_SEND_QUEUE, randomUUID())
    const warmedIn = (performance.now() - warming) / 1000
    const timings: Reminders.ScanTimings = {}
    const postgresCpu = postgresCpuSampler(db)
    await postgresCpu.ready
    const nodeCpuBefore = process.cpuUsage()
    const started = performance.now()
    const first = await scanReminders(at, timings)
    const scannedIn = (performance.now() - started) / 1000
    const nodeCpu = process.cpuUsage(nodeCpuBefore)
    const cpu = { nodeMs: (nodeCpu.user + nodeCpu.system) / 1000, postgresMs: await postgresCpu.stop() }
    const again = performance.now()
    const second = await scanReminders(nepalTimeToInstant(DAY, 10))
    const rescannedIn = (performance.now() - again) / 1000

    const { rows } = await db.query<{ messages: number; keys: number; jobs: number }>(
      `SELECT count(*)::int AS messages, count(DISTINCT "idempotencyKey")::int AS keys, count("jobId")::int AS jobs FROM "SmsMessage" WHERE template = 'reminder'`,
    )
    const { messages, keys, jobs } = rows[0]!
    // The scan's send jobs name a hundred texts each (ADR 050): every text, named by its job once.
    const { rows: jobRows } = await db.query<{ jobs: number; named: number; distinctNamed: number; right: number }>(
      `SELECT count(DISTINCT j.id)::int AS jobs, count(*)::int AS named, count(DISTINCT n.id)::int AS "distinctNamed", count(*) FILTER (WHERE m."jobId"::uuid = j.id)::int AS right
       FROM pgboss.job j CROSS JOIN LATERAL jsonb_array_elements_text(j.data->'messageIds') AS n(id) LEFT JOIN "SmsMessage" m ON m.id = n.id::int
       WHERE j.name = 'sms-send-batch'`,
    )
    const { jobs: sendJobs, named: queuedJobs, distinctNamed, right: namedRight } = jobRows[0]!
    console.log(`\nReminder scan (${AGREEMENTS.toLocaleString('en')} active agreements, ${(AGREEMENTS * 12).toLocaleString('en')} charges, ${database.reused ? 'kept from the last run, the day forgotten' : 'seeded'} in ${seededIn.toFixed(1)} s)\n`)
    console.log('| run | time s | reminders decided | queued | messages | distinct keys | texts in send jobs | send jobs |')
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
    console.log(`| scan of ${DAY} 09:00 | ${scannedIn.toFixed(2)} | ${first.decided} | ${first.queued} | ${messages} | ${keys} | ${queuedJobs} | ${sendJobs} |`)
    console.log(`| same day 10:00 again | ${rescannedIn.toFixed(2)} | ${second.decided} | ${second.queued} | | | | |`)
    // Batches overlap (one is decided while the next is composed): the phases add up to more than the scan.
    console.log(`\nphases of the first scan (ms): ${Object.entries(timings).map(([phase, ms]) => `${phase} ${ms.toFixed(0)}`).join(', ')}; connections opened before it in ${warmedIn.toFixed(2)} s; load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`)
    // CPU time does not grow with other work on the machine as wall time does: the figure to compare across runs on a busy machine.
    console.log(`CPU of the first scan: Node ${cpu.nodeMs.toFixed(0)} ms, PostgreSQL ${Number.isNaN(cpu.postgresMs) ? 'not measured (server not on this machine)' : `${cpu.postgresMs.toFixed(0)} ms`}`)
    const ok = first.decided === DUE_REMINDERS && first.queued === DUE_REMINDERS && first.charges === DUE_REMINDERS && messages === DUE_REMINDERS && keys === messages && jobs === messages && queuedJobs === messages && distinctNamed === messages && namedRight === messages && second.decided === 0 && second.charges === 0
    if (!ok) {
      console.log(`FAIL reminder scan: expected ${DUE_REMINDERS} reminders, each decided and queued once, and nothing on the second scan`)
      process.exitCode = 1
    } else if (scannedIn > TARGET_SECONDS) {
      console.log(`FAIL reminder scan: ${scannedIn.toFixed(2)} s, over the ${TARGET_SECONDS} s target`)
      process.exitCode = 1
    }
    const result = { phasesMs: timings, cpu, agreements: AGREEMENTS, charges: AGREEMENTS * 12, due: DUE_REMINDERS, scanSeconds: scannedIn, rescanSeconds: rescannedIn, targetSeconds: TARGET_SECONDS, ok }
    mkdirSync(path.dirname(benchResultFile('reminders')), { recursive: true })
    writeFileSync(benchResultFile('reminders'), JSON.stringify(result))
  } finally {
    await app.close()
    await db.end()
  }
} finally {
  await database.close()
}

/** What a scan of the day wrote, gone (and vacuumed, so the next scan writes into clean tables and indexes). */
async function forgetTheDay(db: pg.Client) {
  await db.query(`DELETE FROM "ReminderDecision"; DELETE FROM "ReminderDay"; DELETE FROM "SmsMessage"; DELETE FROM pgboss.job WHERE name IN ('sms-send', 'sms-send-batch')`)
  await db.query('VACUUM ANALYZE "ReminderDecision", "ReminderDay", "SmsMessage", pgboss.job')
}

/**
 * Samples the CPU time of the bench database's server processes (every 100 ms, from /proc) while
 * the scan runs; `stop()` answers the milliseconds they used meanwhile, counting a process that
 * ends (a pool closes idle connections) up to its last sample. NaN when the server runs elsewhere.
 */
function postgresCpuSampler(db: pg.Client) {
  const first = new Map<number, number>()
  const last = new Map<number, number>()
  let failed = false
  let started = false
  const sample = async () => {
    const { rows } = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
    for (const { pid } of rows) {
      try {
        // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
        const ms = (Number(fields[11]) + Number(fields[12])) * 10
        // A process that starts during the scan used all its CPU for it.
        if (!first.has(pid)) first.set(pid, started ? 0 : ms)
        last.set(pid, ms)
      } catch {
        // Before the scan: the server is not on this machine. During it: a process just ended.
        if (!started) failed = true
      }
    }
  }
  const ready = sample().then(() => {
    started = true
  })
  // One sample at a time: on a busy machine one can take longer than the interval, and the client
  // takes one query at a time (pg deprecates a second one sent meanwhile).
  let sampling: Promise<void> | undefined
  const timer = setInterval(() => {
    sampling ??= sample()
      .catch(() => undefined)
      .finally(() => (sampling = undefined))
  }, 100)
  return {
    ready,
    async stop(): Promise<number> {
      clearInterval(timer)
      await sampling
      await sample()
      if (failed) return Number.NaN
      let total = 0
      for (const [pid, ms] of last) total += ms - (first.get(pid) ?? 0)
      return total
    },
  }
}
