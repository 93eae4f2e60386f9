// `npm run bench`: builds for production, starts the server against a seeded database, and
// measures in one run, part by part (BENCH_ONLY=<part>[,<part>] runs only those):
// - routes: each route with autocannon: requests/s, p50/p95/p99 latency and the throughput as a
//   ratio of the bare baseline route (/healthz); signed-in pages at 20 connections; the server
//   process's RSS under that load.
// - weights: the gzipped JavaScript and CSS each page makes the browser download, and what each
//   page transfers on a first visit in Chromium (scripts/page-weight.ts): every signed-in page (a
//   seeded member with a property, a unit, an agreement and its tenant) against 250 KB in all and
//   200 KB of JavaScript, every public page against 75 KB. A page over its budget prints a FAIL
//   line and the run exits non-zero. (BENCH_WEIGHT_ONLY=1 is BENCH_ONLY=weights.)
// - cluster: a separate web role with WEB_CONCURRENCY=1, then 2, on the same database: the speed-up.
// - browser: LCP and TBT of every page in a throttled Chromium, JavaScript on and off
//   (scripts/bench-browser.ts); times never fail the run.
// - sweep: the reminder scan over 100,000 agreements (scripts/bench-reminders.ts, through
//   scripts/bench-jobs.ts), which fails the run too if it misses a check or its target.
// - sms: SMS dispatch through a gateway stand-in answering in 50 ms (scripts/bench-sms.ts), which
//   fails the run too if it misses a check or its 500 texts/s target.
// sweep and sms need no build and no server: BENCH_ONLY=sweep or BENCH_ONLY=sms runs them alone.
// Every figure ends up in one Markdown table (scripts/bench-table.ts), printed last.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { addFigure, printFigureTable, reserveFigure } from './bench-table.ts'
import { benchBrowser, LCP_TARGET_MS, TBT_TARGET_MS } from './bench-browser.ts'
import { runJobBenches } from './bench-jobs.ts'
import { measurePageWeights, PUBLIC_PAGE_BUDGET, PUBLIC_PAGES, reportPageWeights, type Budget, type PageWeight } from './page-weight.ts'
import { SIGNED_IN_BUDGET, SIGNED_IN_PAGES, signedInPages, signInForCookie } from './signed-in-weights.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const BASE = `http://127.0.0.1:${PORT}`
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const DATA_DIR = process.env.DATA_DIR ?? '.data/bench'
const EMBEDDED_POSTGRES_PORT = process.env.EMBEDDED_POSTGRES_PORT ?? '54349'

const PARTS = ['routes', 'weights', 'browser', 'cluster', 'sweep', 'sms'] as const
type Part = (typeof PARTS)[number]
const ONLY = (process.env.BENCH_WEIGHT_ONLY === '1' ? 'weights' : (process.env.BENCH_ONLY ?? '')).split(',').map((p) => p.trim()).filter(Boolean)
for (const part of ONLY) if (!PARTS.includes(part as Part)) throw new Error(`BENCH_ONLY: no part "${part}" (parts: ${PARTS.join(', ')})`)
const runs = (part: Part) => ONLY.length === 0 || ONLY.includes(part)

const SMS_LOG_FILE = path.resolve('.data/bench-sms.log')

