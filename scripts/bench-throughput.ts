// Throughput, measured with autocannon against the bench's server (scripts/bench.ts):
// - routes: each route's requests/s, p50/p95/p99 latency and its ratio to the bare baseline route
//   (/healthz); signed-in pages at 20 connections; the server process's CPU time per request (its
//   user and system time over the route's requests: far steadier than the rates on a shared
//   machine, ADR 036) and its RSS under that load; BENCH_ROUTES=<word>[,<word>] measures only the
//   routes whose name holds one of the words (and the baseline). The routes' server is a web
//   process (`--role=web`) beside the bench's server, which then runs only the worker's jobs and
//   the embedded database, as production runs them apart (ADR 049); BENCH_ROLE=all measures the
//   bench's server itself (web and worker in one process), as before;
// - cluster: a separate web role with WEB_CONCURRENCY=1, then 2, on the same database: the speed-up.
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { addFigure } from './bench-table.ts'
import { BASE, benchDatabaseUrl, DATA_DIR, dataKey, PORT, SERVER_ENV, SERVER_FLAGS, startBenchWeb, waitFor, waitForReady } from './bench-server.ts'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8)
// Each route is loaded this long, unmeasured, before its measured seconds: the figures are of a
// server in its steady state, its pool's connections open and each statement planned on them
// (PostgreSQL plans a prepared statement six times on each new connection; ADR 061).
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const ROUTE_WORDS = (process.env.BENCH_ROUTES ?? '').split(',').map((word) => word.trim()).filter(Boolean)
const ROLE = process.env.BENCH_ROLE ?? 'web'
if (!['web', 'all'].includes(ROLE)) throw new Error(`BENCH_ROLE: web or all, not "${ROLE}"`)

// The rows of the routes' memory (scripts/bench.ts reserves them in the table's order).
export const WEB_RSS_FIGURE = "RSS of a web process (--role=web) under the routes' load (max)"
export const WEB_RSS_TARGET_MB = 300
export const ALL_RSS_FIGURE = 'RSS of the --role=all process (web and worker in one) (max)'

// Later features add their routes here. Routes with `auth` send the bench member's API token,
// with `session` the bench member's web session cookie. `target`: the ratio to /healthz it must reach.
export type BenchRoute = {
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
// A page served from memory, a constant /v1 answer: half the baseline's rate.
const KEPT = { ratio: 0.5 }
export const ROUTES: BenchRoute[] = [
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
  { name: 'notifications /notifications (signed in, 20 connections)', path: '/notifications', session: true, connections: 20 },
  { name: 'dashboard /dashboard (signed in, 20 connections)', path: '/dashboard', session: true, connections: 20, target: { ratio: 0.05, p95Ms: 100 } },
  { name: 'agreement page /agreements/{id} (signed in, 20 connections)', path: '/agreements/{agreementId}', session: true, connections: 20, target: { ratio: 0.05, p95Ms: 100 } },
]
const PAGES = ['/', '/no-such-page']

export function targetText(target: BenchRoute['target']) {
  if (!target) return undefined
  return `≥ ${target.ratio}${target.p95Ms === undefined ? '' : `, p95 ≤ ${target.p95Ms} ms`}`
}

// ---------------------------------------------------------------------------------------------
// routes: throughput and latency of every route, and the server's memory under that load

export async function routesPart(server: ChildProcess, token: string, cookie: string, ids: Record<string, number>) {
  const web = ROLE === 'web' ? await startedWeb(PORT + 2000) : undefined
  // The process under load, and the embedded database's parent (the bench's server) for its CPU.
  const routesServer = web?.process ?? server
  const base = web?.base ?? BASE
  const rss = sampleRss(routesServer.pid)
  const allRss = sampleRss(server.pid)
  const results = []
  try {
    for (const [index, route] of ROUTES.entries()) {
      if (index > 0 && ROUTE_WORDS.length > 0 && !ROUTE_WORDS.some((word) => route.name.includes(word))) continue
      const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]))
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(route.headers ?? {})) headers[name] = await headerValue(base, value)
      if (route.auth) headers.authorization = `Bearer ${token}`
      if (route.session) headers.cookie = cookie
      await warmUp(base + url, headers, route.connections ?? CONNECTIONS)
      const before = cpuTimes(server.pid)
      const measured = await measure(url, headers, route.connections ?? CONNECTIONS, route.status ?? 200, base, routesServer.pid)
      const after = cpuTimes(server.pid)
      // With DATABASE_URL the database is not the server's child: its CPU is not measured.
      const databaseCpuMs = process.env.DATABASE_URL || !before || !after || measured.requests === 0 ? NaN : (after.database - before.database) / measured.requests
      results.push({ ...route, ...measured, databaseCpuMs, rssMb: rss.takeRouteMaxKb() / 1024 })
    }
  } finally {
    rss.stop()
    allRss.stop()
    if (web) await stopProcess(web.process)
  }
  printLatencyTable(results, web ? 'a web process, --role=web' : 'the --role=all process, web and worker in one')
  const baseline = results[0]?.rps ?? 1
  for (const r of results) {
    const ratio = r.rps / baseline
    const met = r.target ? ratio >= r.target.ratio && (r.target.p95Ms === undefined || r.p95 <= r.target.p95Ms) : undefined
    const cpu = r.cpuMsPerRequest === undefined ? '' : `, ${r.cpuMsPerRequest.toFixed(1)} ms CPU/req`
    addFigure({ figure: r.name, value: `${Math.round(r.rps).toLocaleString('en')} req/s${cpu}${r.errors ? ` (${r.errors} errors)` : ''}`, ratio, p95Ms: r.p95, met })
  }
  const mb = (kb: number) => Math.round(kb / 1024)
  if (web) {
    addFigure({ figure: WEB_RSS_FIGURE, value: `${mb(rss.maxKb())} MB`, met: mb(rss.maxKb()) <= WEB_RSS_TARGET_MB })
    addFigure({ figure: ALL_RSS_FIGURE, value: `${mb(allRss.maxKb())} MB, serving no route (the worker beside the web process; BENCH_ROLE=all loads it)` })
  } else {
    addFigure({ figure: ALL_RSS_FIGURE, value: `${mb(rss.maxKb())} MB, under the routes' load (BENCH_ROLE=all)` })
  }
  await printPageWeights()
}

