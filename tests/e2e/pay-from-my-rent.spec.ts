// Pay from My Rent: the tenant of a landlord who takes rent online (Khalti, connected through
// Settings > Payments) finds Pay on My Rent and on the agreement's page, and it opens the pay
// page; once nothing is due now, Pay is gone. English and Nepali, JavaScript on and off, 360 px.
import { expect as baseExpect, signIn, test, withDatabase, NEPAL_TODAY } from './support/fixtures'
import { fitsTheScreen, payLinkWithKhalti } from './support/pay-link'

const expect = baseExpect.configure({ timeout: 15_000 })

test('a tenant pays from My Rent through the pay page, and Pay goes once nothing is due', async ({ page }) => {
  test.slow()
  const { tenant, agreementId, code } = await payLinkWithKhalti(page)
  await signIn(page, tenant)
  await page.goto('/my-rent')
  const card = page.locator(`[data-agreement-id="${agreementId}"]`)
  const pay = card.getByRole('link', { name: 'Pay Rs. 10,000.00 online for Lakeside lease' })
  await expect(pay).toHaveText('Pay Rs. 10,000.00 online')
  await fitsTheScreen(page)
  await pay.click()
  await expect(page).toHaveURL(`/p/${code}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pay rent' })).toBeVisible()
  await expect(page.getByTestId('pay-due-now')).toHaveText('Rs. 10,000.00')

  await page.goto(`/my-rent/${agreementId}`)
  await expect(page.locator('#agreement-ledger').getByRole('link', { name: 'Pay Rs. 10,000.00 online for Lakeside lease' })).toHaveAttribute('href', `/p/${code}`)

  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [tenant.id]))
  await page.goto('/my-rent')
  await expect(page.locator(`[data-agreement-id="${agreementId}"]`).getByRole('link', { name: 'रु. १०,०००.०० अनलाइन तिर्नुहोस्' })).toHaveAttribute('href', `/p/${code}`)
  await fitsTheScreen(page)

  // Paid at the counter: nothing is due now, so there is nothing to pay online.
  await withDatabase((db) => db.query(`UPDATE "Charge" SET "paidPaisa" = "amountPaisa", status = 'PAID' WHERE "agreementId" = $1 AND "dueDate" <= ${NEPAL_TODAY}`, [agreementId]))
  await page.goto('/my-rent')
  await expect(page.locator(`[data-agreement-id="${agreementId}"]`)).toBeVisible()
  await expect(page.getByRole('link', { name: /अनलाइन तिर्नुहोस्/ })).toHaveCount(0)
  await page.goto(`/my-rent/${agreementId}`)
  await expect(page.getByRole('link', { name: /अनलाइन तिर्नुहोस्/ })).toHaveCount(0)
})
