// The pay link: a tenant opens `/p/<code>` from a reminder, sees what is due, pays all of
// it through Khalti (a local fake of Khalti's page, tests/e2e/support/fake-gateways.ts), comes back
// to the receipt number and, signed in, to the receipt. JavaScript on and off, 360 px wide.
import { expect as baseExpect, signIn, test, withDatabase } from './support/fixtures'
import { tenantWithPaidMonth } from './support/my-rent'
import { fitsTheScreen, payLinkWithKhalti, randomPayCode } from './support/pay-link'

const expect = baseExpect.configure({ timeout: 15_000 })

test('a tenant pays what is due through the pay link and Khalti, and sees the receipt', async ({ page }) => {
  test.slow()
  const { landlord, tenant, agreementId, code } = await payLinkWithKhalti(page)

  // Without signing in: the landlord's name, the property and what is due; no phone.
  await page.goto(`/p/${code}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pay rent' })).toBeVisible()
  await expect(page.getByText('To Gopal Adhikari')).toBeVisible()
  await expect(page.getByText('For Lakeside House')).toBeVisible()
  await expect(page.getByTestId('pay-due-now')).toHaveText('Rs. 10,000.00')
  expect(await page.content()).not.toContain(landlord.phone.slice(-8))
  await fitsTheScreen(page)

  await signIn(page, tenant)
  await page.goto(`/p/${code}`)
  await page.getByRole('button', { name: 'Pay with Khalti' }).first().click()
  await expect(page.getByRole('heading', { name: 'Fake Khalti' })).toBeVisible()
  await expect(page.getByText('Rs. 10000')).toBeVisible()
  await page.getByRole('button', { name: 'Pay with fake Khalti' }).click()

  await expect(page).toHaveURL(new RegExp(`/p/${code}/done/`))
  await expect(page.getByRole('status')).toContainText('Paid: Rs. 10,000.00')
  await expect(page.getByTestId('pay-receipt-number')).toHaveText('Receipt number 2')
  await fitsTheScreen(page)
  // A reloaded return records nothing twice.
  await page.reload()
  await expect(page.getByTestId('pay-receipt-number')).toHaveText('Receipt number 2')
  const payments = await withDatabase(async (db) => (await db.query(`SELECT method, "amountPaisa" FROM "Payment" WHERE "agreementId" = $1 ORDER BY id`, [agreementId])).rows)
  expect(payments).toEqual([
    { method: 'CASH', amountPaisa: '1000000' },
    { method: 'KHALTI', amountPaisa: '1000000' },
  ])

  await page.getByRole('link', { name: 'See the receipt' }).click()
  await expect(page).toHaveURL(`/my-rent/${agreementId}/receipts/2`)
  await expect(page.locator('#receipt')).toContainText('Rupees Ten Thousand Only')

  // Everything due is paid: the page says so and offers nothing.
  await page.goto(`/p/${code}`)
  await expect(page.getByText('Everything due is paid. Thank you!')).toBeVisible()
  await expect(page.getByRole('button', { name: /Khalti|eSewa/ })).toHaveCount(0)

  // In Nepali.
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [tenant.id]))
  await page.goto(`/p/${code}`)
  await expect(page.getByRole('heading', { level: 1, name: 'भाडा तिर्नुहोस्' })).toBeVisible()
})

test('a pay link of an ended agreement is not found', async ({ page }) => {
  const { agreementId } = await tenantWithPaidMonth()
  const code = randomPayCode()
  await withDatabase((db) => db.query(`UPDATE "Agreement" SET "payCode" = $2, status = 'ENDED' WHERE id = $1`, [agreementId, code]))
  const response = await page.goto(`/p/${code}`)
  expect(response?.status()).toBe(404)
})
