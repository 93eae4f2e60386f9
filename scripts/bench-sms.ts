// `node scripts/bench-sms.ts` (run by `npm run bench`, alone with BENCH_ONLY=sms): how fast the
// worker sends a morning's reminders. In a database of its own it seeds BENCH_SMS_TEXTS (10,000)
// agreements each with a reminder due on one day, lets the reminder scan queue them (the real
// path: outbox rows and pg-boss jobs), then queues one one-time code last. One worker (the app's
// sms-send handler on a pg-boss instance of its own) sends them through a stand-in Sparrow
// provider in another process that answers each text after 50 ms (scripts/sms-provider-stub.ts).
// Prints texts/s from the worker's start until nothing is QUEUED or SENDING, how many reminders
// went out before the code, and how many connections the provider saw; writes the figures to
// .data/bench-results/sms.json. Checks: every text SENT once; under 500 texts/s fails the run.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { PgBoss } from 'pg-boss'
import type * as NepalTime from '../app/domain/nepal-time.ts'
import type * as Reminders from '../app/services/reminders/reminders.server.ts'
import type * as Send from '../app/services/sms/send.server.ts'
import type * as Providers from '../app/services/sms/providers/index.server.ts'
import type * as SmsSendJobs from '../jobs/sms-send.server.ts'
import { loadAppModules } from './app-modules.ts'
import { benchResultFile, freshBenchDatabase, seedAgreements } from './bench-seed.ts'

const TEXTS = Number(process.env.BENCH_SMS_TEXTS ?? 10_000)
const DATABASE = process.env.BENCH_SMS_DATABASE ?? 'bhadaa_bench_sms'
const TARGET_PER_SECOND = 500
const DAY = '2027-06-15'

const stub = spawn(process.execPath, ['scripts/sms-provider-stub.ts'], { stdio: ['ignore', 'pipe', 'inherit'] })
const stubUrl = await new Promise<string>((resolve, reject) => {
  stub.once('error', reject)
  createInterface({ input: stub.stdout! }).once('line', (line) => resolve(`http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`))
})
const database = await freshBenchDatabase(DATABASE, { dataDir: '.data/bench-sms/postgres', port: Number(process.env.BENCH_SMS_PG_PORT ?? 54369) })

try {
  const db = new pg.Client({ connectionString: database.url })
  await db.connect()
  await seedAgreements(db, { agreements: TEXTS, due: TEXTS, day: DAY })

  Object.assign(process.env, {
    DATABASE_URL: database.url,
    SMS_PROVIDER: 'sparrow',
    SPARROW_TOKEN: 'bench-token',
    SPARROW_FROM: 'Bhadaa',
    SPARROW_BASE_URL: stubUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  })
  const app = await loadAppModules()
  const boss = new PgBoss({ connectionString: database.url, schedule: false, supervise: false })
  try {
    const { scanReminders } = await app.load<typeof Reminders>('/app/services/reminders/reminders.server.ts')
    const { nepalTimeToInstant } = await app.load<typeof NepalTime>('/app/domain/nepal-time.ts')
    const { queueSms } = await app.load<typeof Send>('/app/services/sms/send.server.ts')
    const { smsProviderOf } = await app.load<typeof Providers>('/app/services/sms/providers/index.server.ts')
    const { env } = await app.load<{ env: Parameters<typeof smsProviderOf>[0] }>('/app/server/env.server.ts')
    const { registerSmsSend } = await app.load<typeof SmsSendJobs>('/jobs/sms-send.server.ts')

    const scanned = await scanReminders(nepalTimeToInstant(DAY, 9))
    const code = await queueSms({ to: '+9779800000001', language: 'ENG', template: 'otp', body: 'Your Bhadaa code is 123456. It expires in 10 minutes.', idempotencyKey: `bench-otp:${Date.now()}` })

    await boss.start()
    const started = performance.now()
    await registerSmsSend(boss, smsProviderOf(env))
    const count = async () =>
      (await db.query<{ waiting: number }>(`SELECT count(*)::int AS waiting FROM "SmsMessage" WHERE status IN ('QUEUED', 'SENDING')`)).rows[0]!.waiting
    while ((await count()) > 0) await new Promise((resolve) => setTimeout(resolve, 50))
    const seconds = (performance.now() - started) / 1000
    await boss.stop({ graceful: true, timeout: 5_000 })

    const { rows } = await db.query<{ status: string; n: number }>(`SELECT status::text, count(*)::int AS n FROM "SmsMessage" GROUP BY status`)
    const byStatus = Object.fromEntries(rows.map(({ status, n }) => [status, n]))
    const before = (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "SmsMessage" r, "SmsMessage" c WHERE c.id = $1 AND r.template = 'reminder' AND r."sentAt" < c."sentAt"`,
        [code.id],
      )
    ).rows[0]!.n
    const gateway = (await (await fetch(`${stubUrl}/stats`)).json()) as { texts: number; connections: number }
    const total = scanned.queued + 1
    const perSecond = total / seconds
    console.log(`\nSMS dispatch (${total.toLocaleString('en')} queued texts: ${scanned.queued.toLocaleString('en')} reminders, then 1 code; one worker; a gateway answering in 50 ms)\n`)
    console.log('| texts | seconds | texts/s | sent | gateway calls | connections | reminders sent before the code |')
    console.log('|---:|---:|---:|---:|---:|---:|---:|')
    console.log(`| ${total} | ${seconds.toFixed(2)} | ${Math.round(perSecond)} | ${byStatus.SENT ?? 0} | ${gateway.texts} | ${gateway.connections} | ${before} |`)
    const ok = scanned.queued === TEXTS && byStatus.SENT === total && gateway.texts === total
    if (!ok) {
      console.log(`FAIL SMS dispatch: expected ${total} texts, each SENT once, got ${JSON.stringify(byStatus)} and ${gateway.texts} gateway calls`)
      process.exitCode = 1
    } else if (perSecond < TARGET_PER_SECOND) {
      console.log(`FAIL SMS dispatch: ${Math.round(perSecond)} texts/s, under the ${TARGET_PER_SECOND}/s target`)
      process.exitCode = 1
    }
    const result = { texts: total, seconds, textsPerSecond: perSecond, targetPerSecond: TARGET_PER_SECOND, gatewayConnections: gateway.connections, remindersBeforeCode: before, ok }
    mkdirSync(path.dirname(benchResultFile('sms')), { recursive: true })
    writeFileSync(benchResultFile('sms'), JSON.stringify(result))
  } finally {
    await boss.stop({ graceful: false }).catch(() => {})
    await app.close()
    await db.end()
  }
} finally {
  stub.kill('SIGTERM')
  await database.close()
}
