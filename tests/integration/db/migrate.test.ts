// The migration runner against fresh databases on the test server.
import { createHash, randomUUID } from 'node:crypto'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { listMigrationNames, migrate, MIGRATIONS_DIR } from '../../../prisma/migrate.ts'

const adminUrl = inject('databaseAdminUrl')
const cleanups: (() => Promise<void>)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

/** An empty database, dropped after the test (the bhadaa_test_ prefix lets the next run drop leftovers). */
async function freshDatabase(): Promise<string> {
  const name = `bhadaa_test_m${randomUUID().replaceAll('-', '').slice(0, 12)}`
  await adminQuery(`CREATE DATABASE "${name}"`)
  cleanups.push(() => adminQuery(`DROP DATABASE "${name}" WITH (FORCE)`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** A copy of the real migrations directory the test may change. */
async function migrationsCopy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bhadaa-migrations-'))
  await cp(MIGRATIONS_DIR, dir, { recursive: true })
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<Row>(sql)).rows
  } finally {
    await client.end()
  }
}

type Recorded = { migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }
const recorded = (url: string) =>
  query<Recorded>(url, 'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name')

describe('migrate', () => {
  test('applies every migration to a fresh database and records it as Prisma does', async () => {
    const url = await freshDatabase()
    const names = await listMigrationNames()
    expect(names.length).toBeGreaterThan(0)

    expect(await migrate(url)).toEqual(names)

    const rows = await recorded(url)
    expect(rows.map((r) => r.migration_name)).toEqual(names)
    for (const row of rows) {
      const file = await readFile(join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'))
      expect(row.checksum).toBe(createHash('sha256').update(file).digest('hex'))
      expect(row.finished_at).toBeInstanceOf(Date)
      expect(row.applied_steps_count).toBe(1)
    }
  })

  test('a second run applies nothing', async () => {
    const url = await freshDatabase()
    await migrate(url)
    expect(await migrate(url)).toEqual([])
    expect(await recorded(url)).toHaveLength((await listMigrationNames()).length)
  })

  test('two processes migrating at once apply each migration once', async () => {
    const url = await freshDatabase()
    const results = await Promise.all([migrate(url), migrate(url), migrate(url)])
    const names = await listMigrationNames()
    expect(results.flat().sort()).toEqual(names)
    expect((await recorded(url)).map((r) => r.migration_name)).toEqual(names)
  })

  test('refuses to run when an applied migration was changed', async () => {
    const url = await freshDatabase()
    const dir = await migrationsCopy()
    await migrate(url, { migrationsDir: dir })
    const [first] = await listMigrationNames(dir)
    await writeFile(join(dir, first!, 'migration.sql'), '-- edited\n', { flag: 'a' })

    await expect(migrate(url, { migrationsDir: dir })).rejects.toThrow(
      `Migration ${first} was changed after it was applied`,
    )
  })

  test('accepts an applied migration whose line endings a checkout converted', async () => {
    const url = await freshDatabase()
    const dir = await migrationsCopy()
    await migrate(url, { migrationsDir: dir })
    const [first] = await listMigrationNames(dir)
    const file = join(dir, first!, 'migration.sql')
    await writeFile(file, (await readFile(file, 'utf8')).replaceAll('\n', '\r\n'))

    expect(await migrate(url, { migrationsDir: dir })).toEqual([])
  })

  test('refuses to run after a migration failed half-way (as Prisma records it)', async () => {
    const url = await freshDatabase()
    await query(
      url,
      `CREATE TABLE "_prisma_migrations" (id VARCHAR(36) PRIMARY KEY, checksum VARCHAR(64) NOT NULL,
         finished_at TIMESTAMPTZ, migration_name VARCHAR(255) NOT NULL, logs TEXT, rolled_back_at TIMESTAMPTZ,
         started_at TIMESTAMPTZ NOT NULL DEFAULT now(), applied_steps_count INTEGER NOT NULL DEFAULT 0);
       INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ('x', 'y', '20260101000000_broken')`,
    )
    await expect(migrate(url)).rejects.toThrow('Migration 20260101000000_broken failed when it was applied')
  })

  test('a failing migration is rolled back completely and not recorded', async () => {
    const url = await freshDatabase()
    const dir = await migrationsCopy()
    await mkdir(join(dir, '29990101000000_broken'))
    await writeFile(
      join(dir, '29990101000000_broken', 'migration.sql'),
      'CREATE TABLE "Half" (id INTEGER);\nSELECT * FROM "NoSuchTable";\n',
    )

    await expect(migrate(url, { migrationsDir: dir })).rejects.toThrow(
      'Migration 29990101000000_broken failed and was rolled back',
    )
    // Earlier migrations stay applied; nothing of the broken one remains.
    expect((await recorded(url)).map((r) => r.migration_name)).toEqual(await listMigrationNames())
    expect(await query(url, `SELECT to_regclass('"Half"') IS NULL AS gone`)).toEqual([{ gone: true }])
  })
})
