// Runs before each integration test file: points DATABASE_URL at this worker's own database,
// cloned once from the template that global-setup.ts migrated and seeded. It must run before any
// test module imports ~/server/db.server, which reads DATABASE_URL when it is first imported.
// Test files that run one after another in the same worker share the database: tests create
// their own rows (unique phones, keys) rather than expect an empty one.
import pg from 'pg'
import { inject } from 'vitest'

// Serialises creation among workers, which all clone the same template at about the same time.
const CREATE_LOCK_KEY = 727073690

// VITEST_POOL_ID is 1..maxWorkers and unique among the workers running at the same time.
const database = `${inject('databaseTemplate').replace(/template$/, '')}${process.env.VITEST_POOL_ID ?? '1'}`
const adminUrl = inject('databaseAdminUrl')

const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
try {
  await admin.query('SELECT pg_advisory_lock($1)', [CREATE_LOCK_KEY])
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (rowCount === 0) {
    await admin.query(
      `CREATE DATABASE ${admin.escapeIdentifier(database)} TEMPLATE ${admin.escapeIdentifier(inject('databaseTemplate'))}`,
    )
  }
} finally {
  await admin.end() // also releases the lock
}

const url = new URL(adminUrl)
url.pathname = `/${database}`
process.env.DATABASE_URL = url.toString()
