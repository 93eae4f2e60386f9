// Renewing early (DESIGN §11, ADR 021): the landlord renews four months before the end. The
// renewal's page says when it starts and sends payments to the running agreement; the running
// agreement keeps its charges and its Record Payment form (no hidden carry-over), and the index
// lists the renewal as "starts on". Then the renewal's page in Nepali. And counts exclude the
// future: the dashboard and /plans count one agreement and one tenant, and the tenant (signed in
// in a second browser) sees one current lease on My Rent and the renewal under "starting later",
// in English and in Nepali. JavaScript on and off, 360 px.
import type { Browser } from '@playwright/test'
import { COOKIE_CONSENT, createMember, expect as baseExpect, signIn, test, withDatabase } from './support/fixtures'
import { E2E_BASE_URL } from './support/server-config'
import { insertLeasedHouse } from './support/ledger'
import { noOverflow, renewEarly } from './support/renewals'

// Each step posts and reloads; a loaded 2-core machine can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 })



test('renewing four months early leaves the running lease intact; the renewal starts on its day', async ({ page, signedIn }) => {
  test.slow()
  // Started last month, six months long: about four months to go.
  const { agreementId } = await insertLeasedHouse(signedIn.id, { monthsBack: 1, months: 6 })
  await renewEarly(page, agreementId)

  // The renewal's page: upcoming, and its payments go to the running agreement.
  await expect(page).not.toHaveURL(new RegExp(`/agreements/${agreementId}(/|$)`))
  await expect(page.getByText(/^Starts on /).first()).toBeVisible()
  await expect(page.locator('#renewal-upcoming')).toContainText('Until then, payments go to the agreement it renews.')
  await expect(page.getByRole('button', { name: 'Record Payment' })).toHaveCount(0)
  await noOverflow(page)
  await page.getByRole('link', { name: 'Record the payment on the running agreement' }).click()

  // The running agreement: current, its charges untouched, nothing carried over, the form there.
  await expect(page).toHaveURL(new RegExp(`/agreements/${agreementId}`))
  await expect(page.getByText('Current Agreement').first()).toBeVisible()
  await expect(page.locator('#agreement-ledger')).not.toContainText('Carried over')
  await expect(page.locator('#agreement-ledger').getByRole('button', { name: 'Record Payment' })).toBeVisible()
  const carried = await withDatabase(async (db) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "Payment" WHERE "agreementId" = $1 AND "carryOver"`, [agreementId])).rows[0]!.n))
  expect(carried).toBe(0)
  const open = await withDatabase(async (db) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "Charge" WHERE "agreementId" = $1 AND status = 'DUE'`, [agreementId])).rows[0]!.n))
  expect(open).toBe(6)

  // The index lists both: one current, one that starts later.
  await page.goto('/agreements')
  await expect(page.getByText('Current Agreement')).toHaveCount(1)
  await expect(page.getByText(/^Starts on /)).toHaveCount(1)
  await noOverflow(page)
})

test('in Nepali: the upcoming renewal says when it starts', async ({ page, signedIn }) => {
  test.slow()
  const { agreementId } = await insertLeasedHouse(signedIn.id, { monthsBack: 1, months: 6 })
  const renewalId = await renewEarly(page, agreementId)
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await page.goto(`/agreements/${renewalId}`)
  await expect(page.getByText(/देखि सुरु हुन्छ$/).first()).toBeVisible()
  await expect(page.locator('#renewal-upcoming')).toContainText('त्यसअघि भुक्तानी चलिरहेको सम्झौतामा जान्छ।')
  await expect(page.getByRole('link', { name: 'चलिरहेको सम्झौतामा भुक्तानी दर्ता गर्नुहोस्' })).toBeVisible()
  await noOverflow(page)
})

/** The tenant of the agreement as a member (their verified number is the agreement's), signed in in a browser of their own. */
async function tenantBrowser(browser: Browser, agreementId: number, javaScriptEnabled: boolean) {
  const phone = await withDatabase(async (db) => (await db.query<{ phone: string }>(`SELECT t.phone FROM "Agreement" a JOIN "Tenant" t ON t.id = a."tenantId" WHERE a.id = $1`, [agreementId])).rows[0]!.phone)
  const tenant = await createMember({ phone, firstName: 'Ram', lastName: 'Thapa' })
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 740 }, javaScriptEnabled })
  await context.addCookies([COOKIE_CONSENT])
  const page = await context.newPage()
  await signIn(page, tenant)
  return { tenantPage: page, tenant }
}

test('counts exclude the future: one agreement and one tenant for the landlord, one current lease for the tenant', async ({ page, signedIn, browser, javaScriptEnabled }) => {
  test.slow()
  const { agreementId } = await insertLeasedHouse(signedIn.id, { monthsBack: 1, months: 6 })
  const renewalId = await renewEarly(page, agreementId)

  const count = (id: string) => page.locator(`#${id} span`).nth(1)
  await page.goto('/dashboard')
  await expect(count('dashboard-agreements')).toHaveText('1')
  await expect(count('dashboard-tenants')).toHaveText('1')
  await noOverflow(page)
  await page.goto('/plans?step=choose')
  await expect(page.getByTestId('plan-usage')).toHaveText('You have 1 property, 1 tenant and 1 active agreement.')

  const { tenantPage, tenant } = await tenantBrowser(browser, agreementId, javaScriptEnabled)
  await tenantPage.goto('/my-rent')
  await expect(tenantPage.locator('#my-rent-current [data-agreement-id]')).toHaveCount(1)
  await expect(tenantPage.locator(`#my-rent-current [data-agreement-id="${agreementId}"]`)).toBeVisible()
  await expect(tenantPage.locator('#my-rent-upcoming-title')).toHaveText('Starting later')
  await expect(tenantPage.locator('#my-rent-upcoming [data-agreement-id]')).toHaveCount(1)
  await expect(tenantPage.locator(`#my-rent-upcoming [data-agreement-id="${renewalId}"]`)).toBeVisible()
  await noOverflow(tenantPage)

  // In Nepali, both sides.
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = ANY($1)`, [[signedIn.id, tenant.id]]))
  await page.goto('/dashboard')
  await expect(count('dashboard-agreements')).toHaveText('१')
  await expect(count('dashboard-tenants')).toHaveText('१')
  await page.goto('/plans?step=choose')
  await expect(page.getByTestId('plan-usage')).toHaveText('तपाईंसँग १ सम्पत्ति, १ भाडावाल र १ चालु सम्झौता छन्।')
  await tenantPage.goto('/my-rent')
  await expect(tenantPage.locator('#my-rent-current-title')).toHaveText('चालु सम्झौताहरू')
  await expect(tenantPage.locator('#my-rent-current [data-agreement-id]')).toHaveCount(1)
  await expect(tenantPage.locator('#my-rent-upcoming-title')).toHaveText('पछि सुरु हुने सम्झौताहरू')
  await expect(tenantPage.locator('#my-rent-upcoming [data-agreement-id]')).toHaveCount(1)
  await noOverflow(tenantPage)
  await tenantPage.context().close()
})
