// Runs once per `vitest run` (integration project): picks a PostgreSQL server (DATABASE_URL, or
// an embedded one), builds a migrated and seeded template database, and hands the server's admin
// URL to the workers, which clone the template (tests/setup/database.ts).
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrate } from '../../prisma/migrate.ts'
import { seed } from '../../prisma/seed.ts'
import { startEmbeddedPostgres } from '../../server/embedded-postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the test server (its `postgres` database). */
    databaseAdminUrl: string
    /** The migrated and seeded database each worker clones. */
    databaseTemplate: string
  }
}

// TEST_RUN_ID (letters and digits) gives a run its own databases, so two runs against one server do not drop each
// other's (with E2E_PORT doing the same for the browser tests).
const TEST_DATABASE_PREFIX = process.env.TEST_RUN_ID ? `bhadaa_test_${process.env.TEST_RUN_ID}_` : 'bhadaa_test_'
const TEMPLATE = `${TEST_DATABASE_PREFIX}template`
const EMBEDDED_DATA_DIR = '.data/test-postgres'
const EMBEDDED_PORT = 54329

export default async function setup(project: TestProject) {
  const started = Date.now()
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: EMBEDDED_DATA_DIR, port: EMBEDDED_PORT })
  try {
    const adminUrl = withDatabase(embedded?.url ?? String(process.env.DATABASE_URL), 'postgres')
    await createTemplate(adminUrl)
    project.provide('databaseAdminUrl', adminUrl)
    project.provide('databaseTemplate', TEMPLATE)
  } catch (error) {
    await embedded?.stop()
    throw error
  }
  console.log(
    `test database template ready on ${embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'} in ${Date.now() - started} ms`,
  )
  return async () => {
    await embedded?.stop()
  }
}

async function createTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    // Worker databases of earlier runs were cloned from an older template.
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname ~ $1',
      [`^${TEST_DATABASE_PREFIX}(template|\\d+)$`],
    )
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE ${admin.escapeIdentifier(datname)} WITH (FORCE)`)
    }
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(TEMPLATE)}`)
  } finally {
    await admin.end()
  }
  const templateUrl = withDatabase(adminUrl, TEMPLATE)
  await migrate(templateUrl)
  await seed(templateUrl)
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
