// axe (WCAG 2.1 A and AA rules) on the signed-in pages of the frame and settings, with
// JavaScript on and off: no serious or critical violation. axe itself is a script, so the
// "JavaScript off" pages are checked as the server sends them: the app's scripts are blocked
// (no hydration), axe runs in a page that otherwise allows scripts.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { insertProperty } from './support/properties'

const PAGES = ['/dashboard', '/properties', '/properties/create', '/settings', '/settings/appearance', '/settings/notification', '/settings/change-password', '/settings/backups']

/** A page signed in like `page`, where axe can run; without JavaScript, one that never hydrates. */
async function pageForAxe(page: Page, browser: Browser, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) return page
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
  await context.addCookies(await page.context().cookies())
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort())
  return context.newPage()
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${page.url()}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}

test('the signed-in pages have no serious or critical accessibility issue', async ({ page, browser, signedIn, javaScriptEnabled }) => {
  test.setTimeout(90_000)
  await insertProperty(signedIn.id, { name: 'Himalaya Apartments' })
  const axePage = await pageForAxe(page, browser, javaScriptEnabled)
  for (const path of PAGES) {
    await axePage.goto(path)
    await expect(axePage.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(axePage)).toEqual([])
  }
})

test('the open menus and the dialogs have no serious or critical accessibility issue', async ({ page, browser, signedIn, javaScriptEnabled }) => {
  void signedIn
  const axePage = await pageForAxe(page, browser, javaScriptEnabled)
  await axePage.goto('/settings')
  await axePage.locator('#account-menu > summary').click()
  await axePage.locator('#help-menu > summary').click()
  expect(await seriousViolations(axePage)).toEqual([])
  await axePage.goto('/settings?dialog=version')
  await expect(axePage.getByRole('dialog', { name: 'About Bhadaa' })).toBeVisible()
  expect(await seriousViolations(axePage)).toEqual([])
  await axePage.goto('/properties?dialog=guide')
  await expect(axePage.getByRole('dialog', { name: 'How to use this page' })).toBeVisible()
  expect(await seriousViolations(axePage)).toEqual([])
})
