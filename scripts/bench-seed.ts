// What the job benches share (scripts/bench-reminders.ts, scripts/bench-sms.ts): a database of
// their own, migrated and seeded (on DATABASE_URL's server, else an embedded PostgreSQL), and
// agreements with a year of charges seeded in set-based SQL, arranged so that a chosen number of
// reminders falls on one day.
import path from 'node:path'
import pg from 'pg'
import { migrate } from '../prisma/migrate.ts'
import { seed } from '../prisma/seed.ts'
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts'

const PER_MEMBER = 100

/**
 * A fresh database `name` (dropped first), migrated and seeded; `close` stops what it started.
 * With `keep`, an existing one is kept (and migrated): `reused` says so, and the caller reuses
 * what it seeded there before.
 */
export async function freshBenchDatabase(name: string, embedded: { dataDir: string; port: number }, { keep = false } = {}) {
  const stops: Array<() => Promise<void>> = []
  let adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    const started = await startEmbeddedPostgres({ dataDir: path.resolve(embedded.dataDir), port: embedded.port })
    stops.push(started.stop)
    adminUrl = started.url
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const reused = keep && (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1
  if (!reused) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name}`)
  }
  await admin.end()
  await migrate(url.href)
  if (!reused) await seed(url.href)
  return {
    url: url.href,
    reused,
    async close() {
      for (const stop of stops) await stop()
    },
  }
}

/** Where a bench part writes its figures as JSON, for the final table of `npm run bench`. */
export function benchResultFile(part: string) {
  return path.resolve(process.env.BENCH_RESULTS_DIR ?? '.data/bench-results', `${part}.json`)
}

/**
 * Members of 100 agreements each; one tenant and one undivided property per agreement; twelve
 * monthly charges (every 30 days) per agreement. Agreement i's charges fall `shift` days from
 * `day` (mod 30): for the first `due` agreements one of -7, -3, 0, +3 (so one reminder
 * each on `day`: +7, +3, 0 or -3 days after its due date), for the rest a shift no offset reaches.
 */
export async function seedAgreements(db: pg.Client, { agreements: AGREEMENTS, due: DUE_REMINDERS, day: DAY }: { agreements: number; due: number; day: string }) {
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
  // The state of a database that has been running: autovacuum has been through the tables (their
  // rows' hint bits set, the visibility map written) and the seed's writes are checkpointed.
  // Without it the timed work set every seeded row's hint bits itself, and autovacuum's worker
  // and the checkpointer started on the seed's 1.2 million rows while it ran (ADR 071).
  await db.query('VACUUM ANALYZE')
  await db.query('CHECKPOINT')
}
