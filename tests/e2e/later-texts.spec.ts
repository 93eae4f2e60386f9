// The texts few screens draw come later (ADR 028, app/i18n/later-texts.ts): a page downloads the
// first catalogue only, a screen that draws a later area's text downloads that area when it
// renders, on a first load (the agreement page) or a navigation in the browser (to the agreement page),
// in Nepali, with no error in the console. Only with JavaScript: without it nothing downloads.
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

test('a later area downloads when a screen first draws its texts, and only then', async ({ page, signedIn, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the browser downloads catalogues only with JavaScript')
  const { propertyId } = await insertProperty(signedIn.id, { name: 'Lakeside Flats' })
  await insertAgreement(signedIn.id, { propertyId })
  const agreementId = await withDatabase(async (db) => {
    await db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id])
    return (await db.query<{ id: number }>(`SELECT id FROM "Agreement" WHERE "memberId" = $1`, [signedIn.id])).rows[0]!.id
  })
  const { later, errors } = watch(page)

  // A form page draws only first-catalogue texts.
  await page.goto('/properties/create')
  await waitForHydration(page)
  expect(later).toEqual([])

  // The agreement page draws payment reports' and changes' texts: its area comes with it.
  await page.goto(`/agreements/${agreementId}`)
  await waitForHydration(page)
  await expect.poll(() => later).toEqual(['agreement.ne'])

  // A navigation in the browser, from the page a new agreement lands on to the agreement: its texts
  // arrive before the screen shows (the lease, the report and My Rent, once examples here, are pages
  // without React now: they download no catalogue at all). The file may come from the browser's
  // cache after the load above, so what is checked is the screen: drawn with them, in the same document.
  await page.goto(`/agreements/create?created=${agreementId}`)
  await waitForHydration(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.locator(`a[href="/agreements/${agreementId}"]`).first().click()
  await expect(page).toHaveURL(`/agreements/${agreementId}`)
  await expect(page.getByRole('link', { name: 'सर्त परिवर्तन वा नवीकरण' })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect(errors).toEqual([])
})
