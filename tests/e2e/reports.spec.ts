// The rent-income report, with JavaScript on and off at 360 px: reached from the account
// menu, the current fiscal year by default with the money received today, another year chosen with
// the GET form, a year outside the calendar refused on its field; in Nepali for a Nepali member.
import { createMember, expect, signIn, test, withDatabase, NEPAL_TODAY } from './support/fixtures'
import { openAccountMenu } from './support/frame'
import { insertAgreement, insertProperty } from './support/properties'

/** Rs. 12,345.67 received today on the member's agreement, on no charge (so all of it is credit). */
async function receivedToday(memberId: number) {
  const { propertyId } = await insertProperty(memberId, { name: 'Lakeside Flats' })
  await insertAgreement(memberId, { propertyId })
  await withDatabase((db) =>
    db.query(
      `INSERT INTO "Payment" ("agreementId", "memberId", "amountPaisa", "paidOn", method, "receiptNumber")
       SELECT id, "memberId", 1234567, ${NEPAL_TODAY}, 'CASH', 1 FROM "Agreement" WHERE "memberId" = $1`,
      [memberId],
    ),
  )
}

test('the report shows this fiscal year’s income by default and another year on asking', async ({ page, signedIn }) => {
  await receivedToday(signedIn.id)
  await page.goto('/dashboard')
  await openAccountMenu(page)
  await page.getByRole('link', { name: 'Rent income' }).click()
  await expect(page).toHaveURL('/reports/rent-income')
  await expect(page.getByRole('heading', { level: 1, name: 'Rent income' })).toBeVisible()
  await expect(page.getByText(/^Rent income, FY 20\d\d\/\d\d$/)).toBeVisible()
  const total = page.locator('#rent-income-total')
  await expect(total.getByRole('heading', { name: 'All properties' })).toBeVisible()
  await expect(total.getByText('Rs. 12,345.67').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Lakeside Flats' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  await page.getByRole('textbox', { name: 'Fiscal year (B.S.)' }).fill('2081')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL('/reports/rent-income?fiscalYear=2081')
  await expect(page.getByText('Rent income, FY 2081/82')).toBeVisible()
  await expect(page.getByText('Nothing was received in this fiscal year.')).toBeVisible()

  await page.getByRole('textbox', { name: 'Fiscal year (B.S.)' }).fill('1999')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByText('Choose a fiscal year from 2000 to 2087')).toBeVisible()
})

test('a Nepali member sees the report in Nepali', async ({ page }) => {
  const member = await createMember({ prefLanguage: 'NEP' })
  await receivedToday(member.id)
  await signIn(page, member)
  // This fiscal year's, which holds today's money (whichever year today is in); its years in Devanagari digits.
  await page.goto('/reports/rent-income')
  await expect(page.getByRole('heading', { level: 1, name: 'भाडा आम्दानी' })).toBeVisible()
  await expect(page.getByText(/^भाडा आम्दानी, आ.व. २०[०-९]{2}\/[०-९]{2}$/)).toBeVisible()
  await expect(page.locator('#rent-income-total').getByRole('heading', { name: 'सबै सम्पत्ति' })).toBeVisible()
})
