// `npm run bench:compare`: this checkout's web process against another checkout's, or against
// itself with other V8 flags, side by side on one database, for a change too small for `npm run
// bench` to tell from a busy machine's drift (its routes' rates moved ±15 % between runs minutes
// apart, ADR 062). Both are built; then, for BENCH_COMPARE_STARTS (3) fresh pairs of processes,
// each page is warmed up on both as the routes bench warms a route (BENCH_WARMUP_SECONDS), then
// loaded 2 s at a time on one and then the other, the order alternating, for BENCH_COMPARE_ROUNDS
// rounds (4): whatever the machine does falls on both alike, and a process's own luck is averaged
// over several. Prints each side's requests/s and CPU per request (from /proc) over all of its
// rounds, and its highest RSS in each start.
// BENCH_COMPARE_WITH: the other checkout, with its own `npm ci` (e.g. `git worktree add
// ../base main`); default this one. BENCH_COMPARE_V8_FLAGS: the other side's V8 flags (default
// BENCH_WEB_V8_FLAGS, else every start line's). BENCH_COMPARE_PATHS: the paths, comma-separated
// (default: the dashboard and the agreement page; `/v1/…` paths are asked with the member's token,
// `/my-rent/…` paths as the member's tenant, who signs up for it: `/my-rent/{agreementId}`).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { BASE, PORT, signUpBenchMember, signUpBenchTenant, startBenchServer, waitForReady } from './bench-server.ts'
import { cpuMsOf, load, sampleRss, startedWeb, stopProcess, warmUp } from './bench-throughput.ts'
import { signInForCookie } from './signed-in-weights.ts'

const OTHER = process.env.BENCH_COMPARE_WITH ?? '.'
const OTHER_FLAGS = process.env.BENCH_COMPARE_V8_FLAGS?.split(' ').filter(Boolean)
if (!process.env.BENCH_COMPARE_WITH && !OTHER_FLAGS) throw new Error('BENCH_COMPARE_WITH (another checkout) or BENCH_COMPARE_V8_FLAGS (other flags), or both')
const STARTS = Number(process.env.BENCH_COMPARE_STARTS ?? 3)
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 4)
const SECONDS = 2
const CONNECTIONS = 20
const PATHS = (process.env.BENCH_COMPARE_PATHS ?? '/dashboard,/agreements/{agreementId}').split(',').map((p) => p.trim())
const checkouts = [
  { name: `this (${process.cwd()})`, dir: '.', flags: undefined },
  { name: `other (${path.resolve(OTHER)}${OTHER_FLAGS ? `, ${OTHER_FLAGS.join(' ')}` : ''})`, dir: OTHER, flags: OTHER_FLAGS },
]
const dirs = new Set(checkouts.map(({ dir }) => path.resolve(dir)))

for (const dir of dirs) if (spawnSync('npx', ['react-router', 'build'], { cwd: dir, stdio: 'inherit' }).status !== 0) process.exit(1)
const server = startBenchServer()
try {
  await waitForReady(BASE)
  const member = await signUpBenchMember()
  const cookie = await signInForCookie(BASE, member.phone, member.password)
  const tenant = PATHS.some((p) => p.startsWith('/my-rent')) ? await signUpBenchTenant(member) : null
  const tenantCookie = tenant && (await signInForCookie(BASE, tenant.phone, tenant.password))
  const pathnames = PATHS.map((p) => p.replace('{agreementId}', String(member.agreementId)))
  const totals = new Map(pathnames.map((pathname) => [pathname, checkouts.map(() => ({ requests: 0, cpuMs: 0, seconds: 0, failed: 0 }))]))
  const highestRssMb: number[][] = checkouts.map(() => [])
  for (let start = 0; start < STARTS; start++) {
    // Fresh processes each time, started in turn first: two processes of one build differ by up
    // to a tenth in CPU a request for as long as they run (their JIT's choices, their heaps).
    const order = start % 2 === 0 ? [0, 1] : [1, 0]
    const webs: Array<Awaited<ReturnType<typeof startedWeb>>> = []
    const rss: Array<ReturnType<typeof sampleRss>> = []
    try {
      for (const index of order) {
        webs[index] = await startedWeb(PORT + 2000 + index, checkouts[index]!.dir, checkouts[index]!.flags)
        rss[index] = sampleRss(webs[index].process.pid)
      }
      for (const pathname of pathnames) {
        const headers: Record<string, string> = pathname.startsWith('/v1/')
          ? { authorization: `Bearer ${member.token}` }
          : { cookie: (pathname.startsWith('/my-rent') && tenantCookie) || cookie }
        for (const web of webs) await warmUp(web.base + pathname, headers, CONNECTIONS)
        for (let round = 0; round < ROUNDS; round++) {
          for (const index of round % 2 === 0 ? order : [...order].reverse()) {
            const web = webs[index]!
            const before = cpuMsOf(web.process.pid) ?? NaN
            const result = await load(web.base + pathname, headers, CONNECTIONS, SECONDS)
            const total = totals.get(pathname)![index]!
            total.cpuMs += (cpuMsOf(web.process.pid) ?? NaN) - before
            total.requests += result.requests.total
            total.seconds += SECONDS
            total.failed += result.non2xx + result.errors + result.timeouts
          }
        }
      }
      for (const [index, sampled] of rss.entries()) highestRssMb[index]!.push(Math.round(sampled.maxKb() / 1024))
    } finally {
      for (const sampled of rss) sampled?.stop()
      for (const web of webs) if (web) await stopProcess(web.process)
    }
  }
  for (const [pathname, byCheckout] of totals) {
    console.log(`\n${pathname}: ${STARTS} starts × ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections`)
    for (const [index, { name }] of checkouts.entries()) {
      const { requests, cpuMs, seconds, failed } = byCheckout[index]!
      console.log(`  ${name}: ${(requests / seconds).toFixed(0)} requests/s, ${(cpuMs / requests).toFixed(3)} ms CPU a request${failed ? `, ${failed} not 200` : ''}`)
    }
  }
  console.log(`\nhighest RSS in each start (MB), all pages:`)
  for (const [index, { name }] of checkouts.entries()) console.log(`  ${name}: ${highestRssMb[index]!.join(', ')}`)
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}
