// A member who both rents and lets: signing in with their own rent due lands on My Rent, and the
// two sides link to each other (My Rent to the dashboard, the dashboard's card of their own rent
// back to My Rent). English and Nepali, JavaScript on and off, 360 px wide.
import type { Page } from '@playwright/test'
import { signInWithForm } from './support/auth-steps'
import { expect as baseExpect, national, test, withDatabase } from './support/fixtures'
import { insertLeasedHouse } from './support/ledger'
import { tenantWithPaidMonth } from './support/my-rent'
import { seriousIssues } from './support/axe'

const expect = baseExpect.configure({ timeout: 15_000 })
const PASSWORD = 'Fewa-Ghar-2083'

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

test('a landlord who rents lands on My Rent while their rent is due, and switches between the two sides', async ({ page, javaScriptEnabled }) => {
  test.slow()
  const { tenant } = await tenantWithPaidMonth({ password: PASSWORD })
  await insertLeasedHouse(tenant.id, { tenantFirstName: 'Maya' })

  await page.goto('/login')
  await signInWithForm(page, national(tenant.phone), PASSWORD)
  await expect(page).toHaveURL('/my-rent')
  const navigation = page.getByRole('navigation', { name: 'Main navigation' })
  // Right after the dashboard, not at the end.
  await expect(navigation.getByRole('link').nth(1)).toHaveText('My Rent')
  await fitsTheScreen(page)

  await page.getByRole('main').getByRole('link', { name: 'Open the Dashboard' }).click()
  await expect(page).toHaveURL('/dashboard')
  const card = page.getByRole('region', { name: 'Your own rent' })
  await expect(card).toContainText('You rent a place too, and Rs. 10,000.00 of your rent is due now.')
  await fitsTheScreen(page)
  if (javaScriptEnabled) {
    expect(await seriousIssues(page)).toEqual([])
  }
  await card.getByRole('link', { name: 'Open My Rent' }).click()
  await expect(page).toHaveURL('/my-rent')

  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [tenant.id]))
  await page.goto('/dashboard')
  const nepaliCard = page.getByRole('region', { name: 'तपाईंको आफ्नै भाडा' })
  await expect(nepaliCard).toContainText('रु. १०,०००.००')
  await fitsTheScreen(page)
  await nepaliCard.getByRole('link', { name: 'मेरो भाडा खोल्नुहोस्' }).click()
  await expect(page).toHaveURL('/my-rent')
  await expect(page.getByRole('main').getByRole('link', { name: 'ड्यासबोर्ड खोल्नुहोस्' })).toBeVisible()
  await fitsTheScreen(page)
})

test('a signed-in member keeps the app’s header and navigation on the plans page', async ({ page }) => {
  const { tenant } = await tenantWithPaidMonth({ password: PASSWORD })
  await page.goto('/login')
  await signInWithForm(page, national(tenant.phone), PASSWORD)
  await expect(page).toHaveURL('/my-rent')
  await page.goto('/plans')
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
  const navigation = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(navigation.getByRole('link').first()).toHaveText('My Rent')
  await navigation.getByRole('link', { name: 'My Rent' }).click()
  await expect(page).toHaveURL('/my-rent')
  await fitsTheScreen(page)
})
