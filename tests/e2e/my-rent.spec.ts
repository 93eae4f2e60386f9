// My Rent: a tenant whose number is on a landlord's agreement signs in, finds My Rent
// in the navigation, sees the agreement with the landlord's tap-to-call number, rent and balance,
// opens its dues and payments, reads the receipt and the statement; in Nepali too; someone else's agreement is
// 404. And the landlord's side: Settings > Payments connects Khalti and eSewa (a local fake of
// both, tests/e2e/support/fake-gateways.ts). JavaScript on and off, 360 px wide.
import type { Page } from '@playwright/test'
import { expect as baseExpect, signIn, test, withDatabase, NEPAL_TODAY, createMember, createTenantOnAgreement, national, uniquePhone } from './support/fixtures'
import { enterCode, expectStep, flash, pasteCode } from './support/auth-steps'
import { codeSentTo } from './support/sms'
import { FAKE_ESEWA_MERCHANT, FAKE_KHALTI_KEY } from './support/fake-gateways'
import { tenantWithPaidMonth } from './support/my-rent'
import { seriousIssues } from './support/axe'

const expect = baseExpect.configure({ timeout: 15_000 })

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

test('a tenant sees their rent, its dues and payments, and the receipt', async ({ page }) => {
  test.slow()
  const { landlord, tenant, agreementId } = await tenantWithPaidMonth()
  // An extra charge the landlord could still cancel (unpaid), due in a week.
  await withDatabase((db) =>
    db.query(
      `INSERT INTO "Charge" ("agreementId", kind, "periodStart", "periodEnd", "dueDate", "amountPaisa", description)
       VALUES ($1, 'EXTRA', ${NEPAL_TODAY}, ${NEPAL_TODAY}, ${NEPAL_TODAY} + 7, 50000, 'Water tanker')`,
      [agreementId],
    ),
  )
  await signIn(page, tenant)
  await page.goto('/dashboard')
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Rent' }).click()
  await expect(page).toHaveURL('/my-rent')
  await expect(page.getByRole('heading', { level: 1, name: 'My Rent' })).toBeVisible()
  const card = page.locator(`[data-agreement-id="${agreementId}"]`)
  await expect(card.getByRole('heading', { name: 'Lakeside lease' })).toBeVisible()
  await expect(card).toContainText('Gopal Adhikari')
  await expect(card.getByRole('link', { name: /^Call Gopal Adhikari on 9/ })).toHaveAttribute('href', `tel:${landlord.phone}`)
  await expect(card).toContainText('Lakeside House')
  await expect(card).toContainText('Rs. 10,000.00')
  // Last month is paid; this month's rent, due on the 1st, is due now.
  await expect(card).toContainText(/Rs\. 10,000\.00 due now/)
  await fitsTheScreen(page)

  await card.getByRole('link', { name: 'Dues, payments and receipts of Lakeside lease' }).click()
  await expect(page).toHaveURL(`/my-rent/${agreementId}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Your landlord' })).toBeVisible()
  await expect(page.locator('#ledger-charges > li').nth(0).locator('[data-status]')).toHaveText('Paid')
  // Next month's rent is not due yet.
  await expect(page.locator('#ledger-charges > li').nth(2).locator('[data-status]')).toHaveText('Upcoming')
  // Read-only: none of the landlord's forms, nor the link that cancels an extra charge.
  await expect(page.getByText('Water tanker')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Record Payment' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Void/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Cancel/ })).toHaveCount(0)
  await fitsTheScreen(page)

  await page.getByRole('link', { name: 'Receipt no. 1', exact: true }).click()
  await expect(page).toHaveURL(`/my-rent/${agreementId}/receipts/1`)
  const receipt = page.locator('#receipt')
  await expect(receipt.getByRole('heading', { name: 'Payment Receipt' })).toBeVisible()
  await expect(receipt).toContainText('Rupees Ten Thousand Only')
  await expect(receipt).toContainText('Gopal Adhikari')
  await expect(receipt).toContainText('Ram Thapa')
  await fitsTheScreen(page)
  await page.getByRole('link', { name: /Back to the agreement/ }).click()
  await expect(page).toHaveURL(new RegExp(`/my-rent/${agreementId}`))
  await page.getByRole('link', { name: 'Statement', exact: true }).click()
  await expect(page).toHaveURL(`/my-rent/${agreementId}/statement`)
  await expect(page.getByRole('heading', { level: 1, name: 'Statement' })).toBeVisible()
  await expect(page.locator('#statement')).toContainText('Payment, receipt no. 1')
  await fitsTheScreen(page)

  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [tenant.id]))
  await page.goto('/my-rent')
  await expect(page.getByRole('heading', { level: 1, name: 'मेरो भाडा' })).toBeVisible()
  await expect(page.locator(`[data-agreement-id="${agreementId}"]`)).toContainText('रु. १०,०००.००')
  await fitsTheScreen(page)
})

test('a tenant signs up with the number on their agreement and finds it under My Rent', async ({ page, javaScriptEnabled }) => {
  test.slow()
  const phone = uniquePhone()
  await createTenantOnAgreement({ phone, firstName: 'Kamala', lastName: 'Shrestha', prefLanguage: 'ENG', agreementName: 'Flat 2A, Baneshwor', startDate: '2026-01-15' })
  await page.goto('/register')
  await page.getByLabel('Phone Number').fill(national(phone))
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('dialog', { name: 'This Number Is on an Agreement' }).getByRole('button', { name: 'Claim Number Using OTP' }).click()
  const code = await codeSentTo(phone)
  if (javaScriptEnabled) await pasteCode(page, code)
  else await enterCode(page, code, javaScriptEnabled)
  await expectStep(page, 1)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kamala-Ghar-2083')
  await page.getByLabel('Confirm Password').fill('Kamala-Ghar-2083')
  await page.getByRole('button', { name: 'Create Account' }).click()
  // She only rents: she lands on My Rent, which leads the navigation.
  await expect(page).toHaveURL('/my-rent')
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first()).toHaveText('My Rent')
  const card = page.getByRole('article', { name: 'Flat 2A, Baneshwor' })
  await expect(card).toContainText('Gopal Landlord')
  await expect(card).toContainText('Rs. 25,000.00')
  await expect(card).toContainText('Baneshwor House')
  await fitsTheScreen(page)
})

test('someone else’s agreement is not found, and a landlord-only member has no My Rent in the navigation', async ({ page }) => {
  const { agreementId } = await tenantWithPaidMonth()
  const stranger = await createMember()
  await signIn(page, stranger)
  await page.goto('/dashboard')
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Rent' })).toHaveCount(0)
  const response = await page.goto(`/my-rent/${agreementId}`)
  expect(response?.status()).toBe(404)
  await page.goto('/my-rent')
  await expect(page.getByText(/No landlord has recorded an agreement with your number/)).toBeVisible()
})

test('My Rent, the agreement, the receipt and Settings > Payments have no serious accessibility issue, in Nepali', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'axe needs JavaScript')
  const { tenant, agreementId } = await tenantWithPaidMonth()
  // The same account is a Plus landlord too: the Payments page shows its forms.
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP', plan = 'PLUS' WHERE id = $1`, [tenant.id]))
  await signIn(page, tenant)
  for (const path of ['/my-rent', `/my-rent/${agreementId}`, `/my-rent/${agreementId}/receipts/1`, '/settings/payments']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousIssues(page), path).toEqual([])
  }
})

