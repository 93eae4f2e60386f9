// The paperwork of a tenancy: the landlord of a B.S. agreement in Kathmandu prints its
// lease in Nepali (three A4 copies when printed), adds their own terms, then files the
// municipality's notice that the dashboard shows. JavaScript on and off, 360 px wide.
import type { Page } from '@playwright/test'
import { flash } from './support/auth-steps'
import { openAccountMenu } from './support/frame'
import { expect as baseExpect, test } from './support/fixtures'
import { insertKathmanduLease } from './support/paperwork'
import { seriousIssues } from './support/axe'

const expect = baseExpect.configure({ timeout: 15_000 })

async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(360)
}

test('print a B.S. lease in Nepali, add terms, and file the municipality’s notice', async ({ page, signedIn }) => {
  test.slow()
  const { agreementId } = await insertKathmanduLease(signedIn.id)

  await page.goto(`/agreements/${agreementId}`)
  await page.getByRole('link', { name: 'Print Lease' }).click()
  await expect(page).toHaveURL(`/agreements/${agreementId}/lease`)
  await page.getByRole('link', { name: 'Nepali' }).click()
  await expect(page).toHaveURL(`/agreements/${agreementId}/lease?language=ne`)
  const lease = page.locator('#lease')
  await expect(lease.getByRole('heading', { name: 'घर बहाल सम्झौता' }).first()).toBeVisible()
  await expect(lease).toContainText('वि.सं.')
  await expect(lease).toContainText('रु. २५,०००.००')
  await expect(lease).toContainText('पच्चीस हजार रुपैयाँ मात्र')
  await expect(lease).toContainText('३५ दिनको लिखित सूचना')
  await expect(page.locator('.lease-copy:visible')).toHaveCount(1)
  await fitsTheScreen(page)

  // Printed: all three copies, without the page's frame and forms; A4 pages.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.lease-copy:visible')).toHaveCount(3)
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden()
  await expect(page.locator('#page-title')).toBeHidden()
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
  expect(pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
  expect(pdf).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/)
  await page.emulateMedia({ media: 'screen' })

  // The landlord's terms: bad input says what is wrong, good input is printed.
  await page.getByRole('textbox', { name: 'Notice to end early (days)' }).fill('0')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Notice must be a whole number of days from 1 to 365')).toBeVisible()
  await page.getByRole('textbox', { name: 'Notice to end early (days)' }).fill('60')
  await page.getByRole('textbox', { name: 'Your own clauses' }).fill('पाल्तु जनावर राख्न पाइने छैन।')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(flash(page, 'The lease is updated.')).toBeVisible()
  await expect(lease).toContainText('६० दिनको लिखित सूचना')
  await expect(lease).toContainText('पाल्तु जनावर राख्न पाइने छैन।')

  // The notice: on the dashboard, printed in Nepali, filed with its reference.
  await page.goto('/dashboard')
  const card = page.getByRole('region', { name: 'Notices for the municipality' })
  await card.getByRole('link', { name: /^Let: Baneshwor House \(Ram Thapa\)/ }).click()
  await expect(page.locator('#notice')).toContainText('विषय: घर बहालमा दिएको जानकारी')
  await expect(page.locator('#notice')).toContainText('काठमाडौं महानगरपालिका')
  await expect(page.locator('#notice')).toContainText('१०')
  await fitsTheScreen(page)
  await page.getByRole('textbox', { name: 'Reference (the municipality’s number)' }).fill('KMC/2083/451')
  await page.getByRole('button', { name: 'Mark as filed' }).click()
  await expect(flash(page, 'The notice is marked as filed.')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'reference KMC/2083/451' })).toBeVisible()

  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Notices for the municipality' })).toHaveCount(0)

  // Every notice, filed ones too, and the municipalities that ask, from the account menu.
  await openAccountMenu(page)
  await page.locator('#account-menu').getByRole('link', { name: 'Rental Notices' }).click()
  await expect(page).toHaveURL('/rental-notices')
  await expect(page.getByText('Filed on')).toContainText('reference KMC/2083/451')
  await expect(page.getByRole('checkbox', { name: 'Kathmandu Metropolitan City' })).toBeChecked()
})

test('the paperwork pages have no serious or critical accessibility issue', async ({ page, signedIn, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'axe runs in the page: the JavaScript-on run checks the same markup')
  test.slow()
  const { agreementId } = await insertKathmanduLease(signedIn.id)
  await page.goto('/dashboard')
  await page.getByRole('region', { name: 'Notices for the municipality' }).getByRole('link', { name: /^Let:/ }).click()
  const noticePath = new URL(page.url()).pathname
  for (const path of [`/agreements/${agreementId}/lease?language=both`, noticePath, '/rental-notices']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousIssues(page), path).toEqual([])
  }
})
