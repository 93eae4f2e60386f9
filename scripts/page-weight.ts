// Page weight as a browser sees it on a first visit: a fresh Chromium context (empty cache; no
// cookies but the session's, for signed-in pages) loads the page at 360 px and every response it
// receives until the network is idle is counted by its encoded (compressed, as transferred) body
// size (gzip), grouped as HTML (inline styles and scripts included), CSS files and JavaScript files;
// images and fonts aside. Parts loaded only on demand (the tour's intro.js, the Google map) are not
// requested by loading the page, so they do not count. Used by `npm run bench`.
import { chromium, type Response } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'

/** Spec §2.1's public routes, in the states a visitor first sees them. */
export const PUBLIC_PAGES = [
  '/',
  '/plans',
  '/plans?step=choose',
  '/support-ticket',
  '/terms-of-use',
  '/privacy-policy',
  '/login',
  '/register',
  '/forgot-password',
]

/**
 * A page's budget: everything it transfers, and of that its JavaScript files (none: no limit of
 * their own), and how many JavaScript files it loads (none: no limit).
 */
export type Budget = { totalBytes: number; javaScriptBytes?: number; scriptFiles?: number }

/** A public page transfers at most 75 KB of HTML, CSS and JavaScript on a first visit. */
export const PUBLIC_PAGE_BUDGET: Budget = { totalBytes: 75 * 1024 }

export type PageWeight = { path: string; html: number; css: number; js: number; total: number; scripts: number; encoding: string }

/** `cookie` ("name=value", e.g. a session) is sent with every request of each page. */
export async function measurePageWeights(base: string, paths: readonly string[], cookie?: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  try {
    const weights: PageWeight[] = []
    for (const path of paths) {
      // gzip, not the brotli Chromium prefers: the budgets are stated in gzipped bytes.
      const headers = { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) }
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, extraHTTPHeaders: headers })
      const page = await context.newPage()
      const responses: Response[] = []
      page.on('response', (response) => responses.push(response))
      const document = await page.goto(base + path, { waitUntil: 'networkidle' })
      if (document?.url() !== base + path || document.status() !== 200) {
        throw new Error(`${path} answered ${document?.status()} at ${document?.url()}: not the page itself (signed out?)`)
      }
      const weight: PageWeight = { path, html: 0, css: 0, js: 0, total: 0, scripts: 0, encoding: (await document.allHeaders())['content-encoding'] ?? 'none' }
      for (const response of responses) {
        const type = response.request().resourceType()
        const kind = type === 'document' ? 'html' : type === 'stylesheet' ? 'css' : type === 'script' ? 'js' : null
        if (!kind) continue
        const size = (await response.request().sizes()).responseBodySize
        weight[kind] += size
        if (kind === 'js') weight.scripts += 1
        // BENCH_WEIGHT_FILES=1: each file and its size, to see which chunks a page pays for.
        if (process.env.BENCH_WEIGHT_FILES === '1') console.log(`${path}\t${kind}\t${(size / 1024).toFixed(1)}\t${new URL(response.url()).pathname}`)
      }
      weight.total = weight.html + weight.css + weight.js
      weights.push(weight)
      await context.close()
    }
    return weights
  } finally {
    await browser.close()
  }
}

/** Prints the table and a FAIL line per page over its budget; true when every page is within it. */
export function reportPageWeights(title: string, weights: readonly PageWeight[], budget: Budget): boolean {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const overBy = (w: PageWeight) => [
    ...(w.total > budget.totalBytes ? [`transfers ${kb(w.total)} KB, over the ${kb(budget.totalBytes)} KB budget`] : []),
    ...(budget.javaScriptBytes !== undefined && w.js > budget.javaScriptBytes
      ? [`loads ${kb(w.js)} KB of JavaScript, over the ${kb(budget.javaScriptBytes)} KB budget`]
      : []),
    ...(budget.scriptFiles !== undefined && w.scripts > budget.scriptFiles ? [`loads ${w.scripts} JavaScript files, over the ${budget.scriptFiles} allowed`] : []),
  ]
  const limits = `${kb(budget.totalBytes)} KB a page${budget.javaScriptBytes === undefined ? '' : `, of which JavaScript ${kb(budget.javaScriptBytes)} KB`}${budget.scriptFiles === undefined ? '' : ` in at most ${budget.scriptFiles} files`}`
  console.log(`\n${title} (first visit, compressed as transferred; budget ${limits})\n`)
  console.log('| page | HTML KB (inline CSS and JS included) | CSS files KB | JS files KB (files) | total KB | encoding | verdict |')
  console.log('|---|---:|---:|---:|---:|---|---|')
  for (const w of weights) {
    console.log(`| ${w.path} | ${kb(w.html)} | ${kb(w.css)} | ${kb(w.js)} (${w.scripts}) | ${kb(w.total)} | ${w.encoding} | ${overBy(w).length ? 'FAIL' : 'ok'} |`)
  }
  for (const w of weights) for (const reason of overBy(w)) console.log(`FAIL: ${w.path} ${reason}`)
  return weights.every((w) => overBy(w).length === 0)
}
