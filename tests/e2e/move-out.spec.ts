// Move-out in the browser, JavaScript on and off, 360 px wide: an agreement that ended
// last month with a deposit of Rs. 30,000 and two months' rent unpaid; the settlement page from
// the agreement page, a deduction above the deposit plus the dues refused on the field, a preview,
// the settlement with a deduction, and the printable statement, in English and in Nepali. Then a
// misspelt tenant name corrected on the tenant page (a blank name refused first). And a termination
// with a move-out day: a day outside the agreement refused, the 15th with pro rata previewed (the
// rent of 15 days, the later months cancelled), terminated, and the day shown on the agreement page
// and in the history, in English and in Nepali.
import { flash } from './support/auth-steps'
import { expect as baseExpect, test, withDatabase, NEPAL_TODAY } from './support/fixtures'
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

test('the tenant leaves on the 15th: the landlord previews the pro-rata rent, terminates, and sees the move-out day', async ({ page, signedIn }) => {
  test.slow()
  // From the 1st of last month for 4 months, Rs. 10,000 a month: last month, this month and two more.
  const { agreementId } = await insertLeasedHouse(signedIn.id)
  const { rows } = await withDatabase((db) =>
    db.query<{ fifteenth: string; days: number }>(
      `SELECT to_char(m + interval '14 days', 'YYYY-MM-DD') AS fifteenth, extract(day FROM m + interval '1 month' - interval '1 day')::int AS days
       FROM (SELECT date_trunc('month', ${NEPAL_TODAY})::date AS m) AS month`,
    ),
  )
  const { fifteenth, days } = rows[0]!
  // 15 days of this month's Rs. 10,000, rounded half up to a paisa.
  const rupees = (paisa: number) => `Rs. ${(paisa / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  const proRata = rupees(Math.round((1_000_000 * 15) / days))

  await page.goto(`/agreements/${agreementId}?dialog=terminate`)
  const dialog = page.getByRole('dialog', { name: 'Terminate Agreement' })
  // A day after the agreement's end is refused on its field, nothing changed.
  await dialog.getByRole('textbox', { name: 'Move-out day' }).fill('2099-01-01')
  await dialog.getByRole('button', { name: 'Preview' }).click()
  await expect(dialog.getByText('The move-out day must be between the agreement’s start and end dates.')).toBeVisible()

  await dialog.getByRole('textbox', { name: 'Move-out day' }).fill(fifteenth)
  await dialog.getByRole('checkbox', { name: /pro rata/ }).check()
  await dialog.getByRole('button', { name: 'Preview' }).click()
  const preview = dialog.locator('#terminate-preview')
  await expect(preview).toContainText('What the termination does')
  await expect(preview).toContainText(`${proRata} for 15 of ${days} days (instead of Rs. 10,000.00)`)
  await expect(dialog.locator('#terminate-preview-cancelled li')).toHaveCount(2)
  // Last month and 15 days of this one are owed, nothing paid.
  await expect(dialog.locator('#terminate-preview-balance')).toContainText('Still owed after the move-out')
  // The preview kept what was typed.
  await expect(dialog.getByRole('textbox', { name: 'Move-out day' })).toHaveValue(fifteenth)
  await expect(dialog.getByRole('checkbox', { name: /pro rata/ })).toBeChecked()

  await dialog.getByRole('textbox', { name: 'Agreement name' }).fill('Lakeside lease')
  await dialog.getByRole('button', { name: 'Terminate', exact: true }).click()
  await expect(flash(page, 'Agreement Terminated Successfully. Redirecting to Agreements')).toBeVisible()

  await page.goto(`/agreements/${agreementId}`)
  const terms = page.getByRole('region', { name: 'Agreement', exact: true })
  await expect(terms.locator('dt:has-text("Moved out on") + dd')).toHaveText(/^15 [A-Za-z]+ 20\d\d \(\d{1,2} [A-Za-z]+ 20[89]\d( \(provisional\))?\)$/)
  await expect(page.getByText(proRata).first()).toBeVisible()

  // In Nepali: the day in words of the Nepali calendar, and the history says when the tenant left.
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await page.goto(`/agreements/${agreementId}`)
  await expect(page.getByRole('region', { name: 'सम्झौता', exact: true }).locator('dt:has-text("घर छाडेको मिति") + dd')).toContainText('१५')
  await page.goto('/agreements/history')
  await expect(page.getByRole('row').filter({ hasText: 'Lakeside lease' })).toContainText('मा घर छाडेको')
})

test('in Nepali, the termination preview and its refusal', async ({ page, signedIn }) => {
  test.slow()
  const { agreementId } = await insertLeasedHouse(signedIn.id)
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await page.goto(`/agreements/${agreementId}?dialog=terminate`)
  const dialog = page.getByRole('dialog', { name: 'सम्झौता रद्द गर्नुहोस्' })
  await dialog.getByRole('textbox', { name: 'घर छाड्ने दिन' }).fill('2099-01-01')
  await dialog.getByRole('button', { name: 'पूर्वावलोकन' }).click()
  await expect(dialog.getByText('घर छाड्ने दिन सम्झौता सुरु हुने र सकिने मितिबीचको हुनुपर्छ।')).toBeVisible()
  // Blank: today, in full.
  await dialog.getByRole('textbox', { name: 'घर छाड्ने दिन' }).fill('')
  await dialog.getByRole('button', { name: 'पूर्वावलोकन' }).click()
  await expect(dialog.locator('#terminate-preview')).toContainText('रद्द गर्दा के हुन्छ')
  await expect(dialog.locator('#terminate-preview-stays')).toContainText('पूरै लाग्छ')
  expect(await withDatabase((db) => db.query(`SELECT status FROM "Agreement" WHERE id = $1`, [agreementId]))).toMatchObject({ rows: [{ status: 'ACTIVE' }] })
})
