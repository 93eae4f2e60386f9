// `npm run bench:compare`: this checkout's web process against another checkout's, side by side on
// one database, for a change too small for `npm run bench` to tell from a busy machine's drift
// (its routes' rates moved ±15 % between runs minutes apart, ADR 062). Both are built, then each
// page is loaded 2 s at a time on one process and then the other (the order alternating), for
// BENCH_COMPARE_ROUNDS rounds (8): whatever the machine does falls on both alike. Prints each
// process's requests/s and CPU per request (from /proc) over all its rounds.
// BENCH_COMPARE_WITH: the other checkout, with its own `npm ci` (e.g. `git worktree add
// ../base main`); BENCH_COMPARE_PATHS: the paths, comma-separated (default: the dashboard and the
// agreement page; `/v1/…` paths are asked with the member's token).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { BASE, signUpBenchMember, startBenchServer, waitForReady } from './bench-server.ts'
import { cpuMsOf, load, startedWeb, stopProcess } from './bench-throughput.ts'
import { signInForCookie } from './signed-in-weights.ts'

const OTHER = process.env.BENCH_COMPARE_WITH
if (!OTHER) throw new Error('BENCH_COMPARE_WITH: the path of the checkout to compare this one with')
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 8)
const SECONDS = 2
const CONNECTIONS = 20
const PATHS = (process.env.BENCH_COMPARE_PATHS ?? '/dashboard,/agreements/{agreementId}').split(',').map((p) => p.trim())
const checkouts = [{ name: `this (${process.cwd()})`, dir: '.' }, { name: `other (${path.resolve(OTHER)})`, dir: OTHER }]

for (const { dir } of checkouts) if (spawnSync('npx', ['react-router', 'build'], { cwd: dir, stdio: 'inherit' }).status !== 0) process.exit(1)
const server = startBenchServer()
const webs: Array<Awaited<ReturnType<typeof startedWeb>>> = []
try {
  await waitForReady(BASE)
  const member = await signUpBenchMember()
  const cookie = await signInForCookie(BASE, member.phone, member.password)
  const port = Number(new URL(BASE).port) + 2000
  for (const [index, { dir }] of checkouts.entries()) webs.push(await startedWeb(port + index, dir))
  for (const pathname of PATHS.map((p) => p.replace('{agreementId}', String(member.agreementId)))) {
    const headers: Record<string, string> = pathname.startsWith('/v1/') ? { authorization: `Bearer ${member.token}` } : { cookie }
    // Connections opened and statements planned on both first (ADR 061).
    for (const web of webs) await load(web.base + pathname, headers, CONNECTIONS, SECONDS)
    const totals = webs.map(() => ({ requests: 0, cpuMs: 0, failed: 0 }))
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0]
      for (const index of order) {
        const web = webs[index]!
        const before = cpuMsOf(web.process.pid) ?? NaN
        const result = await load(web.base + pathname, headers, CONNECTIONS, SECONDS)
        const total = totals[index]!
        total.cpuMs += (cpuMsOf(web.process.pid) ?? NaN) - before
        total.requests += result.requests.total
        total.failed += result.non2xx + result.errors + result.timeouts
      }
    }
    console.log(`\n${pathname}, ${ROUNDS} rounds of ${SECONDS} s each, ${CONNECTIONS} connections`)
    for (const [index, { name }] of checkouts.entries()) {
      const { requests, cpuMs, failed } = totals[index]!
      const perSecond = requests / (ROUNDS * SECONDS)
      console.log(`  ${name}: ${perSecond.toFixed(0)} requests/s, ${(cpuMs / requests).toFixed(3)} ms CPU a request${failed ? `, ${failed} not 200` : ''}`)
    }
  }
} finally {
  for (const web of webs) await stopProcess(web.process)
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}
