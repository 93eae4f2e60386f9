// The dashboard (spec §2.9, §2.22): a landlord sees their own counts, their three newest
// agreements with how long ago they were made, their latest events and their plan, each leading
// to its page; a Nepali-speaking member sees it all in Nepali; the help panel (extra-large
// screens) and the help menu start the tour with JavaScript, or open the written guide without.
import type { Page } from '@playwright/test'
import { createMember, expect, signIn, test, withDatabase } from './support/fixtures'
import { besidesPageScript, openHelpMenu } from './support/frame'
import { insertAgreement, insertProperty } from './support/properties'

/** Two leased flats and a leased plot of the member; the plot's lease is the newest, made today. */
async function landlordWithAgreements(memberId: number) {
  const house = await insertProperty(memberId, { name: 'Shanti Niwas', isDivided: true, units: [{ name: 'Flat 1' }, { name: 'Flat 2' }] })
  const plot = await insertProperty(memberId, { name: 'Lakeside Plot' })
  await insertProperty(memberId, { name: 'Empty Land' })
  await insertAgreement(memberId, { propertyId: house.propertyId, unitId: house.unitIds[0]! })
  await insertAgreement(memberId, { propertyId: house.propertyId, unitId: house.unitIds[1]! })
  await insertAgreement(memberId, { propertyId: plot.propertyId })
  return withDatabase(async (db) => {
    const ids = (await db.query<{ id: number }>(`SELECT id FROM "Agreement" WHERE "memberId" = $1 ORDER BY id`, [memberId])).rows.map((row) => row.id)
    // Flat 1's lease is a month old, Flat 2's three days; the plot's is called "Plot Lease".
    await db.query(`UPDATE "Agreement" SET "createdAt" = now() - interval '40 days' WHERE id = $1`, [ids[0]])
    await db.query(`UPDATE "Agreement" SET "createdAt" = now() - interval '3 days' WHERE id = $1`, [ids[1]])
    await db.query(`UPDATE "Agreement" SET name = 'Plot Lease' WHERE id = $1`, [ids[2]])
    await db.query(
      `INSERT INTO "Notification" ("memberId", kind, payload) VALUES ($1, 'AGREEMENT_CREATED', $2)`,
      [memberId, JSON.stringify({ agreementId: ids[2], agreementName: 'Plot Lease', tenantName: 'Ram Thapa' })],
    )
    return { flat1: ids[0]!, flat2: ids[1]!, plot: ids[2]! }
  })
}

function statCard(page: Page, name: string) {
  return page.getByRole('list', { name: /^(Your counts|तपाईंका सङ्ख्या)$/ }).getByRole('link', { name })
}

