// Where the browser tests' server listens and how the tests reach its database.
import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
export const E2E_DATABASE = 'bhadaa_e2e'
/** start-server.ts writes the database URL here for the fixtures. */
export const E2E_DATABASE_URL_FILE = path.resolve('.data/e2e-database-url')
