// Move-out (issue 18) in the browser, JavaScript on and off, 360 px wide: an agreement that ended
// last month with a deposit of Rs. 30,000 and two months' rent unpaid; the settlement page from
// the agreement page, a deduction above the deposit plus the dues refused on the field, a preview,
// the settlement with a deduction, and the printable statement, in English and in Nepali. Then a
// misspelt tenant name corrected on the tenant page (a blank name refused first).
import { flash } from './support/auth-steps'
import { expect as baseExpect, test, withDatabase } from './support/fixtures'
import { insertLeasedHouse } from './support/ledger'

// Each step posts, writes a transaction and reloads the page; on a loaded 2-core machine that can
// take longer than the default 5 s, so the checks wait longer (they never measure speed).
const expect = baseExpect.configure({ timeout: 15_000 })

test('a move-out settlement with a deduction, then its printable statement', async ({ page, signedIn }) => {
  test.slow()
  // From the 1st three months ago, for two months: ended last month, Rs. 20,000 rent unpaid.
  const { agreementId } = await insertLeasedHouse(signedIn.id, { monthsBack: 3, months: 2 })
  await withDatabase((db) => db.query(`UPDATE "Agreement" SET "depositPaisa" = 3000000 WHERE id = $1`, [agreementId]))

  await page.goto(`/agreements/${agreementId}`)
  await page.getByRole('link', { name: 'Move-out settlement' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Move-out Settlement' })).toBeVisible()
  const figures = page.locator('#settlement-figures')
  await expect(figures).toContainText('Rs. 20,000.00')
  await expect(figures).toContainText('Rs. 10,000.00')

  // Bad input: deductions above the deposit plus the dues are refused, nothing is settled.
  await page.getByLabel('Deposit received on').fill('2026-01-01')
  await page.getByRole('textbox', { name: 'Reason 1' }).fill('Broken window')
  await page.locator('#settlement-deductions-0--amount').fill('60000')
  await page.getByRole('button', { name: 'Confirm Settlement' }).click()
  await expect(page.locator('#settlement-deductions-error')).toContainText('Deductions cannot be more than the deposit plus the unpaid dues')

  await page.locator('#settlement-deductions-0--amount').fill('2500')
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(figures).toContainText('Refund to the tenant')
  await expect(figures).toContainText('Rs. 7,500.00')
  await page.getByRole('button', { name: 'Confirm Settlement' }).click()
  await expect(flash(page, 'Deposit settled. The tenant has been sent a text.')).toBeVisible()

  const statement = page.locator('#settlement')
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit Settlement Statement' })).toBeVisible()
  await expect(statement).toContainText('Broken window')
  await expect(statement).toContainText('Rs. 7,500.00')
  await expect(statement).toContainText('Ram Thapa')
  // Printed, only the statement is left.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header').first()).toBeHidden()
  await expect(statement).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await page.goto(`/agreements/${agreementId}/settlement`)
  await expect(page.getByRole('heading', { level: 1, name: 'धरौटी हिसाब विवरण' })).toBeVisible()
  await expect(statement).toContainText('भाडावालालाई फिर्ता')
  await expect(statement).toContainText('Broken window')
})

test('correcting a misspelt tenant name on the tenant page', async ({ page, signedIn }) => {
  const { agreementId } = await insertLeasedHouse(signedIn.id, { tenantFirstName: 'Rmaesh' })
  const { rows } = await withDatabase((db) => db.query<{ tenantId: number }>(`SELECT "tenantId" FROM "Agreement" WHERE id = $1`, [agreementId]))
  await page.goto(`/tenants/${rows[0]!.tenantId}`)
  const card = page.locator('section[aria-labelledby="correct-tenant-title"]')
  await card.getByRole('textbox', { name: 'First Name' }).fill(' ')
  await card.getByRole('button', { name: 'Save Correction' }).click()
  await expect(card.getByText('This field is required')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Rmaesh Thapa' })).toBeVisible()
  await card.getByRole('textbox', { name: 'First Name' }).fill('Ramesh')
  await card.getByRole('button', { name: 'Save Correction' }).click()
  await expect(flash(page, 'Tenant corrected.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Ramesh Thapa' })).toBeVisible()
})
