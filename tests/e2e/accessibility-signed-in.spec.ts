// axe (WCAG 2.1 A and AA rules) on the signed-in pages (dashboard, properties, agreements,
// tenants, notifications, settings) with content in them, with JavaScript on and off: no serious
// or critical violation. axe itself is a script, so the
// "JavaScript off" pages are checked as the server sends them: the app's scripts are blocked
// (no hydration), axe runs in a page that otherwise allows scripts.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { createMember, expect, signIn, test, withDatabase } from './support/fixtures'
import { insertAgreement, insertProperty } from './support/properties'

const PAGES = [
  '/dashboard',
  '/properties',
  '/properties/create',
  '/agreements',
  '/agreements/create',
  '/agreements/history',
  '/tenants',
  '/notifications',
  '/reports/rent-income',
  '/settings',
  '/settings/appearance',
  '/settings/notification',
  '/settings/change-password',
  '/settings/backups',
]

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
  test.setTimeout(150_000)
  // A member with a leased unit, so the dashboard, the agreement and property pages have content.
  const { propertyId, unitIds } = await insertProperty(signedIn.id, { name: 'Himalaya Apartments', isDivided: true, units: [{ name: 'Flat 1' }] })
  await insertAgreement(signedIn.id, { propertyId, unitId: unitIds[0]! })
  const { rows } = await withDatabase((db) =>
    db.query<{ id: number; tenantId: number }>(`SELECT id, "tenantId" FROM "Agreement" WHERE "memberId" = $1`, [signedIn.id]),
  )
  const agreement = rows[0]!
  const axePage = await pageForAxe(page, browser, javaScriptEnabled)
  const metered = [`/properties/${propertyId}/readings`, `/agreements/${agreement.id}/meters`]
  for (const path of [...PAGES, `/agreements/${agreement.id}`, `/tenants/${agreement.tenantId}`, `/properties/${propertyId}`, ...metered]) {
    await axePage.goto(path)
    await expect(axePage.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(axePage)).toEqual([])
  }
})

test('the open menus and the dialogs have no serious or critical accessibility issue', async ({ page, browser, signedIn, javaScriptEnabled }) => {
  // Three full axe runs: about 25 s on a busy 2-core machine.
  test.setTimeout(60_000)
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

test('the dashboard on an extra-large screen, in Nepali and the dark theme, has no serious or critical issue', async ({ page, browser, javaScriptEnabled }) => {
  const member = await createMember({ prefLanguage: 'NEP' })
  await withDatabase((db) => db.query(`UPDATE "Member" SET theme = 'DARK' WHERE id = $1`, [member.id]))
  const { propertyId } = await insertProperty(member.id, { name: 'Himalaya Apartments' })
  await insertAgreement(member.id, { propertyId })
  await signIn(page, member)
  await page.setViewportSize({ width: 1920, height: 1080 })
  const axePage = await pageForAxe(page, browser, javaScriptEnabled)
  await axePage.goto('/dashboard')
  await expect(axePage.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(axePage.getByRole('link', { name: 'प्रयोग गर्न सिक्नुहोस्' })).toBeVisible()
  expect(await seriousViolations(axePage)).toEqual([])
})
