// A tenant's identity document: the landlord adds a tenant's citizenship card with a
// photo (a multipart form, so JavaScript on and off), sees the number and the photo, sees who has
// looked, and the printed lease carries the number. English and Nepali, 360 px wide.
import type { Page } from '@playwright/test'
import { flash } from './support/auth-steps'
import { expect as baseExpect, test, withDatabase } from './support/fixtures'
import { insertKathmanduLease } from './support/paperwork'
import { seriousIssues } from './support/axe'

const expect = baseExpect.configure({ timeout: 15_000 })

// An 8 × 8 PNG: a real image the browser draws.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNQSDiAFTEMLQkAGplQAT43V5gAAAAASUVORK5CYII=', 'base64')

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

const setLanguage = (memberId: number, language: 'ENG' | 'NEP') => withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = $2 WHERE id = $1`, [memberId, language]))

test('add a tenant’s citizenship card with a photo, see it, and the lease prints its number (English)', async ({ page, signedIn }) => {
  test.slow()
  const { agreementId, tenantId } = await insertKathmanduLease(signedIn.id)

  await page.goto(`/agreements/${agreementId}`)
  await page.getByRole('region', { name: 'Tenant' }).getByRole('link', { name: 'Identity document' }).click()
  await expect(page).toHaveURL(`/tenants/${tenantId}/identity`)
  await expect(page.getByText('No identity document on file.')).toBeVisible()

  // A file that is not an image is refused from its bytes, whatever it is called.
  await page.getByRole('textbox', { name: 'Number' }).fill('27-01-75-01234')
  await page.getByRole('combobox', { name: 'Issuing district' }).selectOption({ label: 'Kathmandu' })
  await page.getByRole('textbox', { name: 'Date of issue' }).fill('2075-01-15')
  await page.locator('#identity-front').setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') })
  await page.getByRole('button', { name: 'Save identity document' }).click()
  await expect(page.getByText('The photo must be a JPEG, PNG or WebP image.')).toBeVisible()
  await expect(page.getByText('No identity document on file.')).toBeVisible()

  await page.locator('#identity-front').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('button', { name: 'Save identity document' }).click()
  await expect(flash(page, 'Identity document saved.')).toBeVisible()
  await expect(page.getByTestId('identity-number')).toHaveText('27-01-75-01234')
  const photo = page.getByRole('img', { name: 'Front photo of the identity document' })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8)
  await expect(page.getByText('No photo')).toBeVisible() // the back
  const log = page.getByRole('region', { name: 'Who has seen it' })
  await expect(log.getByText(/Sita Sharma saw the number/).first()).toBeVisible()
  // The photo was loaded after the page was written: the next visit lists it.
  await page.reload()
  await expect(log.getByText(/Sita Sharma saw the front photo/).first()).toBeVisible()
  await fitsTheScreen(page)

  // The lease prints the tenant's number.
  await page.goto(`/agreements/${agreementId}/lease?language=en`)
  await expect(page.locator('#lease')).toContainText('27-01-75-01234')
  await page.goto(`/tenants/${tenantId}/identity`)
  await expect(page.getByRole('region', { name: 'Who has seen it' }).getByText(/saw the number on a printed lease/)).toBeVisible()
})

test('add a tenant’s citizenship card in Nepali; the Nepali lease prints its number', async ({ page, signedIn }) => {
  test.slow()
  await setLanguage(signedIn.id, 'NEP')
  const { agreementId, tenantId } = await insertKathmanduLease(signedIn.id)

  await page.goto(`/tenants/${tenantId}`)
  await page.getByRole('link', { name: 'परिचय पत्र' }).click()
  await expect(page).toHaveURL(`/tenants/${tenantId}/identity`)
  await expect(page.getByRole('combobox', { name: 'कागजात' })).toHaveValue('CITIZENSHIP')
  await page.getByRole('textbox', { name: 'नम्बर' }).fill('12-34-567')
  await page.getByRole('combobox', { name: 'जारी गर्ने जिल्ला' }).selectOption({ label: 'काठमाडौं' })
  await page.getByRole('textbox', { name: 'जारी मिति' }).fill('2070-10-01')
  await page.locator('#identity-back').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('button', { name: 'परिचय पत्र सुरक्षित गर्नुहोस्' }).click()
  await expect(flash(page, 'परिचय पत्र सुरक्षित भयो।')).toBeVisible()
  await expect(page.getByTestId('identity-number')).toHaveText('१२-३४-५६७')
  await expect(page.getByRole('definition').filter({ hasText: 'नागरिकताको प्रमाणपत्र' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'परिचय पत्रको पछाडिको फोटो' })).toBeVisible()
  await fitsTheScreen(page)

  await page.goto(`/agreements/${agreementId}/lease?language=ne`)
  await expect(page.locator('#lease')).toContainText('12-34-567')
  await fitsTheScreen(page)
})

test('the identity page has no serious or critical accessibility issue', async ({ page, signedIn, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'axe runs in the page: the JavaScript-on run checks the same markup')
  const { tenantId } = await insertKathmanduLease(signedIn.id)
  await page.goto(`/tenants/${tenantId}/identity`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await seriousIssues(page)).toEqual([])
})
