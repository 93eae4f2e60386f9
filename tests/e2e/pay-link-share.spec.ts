// The landlord shares the pay link from the agreement page: the link as selectable text, Copy
// with JavaScript, and "Text it to the tenant" (a plain form): one text to the tenant a send, at
// most three a day, the fourth refused in words. English and Nepali, JavaScript on and off, 360 px.
import { flash } from './support/auth-steps'
import { expect as baseExpect, national, signIn, test, withDatabase } from './support/fixtures'
import { fitsTheScreen, payLinkWithKhalti } from './support/pay-link'
import { smsTo } from './support/sms'
import { seriousIssues } from './support/axe'

const expect = baseExpect.configure({ timeout: 15_000 })

test('a landlord copies the pay link and texts it to the tenant, at most three times a day', async ({ page, javaScriptEnabled }) => {
  test.slow()
  const { landlord, tenant, agreementId, code } = await payLinkWithKhalti(page)
  await signIn(page, landlord)
  await page.goto(`/agreements/${agreementId}`)
  const card = page.getByRole('region', { name: 'Pay link' })
  await expect(card.getByTestId('pay-link-url')).toHaveText(new RegExp(`/p/${code}$`))
  await expect(card).toContainText('Texts of the link today: 0 of 3.')
  await fitsTheScreen(page)
  if (javaScriptEnabled) {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await card.getByRole('button', { name: 'Copy link' }).click()
    await expect(card.getByRole('button', { name: 'Link copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/p/${code}$`))
  } else {
    // Without JavaScript there is no clipboard to reach: the link is there to select.
    await expect(card.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
  }

  await card.getByRole('button', { name: 'Text it to the tenant' }).click()
  await expect(flash(page, `The pay link is being texted to ${national(tenant.phone)}.`)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Pay link' })).toContainText('Texts of the link today: 1 of 3.')
  await expect.poll(() => smsTo(tenant.phone).filter((sms) => sms.template === 'pay-link').length).toBe(1)
  const [text] = smsTo(tenant.phone).filter((sms) => sms.template === 'pay-link')
  expect(text!.body).toMatch(new RegExp(`^Namaste Ram, Rs\\. 10,000\\.00 is due for Lakeside House\\. Pay Gopal Adhikari online: .*/p/${code}$`))

  for (const count of [2, 3]) {
    await page.getByRole('region', { name: 'Pay link' }).getByRole('button', { name: 'Text it to the tenant' }).click()
    await expect(page.getByRole('region', { name: 'Pay link' })).toContainText(`Texts of the link today: ${count} of 3.`)
  }

  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [landlord.id]))
  await page.goto(`/agreements/${agreementId}`)
  const nepali = page.getByRole('region', { name: 'भुक्तानी लिङ्क' })
  await expect(nepali).toContainText('आज पठाइएका लिङ्कका SMS: ३ मध्ये ३।')
  // A click while React is still taking the page over can be lost; a fourth send is refused
  // however often it is asked, so asking again is safe.
  await expect(async () => {
    await nepali.getByRole('button', { name: 'भाडावाललाई SMS पठाउनुहोस्' }).click()
    await expect(page.getByRole('region', { name: 'भुक्तानी लिङ्क' }).getByRole('alert')).toContainText('आज ३ पटक SMS बाट पठाइसकियो', { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await fitsTheScreen(page)
  await expect.poll(() => smsTo(tenant.phone).filter((sms) => sms.template === 'pay-link').length).toBe(3)
  if (javaScriptEnabled) {
    expect(await seriousIssues(page, undefined, { include: 'main' })).toEqual([])
  }
})
