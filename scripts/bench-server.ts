// The bench's server and its member (scripts/bench.ts): the production server started against its
// own data folder (or DATABASE_URL), the member signed up through /v1 with a property, a unit, an
// agreement and a payment, and the helpers that wait for them.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const PORT = Number(process.env.BENCH_PORT ?? 3200)
export const BASE = `http://127.0.0.1:${PORT}`
export const DATA_DIR = process.env.DATA_DIR ?? '.data/bench'
const EMBEDDED_POSTGRES_PORT = process.env.EMBEDDED_POSTGRES_PORT ?? '54349'
export const SMS_LOG_FILE = path.resolve('.data/bench-sms.log')

// As every start line runs the server (package.json; ADR 036: a 16 MB young generation; ADR 040 and
// 063: an old generation that grows by 30 % of its live size between full collections).
export const SERVER_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=30']
// And as every start line's environment (package.json, Dockerfile, server/cluster.ts's forks; ADR 053:
// at most two malloc arenas). MALLOC_ARENA_MAX=<n> npm run bench tries another count.
export const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' }

/** The server with the default role (web and worker in one process), which owns the embedded database. */
export function startBenchServer(): ChildProcess {
  return spawn(process.execPath, [...SERVER_FLAGS, 'server/index.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      DATA_DIR,
      EMBEDDED_POSTGRES_PORT,
      SMS_LOG_FILE,
      // The embedded database keeps its own key under DATA_DIR; a given DATABASE_URL needs one.
      ...(process.env.DATABASE_URL ? { DATA_ENCRYPTION_KEY: dataKey() } : {}),
    },
  })
}

// BENCH_WEB_V8_FLAGS tries other V8 flags on the web process alone (its RSS and CPU per request).
const WEB_V8_FLAGS = process.env.BENCH_WEB_V8_FLAGS?.split(' ').filter(Boolean) ?? SERVER_FLAGS

/**
 * A web process (`--role=web`, one process) on the bench server's database, as production runs
 * beside a worker (README, "run web and worker separately"); the routes part measures it, so the
 * RSS it reports is a web process's, which is what the target names (ADR 049).
 */
export function startBenchWeb(port: number, checkout = '.', flags = WEB_V8_FLAGS): ChildProcess {
  return spawn(process.execPath, [...flags, 'server/index.js', '--role=web'], {
    // Another checkout's build (scripts/bench-compare.ts) on this run's database.
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: benchDatabaseUrl(), WEB_CONCURRENCY: '1', DATA_DIR, DATA_ENCRYPTION_KEY: dataKey(), SMS_LOG_FILE },
  })
}

let key: string | undefined

/**
 * The data key of this run's processes (a production start with DATABASE_URL requires one): the
 * one the embedded database's server keeps in DATA_DIR, else one made for the run, the same for
 * every process of the run so each reads what another sealed.
 */
export function dataKey() {
  key ??= process.env.DATA_ENCRYPTION_KEY ?? keptDataKey() ?? randomBytes(32).toString('base64')
  return key
}

function keptDataKey() {
  const file = path.resolve(DATA_DIR, 'data-encryption.key')
  return process.env.DATABASE_URL || !existsSync(file) ? undefined : readFileSync(file, 'utf8').trim()
}

/** The bench's database: DATABASE_URL, else the embedded one the bench server started. */
export function benchDatabaseUrl() {
  return process.env.DATABASE_URL ?? embeddedDatabaseUrl()
}

/** The embedded database the bench server started (server/embedded-postgres.ts keeps its password beside it). */
export function embeddedDatabaseUrl() {
  const password = readFileSync(path.resolve(DATA_DIR, 'postgres', 'bhadaa-password'), 'utf8').trim()
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${EMBEDDED_POSTGRES_PORT}/bhadaa`
}

/** The member's interface language, switched as the header's language menu does. */
export async function switchLanguage(cookie: string, language: 'en' | 'ne') {
  const response = await fetch(`${BASE}/preferences`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE, cookie },
    body: new URLSearchParams({ language, redirectTo: '/dashboard' }),
    redirect: 'manual',
  })
  if (response.status !== 303) throw new Error(`switching the language to ${language} answered ${response.status}`)
}

export async function waitForReady(base: string) {
  await waitFor(`${base}/readyz`)
}

export async function waitFor(url: string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within 120 s`)
}