test('a Plus landlord connects Khalti and eSewa in Settings > Payments, sees only the last four characters, and disconnects', async ({ page, signedIn }) => {
  test.slow()
  await withDatabase((db) => db.query(`UPDATE "Member" SET plan = 'PLUS' WHERE id = $1`, [signedIn.id]))
  await page.goto('/settings')
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Payments' }).click()
  await expect(page).toHaveURL('/settings/payments')
  const khalti = page.locator('#gateway-khalti-card')
  await expect(khalti).toContainText('Not connected')

  // A key the gateway refuses: a clear message, nothing saved.
  await khalti.getByLabel('Secret key').fill('test_secret_key_wrong_0000')
  await khalti.getByRole('button', { name: 'Connect Khalti' }).click()
  await expect(khalti.getByText(/Khalti did not accept this secret key/)).toBeVisible()
  await expect(khalti).toContainText('Not connected')

  await khalti.getByLabel('Secret key').fill(FAKE_KHALTI_KEY)
  await khalti.getByRole('button', { name: 'Connect Khalti' }).click()
  await expect(flash(page, 'Khalti is connected.')).toBeVisible()
  await expect(khalti).toContainText('secret key ending in e2e1')
  expect(await page.content()).not.toContain(FAKE_KHALTI_KEY)
  await fitsTheScreen(page)

  // Again without the flash (without JavaScript it stays over the page's foot).
  await page.goto('/settings/payments')
  const esewa = page.locator('#gateway-esewa-card')
  await esewa.getByLabel('Merchant code').fill(FAKE_ESEWA_MERCHANT)
  await esewa.getByLabel('Secret key').fill('8gBm/:&EnhH.1/q')
  await esewa.getByRole('button', { name: 'Connect eSewa' }).click()
  await expect(flash(page, 'eSewa is connected.')).toBeVisible()
  await expect(esewa).toContainText('merchant code EPAYTEST, secret key ending in .1/q')

  await page.goto('/settings/payments')
  await khalti.getByRole('button', { name: 'Disconnect Khalti' }).click()
  await expect(flash(page, 'Khalti is disconnected. Its key is deleted.')).toBeVisible()
  await expect(khalti).toContainText('Not connected')

  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await page.goto('/settings/payments')
  await expect(page.getByRole('heading', { level: 2, name: 'भुक्तानी' })).toBeVisible()
  await expect(page.locator('#gateway-esewa-card')).toContainText('जोडिएको: मर्चेन्ट कोड EPAYTEST')
})

test('on the Basic plan, Settings > Payments says which plans have it and offers no form', async ({ page, signedIn }) => {
  void signedIn
  await page.goto('/settings/payments')
  await expect(page.getByText('Online rent payment comes with the Plus and Pro plans.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans')
  await expect(page.getByLabel('Secret key')).toHaveCount(0)
})
