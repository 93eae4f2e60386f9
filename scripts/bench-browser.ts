// Largest Contentful Paint and Total Blocking Time of every page as a cheap phone on a weak 4G
// signal sees it: Debian's Chromium, the CPU slowed 4× (Emulation.setCPUThrottlingRate),
// a 1.6 Mbps / 750 kbps network with 150 ms round trips (Network.emulateNetworkConditions, the
// "slow 4G" of Lighthouse), a fresh context per page (cold cache), with JavaScript on and off.
// Both figures come from Chromium's own trace, as Lighthouse reads them, so nothing runs in the
// page (and a page without JavaScript is measured the same way):
// - LCP: the last `largestContentfulPaint::Candidate` of the page's frame, from `navigationStart`;
// - TBT: every main-thread task of the page's renderer from First Contentful Paint until the page
//   has been quiet (network idle, then a second), each counting what it ran beyond 50 ms.
// Targets (the light pages' issue): LCP ≤ 1.5 s, TBT ≤ 200 ms. A page that misses one prints a `MISS:` line; the times vary
// with the machine, so they never fail the run (no test asserts a time).
// `benchBrowser` prints the tables and returns the figures for the bench's summary table;
// `BENCH_ONLY=browser npm run bench` runs this part alone. To compare a change on a few pages:
// BENCH_PAGES=/dashboard,/agreements/create (paths as in SIGNED_IN_PAGES or PUBLIC_PAGES, `{id}`
// placeholders allowed) and BENCH_JS=on (or off) measure only those; BENCH_REPEAT=5 loads each
// page 5 times and reports the median (on a busy machine one load says little); BENCH_TRACE_DIR=<dir>
// keeps each page's Chromium trace (open it in DevTools' Performance panel to see the long tasks),
// with BENCH_PROFILE=1 sampling the JavaScript too (which slows the page: not for comparing times).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'

export const LCP_TARGET_MS = 1500
export const TBT_TARGET_MS = 200

/** The network and CPU of a Rs 15,000 Android phone on a weak 4G signal. */
export const SLOW_PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 }

/** NaN times and `error` when the page could not be measured; medians of `tbtRuns` when loaded more than once. */
export type PaintFigures = { path: string; javaScript: boolean; lcpMs: number; tbtMs: number; fcpMs: number; tbtRuns?: number[]; error?: string }

type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { frame?: string; data?: Record<string, unknown>; name?: string } }

/** Loads each path with JavaScript on and off; `cookie` ("name=value", a session) goes with every request. */
export async function measurePaints(base: string, paths: readonly string[], cookie?: string): Promise<PaintFigures[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  try {
    const figures: PaintFigures[] = []
    const only = process.env.BENCH_JS
    const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 1))
    for (const javaScript of only === 'on' ? [true] : only === 'off' ? [false] : [true, false]) {
      for (const path of paths) {
        try {
          const runs: Array<Awaited<ReturnType<typeof measurePage>>> = []
          // A load that fails (a trace without its navigation, seen on a loaded machine) is tried
          // once more: a page is left unmeasured only when it fails twice.
          const load = () => measurePage(browser, base + path, javaScript, cookie)
          for (let run = 0; run < repeat; run++) runs.push(await load().catch(load))
          const median = (key: 'lcpMs' | 'tbtMs' | 'fcpMs') => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)] as number
          const tbtRuns = runs.length > 1 ? { tbtRuns: runs.map((r) => Math.round(r.tbtMs)) } : {}
          figures.push({ path, javaScript, lcpMs: median('lcpMs'), tbtMs: median('tbtMs'), fcpMs: median('fcpMs'), ...tbtRuns })
        } catch (error) {
          figures.push({ path, javaScript, lcpMs: NaN, tbtMs: NaN, fcpMs: NaN, error: String(error).split('\n')[0] })
        }
      }
    }
    return figures
  } finally {
    await browser.close()
  }
}

