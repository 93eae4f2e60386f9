// The charts and the profit report, with JavaScript on and off at 360 px: /reports is
// reached from the account menu and shows the four charts, each followed by its table, every bar
// the number of its cell; the profit page shows income − expenses = profit for a property with an
// expense; the dashboard shows the small chart; in Nepali for a Nepali member; dark once.
import type { Page } from '@playwright/test'
import { createMember, expect, signIn, test, withDatabase, NEPAL_TODAY } from './support/fixtures'
import { openAccountMenu } from './support/frame'
import { insertAgreement, insertProperty } from './support/properties'

/**
 * A property whose month has Rs 25,000 of rent paid today on its charge, Rs 12,345.67 paid ahead,
 * Rs 10,000 of rent 45 days overdue and Rs 1,500.25 spent today: income 37,345.67, profit 35,845.42.
 */
async function monthWithAnExpense(memberId: number) {
  const { propertyId } = await insertProperty(memberId, { name: 'Lakeside Flats' })
  await insertAgreement(memberId, { propertyId })
  await withDatabase(async (db) => {
    const { id: agreementId } = (await db.query<{ id: number }>(`SELECT id FROM "Agreement" WHERE "propertyId" = $1`, [propertyId])).rows[0]!
    const charge = await db.query<{ id: number }>(
      `INSERT INTO "Charge" ("agreementId", kind, "periodStart", "periodEnd", "dueDate", "amountPaisa", "paidPaisa", status)
       VALUES ($1, 'RENT', ${NEPAL_TODAY}, ${NEPAL_TODAY} + 29, ${NEPAL_TODAY}, 2500000, 2500000, 'PAID') RETURNING id`,
      [agreementId],
    )
    await db.query(
      `INSERT INTO "Charge" ("agreementId", kind, "periodStart", "periodEnd", "dueDate", "amountPaisa", status)
       VALUES ($1, 'RENT', ${NEPAL_TODAY} - 45, ${NEPAL_TODAY} - 16, ${NEPAL_TODAY} - 45, 1000000, 'DUE')`,
      [agreementId],
    )
    const payment = await db.query<{ id: number }>(
      `INSERT INTO "Payment" ("agreementId", "memberId", "amountPaisa", "paidOn", method, "receiptNumber") VALUES ($1, $2, 2500000, ${NEPAL_TODAY}, 'CASH', 1) RETURNING id`,
      [agreementId, memberId],
    )
    await db.query(`INSERT INTO "PaymentAllocation" ("paymentId", "chargeId", "amountPaisa") VALUES ($1, $2, 2500000)`, [payment.rows[0]!.id, charge.rows[0]!.id])
    await db.query(`INSERT INTO "Payment" ("agreementId", "memberId", "amountPaisa", "paidOn", method, "receiptNumber") VALUES ($1, $2, 1234567, ${NEPAL_TODAY}, 'CASH', 2)`, [agreementId, memberId])
    await db.query(
      `INSERT INTO "Expense" ("memberId", "propertyId", category, "amountPaisa", "spentOn", "spentCalendar") VALUES ($1, $2, 'WATER', 150025, ${NEPAL_TODAY}, 'AD')`,
      [memberId, propertyId],
    )
  })
  return { propertyId }
}

/** Every chart's bars hold the numbers of its table's cells, in the same order. */
async function expectBarsEqualTables(page: Page) {
  for (const id of ['chart-rent', 'chart-arrears', 'chart-occupancy', 'chart-income-expense']) {
    const figure = page.locator(`figure#${id}`)
    await expect(figure.locator('svg')).toBeVisible()
    await expect(figure.locator('table')).toBeVisible()
    const bars = await figure.locator('svg rect').evaluateAll((rects) => rects.map((rect) => [rect.getAttribute('data-series'), rect.getAttribute('data-value')]))
    const cells = await figure.locator('td[data-value]').evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-series'), td.getAttribute('data-value')]))
    expect(bars.length, id).toBeGreaterThan(0)
    expect(bars, id).toEqual(cells)
  }
}

const fitsTheScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

