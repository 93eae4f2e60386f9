// Playwright's web server: a fresh database (on DATABASE_URL's server, or an embedded
// PostgreSQL), then the production server on it, texting through the `log` provider into
// E2E_SMS_LOG_FILE. SIGTERM stops both.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../../../server/embedded-postgres.ts'
import { startFakeGateways } from './fake-gateways.ts'
import { FAKE_KHALTI_KEY } from './fake-gateways.ts'
import { E2E_BASE_URL, E2E_DATABASE, E2E_DATABASE_URL_FILE, E2E_OPERATOR_PHONE, E2E_PAID_PLANS_BASE_URL, E2E_PAID_PLANS_PORT, E2E_PORT, E2E_SMS_LOG_FILE } from './server-config.ts'

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

const serverEnv = {
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
}
const server = spawn(process.execPath, ['server/index.js'], { stdio: 'inherit', env: serverEnv })
const serverExit = new Promise<number>((resolve) => server.once('exit', (code) => resolve(code ?? 1)))

// Once the first has migrated the database: the paid-plans server (Bhadaa's own Khalti account is
// the fake's; playwright.config.ts waits for this one, so for both).
async function ready(url: string) {
  for (;;) {
    const up = await fetch(url).then((response) => response.ok, () => false)
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
await ready(`${E2E_BASE_URL}/readyz`)
const paidPlans = spawn(process.execPath, ['server/index.js'], {
  stdio: 'inherit',
  env: { ...serverEnv, PORT: String(E2E_PAID_PLANS_PORT), PUBLIC_URL: E2E_PAID_PLANS_BASE_URL, BHADAA_KHALTI_SECRET_KEY: FAKE_KHALTI_KEY },
})
const paidPlansExit = new Promise<number>((resolve) => paidPlans.once('exit', (code) => resolve(code ?? 1)))

async function shutdown() {
  server.kill('SIGTERM')
  paidPlans.kill('SIGTERM')
  const [code] = await Promise.all([serverExit, paidPlansExit])
  for (const stop of stops) await stop()
  process.exit(code)
}
process.once('SIGTERM', () => void shutdown())
process.once('SIGINT', () => void shutdown())
void serverExit.then(async (code) => {
  paidPlans.kill('SIGTERM')
  for (const stop of stops) await stop()
  process.exit(code)
})
