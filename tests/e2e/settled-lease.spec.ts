// The end of a lease seen by both sides, JavaScript on and off, 360 px wide: the landlord settles
// an ended lease (deposit Rs. 30,000, two months' rent unpaid, a Rs. 2,500 deduction: refund
// Rs. 7,500) and the rent-income report counts what was kept (the rent and the deduction the
// deposit paid), not the deposit. The tenant opens My Rent and sees the deposit, the deduction, the
// refund and the settlement statement, and no "I paid" form; in English and in Nepali.
import type { Page } from '@playwright/test'
import { flash } from './support/auth-steps'
import { createMember, expect as baseExpect, signIn, test, withDatabase } from './support/fixtures'
import { insertLeasedHouse } from './support/ledger'

const expect = baseExpect.configure({ timeout: 15_000 })

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

test('a settled lease: the landlord’s report counts what was kept; the tenant sees the deposit, the deduction, the refund and the statement', async ({ page, signedIn }) => {
  test.slow()
  // From the 1st three months ago, for two months: ended last month, Rs. 20,000 rent unpaid.
  const { agreementId } = await insertLeasedHouse(signedIn.id, { monthsBack: 3, months: 2 })
  const tenantPhone = await withDatabase(async (db) => {
    await db.query(`UPDATE "Agreement" SET "depositPaisa" = 3000000 WHERE id = $1`, [agreementId])
    const { rows } = await db.query<{ phone: string }>(`SELECT t.phone FROM "Agreement" a JOIN "Tenant" t ON t.id = a."tenantId" WHERE a.id = $1`, [agreementId])
    return rows[0]!.phone
  })

  // The landlord settles: the deposit pays the two months and the deduction, Rs. 7,500 goes back.
  await page.goto(`/agreements/${agreementId}/settlement`)
  await page.getByLabel('Deposit received on').fill('2026-01-01')
  await page.getByRole('textbox', { name: 'Reason 1' }).fill('Broken window')
  await page.locator('#settlement-deductions-0--amount').fill('2500')
  await page.getByRole('button', { name: 'Confirm Settlement' }).click()
  await expect(flash(page, 'Deposit settled. The tenant has been sent a text.')).toBeVisible()

  // This fiscal year kept Rs. 22,500: the rent and the deduction, from the deposit, today.
  await page.goto('/reports/rent-income')
  const total = page.locator('#rent-income-total')
  await expect(total).toContainText('Rs. 22,500.00')
  await expect(total).toContainText('Rs. 20,000.00')
  await expect(total).not.toContainText('Rs. 30,000.00')
  await expect(page.getByText(/A deposit is not income/)).toBeVisible()
  await fitsTheScreen(page)

  // The tenant signs in with the agreement's number.
  const tenant = await createMember({ phone: tenantPhone, firstName: 'Ram', lastName: 'Thapa' })
  await signIn(page, tenant)
  await page.goto('/my-rent')
  await page.locator(`[data-agreement-id="${agreementId}"]`).getByRole('link', { name: 'Dues, payments and receipts of Lakeside lease' }).click()
  await expect(page).toHaveURL(`/my-rent/${agreementId}`)
  const moveOut = page.getByRole('region', { name: 'Move-out' })
  await expect(moveOut.getByRole('heading', { name: 'Move-out' })).toBeVisible()
  await expect(moveOut).toContainText('Rs. 30,000.00')
  await expect(moveOut).toContainText('Broken window')
  await expect(moveOut).toContainText('Rs. 2,500.00')
  await expect(moveOut).toContainText('Refund to the tenant')
  await expect(moveOut).toContainText('Rs. 7,500.00')
  // Nothing is owed: no "I paid" form.
  await expect(page.getByRole('button', { name: 'Send to my landlord' })).toHaveCount(0)
  await expect(page.getByText('Nothing is owed on this agreement.')).toBeVisible()
  await fitsTheScreen(page)

  await moveOut.getByRole('link', { name: 'Settlement statement' }).click()
  await expect(page).toHaveURL(`/my-rent/${agreementId}/settlement`)
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit Settlement Statement' })).toBeVisible()
  const statement = page.locator('#settlement')
  await expect(statement).toContainText('Ram Thapa')
  await expect(statement).toContainText('Sita Sharma')
  await expect(statement).toContainText('Broken window')
  await expect(statement).toContainText('Rs. 7,500.00')
  await fitsTheScreen(page)

  // In Nepali.
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [tenant.id]))
  await page.goto(`/my-rent/${agreementId}`)
  const moveOutNe = page.getByRole('region', { name: 'घर छोड्दाको हिसाब' })
  await expect(moveOutNe.getByRole('heading', { name: 'घर छोड्दाको हिसाब' })).toBeVisible()
  await expect(moveOutNe).toContainText('धरौटी')
  await expect(moveOutNe).toContainText('भाडावालालाई फिर्ता')
  await expect(moveOutNe).toContainText('Broken window')
  await expect(page.getByRole('button', { name: 'घरधनीलाई पठाउनुहोस्' })).toHaveCount(0)
  await expect(page.getByText('यो सम्झौतामा तिर्न बाँकी केही छैन।')).toBeVisible()
  await fitsTheScreen(page)
  await moveOutNe.getByRole('link', { name: 'धरौटी हिसाब विवरण' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'धरौटी हिसाब विवरण' })).toBeVisible()
  await expect(page.locator('#settlement')).toContainText('भाडावालालाई फिर्ता')

  // The landlord's report in Nepali says the same rule.
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await signIn(page, signedIn)
  await page.goto('/reports/rent-income')
  await expect(page.getByRole('heading', { level: 1, name: 'भाडा आम्दानी' })).toBeVisible()
  await expect(page.getByText(/धरौटी आम्दानी होइन/)).toBeVisible()
  await fitsTheScreen(page)
})