/** A web process started for the routes, once it is ready. */
export async function startedWeb(port: number, checkout = '.', flags?: string[]) {
  const child = startBenchWeb(port, checkout, flags)
  const base = `http://127.0.0.1:${port}`
  const failed = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the web process exited (${code})`))))
  failed.catch(() => undefined)
  try {
    await Promise.race([waitForReady(base), failed])
  } catch (error) {
    await stopProcess(child)
    throw error
  }
  return { process: child, base }
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

/** `{etag:/path}`: the ETag the server gives that path now (a repeat visit's If-None-Match). */
async function headerValue(base: string, value: string) {
  const etagOf = /^\{etag:(.+)\}$/.exec(value)?.[1]
  if (!etagOf) return value
  // Uncompressed, as autocannon asks (each encoding has its own ETag).
  return (await fetch(base + etagOf, { headers: { 'accept-encoding': 'identity' } })).headers.get('etag') ?? ''
}

/**
 * CPU milliseconds (user and system, from Linux /proc) used so far by the server process and, apart,
 * by its descendants: the embedded PostgreSQL and its backends (with the CPU of backends that have
 * ended). A share of a busy shared machine moves wall-clock rates far more than it moves these.
 * Null off Linux or when the process is gone.
 */
function cpuTimes(pid: number | undefined): { server: number; database: number } | null {
  const stats = new Map<number, { parent: number; ms: number; childrenMs: number }>()
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        // After the command name: state, parent, ...; utime, stime, cutime, cstime are the 12th-15th, in 1/100 s.
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')
        const ticks = (from: number) => (Number(fields[from]) + Number(fields[from + 1])) * 10
        stats.set(Number(entry), { parent: Number(fields[1]), ms: ticks(11), childrenMs: ticks(13) })
      } catch {
        // The process ended while the list was read.
      }
    }
  } catch {
    return null
  }
  const own = pid === undefined ? undefined : stats.get(pid)
  if (!own || pid === undefined) return null
  let database = 0
  const visit = (parent: number) => {
    for (const [child, stat] of stats) {
      if (stat.parent !== parent) continue
      database += stat.ms + stat.childrenMs
      visit(child)
    }
  }
  visit(pid)
  return { server: own.ms, database }
}

/** The highest resident set size of a process (Linux /proc), sampled every 200 ms: in all, and since the last route. */
export function sampleRss(pid: number | undefined) {
  let max = 0
  let routeMax = 0
  const read = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
      max = Math.max(max, kb)
      routeMax = Math.max(routeMax, kb)
    } catch {
      // Not Linux, or the process is gone.
    }
  }
  const timer = setInterval(read, 200)
  read()
  const takeRouteMaxKb = () => {
    read()
    const kb = routeMax
    routeMax = 0
    return kb
  }
  return { stop: () => clearInterval(timer), maxKb: () => max, takeRouteMaxKb }
}


// ---------------------------------------------------------------------------------------------
// cluster: one web role with WEB_CONCURRENCY=1, then 2, on the bench's database

export async function clusterPart(token: string) {
  const databaseUrl = benchDatabaseUrl()
  const port = PORT + 1000
  const base = `http://127.0.0.1:${port}`
  const routes: Array<{ name: string; path: string; headers: Record<string, string> }> = [
    { name: 'GET /v1/member/property (token)', path: '/v1/member/property?units=true', headers: { authorization: `Bearer ${token}` } },
    { name: 'landing page rendered per request', path: '/?pricing=yearly', headers: {} },
  ]
  const rps: Record<string, number[]> = {}
  for (const processes of [1, 2]) {
    const web = spawn(process.execPath, [...SERVER_FLAGS, 'server/index.js', '--role=web'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...SERVER_ENV, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(processes), DATA_DIR, DATA_ENCRYPTION_KEY: dataKey() },
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
        // Warmed up as the routes are, or the speed-up would count two processes' cold start
        // against one's (twice the connections planning their statements while measured).
        await warmUp(base + route.path, route.headers, 20)
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

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

/** A process's user and system time so far, in ms (Linux /proc; undefined elsewhere). */
export function cpuMsOf(pid: number | undefined) {
  try {
    // Fields 14 and 15 (utime, stime), in clock ticks of 10 ms; the name (field 2) may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}

async function measure(path: string, headers: Record<string, string>, connections: number, expectedStatus: number, base = BASE, pid?: number) {
  const cpuBefore = cpuMsOf(pid)
  const latencies: number[] = []
  let unexpected = 0
  const result = await load(base + path, headers, connections, DURATION_S, (status, ms) => {
    latencies.push(ms)
    if (status !== expectedStatus) unexpected++
  })
  const cpuAfter = cpuMsOf(pid)
  latencies.sort((a, b) => a - b)
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    cpuMsPerRequest: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + unexpected,
  }
}

/** A route loaded unmeasured first (ADR 061): its connections open, its statements planned. */
export async function warmUp(url: string, headers: Record<string, string>, connections: number) {
  if (WARMUP_S > 0) await load(url, headers, connections, WARMUP_S)
}

/** `connections` clients requesting `url` for `seconds`; `onResponse` hears each answer. */
export function load(url: string, headers: Record<string, string>, connections: number, seconds: number, onResponse?: (status: number, ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers }, (error, done) => (error ? reject(error) : resolve(done)))
    if (onResponse) instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms))
  })
}

function printLatencyTable(
  results: Array<{ name: string; rps: number; p50: number; p95: number; p99: number; errors: number; cpuMsPerRequest?: number | undefined; databaseCpuMs: number; rssMb: number }>,
  server: string,
) {
  const baseline = results[0]?.rps ?? 1
  console.log(`\nThroughput and latency of ${server} (${CONNECTIONS} connections unless said, ${DURATION_S} s per route)\n`)
  console.log('| route | req/s | p50 ms | p95 ms | p99 ms | vs baseline | server CPU ms/req | database CPU ms/req | server RSS max MB | errors |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of results) {
    const ratio = (r.rps / baseline).toFixed(3)
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${ratio} | ${r.cpuMsPerRequest?.toFixed(1) ?? '–'} | ${cpuText(r.databaseCpuMs)} | ${r.rssMb.toFixed(0)} | ${r.errors} |`)
  }
}

const cpuText = (ms: number) => (Number.isNaN(ms) ? '—' : ms.toFixed(2))

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
