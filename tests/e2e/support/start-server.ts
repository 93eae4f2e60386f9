// Playwright's web server: a fresh database (on DATABASE_URL's server, or an embedded
// PostgreSQL), then the production server on it, texting through the `log` provider into
// E2E_SMS_LOG_FILE. SIGTERM stops both.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../../../server/embedded-postgres.ts'
import { startFakeGateways } from './fake-gateways.ts'
import { E2E_BASE_URL, E2E_DATABASE, E2E_DATABASE_URL_FILE, E2E_OPERATOR_PHONE, E2E_PORT, E2E_SMS_LOG_FILE } from './server-config.ts'

const stops: Array<() => Promise<void>> = []

let adminUrl = process.env.DATABASE_URL
if (!adminUrl) {
  const embedded = await startEmbeddedPostgres({ dataDir: path.resolve('.data/e2e-postgres'), port: 54339 })
  stops.push(embedded.stop)
  adminUrl = embedded.url
}

const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE} WITH (FORCE)`)
await admin.query(`CREATE DATABASE ${E2E_DATABASE}`)
await admin.end()

const databaseUrl = new URL(adminUrl)
databaseUrl.pathname = `/${E2E_DATABASE}`
mkdirSync(path.dirname(E2E_DATABASE_URL_FILE), { recursive: true })
writeFileSync(E2E_DATABASE_URL_FILE, databaseUrl.href)
// The tests read the texted codes from here; each run starts with an empty file.
writeFileSync(E2E_SMS_LOG_FILE, '')

// Khalti and eSewa are a local fake (the key checks of Settings > Payments, Khalti payments).
const gateways = await startFakeGateways(E2E_PORT + 1000)
stops.push(gateways.stop)

const server = spawn(process.execPath, ['server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl.href,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SMS_PROVIDER: 'log',
    SMS_LOG_FILE: E2E_SMS_LOG_FILE,
    // Production with DATABASE_URL needs one: a fixed test key.
    DATA_ENCRYPTION_KEY: '0'.repeat(63) + '2',
    KHALTI_BASE_URL: `${gateways.baseUrl}/khalti/api/v2`,
    // Pay links and the gateways' return addresses lead back to this server.
    PUBLIC_URL: E2E_BASE_URL,
    ESEWA_STATUS_URL: `${gateways.baseUrl}/esewa/api/epay/transaction/status/`,
    OPERATOR_PHONES: E2E_OPERATOR_PHONE,
  },
})
const serverExit = new Promise<number>((resolve) => server.once('exit', (code) => resolve(code ?? 1)))

async function shutdown() {
  server.kill('SIGTERM')
  const code = await serverExit
  for (const stop of stops) await stop()
  process.exit(code)
}
process.once('SIGTERM', () => void shutdown())
process.once('SIGINT', () => void shutdown())
void serverExit.then(async (code) => {
  for (const stop of stops) await stop()
  process.exit(code)
})
