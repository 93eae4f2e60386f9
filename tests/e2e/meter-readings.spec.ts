// Monthly meter readings: for a property of three metered flats the landlord opens the
// monthly routine from the property, enters three readings on one form, is refused a reading lower
// than the previous one (nothing saved, the typed values kept, the row's message), marks that meter
// replaced with both meters' readings, saves all three, and sees the charge on the agreement's
// meters page; each tenant gets one bill SMS. Then the page and a refusal in Nepali. JavaScript on
// and off, 360 px wide.
import type { Page } from '@playwright/test'
import { flash } from './support/auth-steps'
import { expect as baseExpect, test, withDatabase } from './support/fixtures'
import { insertMeteredProperty, meterBills, readingCount } from './support/meters'
import { seriousIssues } from './support/axe'
import { expectOnlyPageScriptFile } from './support/frame'

// Each step posts, writes a transaction and reloads the page; on a loaded 2-core machine that can
// take longer than the default 5 s, so the checks wait longer (they never measure speed).
const expect = baseExpect.configure({ timeout: 15_000 })

const row = (page: Page, unit: string) => page.getByRole('listitem', { name: `${unit} · Electricity` })

test('three readings on one form: a lower one refused with nothing saved, then a replaced meter, all saved and billed', async ({ page, signedIn }) => {
  test.slow()
  const { propertyId, agreementIds } = await insertMeteredProperty(signedIn.id)
  await page.goto(`/properties/${propertyId}`)
  await page.getByRole('link', { name: 'Monthly meter readings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly meter readings' })).toBeVisible()
  for (const unit of ['Flat 1', 'Flat 2', 'Flat 3']) await expect(row(page, unit)).toContainText('Previous: 1,000 on')

  await row(page, 'Flat 1').getByRole('textbox', { name: 'New reading' }).fill('1100')
  await row(page, 'Flat 2').getByRole('textbox', { name: 'New reading' }).fill('900')
  await row(page, 'Flat 3').getByRole('textbox', { name: 'New reading' }).fill('1,200.5')
  await page.getByRole('button', { name: 'Save Readings' }).click()
  await expect(page.getByText('Nothing was saved: correct the rows marked below.')).toBeVisible()
  await expect(row(page, 'Flat 2')).toContainText('Lower than the previous reading')
  await expect(row(page, 'Flat 1').getByRole('textbox', { name: 'New reading' })).toHaveValue('1100')
  expect(await readingCount(propertyId)).toBe(3)

  const flat2 = row(page, 'Flat 2')
  await flat2.getByText('Meter replaced since the previous reading').first().click() // opens the <details>
  await flat2.getByRole('checkbox', { name: 'Meter replaced since the previous reading' }).check()
  await flat2.getByRole('textbox', { name: 'Old meter’s final reading' }).fill('1010')
  await flat2.getByRole('textbox', { name: 'New meter’s start reading' }).fill('0')
  await flat2.getByRole('textbox', { name: 'New reading' }).fill('40')
  await page.getByRole('button', { name: 'Save Readings' }).click()
  await expect(flash(page, 'Readings saved: 3.')).toBeVisible()
  await expect(row(page, 'Flat 1')).toContainText('Previous: 1,100 on')
  await expect(row(page, 'Flat 2')).toContainText('Previous: 40 on')
  await expect(row(page, 'Flat 3')).toContainText('Previous: 1,200.5 on')
  // The form starts again for next month: no field keeps this month's reading.
  await expect(row(page, 'Flat 1').getByRole('textbox', { name: 'New reading' })).toHaveValue('')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)

  const bills = await meterBills(propertyId)
  expect(bills).toHaveLength(3)
  expect(bills.some((body) => body.includes('100 units x Rs. 12.50 + fixed Rs. 100.00 = Rs. 1,350.00'))).toBe(true)
  expect(bills.some((body) => body.includes('50 units x Rs. 12.50'))).toBe(true) // 10 on the old meter + 40 on the new

  await page.goto(`/agreements/${agreementIds[0]}/meters`)
  await expect(page.getByRole('heading', { level: 1, name: 'Meters and readings' })).toBeVisible()
  await expect(page.locator('[data-readings="Electricity"]')).toContainText('100 units × Rs. 12.50 + Rs. 100.00 = Rs. 1,350.00')
  await page.getByRole('link', { name: 'Flat 1 lease' }).click()
  await expect(page.getByRole('region', { name: 'Utilities' })).toContainText('metered, charged from its readings')
})

test('in Nepali: the monthly page and a refused reading', async ({ page, signedIn }) => {
  test.slow()
  const { propertyId } = await insertMeteredProperty(signedIn.id)
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await page.goto(`/properties/${propertyId}/readings`)
  await expect(page.getByRole('heading', { level: 1, name: 'मासिक मिटर रिडिङ' })).toBeVisible()
  const flat1 = page.getByRole('listitem', { name: 'Flat 1 · बिजुली' })
  await expect(flat1).toContainText('अघिल्लो: ')
  await expect(flat1).toContainText('१,०००')
  await flat1.getByRole('textbox', { name: 'नयाँ रिडिङ' }).fill('-5')
  await page.getByRole('button', { name: 'रिडिङ सुरक्षित गर्नुहोस्' }).click()
  await expect(flat1).toContainText('रिडिङ ऋणात्मक हुन सक्दैन')
  expect(await readingCount(propertyId)).toBe(3)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the monthly page and the meters page have no serious accessibility issue', async ({ page, signedIn, javaScriptEnabled }) => {
  test.slow()
  // axe is a script: it runs where JavaScript does (the pages are the same server-rendered HTML).
  test.skip(!javaScriptEnabled, 'axe needs JavaScript')
  const { propertyId, agreementIds } = await insertMeteredProperty(signedIn.id)
  for (const path of [`/properties/${propertyId}/readings`, `/agreements/${agreementIds[0]}/meters`]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousIssues(page), path).toEqual([])
  }
})

test('the monthly page and the meters page load no script file but the page script\'s, which runs without errors, in English and Nepali', async ({ page, signedIn, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'scripts only run with JavaScript')
  const { propertyId, agreementIds } = await insertMeteredProperty(signedIn.id)
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  for (const language of ['ENG', 'NEP']) {
    await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = $2 WHERE id = $1`, [signedIn.id, language]))
    for (const path of [`/properties/${propertyId}/readings`, `/agreements/${agreementIds[0]}/meters`]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectOnlyPageScriptFile(page, path)
    }
  }
  expect(errors).toEqual([])
})
