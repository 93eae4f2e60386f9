// Paying by the landlord's bank QR (DESIGN §14): a Basic landlord checks the QR in Settings ›
// Payments (a screenshot; in Nepali, its text after a wrong one is refused), sees whose account it
// pays into with the QR drawn, and saves it (or chooses another); the tenant finds it on
// the pay page and My Rent, scans exactly the saved payload, reports "I paid by QR" (the form is
// filled in) and the landlord confirms the report; the printed receipt carries the pay link.
// JavaScript on and off, 360 px wide.
import type { Page } from '@playwright/test'
import QRCode from 'qrcode'
import { sampleMerchantQr } from '../../app/domain/merchant-qr-samples'
import { readQrImage } from '../../app/server/qr-image.server'
import { flash } from './support/auth-steps'
import { COOKIE_CONSENT, expect as baseExpect, signIn, test, withDatabase } from './support/fixtures'
import { tenantWithPaidMonth } from './support/my-rent'
import { fitsTheScreen, randomPayCode } from './support/pay-link'

const expect = baseExpect.configure({ timeout: 15_000 })
const PAYLOAD = sampleMerchantQr('GOPAL ADHIKARI', 'KATHMANDU')
const OTHER = sampleMerchantQr('HARI GURUNG', 'POKHARA')

async function savedQrs(memberId: number) {
  const { rows } = await withDatabase((db) => db.query<{ count: string }>(`SELECT count(*) FROM "PaymentQr" WHERE "memberId" = $1`, [memberId]))
  return Number(rows[0]!.count)
}

async function switchTo(page: Page, member: Parameters<typeof signIn>[1]) {
  await page.context().clearCookies()
  await signIn(page, member)
}

async function withPayCode(agreementId: number) {
  const code = randomPayCode()
  await withDatabase((db) => db.query(`UPDATE "Agreement" SET "payCode" = $2 WHERE id = $1`, [agreementId, code]))
  const { rows } = await withDatabase((db) => db.query<{ paymentReference: string }>(`SELECT "paymentReference" FROM "Agreement" WHERE id = $1`, [agreementId]))
  return { code, reference: rows[0]!.paymentReference }
}

/** The QR block's picture, read back as a phone's scanner would: exactly the saved payload. */
async function scannedPayload(page: Page) {
  const shot = await page.locator('#pay-by-qr-card svg').screenshot()
  return readQrImage(new Uint8Array(shot))
}

