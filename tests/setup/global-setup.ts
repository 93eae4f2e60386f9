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

const TEMPLATE = 'bhadaa_test_template'
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
      "SELECT datname FROM pg_database WHERE datname LIKE 'bhadaa\\_test\\_%'",
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