// Later features add their routes here. Routes with `auth` send the bench member's API token,
// with `session` the bench member's web session cookie. `target`: the issue's ratio to /healthz.
type BenchRoute = {
  name: string
  path: string
  auth?: boolean
  session?: boolean
  connections?: number
  headers?: Record<string, string>
  /** The status every answer should have (200 unless said). */
  status?: number
  target?: { ratio: number; p95Ms?: number }
}
const KEPT = { ratio: 0.5 } // issue 19: a page served from memory, a constant /v1 answer
const ROUTES: BenchRoute[] = [
  { name: 'baseline /healthz', path: '/healthz' },
  { name: 'landing page / (from memory)', path: '/', target: KEPT },
  { name: 'landing page / (from memory, brotli as browsers ask)', path: '/', headers: { 'accept-encoding': 'gzip, deflate, br' }, target: KEPT },
  { name: 'landing page / repeat visit (304)', path: '/', headers: { 'if-none-match': '{etag:/}' }, status: 304, target: KEPT },
  { name: 'plans /plans (from memory)', path: '/plans', target: KEPT },
  { name: 'terms /terms-of-use (from memory)', path: '/terms-of-use', target: KEPT },
  { name: 'sign-in /login (from memory)', path: '/login', target: KEPT },
  { name: 'sign-up /register (from memory)', path: '/register', target: KEPT },
  { name: 'not-found page (from memory)', path: '/no-such-page', status: 404, target: KEPT },
  { name: 'landing page rendered per request (/?pricing=yearly)', path: '/?pricing=yearly' },
  { name: '/readyz', path: '/readyz' },
  { name: 'GET /v1/public/release/latest', path: '/v1/public/release/latest', target: KEPT },
  { name: 'GET /v1/openapi.json (gzip)', path: '/v1/openapi.json', headers: { 'accept-encoding': 'gzip' }, target: KEPT },
  { name: 'GET /v1/account/verify (token)', path: '/v1/account/verify', auth: true },
  { name: 'GET /v1/member/property (token)', path: '/v1/member/property?units=true', auth: true, target: { ratio: 0.25 } },
  { name: 'GET /v1/member/property/{id} (token)', path: '/v1/member/property/{propertyId}', auth: true },
  { name: 'GET /v1/member/sms (token)', path: '/v1/member/sms', auth: true },
  { name: 'dashboard /dashboard (signed in, 20 connections)', path: '/dashboard', session: true, connections: 20, target: { ratio: 0.05, p95Ms: 100 } },
  { name: 'agreement page /agreements/{id} (signed in, 20 connections)', path: '/agreements/{agreementId}', session: true, connections: 20, target: { ratio: 0.05, p95Ms: 100 } },
]
const PAGES = ['/', '/no-such-page']

// Every row of the final table, in order; the parts fill them.
for (const route of ROUTES) reserveFigure(route.name, targetText(route.target))
reserveFigure('RSS of the server process under load (max)')
reserveFigure('public pages: heaviest first visit', '≤ 75 KB')
reserveFigure('signed-in pages: heaviest first visit', '≤ 250 KB')
reserveFigure('signed-in pages: most JavaScript', '≤ 200 KB')
reserveFigure('signed-in pages: most JavaScript files', '≤ 15 files')
reserveFigure('signed-in pages in Nepali: heaviest first visit', '≤ 250 KB')
reserveFigure('WEB_CONCURRENCY=2 against 1: speed-up')
for (const on of ['on', 'off']) reserveFigure(`LCP / TBT (4× CPU, 1.6 Mbps / 150 ms), every page, JavaScript ${on}: worst`, 'LCP ≤ 2.5 s, TBT ≤ 200 ms')
// The worker half of issue 19 fills these (sweepPart and smsPart: scripts/bench-reminders.ts, scripts/bench-sms.ts).
reserveFigure('reminder sweep: 100,000 agreements, 10,000 due', '≤ 1 s')
reserveFigure('reminder sweep: 1,000,000 agreements, 100,000 due (BENCH_AGREEMENTS=1000000)', '≤ 10 s')
reserveFigure('SMS dispatch through a 50 ms provider stub', '≥ 500 texts/s')

const needsServer = runs('routes') || runs('weights') || runs('browser') || runs('cluster')
if (needsServer && spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)
const server = needsServer ? startBenchServer() : undefined
rmSync(SMS_LOG_FILE, { force: true })

