// Page weight as a browser sees it on a first visit: a fresh Chromium context (empty cache, no
// cookies) loads the page at 360 px and every response it receives is counted by its encoded
// (compressed, as transferred) body size, grouped as HTML (inline styles and scripts included),
// CSS files and JavaScript files; images and fonts aside. Used by `npm run bench`.
import { chromium, type Response } from '@playwright/test'

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

/** Issue 7: a public page transfers at most 75 KB of HTML, CSS and JavaScript on a first visit. */
export const PUBLIC_PAGE_BUDGET_BYTES = 75 * 1024

export type PageWeight = { path: string; html: number; css: number; js: number; total: number; scripts: number; encoding: string }

export async function measurePageWeights(base: string, paths: readonly string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const weights: PageWeight[] = []
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
      const page = await context.newPage()
      const responses: Response[] = []
      page.on('response', (response) => responses.push(response))
      const document = await page.goto(base + path, { waitUntil: 'networkidle' })
      const weight: PageWeight = { path, html: 0, css: 0, js: 0, total: 0, scripts: 0, encoding: (await document?.allHeaders())?.['content-encoding'] ?? 'none' }
      for (const response of responses) {
        const type = response.request().resourceType()
        const kind = type === 'document' ? 'html' : type === 'stylesheet' ? 'css' : type === 'script' ? 'js' : null
        if (!kind) continue
        weight[kind] += (await response.request().sizes()).responseBodySize
        if (kind === 'js') weight.scripts += 1
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

/** Prints the table and a FAIL line per page over the budget; true when every page is within it. */
export function reportPageWeights(title: string, weights: readonly PageWeight[], budgetBytes: number): boolean {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  console.log(`\n${title} (first visit, compressed as transferred; budget ${kb(budgetBytes)} KB a page)\n`)
  console.log('| page | HTML KB (inline CSS and JS included) | CSS files KB | JS files KB (files) | total KB | encoding | verdict |')
  console.log('|---|---:|---:|---:|---:|---|---|')
  let ok = true
  for (const w of weights) {
    const within = w.total <= budgetBytes
    ok &&= within
    console.log(`| ${w.path} | ${kb(w.html)} | ${kb(w.css)} | ${kb(w.js)} (${w.scripts}) | ${kb(w.total)} | ${w.encoding} | ${within ? 'ok' : 'FAIL'} |`)
  }
  for (const w of weights.filter((weight) => weight.total > budgetBytes)) {
    console.log(`FAIL: ${w.path} transfers ${kb(w.total)} KB, over the ${kb(budgetBytes)} KB budget`)
  }
  return ok
}
