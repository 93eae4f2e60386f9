// Changing and renewing an agreement: from the agreement the landlord opens Change terms
// or renew, is refused an effective date outside the agreement (nothing saved, the typed values
// kept), changes the rent from the last month, renews for a year, and prints the addendum of the
// renewal (both languages, A4 print emulation). Then the page and a refusal in Nepali. JavaScript
// on and off, 360 px wide.
import { expect as baseExpect, test, withDatabase } from './support/fixtures'
import { flash } from './support/auth-steps'
import { insertLeasedHouse } from './support/ledger'

// Each step posts, writes a transaction and reloads the page; on a loaded 2-core machine that can
// take longer than the default 5 s, so the checks wait longer (they never measure speed).
const expect = baseExpect.configure({ timeout: 15_000 })

const changeCount = (agreementId: number) =>
  withDatabase(async (db) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "AgreementChange" WHERE "agreementId" = $1`, [agreementId])).rows[0]!.n))

test('a rent change and a renewal, then the addendum prints', async ({ page, signedIn }) => {
  test.slow()
  const { agreementId } = await insertLeasedHouse(signedIn.id)
  await page.goto(`/agreements/${agreementId}`)
  await page.getByRole('link', { name: 'Change terms or renew' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Change terms or renew' })).toBeVisible()
  // Nothing changed yet: no addendum to print.
  await expect(page.getByRole('link', { name: 'Print the addendum' })).toHaveCount(0)

  const change = page.getByRole('region', { name: 'Change terms', exact: true })
  const end = await change.getByRole('textbox', { name: /^End date/ }).inputValue()
  await change.getByRole('textbox', { name: /^Effective date/ }).fill('2000-01-01')
  await change.getByRole('textbox', { name: /^Monthly rent/ }).fill('12000')
  await change.getByRole('textbox', { name: /^Reason/ }).fill('Market rent')
  await change.getByRole('button', { name: 'Save the change' }).click()
  await expect(change.getByText('The effective date must be within the agreement (from its start to its end)')).toBeVisible()
  await expect(change.getByRole('textbox', { name: /^Monthly rent/ })).toHaveValue('12000')
  expect(await changeCount(agreementId)).toBe(0)

  await change.getByRole('textbox', { name: /^Effective date/ }).fill(end.slice(0, 8) + '01')
  await change.getByRole('button', { name: 'Save the change' }).click()
  await expect(flash(page, 'The change is saved and the tenant is told.')).toBeVisible()
  const history = page.getByRole('region', { name: 'History of changes', exact: true })
  await expect(history).toContainText('Monthly rent: Rs. 10,000.00 → Rs. 12,000.00')
  await expect(history).toContainText('Reason: Market rent')
  expect(await changeCount(agreementId)).toBe(1)

  const renewEnd = `${Number(end.slice(0, 4)) + 1}${end.slice(4)}`
  const renew = page.getByRole('region', { name: 'Renew', exact: true })
  await renew.getByRole('textbox', { name: /^The renewal ends on/ }).fill(renewEnd)
  await renew.getByRole('button', { name: 'Renew the agreement' }).click()
  await expect(flash(page, 'The agreement is renewed.')).toBeVisible()
  await expect(page).not.toHaveURL(new RegExp(`/agreements/${agreementId}(/|$)`))
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  // The agreement page shows its latest change, and links the whole history.
  const latest = page.getByRole('region', { name: 'Changes', exact: true })
  await expect(latest).toContainText('Renewed from')
  await expect(latest.getByRole('link', { name: 'The whole history of changes (1)' })).toBeVisible()

  await page.getByRole('link', { name: 'Change terms or renew' }).click()
  await expect(page.getByText('This agreement renews an earlier one.')).toBeVisible()
  await page.getByRole('link', { name: 'Print the addendum' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Addendum to the lease' })).toBeVisible()
  const addendum = page.locator('#addendum')
  await expect(addendum.locator('article[lang="en"]')).toContainText('Renewal from')
  await expect(addendum.locator('article[lang="ne"]')).toContainText('नवीकरण')
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('[data-no-print]').first()).toBeHidden()
  await expect(addendum).toBeVisible()
})

test('in Nepali: the page and a refused rent of 0', async ({ page, signedIn }) => {
  test.slow()
  const { agreementId } = await insertLeasedHouse(signedIn.id)
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [signedIn.id]))
  await page.goto(`/agreements/${agreementId}`)
  await expect(page.getByRole('region', { name: 'परिवर्तनहरू', exact: true })).toContainText('सर्तमा कुनै परिवर्तन भएको छैन।')
  await page.goto(`/agreements/${agreementId}/changes`)
  await expect(page.getByRole('heading', { level: 1, name: 'सर्त परिवर्तन वा नवीकरण' })).toBeVisible()
  const change = page.getByRole('region', { name: 'सर्त परिवर्तन', exact: true })
  await change.getByRole('textbox', { name: /^मासिक भाडा/ }).fill('0')
  await change.getByRole('textbox', { name: /^कारण/ }).fill('परीक्षण')
  await change.getByRole('button', { name: 'परिवर्तन सुरक्षित गर्नुहोस्' }).click()
  await expect(change.getByText('भाडा रकम ० भन्दा बढी हुनुपर्छ')).toBeVisible()
  expect(await changeCount(agreementId)).toBe(0)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
