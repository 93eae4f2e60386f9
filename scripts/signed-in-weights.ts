// The page weight of the signed-in pages (issue 7): what a browser downloads on a first visit,
// gzipped as the server sends it (HTML, stylesheets, every script the page loads before it is
// interactive; images aside), against the budget of at most 250 KB in all and 200 KB of
// JavaScript. Parts loaded later on demand (the tour's intro.js, the Google map) do not count.
// `npm run bench` prints the table; tests/integration/http/signed-in-weight.test.ts enforces it.
import { gzipSync } from 'node:zlib'

export const SIGNED_IN_BUDGET = { totalKb: 250, javaScriptKb: 200 } as const

/** Every signed-in page of the frame; later features add theirs (with `{id}` for a record id). */
export const SIGNED_IN_PAGES = [
  '/dashboard',
  '/properties',
  '/properties/create',
  '/properties/{propertyId}',
  '/properties/edit/{propertyId}',
  '/settings',
  '/settings/appearance',
  '/settings/notification',
  '/settings/change-password',
  '/settings/backups',
]

export type PageWeight = { page: string; htmlKb: number; cssKb: number; javaScriptKb: number; javaScriptFiles: number; totalKb: number }

const kb = (bytes: number) => bytes / 1024
const gzippedSize = (body: Buffer | string) => gzipSync(body).length

/** One page's first-visit weight, requested with `cookie` (a signed-in session). */
export async function measurePageWeight(base: string, page: string, cookie: string): Promise<PageWeight> {
  const response = await fetch(base + page, { headers: { cookie }, redirect: 'manual' })
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}, not 200: is the session signed in?`)
  const html = await response.text()
  const assets = loadedAssets(html)
  let javaScript = 0
  let css = 0
  for (const asset of assets) {
    const size = gzippedSize(Buffer.from(await (await fetch(base + asset)).arrayBuffer()))
    if (asset.endsWith('.js')) javaScript += size
    else css += size
  }
  const htmlSize = gzippedSize(html)
  return {
    page,
    htmlKb: kb(htmlSize),
    cssKb: kb(css),
    javaScriptKb: kb(javaScript),
    javaScriptFiles: assets.filter((asset) => asset.endsWith('.js')).length,
    totalKb: kb(htmlSize + css + javaScript),
  }
}

/**
 * The scripts and stylesheets a page loads as it starts: module preloads, stylesheets, script
 * sources and the entry's import(). Route modules named only in the inline route manifest (for
 * later navigations) are not loaded, so they are not counted.
 */
function loadedAssets(html: string): string[] {
  const patterns = [
    /<link rel="(?:modulepreload|stylesheet)" href="(\/assets\/[^"]+)"/g,
    /<script[^>]* src="(\/assets\/[^"]+)"/g,
    /import\("(\/assets\/[^"]+)"\)/g,
  ]
  return [...new Set(patterns.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => match[1] as string)))]
}

export function withinBudget(weight: PageWeight) {
  return weight.totalKb <= SIGNED_IN_BUDGET.totalKb && weight.javaScriptKb <= SIGNED_IN_BUDGET.javaScriptKb
}

/** A web session cookie for a member, signed in through the sign-in form as a browser would. */
export async function signInForCookie(base: string, phone: string, password: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ phone, password }),
    redirect: 'manual',
  })
  const cookie = response.headers.getSetCookie().find((value) => /bhadaa_session=/.test(value))
  if (!cookie) throw new Error(`signing in as ${phone} failed with ${response.status}`)
  return cookie.split(';')[0] as string
}

/** Prints the table of the signed-in pages; `ids` fills the `{name}` placeholders of SIGNED_IN_PAGES. */
export async function printSignedInPageWeights(base: string, cookie: string, ids: Record<string, number>) {
  console.log(`\nSigned-in pages, first visit (gzip; budget ${SIGNED_IN_BUDGET.totalKb} KB in all, ${SIGNED_IN_BUDGET.javaScriptKb} KB JavaScript)\n`)
  console.log('| page | HTML KB | CSS KB | JavaScript files | JavaScript KB | total KB | within budget |')
  console.log('|---|---:|---:|---:|---:|---:|---|')
  for (const template of SIGNED_IN_PAGES) {
    const page = template.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]))
    const w = await measurePageWeight(base, page, cookie)
    const cells = [w.htmlKb, w.cssKb].map((n) => n.toFixed(1))
    console.log(`| ${page} | ${cells.join(' | ')} | ${w.javaScriptFiles} | ${w.javaScriptKb.toFixed(1)} | ${w.totalKb.toFixed(1)} | ${withinBudget(w) ? 'yes' : 'NO'} |`)
  }
}