test('the dashboard shows the member’s counts, newest agreements, events and plan, each leading on', async ({ page, signedIn }) => {
  // Eleven page loads: slow on a busy 2-core machine.
  test.slow()
  const ids = await landlordWithAgreements(signedIn.id)
  // Another landlord's rows are not counted.
  const stranger = await createMember()
  const theirs = await insertProperty(stranger.id, { name: 'Not Mine' })
  await insertAgreement(stranger.id, { propertyId: theirs.propertyId })

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: `Namaste, ${signedIn.firstName}!` })).toBeVisible()
  await expect(page.getByText(/^Good (morning|afternoon|evening)\. Here are your rentals at a glance\.$/)).toBeVisible()
  await expect(statCard(page, 'Active Tenants 3')).toBeVisible()
  await expect(statCard(page, 'Properties 3')).toBeVisible()
  await expect(statCard(page, 'Active Agreements 3')).toBeVisible()

  const latest = page.getByRole('region', { name: 'New Agreements' })
  await expect(latest.getByRole('listitem')).toHaveCount(3)
  await expect(latest.getByRole('listitem').nth(0)).toHaveText(/^Plot Lease at Lakeside Plot\s*now$/)
  await expect(latest.getByRole('listitem').nth(1)).toHaveText(/^Flat 2 at Shanti Niwas\s*3 days ago$/)
  await expect(latest.getByRole('listitem').nth(2)).toHaveText(/^Flat 1 at Shanti Niwas\s*last month$/)

  const notifications = page.getByRole('region', { name: 'Notifications' })
  await expect(notifications.getByTestId('notification')).toHaveCount(1)
  await expect(notifications).toContainText('Plot Lease')
  await expect(notifications.getByRole('link', { name: 'See More' })).toHaveAttribute('href', '/notifications')

  const plan = page.getByRole('region', { name: 'Current Plan' })
  await expect(plan).toContainText('Basic Plan')
  await expect(plan).toContainText('5 Properties')
  await expect(plan.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/plans')
  // The help panel is for extra-large screens.
  await expect(page.getByRole('link', { name: 'Learn How to Use' })).toBeHidden()

  await latest.getByRole('link', { name: 'Flat 2 at Shanti Niwas' }).click()
  await expect(page).toHaveURL(`/agreements/${ids.flat2}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/dashboard')
  await statCard(page, 'Properties 3').click()
  await expect(page).toHaveURL('/properties')
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible()
  await page.goto('/dashboard')
  await statCard(page, 'Active Tenants 3').click()
  await expect(page).toHaveURL('/tenants')
  await page.goto('/dashboard')
  await statCard(page, 'Active Agreements 3').click()
  await expect(page).toHaveURL('/agreements')
  await page.goto('/dashboard')
  await page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: 'See More' }).click()
  await expect(page).toHaveURL('/notifications')
  await page.goto('/dashboard')
  await page.getByRole('region', { name: 'Current Plan' }).getByRole('link', { name: 'Upgrade Plan' }).click()
  await expect(page).toHaveURL('/plans')
})

test('a new member’s dashboard says there is nothing yet and points to the first agreement', async ({ page, signedIn }) => {
  void signedIn
  await page.goto('/dashboard')
  for (const name of ['Active Tenants 0', 'Properties 0', 'Active Agreements 0']) await expect(statCard(page, name)).toBeVisible()
  const latest = page.getByRole('region', { name: 'New Agreements' })
  await expect(latest).toContainText('No agreements yet.')
  await expect(latest.getByRole('link', { name: 'Create an agreement' })).toHaveAttribute('href', '/agreements/create')
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Nothing has happened yet.')
})

test('a Nepali-speaking member sees the dashboard in Nepali, numbers in Nepali digits', async ({ page, javaScriptEnabled }) => {
  const member = await createMember({ firstName: 'Hari', lastName: 'Karki', prefLanguage: 'NEP' })
  await landlordWithAgreements(member.id)
  await withDatabase((db) => db.query(`UPDATE "Member" SET plan = 'PLUS' WHERE id = $1`, [member.id]))
  await signIn(page, member)
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
  await page.goto('/dashboard', { waitUntil: 'networkidle' })
  // The dashboard is not hydrated (ADR 033): its texts come in its HTML, no script file but the page script's.
  if (javaScriptEnabled) expect(besidesPageScript(scripts)).toEqual([])
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  await expect(page).toHaveTitle(/ड्यासबोर्ड/)
  await expect(page.getByRole('heading', { level: 1, name: 'नमस्ते, Hari!' })).toBeVisible()
  await expect(statCard(page, 'सक्रिय भाडावाल ३')).toBeVisible()
  await expect(statCard(page, 'सम्पत्ति ३')).toBeVisible()
  await expect(statCard(page, 'सक्रिय सम्झौता ३')).toBeVisible()
  const latest = page.getByRole('region', { name: 'नयाँ सम्झौता' })
  await expect(latest.getByRole('link', { name: 'Shanti Niwas मा Flat 2' })).toBeVisible()
  // The relative times, under each link.
  await expect(latest.getByRole('listitem').nth(1).locator('p')).toHaveText('३ दिन पहिले')
  await expect(latest.getByRole('listitem').nth(2).locator('p')).toHaveText('गत महिना')
  const plan = page.getByRole('region', { name: 'हालको योजना' })
  await expect(plan).toContainText('प्लस योजना')
  await expect(plan.getByRole('link', { name: 'योजना बढाउनुहोस्' })).toHaveAttribute('href', '/plans')
  await expect(page.getByRole('region', { name: 'सूचनाहरू' }).getByRole('link', { name: 'थप हेर्नुहोस्' })).toBeVisible()
  await expect(page.getByText(/Active|Properties|Agreements|Plan/)).toHaveCount(0)
  if (!javaScriptEnabled) return
  // The tour the server wrote into the page speaks Nepali too.
  await openHelpMenu(page)
  await page.locator('#help-menu').getByRole('link', { name: 'मार्गदर्शन सुरु गर्नुहोस्' }).click()
  const tooltip = page.locator('.introjs-tooltip')
  await expect(tooltip).toContainText('भाडामा स्वागत छ')
  await expect(tooltip.getByRole('button', { name: 'अर्को' })).toBeVisible()
})

test('on an extra-large screen the help panel starts the dashboard tour, or opens the written guide', async ({ page, signedIn, javaScriptEnabled }) => {
  void signedIn
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto('/dashboard')
  const learn = page.getByRole('link', { name: 'Learn How to Use' })
  await expect(learn).toBeVisible()
  if (!javaScriptEnabled) {
    await learn.click()
    await expect(page).toHaveURL('/dashboard?dialog=guide')
    const guide = page.getByRole('dialog', { name: 'How to use this page' })
    for (const step of ['Active tenants', 'Current plan', 'Latest agreements']) await expect(guide).toContainText(step)
    return
  }
  // The page script (islands/tour.ts) has run by the time the page has loaded: no React to wait for.
  await learn.click()
  const tooltip = page.locator('.introjs-tooltip')
  await expect(tooltip).toContainText('Welcome to Bhadaa')
  for (const step of ['Active tenants', 'Properties', 'Active agreements', 'Current plan', 'Latest agreements']) {
    await tooltip.getByRole('button', { name: 'Next' }).click()
    await expect(tooltip).toContainText(step)
  }
  await page.keyboard.press('Escape')
  await expect(page.locator('.introjs-tooltip')).toHaveCount(0)
  await expect(page).toHaveURL('/dashboard')
})

test('on a phone the help menu’s Launch Guide starts the dashboard tour', async ({ page, signedIn, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript Launch Guide opens the written guide (frame.spec.ts)')
  void signedIn
  await page.goto('/dashboard')
  const tooltip = page.locator('.introjs-tooltip')
  await openHelpMenu(page)
  await page.locator('#help-menu').getByRole('link', { name: 'Launch Guide' }).click()
  await expect(tooltip).toContainText('Welcome to Bhadaa')
  await expect(page.locator('#help-menu')).not.toHaveAttribute('open', '')
  await tooltip.getByRole('button', { name: 'Next' }).click()
  await expect(tooltip).toContainText('Active tenants')
  await page.keyboard.press('Escape')
  await expect(page.locator('.introjs-tooltip')).toHaveCount(0)
})
