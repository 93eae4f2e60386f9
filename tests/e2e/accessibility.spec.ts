// axe (WCAG 2.x A and AA rules) finds no serious or critical issue on the public pages, with the
// cookie notice showing, at 360 px and on a large screen, with JavaScript on and off. axe itself
// is JavaScript: "off" is checked on the server's HTML with every script removed, which is the
// page a browser without JavaScript shows (these pages have no <noscript> parts).
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { E2E_BASE_URL } from './support/server-config'

const PAGES = ['/', '/login', '/register', '/forgot-password', '/plans', '/plans?step=choose', '/support-ticket', '/terms-of-use', '/privacy-policy']
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]

test.use({ cookieConsent: false })

/** A page to run axe in: the test's own with JavaScript, else one that gets the HTML without its scripts. */
async function pageForAxe(page: Page, browser: Browser, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) return page
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true, viewport: page.viewportSize() })
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '') })
  })
  return context.newPage()
}

async function seriousIssues(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility issue`, async ({ page, browser, javaScriptEnabled }) => {
    // Two full axe runs (the landing page is long): about 25 s on a busy 2-core machine.
    test.setTimeout(60_000)
    const checked = await pageForAxe(page, browser, javaScriptEnabled)
    for (const viewport of VIEWPORTS) {
      await checked.setViewportSize(viewport)
      await checked.goto(path)
      expect(await seriousIssues(checked), `${path} at ${viewport.width} px`).toEqual([])
    }
    if (checked !== page) await checked.context().close()
  })
}

test('the landing page in Nepali and in the dark theme has no serious or critical issue', async ({ page, browser, javaScriptEnabled }) => {
  const checked = await pageForAxe(page, browser, javaScriptEnabled)
  await checked.goto('/')
  await checked.getByRole('button', { name: 'नेपाली' }).click()
  await checked.getByRole('button', { name: 'अँध्यारो' }).click()
  await expect(checked.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await seriousIssues(checked)).toEqual([])
  if (checked !== page) await checked.context().close()
})
