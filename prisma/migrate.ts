// Applies prisma/migrations/*/migration.sql the way `prisma migrate deploy` would (these machines
// cannot download Prisma's schema engine): same `_prisma_migrations` table, same checksums, same
// advisory lock key, so Prisma's own CLI agrees with what this runner did.
// Runs in the launcher (server/launcher.ts imports it), in the server bundle and under vitest.
import { createHash, randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import { projectRoot } from '../server/project-root.ts'

export const MIGRATIONS_DIR = join(projectRoot(import.meta.dirname), 'prisma/migrations')

// Prisma's own key: this runner and `prisma migrate deploy` never run at the same time either.
const ADVISORY_LOCK_KEY = 72707369

// Prisma's DDL, verbatim.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`

type Options = { migrationsDir?: string; log?: (message: string) => void }

type MigrationRow = {
  migration_name: string
  checksum: string
  finished_at: Date | null
  rolled_back_at: Date | null
  started_at: Date
}

/** Migration directory names in the order they apply (Prisma sorts them by name). */
export async function listMigrationNames(migrationsDir: string = MIGRATIONS_DIR): Promise<string[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true })
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex')
}

// Like Prisma, accept a file whose line endings a checkout converted (CRLF <-> LF).
function matchesChecksum(sql: string, expected: string): boolean {
  return [sql, sql.replaceAll('\r\n', '\n'), sql.replaceAll(/(?<!\r)\n/g, '\r\n')].some(
    (variant) => checksum(variant) === expected,
  )
}

/** Applies every pending migration; returns the names applied by this call. */
export async function migrate(databaseUrl: string, options: Options = {}): Promise<string[]> {
  const { migrationsDir = MIGRATIONS_DIR, log = () => {} } = options
  const migrations = await Promise.all(
    (await listMigrationNames(migrationsDir)).map(async (name) => ({
      name,
      sql: await readFile(join(migrationsDir, name, 'migration.sql'), 'utf8'),
    })),
  )

  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // A second process waits here until the first has finished, then finds nothing to do.
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY])
    await client.query(CREATE_MIGRATIONS_TABLE)
    const { rows } = await client.query<MigrationRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at, started_at
         FROM "_prisma_migrations" WHERE rolled_back_at IS NULL ORDER BY started_at`,
    )

    const failed = rows.find((row) => row.finished_at === null)
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed when it was applied at ${failed.started_at.toISOString()}; ` +
          'the database may be half-migrated. Repair it by hand, then mark the migration rolled back ' +
          `(UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = '${failed.migration_name}') ` +
          'or run `prisma migrate resolve` before starting again.',
      )
    }

    const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]))
    for (const { name, sql } of migrations) {
      const recorded = applied.get(name)
      if (recorded !== undefined && !matchesChecksum(sql, recorded)) {
        throw new Error(
          `Migration ${name} was changed after it was applied to this database (checksum ${recorded} ` +
            `in _prisma_migrations, ${checksum(sql)} on disk). Never edit an applied migration: ` +
            'restore the file and add a new migration instead.',
        )
      }
    }

    const appliedNow: string[] = []
    for (const { name, sql } of migrations.filter(({ name }) => !applied.has(name))) {
      const startedAt = Date.now()
      try {
        await client.query('BEGIN')
        await client.query(sql)
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, $4, clock_timestamp(), 1)`,
          [randomUUID(), checksum(sql), name, new Date(startedAt)],
        )
        await client.query('COMMIT')
      } catch (error) {
        // If the connection itself broke, the server rolls back anyway; report the real error.
        await client.query('ROLLBACK').catch(() => {})
        throw new Error(`Migration ${name} failed and was rolled back (nothing of it was applied): ${String(error)}`, {
          cause: error,
        })
      }
      appliedNow.push(name)
      log(`applied migration ${name} (${Date.now() - startedAt} ms)`)
    }
    return appliedNow
  } finally {
    // Ending the session also releases the advisory lock.
    await client.end()
  }
}

if (import.meta.main) {
  const url = process.env.DATABASE_URL
  if (!url) {
    console.error('DATABASE_URL is not set: nothing to migrate.')
    process.exit(1)
  }
  const applied = await migrate(url, { log: console.log })
  console.log(applied.length === 0 ? 'Database is up to date.' : `Applied ${applied.length} migration(s).`)
}