try {
  if (server) {
    await waitForReady(BASE)
    const member = await signUpBenchMember()
    const cookie = await signInForCookie(BASE, member.phone, member.password)
    const ids = { propertyId: member.propertyId, agreementId: member.agreementId, tenantId: member.tenantId, receiptNumber: member.receiptNumber }
    if (runs('routes')) await part('routes', () => routesPart(server, member.token, cookie, ids))
    if (runs('weights')) await part('weights', () => weightsPart(cookie, ids))
    if (runs('browser')) await part('browser', () => browserPart(cookie, ids))
    if (runs('cluster')) await part('cluster', () => clusterPart(member.token))
  }
} finally {
  if (server) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

if (runs('sweep')) sweepPart()
if (runs('sms')) smsPart()

printFigureTable(`Every figure of this run (${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version})`)

/** Runs one part; a part that fails says so and the run goes on to the others and the table. */
async function part(name: Part, run: () => Promise<void>) {
  try {
    await run()
  } catch (error) {
    console.log(`FAIL bench part ${name}: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}

function startBenchServer(): ChildProcess {
  return spawn(process.execPath, ['server/index.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
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

function targetText(target: BenchRoute['target']) {
  if (!target) return undefined
  return `≥ ${target.ratio}${target.p95Ms === undefined ? '' : `, p95 ≤ ${target.p95Ms} ms`}`
}

// ---------------------------------------------------------------------------------------------
// routes: throughput and latency of every route, and the server's memory under that load

async function routesPart(server: ChildProcess, token: string, cookie: string, ids: Record<string, number>) {
  const rss = sampleRss(server.pid)
  const results = []
  try {
    for (const route of ROUTES) {
      const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]))
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(route.headers ?? {})) headers[name] = await headerValue(value)
      if (route.auth) headers.authorization = `Bearer ${token}`
      if (route.session) headers.cookie = cookie
      results.push({ ...route, ...(await measure(url, headers, route.connections ?? CONNECTIONS, route.status ?? 200)) })
    }
  } finally {
    rss.stop()
  }
  printLatencyTable(results)
  const baseline = results[0]?.rps ?? 1
  for (const r of results) {
    const ratio = r.rps / baseline
    const met = r.target ? ratio >= r.target.ratio && (r.target.p95Ms === undefined || r.p95 <= r.target.p95Ms) : undefined
    addFigure({ figure: r.name, value: `${Math.round(r.rps).toLocaleString('en')} req/s${r.errors ? ` (${r.errors} errors)` : ''}`, ratio, p95Ms: r.p95, met })
  }
  addFigure({ figure: 'RSS of the server process under load (max)', value: `${(rss.maxKb() / 1024).toFixed(0)} MB` })
  await printPageWeights()
}

/** `{etag:/path}`: the ETag the server gives that path now (a repeat visit's If-None-Match). */
async function headerValue(value: string) {
  const etagOf = /^\{etag:(.+)\}$/.exec(value)?.[1]
  if (!etagOf) return value
  // Uncompressed, as autocannon asks (each encoding has its own ETag).
  return (await fetch(BASE + etagOf, { headers: { 'accept-encoding': 'identity' } })).headers.get('etag') ?? ''
}

/** The highest resident set size of a process (Linux /proc), sampled every 200 ms. */
function sampleRss(pid: number | undefined) {
  let max = 0
  const read = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
      max = Math.max(max, kb)
    } catch {
      // Not Linux, or the process is gone.
    }
  }
  const timer = setInterval(read, 200)
  read()
  return { stop: () => clearInterval(timer), maxKb: () => max }
}

// ---------------------------------------------------------------------------------------------
// weights: what each page makes a browser download on a first visit

async function weightsPart(cookie: string, ids: Record<string, number>) {
  const signedIn = await measurePageWeights(BASE, signedInPages(ids), cookie)
  if (!reportPageWeights('Signed-in pages', signedIn, SIGNED_IN_BUDGET)) process.exitCode = 1
  // The same pages for a member who reads Nepali: its catalogue is the larger (Devanagari).
  await switchLanguage(cookie, 'ne')
  const signedInNepali = await measurePageWeights(BASE, signedInPages(ids), cookie)
  await switchLanguage(cookie, 'en')
  if (!reportPageWeights('Signed-in pages in Nepali', signedInNepali, SIGNED_IN_BUDGET)) process.exitCode = 1
  const weights = await measurePageWeights(BASE, PUBLIC_PAGES)
  if (!reportPageWeights('Public pages', weights, PUBLIC_PAGE_BUDGET)) process.exitCode = 1

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const heaviest = (list: PageWeight[], of: (w: PageWeight) => number) => list.reduce((a, b) => (of(b) > of(a) ? b : a))
  const totalRow = (figure: string, list: PageWeight[], budget: Budget) => {
    const w = heaviest(list, (x) => x.total)
    addFigure({ figure, value: `${kb(w.total)} (${w.path})`, met: w.total <= budget.totalBytes })
  }
  totalRow('public pages: heaviest first visit', weights, PUBLIC_PAGE_BUDGET)
  totalRow('signed-in pages: heaviest first visit', signedIn, SIGNED_IN_BUDGET)
  totalRow('signed-in pages in Nepali: heaviest first visit', signedInNepali, SIGNED_IN_BUDGET)
  const mostJs = heaviest(signedIn, (x) => x.js)
  addFigure({ figure: 'signed-in pages: most JavaScript', value: `${kb(mostJs.js)} (${mostJs.path})`, met: mostJs.js <= (SIGNED_IN_BUDGET.javaScriptBytes ?? Infinity) })
  const mostFiles = heaviest(signedIn, (x) => x.scripts)
  addFigure({ figure: 'signed-in pages: most JavaScript files', value: `${mostFiles.scripts} (${mostFiles.path})`, met: mostFiles.scripts <= 15 })
}

// ---------------------------------------------------------------------------------------------
// browser: paint and blocking times on issue 19's slow phone

async function browserPart(cookie: string, ids: Record<string, number>) {
  const signedIn = signedInPages(ids).map((path, i) => ({ path, template: SIGNED_IN_PAGES[i] as string }))
  const figures = await benchBrowser(BASE, { signedIn, cookie, public: PUBLIC_PAGES })
  const measured = figures.filter((f) => !f.error)
  for (const javaScript of [true, false]) {
    const of = measured.filter((f) => f.javaScript === javaScript)
    if (of.length === 0) continue
    const worst = (key: 'lcpMs' | 'tbtMs') => of.reduce((a, b) => (b[key] > a[key] ? b : a))
    const lcp = worst('lcpMs')
    const tbt = worst('tbtMs')
    const misses = of.filter((f) => f.lcpMs > LCP_TARGET_MS || f.tbtMs > TBT_TARGET_MS).length
    addFigure({
      figure: `LCP / TBT (4× CPU, 1.6 Mbps / 150 ms), every page, JavaScript ${javaScript ? 'on' : 'off'}: worst`,
      value: `LCP ${(lcp.lcpMs / 1000).toFixed(2)} s (${lcp.path}); TBT ${tbt.tbtMs.toFixed(0)} ms (${tbt.path}); ${misses} of ${of.length} pages miss`,
      met: misses === 0,
    })
  }
}

// ---------------------------------------------------------------------------------------------
// cluster: one web role with WEB_CONCURRENCY=1, then 2, on the bench's database

async function clusterPart(token: string) {
  const databaseUrl = process.env.DATABASE_URL ?? embeddedDatabaseUrl()
  const port = PORT + 1000
  const base = `http://127.0.0.1:${port}`
  const routes: Array<{ name: string; path: string; headers: Record<string, string> }> = [
    { name: 'GET /v1/member/property (token)', path: '/v1/member/property?units=true', headers: { authorization: `Bearer ${token}` } },
    { name: 'landing page rendered per request', path: '/?pricing=yearly', headers: {} },
  ]
  const rps: Record<string, number[]> = {}
  for (const processes of [1, 2]) {
    const web = spawn(process.execPath, ['server/index.ts', '--role=web'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(processes), DATA_DIR, DATA_ENCRYPTION_KEY: dataKey() },
    })
    const failed = new Promise<never>((_, reject) => web.once('exit', (code) => reject(new Error(`the web role with WEB_CONCURRENCY=${processes} exited (${code})`))))
    try {
      // Every process must listen before measuring: the first to answer /healthz would otherwise
      // take the load alone while the others still start (server/cluster.ts logs when all listen).
      let output = ''
      web.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const allListening = async () => {
        const deadline = Date.now() + 120_000
        while (!output.includes(`all ${processes} web processes listening`)) {
          if (Date.now() > deadline) throw new Error(`the ${processes} web processes did not all listen within 120 s`)
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
      }
      await Promise.race([Promise.all([waitFor(`${base}/healthz`), processes > 1 ? allListening() : undefined]), failed])
      for (const route of routes) {
        const result = await measure(route.path, route.headers, 20, 200, base)
        ;(rps[route.name] ??= []).push(result.rps)
      }
    } finally {
      failed.catch(() => undefined)
      if (web.exitCode === null && web.signalCode === null) {
        web.kill('SIGTERM')
        await new Promise((resolve) => web.once('exit', resolve))
      }
    }
  }
  console.log(`\nWEB_CONCURRENCY=2 against 1 (20 connections, ${DURATION_S} s per route, ${os.cpus().length} CPUs shared with the load generator and the database)\n`)
  console.log('| route | 1 process req/s | 2 processes req/s | speed-up |')
  console.log('|---|---:|---:|---:|')
  const speedUps = []
  for (const [name, [one = 0, two = 0]] of Object.entries(rps)) {
    speedUps.push(`${(two / one).toFixed(2)}× ${name}`)
    console.log(`| ${name} | ${one.toFixed(0)} | ${two.toFixed(0)} | ${(two / one).toFixed(2)}× |`)
  }
  addFigure({ figure: 'WEB_CONCURRENCY=2 against 1: speed-up', value: speedUps.join('; ') })
}

/** A data key (a production start with DATABASE_URL requires one; the bench member stores no secret). */
function dataKey() {
  return process.env.DATA_ENCRYPTION_KEY ?? randomBytes(32).toString('base64')
}

/** The embedded database the bench server started (server/embedded-postgres.ts keeps its password beside it). */
function embeddedDatabaseUrl() {
  const password = readFileSync(path.resolve(DATA_DIR, 'postgres', 'bhadaa-password'), 'utf8').trim()
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${EMBEDDED_POSTGRES_PORT}/bhadaa`
}

// ---------------------------------------------------------------------------------------------
// sweep and sms: the worker half of issue 19

/**
 * The reminder scan at scale, in a database of its own (scripts/bench-reminders.ts); its time fills
 * the row of its scale (BENCH_AGREEMENTS: 100,000, or 1,000,000 for the large case).
 */
function sweepPart() {
  const { passed, figures } = runJobBenches(['reminders'])
  if (!passed) process.exitCode = 1
  const scan = figures.reminders
  if (!scan) return
  const figure =
    scan.agreements === 1_000_000
      ? 'reminder sweep: 1,000,000 agreements, 100,000 due (BENCH_AGREEMENTS=1000000)'
      : scan.agreements === 100_000
        ? 'reminder sweep: 100,000 agreements, 10,000 due'
        : `reminder sweep: ${scan.agreements.toLocaleString('en')} agreements, ${scan.due.toLocaleString('en')} due`
  addFigure({ figure, value: `${scan.scanSeconds.toFixed(2)} s (rescan ${scan.rescanSeconds.toFixed(2)} s)`, target: `≤ ${scan.targetSeconds} s`, met: scan.ok && scan.scanSeconds <= scan.targetSeconds })
}

/** SMS dispatch through a 50 ms gateway stand-in, in a database of its own (scripts/bench-sms.ts). */
function smsPart() {
  const { passed, figures } = runJobBenches(['sms'])
  if (!passed) process.exitCode = 1
  const sms = figures.sms
  if (!sms) return
  addFigure({
    figure: 'SMS dispatch through a 50 ms provider stub',
    value: `${Math.round(sms.textsPerSecond).toLocaleString('en')} texts/s (${sms.texts.toLocaleString('en')} in ${sms.seconds.toFixed(1)} s; the code after ${sms.remindersBeforeCode} reminders)`,
    met: sms.ok && sms.textsPerSecond >= sms.targetPerSecond,
  })
}

/** The member's interface language, switched as the header's language menu does. */
async function switchLanguage(cookie: string, language: 'en' | 'ne') {
  const response = await fetch(`${BASE}/preferences`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE, cookie },
    body: new URLSearchParams({ language, redirectTo: '/dashboard' }),
    redirect: 'manual',
  })
  if (response.status !== 303) throw new Error(`switching the language to ${language} answered ${response.status}`)
}

async function waitForReady(base: string) {
  await waitFor(`${base}/readyz`)
}

async function waitFor(url: string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within 120 s`)
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

// A member made through the /v1 API alone (the code read from the log SMS provider), with a
// divided property, a unit, an agreement on it with its tenant and a payment, so the signed-in
// calls and pages are measured on real rows.
async function signUpBenchMember() {
  const phone = `984${String(Date.now() % 10_000_000).padStart(7, '0')}`
  const call = async (method: string, url: string, body?: object, headers: Record<string, string> = {}) => {
    const response = await fetch(BASE + url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body ? JSON.stringify(body) : undefined,
    })
    const json = (await response.json()) as { data?: Record<string, unknown> }
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`)
    return json.data ?? {}
  }
  const { token: otpauth } = (await call('POST', '/v1/account/claim', { phoneNumber: phone })) as { token: string }
  const otp = await waitForCode(phone)
  await call('POST', '/v1/account/verify', { phoneNumber: phone, otp }, { otpauth })
  const signup = { phone, firstName: 'Bench', lastName: 'Landlord', prefLanguage: 'ENG', password: 'Bench-Landlord-2083!' }
  const { token } = (await call('POST', '/v1/member/signup', signup, { otpauth })) as { token: string }
  const authorization = { authorization: `Bearer ${token}` }
  const provinces = (await call('GET', '/v1/member/province', undefined, authorization)) as unknown as Array<{ id: number; Districts: Array<{ id: number }> }>
  const province = provinces.find((p) => p.id === 3) ?? provinces[0]
  const property = await call('POST', '/v1/member/property', {
    name: 'Bench House', type: 'residential', division: true, area: 4, areaUnit: 'aana',
    address1: 'Tole 1', address2: 'Ward 10', provinceId: province?.id, districtId: province?.Districts[0]?.id,
    city: 'Kathmandu', lat: 27.7172, lng: 85.324,
  }, authorization)
  const unit = await call('POST', '/v1/member/unit', { propertyId: property.id, name: 'Flat 1', floor: 1, area: 850, areaUnit: 'sqft' }, authorization)
  const today = new Date().toISOString().slice(0, 10)
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4, 8)}01`
  const agreement = await call('POST', '/v1/member/agreement', {
    name: 'Flat 1 lease', propertyId: property.id, unitId: unit.id, tenantFirstName: 'Ram', tenantLastName: 'Thapa',
    tenantPhone: `986${phone.slice(3)}`, tenantPreferredLanguage: 'NEP', calendarType: 'AD', startDate: today, endDate: nextYear,
    utilities: [], leaseAmount: 25000, paymentInterval: 1, paymentDayOfMonth: 5,
  }, authorization)
  const payment = await call('POST', `/v1/member/agreement/${agreement.id}/payment`, { amount: 25000, paidOn: today, method: 'CASH' }, authorization)
  return {
    token, phone, password: signup.password,
    propertyId: property.id as number, agreementId: agreement.id as number, tenantId: agreement.tenantId as number,
    receiptNumber: payment.receiptNumber as number,
  }
}

async function waitForCode(phone: string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (existsSync(SMS_LOG_FILE)) {
      const lines = readFileSync(SMS_LOG_FILE, 'utf8').trim().split('\n').filter(Boolean)
      const message = lines.map((line) => JSON.parse(line) as { to: string; body: string }).findLast((m) => m.to === phone)
      const code = message && /\b(\d{6})\b/.exec(message.body)?.[1]
      if (code) return code
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('no sign-up code reached the SMS log within 30 s')
}

async function measure(path: string, headers: Record<string, string>, connections: number, expectedStatus: number, base = BASE) {
  const latencies: number[] = []
  let unexpected = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: base + path, connections, duration: DURATION_S, headers }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms)
      if (status !== expectedStatus) unexpected++
    })
  })
  latencies.sort((a, b) => a - b)
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + unexpected,
  }
}

