// Money a gateway confirmed that the ledger cannot take (ADR 026): the tenant pays through the pay
// link and the fake Khalti, and meanwhile the landlord terminates the agreement. Coming back, the
// tenant reads "received, your landlord has been told" with Khalti's reference, never an error page,
// on every reload, in English and Nepali; the landlord sees it on the dashboard and the agreement
// page and applies it: one payment, receipt no. 2. JavaScript on and off, 360 px wide.
import { expect as baseExpect, signIn, test, withDatabase } from './support/fixtures'
import { fitsTheScreen, payLinkWithKhalti } from './support/pay-link'

const expect = baseExpect.configure({ timeout: 15_000 })

test('money Khalti confirmed after the agreement was terminated is received, the landlord is told and applies it', async ({ page }) => {
  // A long journey (two people, two languages) on a shared machine.
  test.setTimeout(300_000)
  const { landlord, tenant, agreementId, code } = await payLinkWithKhalti(page)

  await signIn(page, tenant)
  await page.goto(`/p/${code}`)
  await page.getByRole('button', { name: 'Pay with Khalti' }).first().click()
  await expect(page.getByRole('heading', { name: 'Fake Khalti' })).toBeVisible()
  // While the tenant is on Khalti's page, the agreement is terminated.
  await withDatabase((db) => db.query(`UPDATE "Agreement" SET status = 'TERMINATED' WHERE id = $1`, [agreementId]))
  await page.getByRole('button', { name: 'Pay with fake Khalti' }).click()

  await expect(page).toHaveURL(new RegExp(`/p/${code}/done/`))
  await expect(page.getByRole('status')).toContainText('Received: Rs. 10,000.00. Your landlord has been told')
  await expect(page.getByTestId('pay-reference')).toContainText('Reference FAKE-')
  await fitsTheScreen(page)
  await page.reload()
  await expect(page.getByRole('status')).toContainText('Received: Rs. 10,000.00')
  // In Nepali, the same.
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [tenant.id]))
  await page.reload()
  await expect(page.getByRole('status')).toContainText('प्राप्त भयो')
  await expect(page.getByTestId('pay-reference')).toContainText('सन्दर्भ FAKE-')
  // My Rent tells the tenant too.
  await page.goto(`/my-rent/${agreementId}`)
  await expect(page.locator('#received-online')).toContainText('तपाईंको घरधनीलाई जानकारी दिइएको छ')
  await fitsTheScreen(page)
  expect(await withDatabase(async (db) => (await db.query(`SELECT count(*)::int AS n FROM "Payment" WHERE "agreementId" = $1`, [agreementId])).rows[0].n)).toBe(1)
  await page.context().clearCookies()

  // The landlord: on the dashboard, then on the agreement page in Nepali, then deciding in English.
  await signIn(page, landlord)
  await page.goto('/dashboard')
  const waiting = page.locator('section[aria-labelledby="received-online-dashboard-title"]')
  await expect(waiting.getByRole('heading')).toHaveText('Received online: your decision is needed')
  await expect(waiting).toContainText('Rs. 10,000.00 from Ram Thapa through Khalti')
  await fitsTheScreen(page)
  await waiting.getByRole('link', { name: 'Open the agreement' }).click()
  await expect(page).toHaveURL(new RegExp(`/agreements/${agreementId}`))
  const card = page.locator('#received-online')
  await expect(card).toContainText('the agreement was terminated')
  await expect(card).toContainText('Reference FAKE-')
  await expect(card.getByRole('button', { name: 'Apply to the renewal' })).toHaveCount(0)
  await fitsTheScreen(page)
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [landlord.id]))
  await page.reload()
  await expect(card).toContainText('सम्झौता रद्द भइसकेको थियो')
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'ENG' WHERE id = $1`, [landlord.id]))
  await page.reload()

  await card.getByRole('button', { name: 'Apply to this agreement' }).click()
  await expect(page.getByText('Applied as a payment, receipt no. 2.')).toBeVisible()
  await expect(page.locator('#received-online')).toHaveCount(0)
  const payments = await withDatabase(async (db) => (await db.query(`SELECT method, "amountPaisa", "receiptNumber" FROM "Payment" WHERE "agreementId" = $1 ORDER BY id`, [agreementId])).rows)
  expect(payments).toEqual([
    { method: 'CASH', amountPaisa: '1000000', receiptNumber: 1 },
    { method: 'KHALTI', amountPaisa: '1000000', receiptNumber: 2 },
  ])
})