/** Signs `phone` up as a member through /v1 (claim, the code from the SMS log, sign-up); its API token. */
async function signUp(phone: string, firstName: string, lastName: string, password: string): Promise<string> {
  const { token: otpauth } = (await benchCall('POST', '/v1/account/claim', { phoneNumber: phone })) as { token: string }
  const otp = await waitForCode(phone)
  await benchCall('POST', '/v1/account/verify', { phoneNumber: phone, otp }, { otpauth })
  const { token } = (await benchCall('POST', '/v1/member/signup', { phone, firstName, lastName, prefLanguage: 'ENG', password }, { otpauth })) as { token: string }
  return token
}

async function benchCall(method: string, url: string, body?: object, headers: Record<string, string> = {}) {
  const response = await fetch(BASE + url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = (await response.json()) as { data?: Record<string, unknown> }
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`)
  return json.data ?? {}
}

/** The tenant of the bench member's lease signed up too, to read it on My Rent (/my-rent/{agreementId}). */
export async function signUpBenchTenant(member: { tenantPhone: string }) {
  const password = 'Bench-Tenant-2083!'
  await signUp(member.tenantPhone, 'Ram', 'Thapa', password)
  return { phone: member.tenantPhone, password }
}

// A member made through the /v1 API alone (the code read from the log SMS provider), with a
// divided property, a unit, an agreement on it with its tenant, a payment and an expense, so the signed-in
// calls and pages are measured on real rows.
export async function signUpBenchMember() {
  const phone = `984${String(Date.now() % 10_000_000).padStart(7, '0')}`
  const password = 'Bench-Landlord-2083!'
  const token = await signUp(phone, 'Bench', 'Landlord', password)
  const authorization = { authorization: `Bearer ${token}` }
  const provinces = (await benchCall('GET', '/v1/member/province', undefined, authorization)) as unknown as Array<{ id: number; Districts: Array<{ id: number }> }>
  const province = provinces.find((p) => p.id === 3) ?? provinces[0]
  const property = await benchCall('POST', '/v1/member/property', {
    name: 'Bench House', type: 'residential', division: true, area: 4, areaUnit: 'aana',
    address1: 'Tole 1', address2: 'Ward 10', provinceId: province?.id, districtId: province?.Districts[0]?.id,
    city: 'Kathmandu', lat: 27.7172, lng: 85.324,
  }, authorization)
  const unit = await benchCall('POST', '/v1/member/unit', { propertyId: property.id, name: 'Flat 1', floor: 1, area: 850, areaUnit: 'sqft' }, authorization)
  const tenantPhone = `986${phone.slice(3)}`
  const today = new Date().toISOString().slice(0, 10)
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4, 8)}01`
  const agreement = await benchCall('POST', '/v1/member/agreement', {
    name: 'Flat 1 lease', propertyId: property.id, unitId: unit.id, tenantFirstName: 'Ram', tenantLastName: 'Thapa',
    tenantPhone, tenantPreferredLanguage: 'NEP', calendarType: 'AD', startDate: today, endDate: nextYear,
    utilities: [], leaseAmount: 25000, paymentInterval: 1, paymentDayOfMonth: 5,
  }, authorization)
  const payment = await benchCall('POST', `/v1/member/agreement/${agreement.id}/payment`, { amount: 25000, paidOn: today, method: 'CASH' }, authorization)
  const expense = await benchCall('POST', '/v1/member/expense', { propertyId: property.id, category: 'ELECTRICITY', amount: 2500, spentOn: today, electricityUnits: 200, paidTo: 'NEA' }, authorization)
  return {
    token, phone, password, tenantPhone,
    propertyId: property.id as number, agreementId: agreement.id as number, tenantId: agreement.tenantId as number,
    receiptNumber: payment.receiptNumber as number, expenseId: expense.id as number,
  }
}

async function waitForCode(phone: string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (existsSync(SMS_LOG_FILE)) {
      const lines = readFileSync(SMS_LOG_FILE, 'utf8').trim().split('\n').filter(Boolean)
      const message = lines.map((line) => JSON.parse(line) as { to: string; body: string; template: string }).findLast((m) => m.to === phone && m.template === 'otp')
      const code = message && /\b(\d{6})\b/.exec(message.body)?.[1]
      if (code) return code
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('no sign-up code reached the SMS log within 30 s')
}
