// `npm run bench`: builds for production, starts the server against a seeded database, and
// measures each route with autocannon in one run: requests/s, p50/p95/p99 latency and the
// throughput as a ratio of the bare baseline route (/healthz). Then prints the gzipped
// JavaScript and CSS each page makes the browser download, and what each page transfers on a
// first visit in Chromium (scripts/page-weight.ts): every signed-in page (a seeded member with a
// property, a unit, an agreement and its tenant) against 250 KB in all and 200 KB of JavaScript,
// every public page against 75 KB. A page over its budget prints a FAIL line and the run exits
// non-zero. BENCH_WEIGHT_ONLY=1 measures the page weights alone. Last, the worker's parts
// (scripts/bench-jobs.ts): the reminder scan over 100,000 agreements (scripts/bench-reminders.ts)
// and SMS dispatch through a 50 ms gateway (scripts/bench-sms.ts), which fail the run too if they
// miss a check or a target. BENCH_ONLY=sms or BENCH_ONLY=reminders runs one of them alone.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { jobBenchPartsOnly, runJobBenches } from './bench-jobs.ts'
import { measurePageWeights, PUBLIC_PAGE_BUDGET, PUBLIC_PAGES, reportPageWeights } from './page-weight.ts'
import { SIGNED_IN_BUDGET, signedInPages, signInForCookie } from './signed-in-weights.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const BASE = `http://127.0.0.1:${PORT}`
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const WEIGHT_ONLY = process.env.BENCH_WEIGHT_ONLY === '1'

const SMS_LOG_FILE = path.resolve('.data/bench-sms.log')

// Later features add their routes here. Routes with `auth` send the bench member's API token.
type BenchRoute = { name: string; path: string; auth?: boolean }
const ROUTES: BenchRoute[] = [
  { name: 'baseline /healthz', path: '/healthz' },
  { name: 'landing page /', path: '/' },
  { name: '/readyz', path: '/readyz' },
  { name: 'not-found page', path: '/no-such-page' },
  { name: 'GET /v1/public/release/latest', path: '/v1/public/release/latest' },
  { name: 'GET /v1/openapi.json', path: '/v1/openapi.json' },
  { name: 'GET /v1/account/verify (token)', path: '/v1/account/verify', auth: true },
  { name: 'GET /v1/member/property (token)', path: '/v1/member/property?units=true', auth: true },
  { name: 'GET /v1/member/property/{id} (token)', path: '/v1/member/property/{id}', auth: true },
  { name: 'GET /v1/member/sms (token)', path: '/v1/member/sms', auth: true },
]
const PAGES = ['/', '/no-such-page']

// BENCH_ONLY=sms or BENCH_ONLY=reminders runs that worker part alone (scripts/bench-jobs.ts).
const jobPartsOnly = jobBenchPartsOnly()
if (jobPartsOnly) process.exit(runJobBenches(jobPartsOnly).passed ? 0 : 1)

if (spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)

const server = spawn(process.execPath, ['server/index.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    DATA_DIR: process.env.DATA_DIR ?? '.data/bench',
    EMBEDDED_POSTGRES_PORT: process.env.EMBEDDED_POSTGRES_PORT ?? '54349',
    SMS_LOG_FILE,
  },
})
rmSync(SMS_LOG_FILE, { force: true })

try {
  await waitForReady()
  const member = await signUpBenchMember()
  if (!WEIGHT_ONLY) {
    const results = []
    for (const route of ROUTES) {
      const url = route.path.replace('{id}', String(member.propertyId))
      results.push({ ...route, ...(await measure(url, route.auth ? member.token : undefined)) })
    }
    printLatencyTable(results)
    await printPageWeights()
  }
  const cookie = await signInForCookie(BASE, member.phone, member.password)
  const ids = { propertyId: member.propertyId, agreementId: member.agreementId, tenantId: member.tenantId, receiptNumber: member.receiptNumber }
  const signedIn = await measurePageWeights(BASE, signedInPages(ids), cookie)
  if (!reportPageWeights('Signed-in pages', signedIn, SIGNED_IN_BUDGET)) process.exitCode = 1
  // The same pages for a member who reads Nepali: its catalogue is the larger (Devanagari).
  await switchLanguage(cookie, 'ne')
  const signedInNepali = await measurePageWeights(BASE, signedInPages(ids), cookie)
  await switchLanguage(cookie, 'en')
  if (!reportPageWeights('Signed-in pages in Nepali', signedInNepali, SIGNED_IN_BUDGET)) process.exitCode = 1
  const weights = await measurePageWeights(BASE, PUBLIC_PAGES)
  if (!reportPageWeights('Public pages', weights, PUBLIC_PAGE_BUDGET)) process.exitCode = 1
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}

// The worker's parts, each in a database of its own: the reminder scan at scale and SMS dispatch.
if (!WEIGHT_ONLY && !runJobBenches().passed) process.exitCode = 1

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

async function waitForReady() {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const ok = await fetch(`${BASE}/readyz`).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not become ready within 120 s')
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

async function measure(path: string, token?: string) {
  const latencies: number[] = []
  const headers = token ? { authorization: `Bearer ${token}` } : undefined
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: BASE + path, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
  })
  latencies.sort((a, b) => a - b)
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx - (path === '/no-such-page' ? result.non2xx : 0),
  }
}

function printLatencyTable(results: Array<{ name: string; rps: number; p50: number; p95: number; p99: number; errors: number }>) {
  const baseline = results[0]?.rps ?? 1
  console.log(`\nThroughput and latency (${CONNECTIONS} connections, ${DURATION_S} s per route)\n`)
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