function printLatencyTable(results: Array<{ name: string; rps: number; p50: number; p95: number; p99: number; errors: number }>) {
  const baseline = results[0]?.rps ?? 1
  console.log(`\nThroughput and latency (${CONNECTIONS} connections unless said, ${DURATION_S} s per route)\n`)
  console.log('| route | req/s | p50 ms | p95 ms | p99 ms | vs baseline | errors |')
  console.log('|---|---:|---:|---:|---:|---:|---:|')
  for (const r of results) {
    const ratio = (r.rps / baseline).toFixed(3)
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${ratio} | ${r.errors} |`)
  }
}

async function printPageWeights() {
  console.log('\nWhat each page downloads (gzip)\n')
  console.log('| page | JavaScript files | JavaScript KB | CSS KB (files + inline) | HTML KB |')
  console.log('|---|---:|---:|---:|---:|')
  for (const page of PAGES) {
    const html = await (await fetch(BASE + page)).text()
    const assets = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]))]
    let js = 0
    let css = 0
    for (const asset of assets) {
      const size = gzipSync(Buffer.from(await (await fetch(BASE + asset)).arrayBuffer())).length
      if (asset.endsWith('.js')) js += size
      else css += size
    }
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
    css += inlineCss ? gzipSync(inlineCss).length : 0
    const jsFiles = assets.filter((a) => a.endsWith('.js')).length
    console.log(`| ${page} | ${jsFiles} | ${(js / 1024).toFixed(1)} | ${(css / 1024).toFixed(1)} | ${(gzipSync(html).length / 1024).toFixed(1)} |`)
  }
}
