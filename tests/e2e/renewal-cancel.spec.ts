// An upcoming renewal when plans change (DESIGN §11, ADR 021), JavaScript on and off, 360 px: the
// landlord renews early by mistake and cancels the renewal from its own page (every charge of it
// cancelled, the running agreement untouched and renewable again); renews again, then the tenant
// leaves: terminating the running agreement says first that the renewal is cancelled too, and does
// it. Then the renewal's Cancel dialog in Nepali.
import { expect as baseExpect, test, withDatabase } from './support/fixtures'
import { flash } from './support/auth-steps'
import { insertLeasedHouse } from './support/ledger'
import { noOverflow, renewEarly } from './support/renewals'

// Each step posts and reloads; a loaded 2-core machine can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 })



const statusOf = (agreementId: number) =>
  withDatabase(async (db) => (await db.query<{ status: string }>(`SELECT status FROM "Agreement" WHERE id = $1`, [agreementId])).rows[0]!.status)
const openCharges = (agreementId: number) =>
  withDatabase(async (db) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "Charge" WHERE "agreementId" = $1 AND status <> 'CANCELLED'`, [agreementId])).rows[0]!.n))

test('a renewal made by mistake is cancelled from its page; the lease is renewed again, and terminating it cancels that renewal too', async ({ page, signedIn }) => {
  test.slow()
  // Started last month, six months long: about four months to go.
  const { agreementId } = await insertLeasedHouse(signedIn.id, { monthsBack: 1, months: 6 })
  const first = await renewEarly(page, agreementId)

  // The upcoming renewal's page offers Cancel, with no move-out day to give.
  await page.goto(`/agreements/${first}`)
  const panel = page.locator('#agreement-terminate')
  await panel.locator('summary').click()
  await expect(panel).toContainText('This agreement has not started yet.')
  await panel.getByRole('link', { name: 'Cancel this agreement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this agreement' })
  await expect(dialog.getByRole('textbox', { name: 'Move-out day' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Preview' }).click()
  await expect(dialog.locator('#terminate-preview')).toContainText(/This agreement has not started yet \(it starts on \d{1,2} [A-Za-z]+ 20\d\d\)/)
  await expect(dialog.locator('#terminate-preview-cancelled li').first()).toBeVisible()
  await noOverflow(page)
  await dialog.getByRole('textbox', { name: 'Agreement name' }).fill('Lakeside lease')
  await dialog.getByRole('button', { name: 'Cancel agreement', exact: true }).click()
  await expect(flash(page, 'Agreement cancelled. Redirecting to Agreements')).toBeVisible()
  expect(await statusOf(first)).toBe('TERMINATED')
  expect(await openCharges(first)).toBe(0)
  expect(await statusOf(agreementId)).toBe('ACTIVE')

  // Every charge of it is shown, cancelled, with the reason.
  await page.goto(`/agreements/${first}?charges=all`)
  await expect(page.getByRole('region', { name: 'Agreement', exact: true }).locator('dt:has-text("Moved out on") + dd')).toHaveText('Cancelled before it started')
  await expect(page.getByText('Cancelled: the agreement was cancelled before it started').first()).toBeVisible()

  // The running agreement can be renewed again.
  const second = await renewEarly(page, agreementId)
  expect(second).not.toBe(first)

  // The tenant leaves after all: the preview says the renewal goes too, before anything is written.
  await page.goto(`/agreements/${agreementId}`)
  await page.locator('#agreement-terminate summary').click()
  await page.locator('#agreement-terminate').getByRole('link', { name: 'Terminate Agreement' }).click()
  const terminate = page.getByRole('dialog', { name: 'Terminate Agreement' })
  await terminate.getByRole('button', { name: 'Preview' }).click()
  await expect(terminate.locator('#terminate-preview-renewal')).toHaveText(/^The renewal starting on \d{1,2} [A-Za-z]+ 20\d\d is cancelled too: every charge of it is cancelled\.$/)
  expect(await statusOf(second)).toBe('ACTIVE')
  await noOverflow(page)
  await terminate.getByRole('textbox', { name: 'Agreement name' }).fill('Lakeside lease')
  await terminate.getByRole('button', { name: 'Terminate', exact: true }).click()
  await expect(flash(page, 'Agreement Terminated Successfully. Redirecting to Agreements')).toBeVisible()
  expect(await statusOf(agreementId)).toBe('TERMINATED')
  expect(await statusOf(second)).toBe('TERMINATED')
  expect(await openCharges(second)).toBe(0)

  // Nothing upcoming is left on the index.
  await page.goto('/agreements')
  await expect(page.getByText(/^Starts on /)).toHaveCount(0)
})

test('in Nepali: cancelling an upcoming renewal', async ({ page, signedIn }) => {
  test.slow()
  const { agreementId } = await insertLeasedHouse(signedIn.id, { monthsBack: 1, months: 6 })
  const renewalId = await renewEarly(page, agreementId)
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await page.goto(`/agreements/${renewalId}`)
  const panel = page.locator('#agreement-terminate')
  await panel.locator('summary').click()
  await expect(panel).toContainText('यो सम्झौता अझै सुरु भएको छैन।')
  await panel.getByRole('link', { name: 'यो सम्झौता रद्द गर्नुहोस्' }).click()
  const dialog = page.getByRole('dialog', { name: 'यो सम्झौता रद्द गर्नुहोस्' })
  await dialog.getByRole('button', { name: 'पूर्वावलोकन' }).click()
  await expect(dialog.locator('#terminate-preview')).toContainText('यो सम्झौता अझै सुरु भएको छैन')
  await noOverflow(page)
  await dialog.getByRole('textbox', { name: 'सम्झौताको नाम' }).fill('Lakeside lease')
  await dialog.getByRole('button', { name: 'सम्झौता रद्द गर्नुहोस्', exact: true }).click()
  await expect(flash(page, 'सम्झौता रद्द गरियो। सम्झौताहरूमा लैजाँदै')).toBeVisible()
  await page.goto(`/agreements/${renewalId}?charges=all`)
  await expect(page.getByText('रद्द: सम्झौता सुरु हुनुअघि नै रद्द गरियो').first()).toBeVisible()
  expect(await statusOf(renewalId)).toBe('TERMINATED')
})
