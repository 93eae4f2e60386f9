// `node scripts/bench-reminders.ts` (run by `npm run bench`): the reminder scan at scale. In a
// database of its own (on DATABASE_URL's server, else an embedded PostgreSQL) it seeds 100,000
// active agreements with a year of monthly charges each (set-based SQL, 1.2 million charges)
// arranged so that exactly 10,000 reminders fall on one day, then times one scan of that day
// and checks that each reminder was decided and queued exactly once; a second scan must decide
// nothing. Prints the figures; exits non-zero if a check fails.
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { migrate } from '../prisma/migrate.ts'
import { seed } from '../prisma/seed.ts'
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts'
import type * as NepalTime from '../app/domain/nepal-time.ts'
import type * as Reminders from '../app/services/reminders.server.ts'
import { loadAppModules } from './app-modules.ts'

const AGREEMENTS = Number(process.env.BENCH_AGREEMENTS ?? 100_000)
const DUE_REMINDERS = Number(process.env.BENCH_DUE_REMINDERS ?? 10_000)
const PER_MEMBER = 100
const DATABASE = 'bhadaa_bench_reminders'
/** The scanned day; the members keep the default offsets -3, 0, +3, +7. */
const DAY = '2027-06-15'

const stops: Array<() => Promise<void>> = []
let adminUrl = process.env.DATABASE_URL
if (!adminUrl) {
  const embedded = await startEmbeddedPostgres({ dataDir: path.resolve('.data/bench-reminders/postgres'), port: Number(process.env.BENCH_REMINDERS_PG_PORT ?? 54359) })
  stops.push(embedded.stop)
  adminUrl = embedded.url
}
const databaseUrl = new URL(adminUrl)
databaseUrl.pathname = `/${DATABASE}`

try {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${DATABASE}`)
  await admin.end()
  await migrate(databaseUrl.href)
  await seed(databaseUrl.href)

  const db = new pg.Client({ connectionString: databaseUrl.href })
  await db.connect()
  const seeding = performance.now()
  await seedAgreements(db)
  const seededIn = (performance.now() - seeding) / 1000

  process.env.DATABASE_URL = databaseUrl.href
  process.env.SMS_PROVIDER = 'log'
  process.env.LOG_LEVEL ??= 'warn'
  const app = await loadAppModules()
  try {
    const { scanReminders } = await app.load<typeof Reminders>('/app/services/reminders.server.ts')
    const { nepalTimeToInstant } = await app.load<typeof NepalTime>('/app/domain/nepal-time.ts')
    const at = nepalTimeToInstant(DAY, 9)
    const started = performance.now()
    const first = await scanReminders(at)
    const scannedIn = (performance.now() - started) / 1000
    const again = performance.now()
    const second = await scanReminders(nepalTimeToInstant(DAY, 10))
    const rescannedIn = (performance.now() - again) / 1000

    const { rows } = await db.query<{ messages: number; keys: number; jobs: number }>(
      `SELECT count(*)::int AS messages, count(DISTINCT "idempotencyKey")::int AS keys, count("jobId")::int AS jobs FROM "SmsMessage" WHERE template = 'reminder'`,
    )
    const { messages, keys, jobs } = rows[0]!
    const queuedJobs = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'sms-send'`)).rows[0]!.n
    console.log(`\nReminder scan (${AGREEMENTS.toLocaleString('en')} active agreements, ${(AGREEMENTS * 12).toLocaleString('en')} charges, seeded in ${seededIn.toFixed(1)} s)\n`)
    console.log('| run | time s | reminders decided | queued | messages | distinct keys | send jobs |')
    console.log('|---|---:|---:|---:|---:|---:|---:|')
    console.log(`| scan of ${DAY} 09:00 | ${scannedIn.toFixed(2)} | ${first.decided} | ${first.queued} | ${messages} | ${keys} | ${queuedJobs} |`)
    console.log(`| same day 10:00 again | ${rescannedIn.toFixed(2)} | ${second.decided} | ${second.queued} | | | |`)
    const ok = first.decided === DUE_REMINDERS && first.queued === DUE_REMINDERS && messages === DUE_REMINDERS && keys === messages && jobs === messages && queuedJobs === messages && second.decided === 0
    if (!ok) {
      console.log(`FAIL reminder scan: expected ${DUE_REMINDERS} reminders, each decided and queued once, and nothing on the second scan`)
      process.exitCode = 1
    } else if (scannedIn > 60) {
      console.log(`FAIL reminder scan: ${scannedIn.toFixed(1)} s, over the 60 s target`)
      process.exitCode = 1
    }
  } finally {
    await app.close()
    await db.end()
  }
} finally {
  for (const stop of stops) await stop()
}

