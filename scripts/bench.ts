// `npm run bench`: builds for production, starts the server against a seeded database, and
// measures in one run, part by part (BENCH_ONLY=<part>[,<part>] runs only those):
// - routes: each route with autocannon: requests/s, p50/p95/p99 latency and the throughput as a
//   ratio of the bare baseline route (/healthz); signed-in pages at 20 connections; the RSS under
//   that load of the web process that answers them (scripts/bench-throughput.ts, with cluster).
// - weights: the gzipped JavaScript and CSS each page makes the browser download, and what each
//   page transfers on a first visit in Chromium (scripts/page-weight.ts): every signed-in page (a
//   seeded member with a property, a unit, an agreement and its tenant) against 250 KB in all and
//   75 KB of JavaScript in at most 2 files (the pages without React, ADR 031, 034: 25 KB and no script file), every
//   public page against 75 KB. A page over its budget prints a FAIL
//   line and the run exits non-zero. (BENCH_WEIGHT_ONLY=1 is BENCH_ONLY=weights.)
// - cluster: a separate web role with WEB_CONCURRENCY=1, then 2, on the same database: the speed-up.
// - browser: LCP and TBT of every page in a throttled Chromium, JavaScript on and off
//   (scripts/bench-browser.ts); times never fail the run.
// - sweep: the reminder scan over 100,000 agreements (scripts/bench-reminders.ts, through
//   scripts/bench-jobs.ts), which fails the run too if it misses a check or its target.
// - sms: SMS dispatch through a gateway stand-in answering in 50 ms (scripts/bench-sms.ts), which
//   fails the run too if it misses a check or its 500 texts/s target.
// sweep and sms need no build and no server: BENCH_ONLY=sweep or BENCH_ONLY=sms runs them alone.
// Every figure ends up in one Markdown table (scripts/bench-table.ts), printed last. The server and
// its member: scripts/bench-server.ts.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import os from 'node:os'
import { addFigure, printFigureTable, reserveFigure } from './bench-table.ts'
import { benchBrowser, LCP_TARGET_MS, TBT_TARGET_MS } from './bench-browser.ts'
import { runJobBenches } from './bench-jobs.ts'
import { BASE, signUpBenchMember, SMS_LOG_FILE, startBenchServer, switchLanguage, waitForReady } from './bench-server.ts'
import { ALL_RSS_FIGURE, clusterPart, ROUTES, routesPart, targetText, WEB_RSS_FIGURE, WEB_RSS_TARGET_MB } from './bench-throughput.ts'
import { measurePageWeights, PUBLIC_PAGE_BUDGET, PUBLIC_PAGES, reportPageWeights, type Budget, type PageWeight } from './page-weight.ts'
import { PAGES_WITHOUT_REACT, SIGNED_IN_BUDGET, SIGNED_IN_PAGES, signedInPages, signInForCookie, WITHOUT_REACT_BUDGET } from './signed-in-weights.ts'

const PARTS = ['routes', 'weights', 'browser', 'cluster', 'sweep', 'sms'] as const
type Part = (typeof PARTS)[number]
const ONLY = (process.env.BENCH_WEIGHT_ONLY === '1' ? 'weights' : (process.env.BENCH_ONLY ?? '')).split(',').map((p) => p.trim()).filter(Boolean)
for (const part of ONLY) if (!PARTS.includes(part as Part)) throw new Error(`BENCH_ONLY: no part "${part}" (parts: ${PARTS.join(', ')})`)
const runs = (part: Part) => ONLY.length === 0 || ONLY.includes(part)

// Every row of the final table, in order; the parts fill them.
for (const route of ROUTES) reserveFigure(route.name, targetText(route.target))
reserveFigure(WEB_RSS_FIGURE, `≤ ${WEB_RSS_TARGET_MB} MB`)
reserveFigure(ALL_RSS_FIGURE)
reserveFigure('public pages: heaviest first visit', '≤ 75 KB')
reserveFigure('signed-in pages: heaviest first visit', '≤ 250 KB')
reserveFigure('signed-in pages: most JavaScript', `≤ ${(SIGNED_IN_BUDGET.javaScriptBytes ?? 0) / 1024} KB`)
reserveFigure('signed-in pages: most JavaScript files', `≤ ${SIGNED_IN_BUDGET.scriptFiles} files`)
reserveFigure('signed-in pages without React: most JavaScript', '≤ 25 KB, one file')
reserveFigure('signed-in pages in Nepali: heaviest first visit', '≤ 250 KB')
reserveFigure('WEB_CONCURRENCY=2 against 1: speed-up')
for (const on of ['on', 'off']) reserveFigure(`LCP / TBT (4× CPU, 1.6 Mbps / 150 ms), every page, JavaScript ${on}: worst`, `LCP ≤ ${LCP_TARGET_MS / 1000} s, TBT ≤ ${TBT_TARGET_MS} ms`)
// The worker's benchmarks fill these (sweepPart and smsPart: scripts/bench-reminders.ts, scripts/bench-sms.ts).
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
    const ids = { propertyId: member.propertyId, agreementId: member.agreementId, tenantId: member.tenantId, receiptNumber: member.receiptNumber, expenseId: member.expenseId }
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
  // The pages without React (ADR 031, 034) hold the tighter budget too, in both languages.
  const withoutReactPaths = new Set(signedInPages(ids, PAGES_WITHOUT_REACT))
  const withoutReact = [...signedIn, ...signedInNepali].filter((w) => withoutReactPaths.has(w.path))
  if (!reportPageWeights('Signed-in pages without React, English then Nepali', withoutReact, WITHOUT_REACT_BUDGET)) process.exitCode = 1
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
  const mostJsWithoutReact = heaviest(withoutReact, (x) => x.js)
  addFigure({
    figure: 'signed-in pages without React: most JavaScript',
    value: `${kb(mostJsWithoutReact.js)} in ${mostJsWithoutReact.scripts} files (${mostJsWithoutReact.path})`,
    met: withoutReact.every((w) => w.js <= WITHOUT_REACT_BUDGET.javaScriptBytes! && w.scripts <= WITHOUT_REACT_BUDGET.scriptFiles!),
  })
  addFigure({ figure: 'signed-in pages: most JavaScript files', value: `${mostFiles.scripts} (${mostFiles.path})`, met: mostFiles.scripts <= (SIGNED_IN_BUDGET.scriptFiles ?? Infinity) })
}

// ---------------------------------------------------------------------------------------------
// browser: paint and blocking times on a slow phone (4× CPU, 1.6 Mbps / 150 ms)

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
// sweep and sms: the worker's jobs, each in a database of its own

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
