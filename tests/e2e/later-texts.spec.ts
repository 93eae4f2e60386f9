// The texts few screens draw come later (ADR 028, app/i18n/later-texts.ts): a page downloads the
// first catalogue only, and a screen that draws a later area's text downloads that area when it
// renders. Since ADR 037 every screen that drew one (the agreement page, the lease, My Rent, the
// report) is drawn by the server, so no page downloads a later area: checked in Nepali, with no
// error in the console. Only with JavaScript: without it nothing downloads.
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration, withDatabase } from './support/fixtures'
import { insertAgreement, insertProperty } from './support/properties'

const LATER_FILE = /\/assets\/browser-(agreement|papers|account)\.(en|ne)-[\w-]+\.js$/

/** The later catalogues the page downloads from now on, and its console errors. */
function watch(page: Page) {
  const later: string[] = []
  const errors: string[] = []
  page.on('request', (request) => {
    const match = LATER_FILE.exec(new URL(request.url()).pathname)
    if (match) later.push(`${match[1]}.${match[2]}`)
  })
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  return { later, errors }
}

test('no screen the browser draws needs a later area: none is downloaded (ADR 037)', async ({ page, signedIn, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the browser downloads catalogues only with JavaScript')
  const { propertyId } = await insertProperty(signedIn.id, { name: 'Lakeside Flats' })
  await insertAgreement(signedIn.id, { propertyId })
  const agreementId = await withDatabase(async (db) => {
    await db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id])
    return (await db.query<{ id: number }>(`SELECT id FROM "Agreement" WHERE "memberId" = $1`, [signedIn.id])).rows[0]!.id
  })
  const { later, errors } = watch(page)

  // The pages that still hydrate (the property form) draw first-catalogue texts only.
  await page.goto('/properties/create')
  await waitForHydration(page)
  expect(later).toEqual([])

  // The agreement page, which drew payment reports' and changes' texts in the browser, is drawn by
  // the server now, as the agreement form is (ADR 037): from the new agreement's notice it is a
  // document load, in Nepali, and neither downloads a script file, so no catalogue at all.
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await page.goto(`/agreements/create?created=${agreementId}`)
  await page.locator(`a[href="/agreements/${agreementId}"]`).first().click()
  await expect(page).toHaveURL(`/agreements/${agreementId}`)
  await expect(page.getByRole('link', { name: 'सर्त परिवर्तन वा नवीकरण' })).toBeVisible()
  expect(scripts).toEqual([])
  expect(later).toEqual([])
  expect(errors).toEqual([])
})