/**
 * Members of 100 agreements each; one tenant and one undivided property per agreement; twelve
 * monthly charges (every 30 days) per agreement. Agreement i's charges fall `shift` days from
 * DAY (mod 30): for the first DUE_REMINDERS agreements one of -7, -3, 0, +3 (so one reminder
 * each on DAY: +7, +3, 0 or -3 days after its due date), for the rest a shift no offset reaches.
 */
async function seedAgreements(db: pg.Client) {
  const members = Math.ceil(AGREEMENTS / PER_MEMBER)
  const district = (await db.query<{ id: number; provinceId: number }>(`SELECT id, "provinceId" FROM "District" ORDER BY id LIMIT 1`)).rows[0]!
  await db.query('BEGIN')
  await db.query(
    `INSERT INTO "Member" (id, phone, "firstName", "lastName", "passwordHash", "updatedAt")
     SELECT m, '+97798' || lpad(m::text, 8, '0'), 'Landlord', 'No ' || m, '!bench', now() FROM generate_series(1, $1) AS m`,
    [members],
  )
  await db.query(
    `INSERT INTO "Tenant" (id, phone, "firstName", "lastName", "prefLanguage", "updatedAt")
     SELECT i, '+97798' || lpad((50000000 + i)::text, 8, '0'), 'Tenant', 'No ' || i, CASE WHEN i % 2 = 0 THEN 'NEP' ELSE 'ENG' END::"Language", now()
     FROM generate_series(1, $1) AS i`,
    [AGREEMENTS],
  )
  await db.query(
    `INSERT INTO "Property" (id, "memberId", name, type, "isDivided", area, "areaUnit", address1, address2, "provinceId", "districtId", city, "updatedAt")
     SELECT i, (i - 1) / ${PER_MEMBER} + 1, 'House ' || i, 'RESIDENTIAL', false, 4, 'aana', 'Tole', 'Ward 1', $2, $3, 'Kathmandu', now()
     FROM generate_series(1, $1) AS i`,
    [AGREEMENTS, district.provinceId, district.id],
  )
  const shift = `CASE WHEN i <= $2 THEN (ARRAY[-7, -3, 0, 3])[i % 4 + 1] ELSE 5 + i % 15 END`
  await db.query(
    `INSERT INTO "Agreement" (id, "memberId", "propertyId", "tenantId", name, "startDate", "endDate", "leaseAmountPaisa", "paymentIntervalMonths", "paymentDayOfMonth")
     SELECT i, (i - 1) / ${PER_MEMBER} + 1, i, i, 'Lease ' || i, $3::date - 180, $3::date + 200, 1500000 + (i % 50) * 10000, 1,
            extract(day FROM $3::date + ${shift})::int
     FROM generate_series(1, $1) AS i`,
    [AGREEMENTS, DUE_REMINDERS, DAY],
  )
  await db.query(
    `INSERT INTO "Charge" ("agreementId", kind, "periodStart", "periodEnd", "dueDate", "amountPaisa")
     SELECT i, 'RENT', d, d + 29, d, 1500000 + (i % 50) * 10000
     FROM generate_series(1, $1) AS i, generate_series(-5, 6) AS k,
          LATERAL (SELECT $3::date + ${shift} + 30 * k AS d) AS due`,
    [AGREEMENTS, DUE_REMINDERS, DAY],
  )
  for (const table of ['Member', 'Tenant', 'Property', 'Agreement']) {
    await db.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max(id) FROM "${table}"))`)
  }
  await db.query('COMMIT')
  await db.query('ANALYZE')
}