async function measurePage(browser: Browser, url: string, javaScript: boolean, cookie?: string) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: cookie ? { cookie } : {},
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBitsPerSecond / 8,
      uploadThroughput: SLOW_PHONE.uploadBitsPerSecond / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
    const categories = ['loading', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', '__metadata']
    // A kept trace samples the JavaScript too, so DevTools can say which functions a long task ran.
    if (process.env.BENCH_PROFILE === '1') categories.push('disabled-by-default-v8.cpu_profiler')
    await browser.startTracing(page, { categories })
    let trace: { traceEvents: TraceEvent[] }
    try {
      const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
      if (response?.url() !== url || response.status() !== 200) throw new Error(`${url} answered ${response?.status()} at ${response?.url()}: not the page itself`)
      // LCP is final once the page is quiet; long tasks after the last request count too.
      await page.waitForTimeout(1000)
    } finally {
      // Stopped whatever happened: the browser records one trace at a time.
      const buffer = await browser.stopTracing()
      trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }
      const traceDir = process.env.BENCH_TRACE_DIR
      if (traceDir) {
        mkdirSync(traceDir, { recursive: true })
        const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-js-${javaScript ? 'on' : 'off'}.json`
        writeFileSync(join(traceDir, name), buffer)
      }
    }
    return readTrace(trace.traceEvents, url)
  } finally {
    await context.close()
  }
}

/** LCP, FCP and TBT (ms) of the navigation to `url` in a Chromium trace. */
export function readTrace(events: readonly TraceEvent[], url: string) {
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url)
  if (!start) throw new Error(`no navigationStart for ${url} in the trace`)
  const frame = start.args?.frame
  const ofPage = (e: TraceEvent) => e.pid === start.pid && (e.args?.frame === undefined || e.args.frame === frame) && e.ts >= start.ts
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && ofPage(e))
  const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && ofPage(e))
  const lcp = candidates.at(-1)
  if (!fcp || !lcp) throw new Error(`no ${fcp ? 'LCP' : 'FCP'} for ${url} in the trace`)
  // The renderer's main thread: where navigationStart ran. Top-level tasks only (nested ones are inside them).
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts + (e.dur ?? 0) > fcp.ts,
  )
  let blocking = 0
  let lastEnd = -Infinity
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0)
    if (task.ts < lastEnd) continue // nested in the previous top-level task
    lastEnd = end
    const from = Math.max(task.ts, fcp.ts)
    blocking += Math.max(0, (end - from) / 1000 - 50)
  }
  return { lcpMs: (lcp.ts - start.ts) / 1000, fcpMs: (fcp.ts - start.ts) / 1000, tbtMs: blocking }
}

/** Prints the table and a MISS line per page and target missed; true when every page meets both. */
export function reportPaints(title: string, figures: readonly PaintFigures[]): boolean {
  const s = (ms: number) => (ms / 1000).toFixed(2)
  const misses = figures.flatMap((f) => [
    ...(f.error ? [`ERROR: ${f.path} (JavaScript ${f.javaScript ? 'on' : 'off'}) not measured: ${f.error}`] : []),
    ...(f.lcpMs > LCP_TARGET_MS ? [`MISS: ${f.path} (JavaScript ${f.javaScript ? 'on' : 'off'}) LCP ${s(f.lcpMs)} s, over ${s(LCP_TARGET_MS)} s`] : []),
    ...(f.tbtMs > TBT_TARGET_MS ? [`MISS: ${f.path} (JavaScript ${f.javaScript ? 'on' : 'off'}) TBT ${f.tbtMs.toFixed(0)} ms, over ${TBT_TARGET_MS} ms`] : []),
  ])
  console.log(`\n${title} (Chromium, CPU 4× slower, 1.6 Mbps / 150 ms RTT, cold cache; targets LCP ≤ ${LCP_TARGET_MS / 1000} s, TBT ≤ ${TBT_TARGET_MS} ms)\n`)
  console.log('| page | JS on: FCP s | LCP s | TBT ms | JS off: FCP s | LCP s | TBT ms |')
  console.log('|---|---:|---:|---:|---:|---:|---:|')
  for (const path of new Set(figures.map((f) => f.path))) {
    const on = figures.find((f) => f.path === path && f.javaScript)
    const off = figures.find((f) => f.path === path && !f.javaScript)
    // Not loaded (BENCH_JS measured the other half): a dash; loaded and failed: error.
    const cells = (f?: PaintFigures) => (!f ? '— | — | —' : f.error ? 'error | error | error' : `${s(f.fcpMs)} | ${s(f.lcpMs)} | ${f.tbtMs.toFixed(0)}`)
    console.log(`| ${path} | ${cells(on)} | ${cells(off)} |`)
  }
  for (const f of figures) if (f.tbtRuns) console.log(`TBT of each load: ${f.path} (JavaScript ${f.javaScript ? 'on' : 'off'}): ${f.tbtRuns.join(', ')} ms`)
  for (const miss of misses) console.log(miss)
  return misses.length === 0
}

/** Every signed-in page (with the member's session cookie) and every public page, JavaScript on and off. */
export async function benchBrowser(base: string, pages: { signedIn: readonly Page[]; cookie: string; public: readonly string[] }) {
  const chosen = (list: readonly Page[]) => list.filter(isChosen).map((page) => (typeof page === 'string' ? page : page.path))
  const signedIn = await measurePaints(base, chosen(pages.signedIn), pages.cookie)
  if (signedIn.length > 0) reportPaints('Paint and blocking times of the signed-in pages', signedIn)
  const publicPages = await measurePaints(base, chosen(pages.public))
  if (publicPages.length > 0) reportPaints('Paint and blocking times of the public pages', publicPages)
  return [...signedIn, ...publicPages]
}

/** A path, or a path with the template it was filled from (`/properties/{propertyId}`). */
type Page = string | { path: string; template: string }

/** Whether BENCH_PAGES (a comma-separated list of paths or templates; unset: every page) names the page. */
function isChosen(page: Page) {
  const names = (process.env.BENCH_PAGES ?? '').split(',').map((name) => name.trim()).filter(Boolean)
  if (names.length === 0) return true
  return typeof page === 'string' ? names.includes(page) : names.includes(page.path) || names.includes(page.template)
}