test('the four charts with their tables, the profit of a property with an expense, the dashboard’s chart', async ({ page, signedIn }) => {
  const { propertyId } = await monthWithAnExpense(signedIn.id)
  await page.goto('/dashboard')
  const small = page.locator('figure#dashboard-rent-chart')
  await expect(small.getByRole('heading', { name: 'Rent collected, last 6 months' })).toBeVisible()
  await expect(small.locator('svg rect')).toHaveCount(6)
  await expect(small.locator('td[data-value]').last()).toHaveText('Rs. 25,000.00')

  await openAccountMenu(page)
  await page.getByRole('link', { name: 'Reports', exact: true }).click()
  await expect(page).toHaveURL('/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  for (const title of ['Rent collected', 'Arrears by age', 'Occupancy', 'Income and expenses']) await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
  await expectBarsEqualTables(page)
  await expect(page.locator('#chart-rent td[data-value]').last()).toHaveText('Rs. 25,000.00')
  await expect(page.locator('#chart-arrears tbody tr').nth(1)).toContainText('Rs. 10,000.00')
  await expect(page.locator('#chart-income-expense td[data-series="income"]').last()).toHaveText('Rs. 37,345.67')
  await expect(page.locator('#chart-income-expense td[data-series="expense"]').last()).toHaveText('Rs. 1,500.25')
  await expect(page.locator('#chart-occupancy td[data-series="let"]').last()).toHaveText('1')
  await fitsTheScreen(page)

  await page.getByRole('link', { name: 'Profit' }).click()
  await expect(page).toHaveURL('/reports/profit')
  await expect(page.getByRole('heading', { level: 1, name: 'Profit' })).toBeVisible()
  const property = page.locator(`#profit-property-${propertyId}`)
  await expect(property.getByRole('heading', { name: 'Lakeside Flats' })).toBeVisible()
  await expect(property.locator('[data-amount="income"]')).toHaveText('Rs. 37,345.67')
  await expect(property.locator('[data-amount="expense"]')).toHaveText('Rs. 1,500.25')
  await expect(property.locator('[data-amount="profit"]')).toHaveText('Rs. 35,845.42')
  await expect(page.locator('#profit-total [data-amount="profit"]')).toHaveText('Rs. 35,845.42')
  await fitsTheScreen(page)

  await page.getByRole('textbox', { name: 'Fiscal year (B.S.)' }).fill('1999')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByText('Choose a fiscal year from 2000 to 2087')).toBeVisible()
})

test('in Nepali, in the dark theme: B.S. month names, Devanagari digits, the theme’s colours', async ({ page }) => {
  const member = await createMember({ prefLanguage: 'NEP' })
  await withDatabase((db) => db.query(`UPDATE "Member" SET theme = 'DARK' WHERE id = $1`, [member.id]))
  const { propertyId } = await monthWithAnExpense(member.id)
  await signIn(page, member)
  await page.goto('/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'प्रतिवेदन' })).toBeVisible()
  for (const title of ['उठेको भाडा', 'बाँकीको उमेर', 'भाडामा लागेका एकाइ', 'आम्दानी र खर्च']) await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
  await expectBarsEqualTables(page)
  await expect(page.locator('#chart-rent td[data-value]').last()).toHaveText('रु. २५,०००.००')
  await expect(page.locator('#chart-rent tbody th').last()).toHaveText(/^(बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) [०-९]{4}( \(अनुमानित\))?$/)
  // The dark theme's primary colour, from the theme, not one fixed for light.
  expect(await page.locator('figure#chart-rent').evaluate((figure) => getComputedStyle(figure).getPropertyValue('--chart-0').trim())).toBe('#8fb4ff')
  await fitsTheScreen(page)

  await page.goto('/reports/profit')
  await expect(page.locator(`#profit-property-${propertyId} [data-amount="profit"]`)).toHaveText('रु. ३५,८४५.४२')
  await page.goto('/dashboard')
  await expect(page.locator('figure#dashboard-rent-chart').getByRole('heading', { name: 'उठेको भाडा, पछिल्ला ६ महिना' })).toBeVisible()
})
