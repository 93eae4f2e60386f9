// The Content Security Policy holds on the pages served from memory (ADR 022): their inline page
// script is admitted by its hash, on a first visit and on a repeat visit the browser revalidates
// (a 304 that keeps its stored copy), and nothing on them is refused.
import { expect, test } from './support/fixtures'

const KEPT_PAGES = ['/', '/plans', '/terms-of-use', '/privacy-policy', '/login', '/register', '/no-such-page']

test.beforeEach(async ({ page }) => {
  // Before any of the page's own code: every refusal the browser reports is kept for the test.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
})

for (const path of KEPT_PAGES) {
  test(`${path}: no CSP violation on a first and a repeat visit`, async ({ page }) => {
    const refusals: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text())
    })
    const first = await page.goto(path)
    expect(first?.headers()['etag']).toBeTruthy()
    expect(await page.locator('script:not([src])').count()).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
    expect(refusals).toEqual([])
  })
}
