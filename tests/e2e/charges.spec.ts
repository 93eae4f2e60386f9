// Charges beyond the schedule in the browser, JavaScript on and off, 360 px wide: a lease that
// started a year before Bhadaa shows a year of overdue rent until the landlord says it was paid up
// to the end of last month (with Rs. 2,500 still owed then); an extra charge is added, then
// cancelled with a reason; bad input shows a field error and changes nothing; the statement; the
// page in Nepali.
import type { Page } from '@playwright/test'
import { flash } from './support/auth-steps'
import { expect as baseExpect, test, withDatabase, NEPAL_TODAY } from './support/fixtures'
import { insertLeasedHouse } from './support/ledger'

// Each step posts, writes a transaction and reloads the page; on a loaded 2-core machine that can
// take longer than the default 5 s, so the checks wait longer (they never measure speed).
const expect = baseExpect.configure({ timeout: 15_000 })

/** A lease from the 1st of the month a year ago, for two years: 13 charges are due now. */
async function insertOldLease(memberId: number) {
  const { agreementId } = await insertLeasedHouse(memberId, { tenantFirstName: 'Hari', monthsBack: 12, months: 24 })
  const days = await withDatabase((db) =>
    db.query<{ lastDay: string; today: string }>(
      `SELECT to_char(date_trunc('month', ${NEPAL_TODAY})::date - 1, 'YYYY-MM-DD') AS "lastDay",
              to_char(${NEPAL_TODAY}, 'YYYY-MM-DD') AS today`,
    ),
  )
  return { agreementId, ...days.rows[0]! }
}

const balance = (page: Page) => page.locator('#ledger-balance')
const extraCharge = (page: Page) => page.locator('section[aria-labelledby="extra-charge-title"]')

test('paid up to with an opening balance, then an extra charge added and cancelled', async ({ page, signedIn, javaScriptEnabled }) => {
  test.slow()
  const { agreementId, lastDay, today } = await insertOldLease(signedIn.id)
  await page.goto(`/agreements/${agreementId}`)
  // With JavaScript the A.D. date becomes the browser's picker once the page has hydrated: typing
  // into the server's text field just before that can be lost on a busy machine.
  if (javaScriptEnabled) await expect(page.locator('section[aria-labelledby="before-bhadaa-card-title"]').getByLabel('Paid up to')).toHaveAttribute('type', 'date')
  await expect(balance(page)).toContainText('Rs. 1,30,000.00')

  const section = page.locator('section[aria-labelledby="before-bhadaa-card-title"]')
  await expect(section.getByRole('heading', { name: 'Before Bhadaa' })).toBeVisible()
  await expect(section).toContainText('Every charge of this agreement is in Bhadaa.')

  // Bad input: a negative amount is a field error, nothing is settled.
  await section.getByLabel('Paid up to').fill(lastDay)
  await section.getByLabel('Balance on that day').selectOption('OWED')
  await section.getByRole('textbox', { name: 'Balance (Rs.)' }).fill('-2500')
  await section.getByRole('button', { name: 'Save' }).click()
  await expect(section.getByText('Amount cannot be negative')).toBeVisible()
  await expect(balance(page)).toContainText('Rs. 1,30,000.00')

  await section.getByRole('textbox', { name: 'Balance (Rs.)' }).fill('2500')
  await section.getByRole('button', { name: 'Save' }).click()
  await expect(flash(page, `Saved: charges up to ${lastDay} are settled before Bhadaa.`)).toBeVisible()
  await expect(section).toContainText('12 charges, Rs. 1,20,000.00')
  await expect(section).toContainText('Rs. 2,500.00 owed')
  // This month's rent and the balance owed before Bhadaa are all that is due.
  await expect(balance(page)).toContainText('Rs. 12,500.00')
  await expect(page.locator('#ledger-charges')).toContainText('Balance owed before Bhadaa')

  const add = extraCharge(page)
  await add.getByRole('textbox', { name: 'What it is for' }).fill('Water tanker')
  await add.getByRole('textbox', { name: 'Charge (Rs.)' }).fill('0')
  await add.getByRole('button', { name: 'Add Charge' }).click()
  await expect(add.getByText('The amount must be more than 0')).toBeVisible()
  await add.getByRole('textbox', { name: 'Charge (Rs.)' }).fill('1500')
  await add.getByLabel('Due date').fill(today)
  await add.getByRole('button', { name: 'Add Charge' }).click()
  await expect(flash(page, 'Charge added.')).toBeVisible()
  const tanker = page.locator('#ledger-charges > li', { hasText: 'Water tanker' })
  await expect(tanker).toContainText('Amount Rs. 1,500.00')
  await expect(balance(page)).toContainText('Rs. 14,000.00')

  await tanker.getByRole('link', { name: 'Cancel the charge Water tanker' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel Charge' })
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The tanker never came')
  await dialog.getByRole('button', { name: 'Cancel Charge' }).click()
  await expect(flash(page, 'Charge cancelled.')).toBeVisible()
  await expect(tanker).toContainText('Cancelled: The tanker never came')
  await expect(tanker.locator('[data-status]')).toHaveText('Cancelled')
  await expect(balance(page)).toContainText('Rs. 12,500.00')

  // The printable statement: settled charges apart, the rest with its running balance.
  await page.getByRole('link', { name: 'Statement' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Statement' })).toBeVisible()
  await expect(page.locator('#statement-settled > li')).toHaveCount(12)
  await expect(page.locator('#statement-lines')).toContainText('Balance owed before Bhadaa')
  await expect(page.locator('#statement-lines')).not.toContainText('Water tanker')

  // The dashboard no longer shows a year of overdue rent.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Rs. 1,30,000.00')).toHaveCount(0)

  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await page.goto(`/agreements/${agreementId}`)
  await expect(page.locator('section[aria-labelledby="before-bhadaa-card-title"]').getByRole('heading', { name: 'Bhadaa अघि' })).toBeVisible()
  await expect(page.locator('#ledger-charges')).toContainText('Bhadaa अघिको बाँकी')
  await expect(page.locator('#ledger-charges')).toContainText('रद्द: The tanker never came')
})
