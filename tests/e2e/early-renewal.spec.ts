// Renewing early (DESIGN §11, ADR 021): the landlord renews four months before the end. The
// renewal's page says when it starts and sends payments to the running agreement; the running
// agreement keeps its charges and its Record Payment form (no hidden carry-over), and the index
// lists the renewal as "starts on". Then the renewal's page in Nepali. JavaScript on and off, 360 px.
import type { Page } from '@playwright/test'
import { expect as baseExpect, test, withDatabase } from './support/fixtures'
import { flash } from './support/auth-steps'
import { insertLeasedHouse } from './support/ledger'

// Each step posts and reloads; a loaded 2-core machine can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 })

const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

async function renewEarly(page: Page, agreementId: number) {
  await page.goto(`/agreements/${agreementId}/changes`)
  const end = await page.getByRole('region', { name: 'Change terms', exact: true }).getByRole('textbox', { name: /^End date/ }).inputValue()
  const renew = page.getByRole('region', { name: 'Renew', exact: true })
  await renew.getByRole('textbox', { name: /^The renewal ends on/ }).fill(`${Number(end.slice(0, 4)) + 1}${end.slice(4)}`)
  await renew.getByRole('button', { name: 'Renew the agreement' }).click()
  await expect(flash(page, 'The agreement is renewed.')).toBeVisible()
}

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
  await renewEarly(page, agreementId)
  const renewalId = await withDatabase(async (db) => (await db.query<{ id: number }>(`SELECT id FROM "Agreement" WHERE "renewedFromId" = $1`, [agreementId])).rows[0]!.id)
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await page.goto(`/agreements/${renewalId}`)
  await expect(page.getByText(/देखि सुरु हुन्छ$/).first()).toBeVisible()
  await expect(page.locator('#renewal-upcoming')).toContainText('त्यसअघि भुक्तानी चलिरहेको सम्झौतामा जान्छ।')
  await expect(page.getByRole('link', { name: 'चलिरहेको सम्झौतामा भुक्तानी दर्ता गर्नुहोस्' })).toBeVisible()
  await noOverflow(page)
})