test('a landlord saves a screenshot of their QR; the tenant pays by it and reports it; the landlord confirms', async ({ page }) => {
  test.slow()
  const { landlord, tenant, agreementId } = await tenantWithPaidMonth()
  const { code, reference } = await withPayCode(agreementId)
  await signIn(page, landlord)
  await page.goto('/settings/payments')
  const card = page.locator('#payment-qr-card')
  await expect(card).toContainText('No QR yet')
  await card.locator('input[type="file"][name="photo"]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(PAYLOAD, { scale: 6 }) })
  await card.getByRole('button', { name: 'Check the QR' }).click()
  // Read, not saved: the account and city to confirm, and the QR drawn from what was read.
  const check = page.getByTestId('payment-qr-check')
  await expect(check.getByRole('heading', { name: 'Is this your account?' })).toBeVisible()
  await expect(check.getByTestId('payment-qr-check-account')).toHaveText('Account: GOPAL ADHIKARI, KATHMANDU')
  expect(await readQrImage(new Uint8Array(await check.locator('svg').screenshot()))).toEqual({ ok: true, text: PAYLOAD })
  await fitsTheScreen(page)
  expect(await savedQrs(landlord.id)).toBe(0)
  await check.getByRole('button', { name: 'Save this QR' }).click()
  await expect(flash(page, 'QR saved. Tenants now see it when they pay: GOPAL ADHIKARI.')).toBeVisible()
  await expect(page.locator('#payment-qr-card')).toContainText('Account: GOPAL ADHIKARI, KATHMANDU')
  await expect(page.getByTestId('payment-qr-check')).toHaveCount(0)
  await fitsTheScreen(page)

  // The pay page, opened from the link without signing in (the cookie notice answered: it would cover the QR).
  await page.context().clearCookies()
  await page.context().addCookies([COOKIE_CONSENT])
  await page.goto(`/p/${code}`)
  const block = page.locator('#pay-by-qr-card')
  await expect(block.getByRole('heading', { name: 'Pay by bank QR' })).toBeVisible()
  await expect(block.getByTestId('qr-reference')).toHaveText(reference)
  await expect(block.getByTestId('qr-amount')).toContainText('Rs.')
  expect(await scannedPayload(page)).toEqual({ ok: true, text: PAYLOAD })
  await fitsTheScreen(page)

  await signIn(page, tenant)
  await page.goto(`/my-rent/${agreementId}`)
  await expect(page.locator('#pay-by-qr-card').getByTestId('qr-reference')).toHaveText(reference)
  expect(await scannedPayload(page)).toEqual({ ok: true, text: PAYLOAD })
  await fitsTheScreen(page)
  await page.locator('#pay-by-qr-card').getByRole('link', { name: 'I paid by QR' }).click()
  await expect(page).toHaveURL(new RegExp(`/my-rent/${agreementId}\\?paid=qr`))
  const proofs = page.locator('#payment-proofs')
  await expect(proofs.getByRole('combobox', { name: 'Paid by' })).toHaveValue('QR')
  const referenceField = proofs.getByRole('textbox', { name: 'Reference (optional)' })
  await expect(referenceField).toHaveValue(`${reference} `)
  await expect(proofs.getByRole('textbox', { name: 'Amount (Rs.)' })).not.toHaveValue('')
  await referenceField.fill(`${reference} FT7781234`)
  await proofs.getByRole('button', { name: 'Send to my landlord' }).click()
  await expect(flash(page, 'Sent. Your landlord will check it and confirm it.')).toBeVisible()
  await expect(page.locator('#proof-list > li').first()).toContainText('Bank QR')

  await switchTo(page, landlord)
  await page.goto(`/agreements/${agreementId}`)
  const review = page.locator('#payment-proofs')
  await expect(review).toContainText(`${reference} FT7781234`)
  await review.getByRole('button', { name: 'Confirm payment' }).click()
  await expect(flash(page, 'Payment recorded: receipt no. 2')).toBeVisible()
  await expect(page.locator('#ledger-payments')).toContainText('Bank QR')
  await fitsTheScreen(page)
  // The printed receipt carries the payment reference and the pay link, as text and as a QR.
  await page.goto('/receipts/2')
  await expect(page.locator('#receipt')).toContainText('Bank QR')
  await expect(page.locator('#receipt')).toContainText(reference)
  await expect(page.locator('#receipt-pay-link')).toContainText(`/p/${code}`)
  await expect(page.locator('#receipt-pay-link svg')).toBeVisible()
  await fitsTheScreen(page)
})

/** Types a QR's text on the Nepali payments page and checks it, until the check shows. */
async function checkQrText(page: Page, text: string) {
  await expect(async () => {
    await page.locator('#payment-qr-card').getByRole('textbox', { name: 'वा QR को पाठ' }).fill(text)
    await page.locator('#payment-qr-card').getByRole('button', { name: 'QR जाँच्नुहोस्' }).click()
    await expect(page.getByTestId('payment-qr-check')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
}

test('in Nepali: a QR text with a wrong check digit is refused and nothing saved; the right one shows on My Rent', async ({ page }) => {
  test.slow()
  const { landlord, tenant, agreementId } = await tenantWithPaidMonth()
  const { reference } = await withPayCode(agreementId)
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = ANY($1)`, [[tenant.id, landlord.id]]))
  await signIn(page, landlord)
  await page.goto('/settings/payments')
  const card = page.locator('#payment-qr-card')
  await card.getByRole('textbox', { name: 'वा QR को पाठ' }).fill(PAYLOAD.replace('GOPAL', 'GOPAM'))
  await card.getByRole('button', { name: 'QR जाँच्नुहोस्' }).click()
  await expect(page.locator('#payment-qr-card')).toContainText('यो QR को जाँच अङ्क मिलेन')
  await expect(page.locator('#payment-qr-card')).toContainText('अहिलेसम्म QR छैन')
  await fitsTheScreen(page)
  // Another landlord's QR, checked and then not taken: "Choose another" saves nothing.
  // Each check reloads the page; text typed while React is still taking it over can be replaced
  // by the page's own when hydration ends. A check saves nothing, so it is asked again.
  await checkQrText(page, OTHER)
  await expect(page.getByTestId('payment-qr-check-account')).toHaveText('खाता: HARI GURUNG, POKHARA')
  await page.getByTestId('payment-qr-check').getByRole('link', { name: 'अर्को छान्नुहोस्' }).click()
  await expect(page.getByTestId('payment-qr-check')).toHaveCount(0)
  await expect(page.locator('#payment-qr-card')).toContainText('अहिलेसम्म QR छैन')
  expect(await savedQrs(landlord.id)).toBe(0)
  await checkQrText(page, PAYLOAD)
  const check = page.getByTestId('payment-qr-check')
  await expect(check.getByRole('heading', { name: 'के यो तपाईंकै खाता हो?' })).toBeVisible()
  await expect(check.getByTestId('payment-qr-check-account')).toHaveText('खाता: GOPAL ADHIKARI, KATHMANDU')
  await fitsTheScreen(page)
  await check.getByRole('button', { name: 'यो QR सेभ गर्नुहोस्' }).click()
  await expect(flash(page, 'QR सेभ भयो। भाडावालले तिर्दा यो देख्छन्: GOPAL ADHIKARI।')).toBeVisible()
  // Settings › Activity tells what happened in words.
  await page.goto('/settings/activity')
  await expect(page.getByText('बैंक QR सेभ गरियो · सबै सम्पत्तिको बैंक QR')).toBeVisible()

  await switchTo(page, tenant)
  await page.goto(`/my-rent/${agreementId}`)
  const block = page.locator('#pay-by-qr-card')
  await expect(block.getByRole('heading', { name: 'बैंक QR बाट तिर्नुहोस्' })).toBeVisible()
  await expect(block.getByTestId('qr-reference')).toHaveText(reference)
  expect(await scannedPayload(page)).toEqual({ ok: true, text: PAYLOAD })
  await block.getByRole('link', { name: 'मैले QR बाट तिरेँ' }).click()
  await expect(page.locator('#payment-proofs').getByRole('combobox', { name: 'भुक्तानी माध्यम' })).toHaveValue('QR')
  await fitsTheScreen(page)
})
