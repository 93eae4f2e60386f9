// axe (WCAG 2.1 A and AA rules) on the signed-in pages (dashboard, properties, agreements,
// tenants, notifications, settings) with content in them, with JavaScript on and off (without it,
// the server's HTML: support/axe.ts): no serious or critical violation.
import { axeView, seriousIssues } from './support/axe'
import { createMember, expect, signIn, test, withDatabase } from './support/fixtures'
import { insertAgreement, insertProperty } from './support/properties'

const PAGES = [
  '/dashboard',
  '/properties',
  '/properties/create',
  '/agreements',
  '/agreements/create',
  '/agreements/history',
  '/tenants',
  '/notifications',
  '/reports/rent-income',
  '/settings',
  '/settings/appearance',
  '/settings/notification',
  '/settings/change-password',
  '/settings/backups',
]

test('the signed-in pages have no serious or critical accessibility issue', async ({ page, signedIn, javaScriptEnabled }) => {
  // 24 full axe runs: 2.2 minutes with JavaScript on a 2-core machine busy with other work.
  test.setTimeout(240_000)
  // A member with a leased unit, so the dashboard, the agreement and property pages have content.
  const { propertyId, unitIds } = await insertProperty(signedIn.id, { name: 'Himalaya Apartments', isDivided: true, units: [{ name: 'Flat 1' }] })
  await insertAgreement(signedIn.id, { propertyId, unitId: unitIds[0]! })
  const { rows } = await withDatabase((db) =>
    db.query<{ id: number; tenantId: number }>(`SELECT id, "tenantId" FROM "Agreement" WHERE "memberId" = $1`, [signedIn.id]),
  )
  const agreement = rows[0]!
  const view = await axeView(page, javaScriptEnabled)
  const metered = [`/properties/${propertyId}/readings`, `/agreements/${agreement.id}/meters`]
  for (const path of [...PAGES, `/agreements/${agreement.id}`, `/tenants/${agreement.tenantId}`, `/properties/${propertyId}`, ...metered]) {
    await view.open(path)
    await expect(view.page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousIssues(view.page), path).toEqual([])
  }
  await view.close()
})

test('the open menus and the dialogs have no serious or critical accessibility issue', async ({ page, signedIn, javaScriptEnabled }) => {
  // Three full axe runs: about 25 s on a busy 2-core machine, more on CI's.
  test.slow()
  void signedIn
  const view = await axeView(page, javaScriptEnabled)
  await view.open('/settings')
  await view.page.locator('#account-menu > summary').click()
  await view.page.locator('#help-menu > summary').click()
  expect(await seriousIssues(view.page)).toEqual([])
  await view.open('/settings?dialog=version')
  await expect(view.page.getByRole('dialog', { name: 'About Bhadaa' })).toBeVisible()
  expect(await seriousIssues(view.page)).toEqual([])
  await view.open('/properties?dialog=guide')
  await expect(view.page.getByRole('dialog', { name: 'How to use this page' })).toBeVisible()
  expect(await seriousIssues(view.page)).toEqual([])
  await view.close()
})

test('the dashboard on an extra-large screen, in Nepali and the dark theme, has no serious or critical issue', async ({ page, javaScriptEnabled }) => {
  const member = await createMember({ prefLanguage: 'NEP' })
  await withDatabase((db) => db.query(`UPDATE "Member" SET theme = 'DARK' WHERE id = $1`, [member.id]))
  const { propertyId } = await insertProperty(member.id, { name: 'Himalaya Apartments' })
  await insertAgreement(member.id, { propertyId })
  await signIn(page, member)
  await page.setViewportSize({ width: 1920, height: 1080 })
  const view = await axeView(page, javaScriptEnabled)
  await view.open('/dashboard')
  await expect(view.page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(view.page.getByRole('link', { name: 'प्रयोग गर्न सिक्नुहोस्' })).toBeVisible()
  expect(await seriousIssues(view.page)).toEqual([])
  await view.close()
})
