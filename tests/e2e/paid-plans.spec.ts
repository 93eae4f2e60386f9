// Paid plans, on the server with Bhadaa's own Khalti account (E2E_PAID_PLANS_BASE_URL;
// its Khalti is the local fake of tests/e2e/support/fake-gateways.ts): a Basic member picks Plus
// for a month, pays on the fake Khalti page, comes back to Settings > Billing with the plan and the
// payment; a reloaded return address changes nothing; then, in Nepali, a year more extends the plan
// from its end. JavaScript on and off, 360 px wide.
import type { Page } from '@playwright/test'
import { flash } from './support/auth-steps'
import { expect as baseExpect, test, withDatabase } from './support/fixtures'
import { E2E_PAID_PLANS_BASE_URL } from './support/server-config'

const expect = baseExpect.configure({ timeout: 15_000 })

test.use({ baseURL: E2E_PAID_PLANS_BASE_URL })

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

async function planOf(memberId: number) {
  return withDatabase(async (db) => (await db.query<{ plan: string; endsOn: string | null }>(`SELECT plan::text, "planEndsOn"::text AS "endsOn" FROM "Member" WHERE id = $1`, [memberId])).rows[0]!)
}

test('a member pays for Plus through Khalti, sees the plan and the billing history, and extends it in Nepali', async ({ page, signedIn }) => {
  test.slow()
  await page.goto('/plans?step=choose')
  const plus = planCard(page, 'Plus')
  await expect(plus).toContainText('Rs. 500.00 /month')
  await expect(plus).toContainText('or Rs. 5,000.00 /year')
  await expect(plus.getByLabel('1 month: Rs. 500.00')).toBeChecked()
  await expect(plus.getByRole('button', { name: 'Pay with eSewa' })).toHaveCount(0)
  await fitsTheScreen(page)
  await plus.getByRole('button', { name: 'Pay with Khalti' }).click()

  await expect(page.getByRole('heading', { name: 'Fake Khalti' })).toBeVisible()
  await expect(page.getByText('Rs. 500')).toBeVisible()
  expect((await planOf(signedIn.id)).plan).toBe('BASIC')
  await page.getByRole('button', { name: 'Pay with fake Khalti' }).click()

  await expect(page).toHaveURL('/settings/billing')
  await expect(flash(page, 'Paid. You are on the Plus plan until')).toBeVisible()
  await expect(page.getByTestId('billing-plan')).toHaveText('Your plan: Plus (1 month)')
  const first = await planOf(signedIn.id)
  expect(first.plan).toBe('PLUS')
  expect(first.endsOn).not.toBeNull()
  const payments = page.getByTestId('billing-payment')
  await expect(payments).toHaveCount(1)
  await expect(payments.first()).toContainText('Rs. 500.00')
  await expect(payments.first()).toContainText('Khalti')
  await expect(payments.first()).toContainText('FAKE-')
  await expect(payments.first().getByTestId('billing-status')).toHaveText('Paid')
  await fitsTheScreen(page)

  // The return address loaded again changes nothing.
  const pidx = await withDatabase(async (db) => (await db.query<{ reference: string }>(`SELECT reference FROM "PlanPayment" WHERE "memberId" = $1`, [signedIn.id])).rows[0]!.reference)
  await page.goto(`/plans/khalti?pidx=${pidx}`)
  await expect(page).toHaveURL('/settings/billing')
  expect(await planOf(signedIn.id)).toEqual(first)
  await expect(page.getByTestId('billing-payment')).toHaveCount(1)

  // In Nepali: a year more, from the end of the month already paid.
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await page.goto('/plans?step=choose')
  const plusNe = planCard(page, 'प्लस')
  await plusNe.getByText('१ वर्ष: रु. ५,०००.००').click()
  await plusNe.getByRole('button', { name: 'खल्तीबाट तिर्नुहोस्' }).click()
  await expect(page.getByText('Rs. 5000')).toBeVisible()
  await page.getByRole('button', { name: 'Pay with fake Khalti' }).click()

  await expect(page).toHaveURL('/settings/billing')
  await expect(page.getByRole('heading', { level: 2, name: 'बिलिङ' })).toBeVisible()
  await expect(page.getByTestId('billing-plan')).toHaveText('तपाईंको योजना: प्लस (१ वर्ष)')
  await expect(page.getByTestId('billing-payment')).toHaveCount(2)
  await expect(page.getByTestId('billing-payment').first()).toContainText('रु. ५,०००.००')
  await expect(page.getByTestId('billing-payment').first().getByTestId('billing-status')).toHaveText('तिरियो')
  const extended = await withDatabase(async (db) =>
    (await db.query<{ ok: boolean }>(`SELECT "planEndsOn" = ($2::date + interval '12 months')::date AS ok FROM "Member" WHERE id = $1`, [signedIn.id, first.endsOn])).rows[0]!.ok,
  )
  expect(extended).toBe(true)
  await fitsTheScreen(page)
})
