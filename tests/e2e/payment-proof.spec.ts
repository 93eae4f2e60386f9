// "I paid": a tenant reports a cash payment on My Rent, the landlord finds it on the
// dashboard, confirms it on the agreement page, and the tenant sees it confirmed with its receipt;
// in Nepali, a report with a photo that the landlord views and rejects with a reason. JavaScript
// on and off (the form is multipart and posts without it), 360 px wide.
import type { Page } from '@playwright/test'
import { flash } from './support/auth-steps'
import { expect as baseExpect, signIn, test, withDatabase } from './support/fixtures'
import { tenantWithPaidMonth } from './support/my-rent'
import { besidesPageScript, expectOnlyPageScriptFile } from './support/frame'

const expect = baseExpect.configure({ timeout: 15_000 })

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

/** Signs `member` in, alone: whoever was signed in before is signed out. */
async function switchTo(page: Page, member: Parameters<typeof signIn>[1]) {
  await page.context().clearCookies()
  await signIn(page, member)
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a00000000049454e44ae426082', 'hex')

test('a tenant reports a cash payment, the landlord confirms it, the tenant sees the receipt', async ({ page }) => {
  test.slow()
  const { landlord, tenant, agreementId } = await tenantWithPaidMonth()
  await signIn(page, tenant)
  await page.goto(`/my-rent/${agreementId}`)
  const proofs = page.locator('#payment-proofs')
  await expect(proofs.getByRole('heading', { level: 2, name: 'Paid another way?' })).toBeVisible()
  await proofs.getByRole('textbox', { name: 'Amount (Rs.)' }).fill('10000')
  await proofs.getByRole('textbox', { name: 'Reference (optional)' }).fill('Cash to Gopal')
  await proofs.getByRole('button', { name: 'Send to my landlord' }).click()
  await expect(flash(page, 'Sent. Your landlord will check it and confirm it.')).toBeVisible()
  await expect(page.locator('#proof-list > li')).toHaveCount(1)
  await expect(page.locator('#proof-list > li').first()).toContainText('Waiting for your landlord')
  await fitsTheScreen(page)

  await switchTo(page, landlord)
  await page.goto('/dashboard')
  const card = page.getByRole('region', { name: 'Payments tenants reported' })
  await expect(card).toContainText('Rs. 10,000.00')
  await fitsTheScreen(page)
  await card.getByRole('link', { name: /Ram Thapa · Lakeside lease/ }).click()
  await expect(page).toHaveURL(new RegExp(`/agreements/${agreementId}`))
  const review = page.locator('#payment-proofs')
  await expect(review).toContainText('Cash to Gopal')
  await expect(review).toContainText('Reported by Ram Thapa')
  await fitsTheScreen(page)
  await review.getByRole('button', { name: 'Confirm payment' }).click()
  await expect(flash(page, 'Payment recorded: receipt no. 2')).toBeVisible()
  await expect(page.locator('#payment-proofs')).toHaveCount(0)
  await expect(page.locator('#ledger-payments')).toContainText('Receipt no. 2')

  await switchTo(page, tenant)
  await page.goto(`/my-rent/${agreementId}`)
  const mine = page.locator('#proof-list > li').first()
  await expect(mine).toContainText('Confirmed')
  await mine.getByRole('link', { name: 'Receipt no. 2' }).click()
  await expect(page).toHaveURL(`/my-rent/${agreementId}/receipts/2`)
  await expect(page.locator('#receipt')).toContainText('Rupees Ten Thousand Only')
  await fitsTheScreen(page)
})

test('in Nepali: a report with a photo, which the landlord views and rejects with a reason', async ({ page }) => {
  test.slow()
  const { landlord, tenant, agreementId } = await tenantWithPaidMonth()
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = ANY($1)`, [[tenant.id, landlord.id]]))
  await signIn(page, tenant)
  await page.goto(`/my-rent/${agreementId}`)
  const proofs = page.locator('#payment-proofs')
  await expect(proofs.getByRole('heading', { level: 2, name: 'अर्को तरिकाले तिर्नुभयो?' })).toBeVisible()
  await proofs.getByRole('textbox', { name: 'रकम (रु.)' }).fill('5000')
  await proofs.locator('input[type="file"][name="photo"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG })
  await proofs.getByRole('button', { name: 'घरधनीलाई पठाउनुहोस्' }).click()
  await expect(page.locator('#proof-list > li').first()).toContainText('घरधनीको पुष्टि पर्खँदै')
  await fitsTheScreen(page)

  await switchTo(page, landlord)
  await page.goto(`/agreements/${agreementId}`)
  const review = page.locator('#payment-proofs')
  const photoUrl = await review.getByRole('link', { name: 'फोटो हेर्नुहोस्' }).getAttribute('href')
  const photo = await page.request.get(photoUrl!)
  expect(photo.status()).toBe(200)
  expect(photo.headers()['content-type']).toBe('image/png')
  await review.getByRole('textbox', { name: 'कारण (भाडावाललाई SMS जान्छ)' }).fill('त्यो दिन पैसा आएन')
  await review.getByRole('button', { name: 'अस्वीकार गर्नुहोस्' }).click()
  await expect(flash(page, 'जानकारी अस्वीकार गरियो; भाडावाललाई SMS जान्छ')).toBeVisible()
  await fitsTheScreen(page)

  await switchTo(page, tenant)
  await page.goto(`/my-rent/${agreementId}`)
  const mine = page.locator('#proof-list > li').first()
  await expect(mine).toContainText('स्वीकार भएन')
  await expect(mine).toContainText('त्यो दिन पैसा आएन')
  // Another member (the tenant) cannot open the landlord's photo.
  expect((await page.request.get(photoUrl!)).status()).toBe(404)
})

test('with JavaScript a B.S. date is chosen on the Nepali calendar, on a page without React', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the picker is a comfort of JavaScript; without it the date is typed (the journeys above)')
  const { tenant, agreementId } = await tenantWithPaidMonth()
  await withDatabase((db) => db.query(`UPDATE "Agreement" SET calendar = 'BS' WHERE id = $1`, [agreementId]))
  await signIn(page, tenant)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(`/my-rent/${agreementId}`)
  await expectOnlyPageScriptFile(page)
  const proofs = page.locator('#payment-proofs')
  const paidOn = proofs.getByRole('textbox', { name: 'Date paid' })
  await expect(proofs.getByText('B.S. date as YYYY-MM-DD, e.g. 2083-01-15')).toBeVisible()
  // A day before the agreement began is refused by the server, and its message stays in place of the hint.
  await proofs.getByRole('textbox', { name: 'Amount (Rs.)' }).fill('10000')
  await paidOn.fill('2083-04-15')
  await proofs.getByRole('button', { name: 'Send to my landlord' }).click()
  await expect(paidOn).toHaveAttribute('aria-invalid', 'true')
  await expect(proofs.getByText('B.S. date as YYYY-MM-DD, e.g. 2083-01-15')).toHaveCount(0)
  // On an empty field the picker opens on this month, today marked: the month to come back to.
  await paidOn.fill('')
  await proofs.getByRole('button', { name: 'Choose the Date paid on the Nepali calendar' }).click()
  const picker = page.getByRole('dialog', { name: 'Date paid' })
  const year = picker.getByRole('combobox', { name: 'Year' })
  const month = picker.getByRole('combobox', { name: 'Month' })
  const [thisYear, thisMonth] = [await year.inputValue(), await month.inputValue()]
  await expect(picker.locator('button[data-today]')).toHaveCount(1)
  await year.selectOption('2083')
  await month.selectOption({ label: 'Asar' })
  // Asar 2083 has 32 days (the month-length table).
  await expect(picker.getByRole('button', { name: '32 Asar 2083', exact: true })).toBeVisible()
  await month.selectOption({ label: 'Kartik' })
  await picker.getByRole('button', { name: 'Next month' }).click()
  await expect(picker.getByRole('group', { name: 'Mangsir 2083' })).toBeVisible()
  // Back to this month, and today: a day within the agreement whichever day the test runs.
  await year.selectOption(thisYear)
  await month.selectOption(thisMonth)
  const today = picker.locator('button[data-today]')
  const todayName = (await today.getAttribute('aria-label'))!
  const picked = `${thisYear}-${thisMonth.padStart(2, '0')}-${(await today.innerText()).trim().padStart(2, '0')}`
  await today.click()
  await expect(picker).toHaveCount(0)
  await expect(paidOn).toHaveValue(picked)
  await expect(proofs.getByRole('button', { name: 'Choose the Date paid on the Nepali calendar' })).toBeFocused()
  // Escape closes it and changes nothing.
  await proofs.getByRole('button', { name: 'Choose the Date paid on the Nepali calendar' }).click()
  await expect(picker.getByRole('button', { name: todayName, exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Escape')
  await expect(picker).toHaveCount(0)
  await expect(paidOn).toHaveValue(picked)
  // The report goes with the day picked.
  await proofs.getByRole('textbox', { name: 'Amount (Rs.)' }).fill('10000')
  await proofs.getByRole('button', { name: 'Send to my landlord' }).click()
  await expect(flash(page, 'Sent. Your landlord will check it and confirm it.')).toBeVisible()
  // The picker came as a file of its own when first opened: the page's only script file besides the page script.
  expect(besidesPageScript(scripts)).toEqual([expect.stringMatching(/^\/assets\/island-bs-picker-[\w-]+\.js$/)])
})
