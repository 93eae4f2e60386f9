// Expenses (ADR 042), JavaScript on and off, English and Nepali, 360 px: the landlord
// opens Expenses from the navigation, adds an expense with a receipt photo (a multipart form),
// sees the photo and the expense listed with the total, and voids it with a reason: it stays
// listed as voided and the total drops. A file that is no image is refused from its bytes.
import type { Page } from '@playwright/test'
import { flash } from './support/auth-steps'
import { expect as baseExpect, test, withDatabase } from './support/fixtures'

const expect = baseExpect.configure({ timeout: 15_000 })

// An 8 × 8 PNG: a real image the browser draws.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNQSDiAFTEMLQkAGplQAT43V5gAAAAASUVORK5CYII=', 'base64')

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

/** A property of the member's, by name. */
function insertProperty(memberId: number, name: string) {
  return withDatabase(async (db) => {
    const district = (await db.query<{ id: number; provinceId: number }>(`SELECT id, "provinceId" FROM "District" WHERE name = 'Kaski'`)).rows[0]!
    return (
      await db.query<{ id: number }>(
        `INSERT INTO "Property" ("memberId", name, type, "isDivided", area, "areaUnit", address1, address2, "provinceId", "districtId", city, "updatedAt")
         VALUES ($1, $2, 'RESIDENTIAL', false, 4, 'aana', 'Lakeside', 'Ward 6', $3, $4, 'Pokhara', now()) RETURNING id`,
        [memberId, name, district.provinceId, district.id],
      )
    ).rows[0]!.id
  })
}

const TEXTS = {
  ENG: {
    nav: 'Expenses',
    add: 'Add an expense',
    property: 'Property',
    category: 'Category',
    repair: 'Repair',
    amount: 'Amount (Rs.)',
    paidTo: 'Paid to (optional)',
    save: 'Save expense',
    saved: 'Expense saved',
    notAnImage: 'The photo must be a JPEG, PNG or WebP image',
    receipt: 'Receipt photo of the expense',
    total: 'Rs. 2,500.00',
    zero: 'Rs. 0.00',
    reason: 'Reason',
    voidIt: 'Void expense',
    voided: 'Expense voided',
    voidedBecause: 'Voided: Typed twice',
    voidedMark: 'Voided',
    yearLink: /Expenses FY .*: Rs\. 0\.00/,
  },
  NEP: {
    nav: 'खर्च',
    add: 'खर्च थप्नुहोस्',
    property: 'घरजग्गा',
    category: 'प्रकार',
    repair: 'मर्मत',
    amount: 'रकम (रु.)',
    paidTo: 'कसलाई तिरेको (ऐच्छिक)',
    save: 'खर्च सुरक्षित गर्नुहोस्',
    saved: 'खर्च सुरक्षित भयो',
    notAnImage: 'फोटो JPEG, PNG वा WebP हुनुपर्छ',
    receipt: 'खर्चको रसिदको फोटो',
    total: 'रु. २,५००.००',
    zero: 'रु. ०.००',
    reason: 'कारण',
    voidIt: 'खर्च रद्द गर्नुहोस्',
    voided: 'खर्च रद्द भयो',
    voidedBecause: 'रद्द: Typed twice',
    voidedMark: 'रद्द',
    yearLink: /खर्च आ\.व\. .*: रु\. ०\.००/,
  },
} as const

for (const language of ['ENG', 'NEP'] as const) {
  test(`add an expense with a receipt photo, see it listed with the total, void it with a reason (${language})`, async ({ page, signedIn }) => {
    test.slow()
    const words = TEXTS[language]
    await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = $2 WHERE id = $1`, [signedIn.id, language]))
    const name = `Pokhara Flats ${signedIn.id}`
    const propertyId = await insertProperty(signedIn.id, name)

    await page.goto('/dashboard')
    await page.locator('nav[data-main-navigation]').getByRole('link', { name: words.nav }).click()
    await expect(page).toHaveURL('/expenses')
    await fitsTheScreen(page)
    await page.getByRole('link', { name: words.add }).click()
    await expect(page).toHaveURL('/expenses/new')

    const form = page.getByTestId('expense-form')
    // One property: it is chosen already. Today in B.S. is the day.
    await expect(form.getByRole('combobox', { name: words.property })).toHaveValue(String(propertyId))
    await form.getByRole('combobox', { name: words.category }).selectOption({ label: words.repair })
    await form.getByRole('textbox', { name: words.amount }).fill('2500')
    await form.getByRole('textbox', { name: words.paidTo }).fill('Ram Plumbing')
    // A file that is not an image is refused from its bytes, whatever it is called; nothing is written.
    await form.locator('#expense-photo').setInputFiles({ name: 'bill.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') })
    await form.getByRole('button', { name: words.save }).click()
    await expect(page.getByText(words.notAnImage).first()).toBeVisible()
    await fitsTheScreen(page)

    const again = page.getByTestId('expense-form')
    await expect(again.getByRole('textbox', { name: words.amount })).toHaveValue('2500')
    await again.locator('#expense-photo').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG })
    await again.getByRole('button', { name: words.save }).click()
    await expect(flash(page, words.saved)).toBeVisible()
    await expect(page).toHaveURL(/\/expenses\/\d+$/)
    const photo = page.getByRole('img', { name: words.receipt })
    await expect(photo).toBeVisible()
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8)
    await fitsTheScreen(page)
    const expensePath = new URL(page.url()).pathname

    await page.goto('/expenses')
    await expect(page.getByTestId('expense-row').filter({ hasText: 'Ram Plumbing' })).toBeVisible()
    await expect(page.getByTestId('expense-total')).toContainText(words.total)

    await page.goto(expensePath)
    await page.getByRole('textbox', { name: words.reason }).fill('Typed twice')
    await page.getByRole('button', { name: words.voidIt }).click()
    await expect(flash(page, words.voided)).toBeVisible()
    await expect(page.getByTestId('expense-voided')).toHaveText(words.voidedBecause)
    await expect(page.getByRole('button', { name: words.voidIt })).toHaveCount(0)

    await page.goto('/expenses')
    const row = page.getByTestId('expense-row').filter({ hasText: 'Ram Plumbing' })
    await expect(row).toContainText(words.voidedMark)
    await expect(page.getByTestId('expense-total')).toContainText(words.zero)
    await fitsTheScreen(page)

    // The property page links its expenses with this year's total (the void does not count).
    await page.goto(`/properties/${propertyId}`)
    await expect(page.getByTestId('property-expenses')).toHaveText(words.yearLink)
  })
}
