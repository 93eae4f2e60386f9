// The signed-in pages without a form the browser checks are not hydrated (ADR 031, 034): with
// JavaScript on they request no script but the page script's file (ADR 057; cached after the first
// page), and that script keeps the comforts: the Print button, the menus closing on Escape, the tour (the
// 15-minute inactivity sign-out: sign-in.spec.ts). Without JavaScript they are the pages every
// other journey walks.
import type { Page } from '@playwright/test'
import { expect, signIn, test, withDatabase, NEPAL_TODAY } from './support/fixtures'
import { besidesPageScript, expectOnlyPageScriptFile, openHelpMenu, PAGE_SCRIPT_FILE } from './support/frame'
import { tenantWithPaidMonth } from './support/my-rent'
import { PAGES_WITHOUT_REACT, signedInPages } from '../../scripts/signed-in-weights'

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'without JavaScript no script runs on any page')

test('the pages without React load no script file but the page script\'s, from the cache after the first page', async ({ page }) => {
  // Thirty-odd pages, each waited on until the network is idle: several times a journey's length
  // on CI's busy machine (it ran out of the 60 s there once).
  test.slow()
  const { landlord, agreementId } = await tenantWithPaidMonth()
  const { propertyId, tenantId } = await withDatabase(async (db) => (await db.query<{ propertyId: number; tenantId: number }>(`SELECT "propertyId", "tenantId" FROM "Agreement" WHERE id = $1`, [agreementId])).rows[0]!)
  const expenseId = await withDatabase(
    async (db) => (await db.query<{ id: number }>(`INSERT INTO "Expense" ("memberId", "propertyId", category, "amountPaisa", "spentOn") VALUES ($1, $2, 'WATER', 80000, ${NEPAL_TODAY}) RETURNING id`, [landlord.id, propertyId])).rows[0]!.id,
  )
  await signIn(page, landlord)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  // Receipt no. 1 is the one tenantWithPaidMonth records.
  const pages = signedInPages({ agreementId, propertyId, tenantId, receiptNumber: 1, expenseId }, PAGES_WITHOUT_REACT)
  for (const [index, path] of pages.entries()) {
    await page.goto(path, { waitUntil: 'networkidle' })
    expect(new URL(page.url()).pathname).toBe(path)
    await expectOnlyPageScriptFile(page, path)
    expect(await page.evaluate(() => '__reactRouterContext' in window || '__reactRouterRouteModules' in window), path).toBe(false)
    // After the first page the browser takes the file from its cache (a hashed, immutable name):
    // nothing crosses the network for it.
    if (index > 0) expect(await transferredBytes(page, PAGE_SCRIPT_FILE), path).toEqual([0])
  }
  expect(besidesPageScript(scripts)).toEqual([])
})

/** The bytes the page's resources at paths matching `file` took over the network (0: from the cache). */
function transferredBytes(page: Page, file: RegExp) {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    file.source,
  )
}

test('the page script of a page without React keeps the comforts: Print, Escape closes a menu, the tour', async ({ page }) => {
  const { landlord } = await tenantWithPaidMonth()
  await signIn(page, landlord)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })

  // The page script shows the receipt's Print button, and closes an open menu on Escape.
  await page.goto('/receipts/1')
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  await page.locator('#account-menu > summary').click()
  await expect(page.locator('#account-menu')).toHaveAttribute('open', '')
  await page.keyboard.press('Escape')
  await expect(page.locator('#account-menu')).not.toHaveAttribute('open', '')

  // Launch Guide starts the page's tour (the frame's steps here) instead of opening the written guide.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/notifications')
  await openHelpMenu(page)
  await page.locator('#help-menu').getByRole('link', { name: 'Launch Guide' }).click()
  const tooltip = page.locator('.introjs-tooltip')
  await expect(tooltip).toContainText('Dashboard')
  await tooltip.getByRole('button', { name: 'Next' }).click()
  await expect(tooltip).toContainText('Properties')
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)
  await expect(page).toHaveURL('/notifications')
  // intro.js came when asked for, the only script file this test saw besides the page script.
  expect(besidesPageScript(scripts)).toEqual([expect.stringMatching(/^\/assets\/intro\.min-[\w-]+\.js$/)])
})

test('a form with a form key is sent once: its buttons stay disabled until the answer comes', async ({ page }) => {
  const { landlord, agreementId } = await tenantWithPaidMonth()
  await signIn(page, landlord)
  const path = `/agreements/${agreementId}/changes`
  await page.goto(path)
  // The server's answer is held back, as on a slow connection, and every post counted.
  const posts: string[] = []
  let answer = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    posts.push(route.request().url())
    await answered
    await route.continue()
  })
  // The answer goes to a frame of its own, so this page stays to be looked at while it is held.
  const form = page.locator('form:has(input[name="idempotencyKey"])').first()
  const send = form.locator('button[type="submit"]').first()
  await form.evaluate((element: HTMLFormElement) => {
    element.insertAdjacentHTML('afterend', '<iframe name="answer" title="answer"></iframe>')
    element.target = 'answer'
  })
  await expect(send).toBeEnabled()
  await send.click()
  await expect(send).toBeDisabled()
  await expect(form).toHaveAttribute('aria-busy', 'true')
  await expect.poll(() => posts).toHaveLength(1)
  // A second send (a key pressed in a field, say) does nothing.
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit())
  answer()
  await expect(page.frameLocator('iframe[name="answer"]').locator('h1')).toBeAttached()
  expect(posts).toHaveLength(1)
})
