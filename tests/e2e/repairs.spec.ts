// Repair requests: a tenant reports a leak with a photo on My Rent; the landlord sees it counted
// on the property's page, follows its Repairs link to the list filtered to the property, finds it
// on the dashboard too, starts it and marks it done with a cost of Rs 1,500 on its page; the tenant
// sees it done; each move queued one text to the tenant, in their language; the cost is one REPAIR
// expense, which the Expenses page, the profit report and the income-and-expenses chart show. In English and Nepali, JavaScript on and off (plain and multipart form posts), 360 px.
import type { Page } from '@playwright/test'
import { expect as baseExpect, signIn, test, withDatabase } from './support/fixtures'
import { tenantWithPaidMonth } from './support/my-rent'

const expect = baseExpect.configure({ timeout: 15_000 })

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

/** A page's card (DetailsCard) by the id its title carries. */
const card = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}-title"]`)

async function switchTo(page: Page, member: Parameters<typeof signIn>[1]) {
  await page.context().clearCookies()
  await signIn(page, member)
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a00000000049454e44ae426082', 'hex')

const WORDS = {
  ENG: {
    report: 'Report a problem',
    kind: 'What kind of problem',
    water: 'Water',
    where: 'Where (e.g. kitchen tap)',
    what: 'What is wrong',
    send: 'Send',
    sent: /Your request #\d+ was sent to your landlord\./,
    waiting: 'Repairs waiting',
    propertyRepairs: ['Repairs waiting: 0', 'Repairs waiting: 1'],
    start: 'Start work',
    cost: 'What it cost, in rupees (optional)',
    done: 'Mark done',
    doneStatus: 'Done',
    money: 'Rs. 1,500.00',
  },
  NEP: {
    report: 'समस्या जनाउनुहोस्',
    kind: 'समस्याको प्रकार',
    water: 'पानी',
    where: 'कहाँ (जस्तै भान्साको धारा)',
    what: 'के बिग्रियो',
    send: 'पठाउनुहोस्',
    sent: /तपाईंको अनुरोध #[०-९]+ घरधनीलाई पठाइयो।/,
    waiting: 'पर्खिरहेका मर्मत',
    propertyRepairs: ['पर्खिरहेका मर्मत: ०', 'पर्खिरहेका मर्मत: १'],
    start: 'काम सुरु',
    cost: 'लागेको खर्च, रुपैयाँमा (ऐच्छिक)',
    done: 'सकियो भनी जनाउनुहोस्',
    doneStatus: 'सकियो',
    money: 'रु. १,५००.००',
  },
} as const

for (const language of ['ENG', 'NEP'] as const) {
  test(`in ${language}: a tenant reports a leak with a photo, the landlord moves it to done with a cost`, async ({ page }) => {
    test.slow()
    const w = WORDS[language]
    const { landlord, tenant, agreementId } = await tenantWithPaidMonth()
    await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = $2 WHERE id = ANY($1)`, [[tenant.id, landlord.id], language]))
    await withDatabase((db) => db.query(`UPDATE "Tenant" SET "prefLanguage" = $2 WHERE phone = $1`, [tenant.phone, language]))

    await signIn(page, tenant)
    await page.goto(`/my-rent/${agreementId}`)
    await card(page, 'repairs').getByRole('link', { name: w.report }).click()
    await expect(page).toHaveURL(`/my-rent/${agreementId}/repairs`)
    const form = card(page, 'repair-report')
    await form.getByRole('combobox', { name: w.kind }).selectOption({ label: w.water })
    await form.getByRole('textbox', { name: w.where }).fill('Kitchen tap')
    await form.getByRole('textbox', { name: w.what }).fill('The tap leaks all night.')
    await form.locator('input[type="file"][name="photos"]').setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: PNG })
    await form.getByRole('button', { name: w.send }).click()
    await expect(page.locator('.MuiSnackbar-root').getByText(w.sent)).toBeVisible()
    const mine = card(page, 'repair-list').locator('li[data-repair]').first()
    await expect(mine).toContainText('Kitchen tap')
    await expect(mine.locator('img')).toHaveCount(1)
    await fitsTheScreen(page)
    const repairId = Number(await mine.getAttribute('data-repair'))

    // The property's page counts it and links to the Repairs list filtered to the property.
    await switchTo(page, landlord)
    const { propertyId } = await withDatabase(async (db) => (await db.query<{ propertyId: number }>(`SELECT "propertyId" FROM "Agreement" WHERE id = $1`, [agreementId])).rows[0]!)
    await page.goto(`/properties/${propertyId}`)
    await expect(page.getByTestId('property-repairs')).toHaveText(w.propertyRepairs[1])
    await fitsTheScreen(page)
    await page.getByTestId('property-repairs').click()
    await expect(page).toHaveURL(`/repairs?propertyId=${propertyId}`)
    await expect(page.locator('select[name="propertyId"]')).toHaveValue(String(propertyId))
    await expect(card(page, 'repair-list').locator('a[href^="/repairs/"]')).toHaveCount(1)
    await expect(card(page, 'repair-list').locator(`a[href="/repairs/${repairId}"]`)).toBeVisible()
    await fitsTheScreen(page)

    await page.goto('/dashboard')
    const waiting = page.getByRole('region', { name: new RegExp(w.waiting) })
    await expect(waiting).toBeVisible()
    await fitsTheScreen(page)
    await waiting.locator(`a[href="/repairs/${repairId}"]`).click()
    await expect(page).toHaveURL(`/repairs/${repairId}`)
    await expect(card(page, 'repair-photos').locator('img')).toHaveCount(1)
    await fitsTheScreen(page)
    await page.getByRole('button', { name: w.start }).click()
    await expect(card(page, 'repair-history').locator('li')).toHaveCount(2)
    await page.getByRole('textbox', { name: w.cost }).fill('1500')
    await page.getByRole('button', { name: w.done }).click()
    await expect(page.getByTestId('repair-cost')).toHaveText(w.money)
    await expect(card(page, 'repair-history').locator('li')).toHaveCount(3)
    await fitsTheScreen(page)

    // The expense, once; the tenant's two texts, each once, in their language.
    const { expenses, texts } = await withDatabase(async (db) => ({
      expenses: (await db.query<{ amountPaisa: string; category: string }>(`SELECT "amountPaisa"::text, category::text FROM "Expense" WHERE "idempotencyKey" = $1`, [`repair:${repairId}`])).rows,
      texts: (await db.query<{ language: string; idempotencyKey: string }>(`SELECT language::text, "idempotencyKey" FROM "SmsMessage" WHERE template = 'repair-changed' AND "to" = $1 ORDER BY id`, [tenant.phone])).rows,
    }))
    expect(expenses).toEqual([{ amountPaisa: '150000', category: 'REPAIR' }])
    expect(texts.map((text) => text.language)).toEqual([language, language])
    expect(new Set(texts.map((text) => text.idempotencyKey)).size).toBe(2)

    // Done, it no longer waits: the property's page counts none.
    await page.goto(`/properties/${propertyId}`)
    await expect(page.getByTestId('property-repairs')).toHaveText(w.propertyRepairs[0])

    // The cost is an expense on the Expenses page, in the property's profit and in the income-and-expenses chart.
    await page.goto('/expenses')
    await expect(page.getByTestId('expense-total')).toContainText(w.money)
    await fitsTheScreen(page)
    await page.goto('/reports/profit')
    await expect(page.locator(`#profit-property-${propertyId} [data-amount="expense"]`)).toHaveText(w.money)
    await fitsTheScreen(page)
    await page.goto('/reports')
    await expect(page.locator('#chart-income-expense td[data-series="expense"]').last()).toHaveText(w.money)
    await expect(page.locator('#chart-income-expense svg rect[data-series="expense"]').last()).toHaveAttribute('data-value', '150000')
    await fitsTheScreen(page)

    await switchTo(page, tenant)
    await page.goto(`/my-rent/${agreementId}/repairs`)
    await expect(card(page, 'repair-list').locator(`li[data-repair="${repairId}"] [data-status="DONE"]`)).toContainText(w.doneStatus)
  })
}
