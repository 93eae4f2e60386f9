// A family runs the house (ADR 041): the owner invites a manager and a collector by phone from
// the property's Team page (each gets one text with the link); the collector accepts on
// /invitations, opens the tenant from the property, records a cash payment and has no Void; the
// owner removes the collector, whose next page is a 404. The Team page in Nepali. JavaScript on
// and off, 360 px wide.
import type { Page } from '@playwright/test'
import { flash } from './support/auth-steps'
import { COOKIE_CONSENT, createMember, expect as baseExpect, national, signIn, test, withDatabase, type Member } from './support/fixtures'
import { insertLeasedHouse } from './support/ledger'
import { smsTo } from './support/sms'
import { seriousIssues } from './support/axe'

// Each step posts, writes a transaction and reloads the page; on a loaded machine that can take
// longer than the default 5 s, so the checks wait longer (they never measure speed).
const expect = baseExpect.configure({ timeout: 15_000 })

async function signInAs(page: Page, member: Member) {
  await page.context().clearCookies()
  await page.context().addCookies([COOKIE_CONSENT])
  await signIn(page, member)
}

async function invite(page: Page, phone: string, role: string) {
  const form = page.getByRole('region', { name: 'Invite someone' })
  await form.getByRole('textbox', { name: 'Phone Number' }).fill(national(phone))
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: role })
  await form.getByRole('button', { name: 'Invite' }).click()
  await expect(flash(page, `Invitation sent to ${national(phone)}.`)).toBeVisible()
}

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

test('the owner invites a manager and a collector; the collector records cash and cannot void; removed, their next page is a 404', async ({ page, signedIn, javaScriptEnabled }) => {
  test.slow()
  const owner = signedIn
  await withDatabase((db) => db.query(`UPDATE "Member" SET plan = 'PRO' WHERE id = $1`, [owner.id]))
  const { agreementId } = await insertLeasedHouse(owner.id)
  const propertyId = await withDatabase(async (db) => (await db.query<{ propertyId: number }>(`SELECT "propertyId" FROM "Agreement" WHERE id = $1`, [agreementId])).rows[0]!.propertyId)
  const manager = await createMember({ firstName: 'Hari', lastName: 'Karki' })
  const collector = await createMember({ firstName: 'Gita', lastName: 'Rai' })

  await page.goto(`/properties/${propertyId}`)
  await page.getByRole('link', { name: 'Team' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
  await invite(page, manager.phone, 'Manager')
  await invite(page, collector.phone, 'Collector')
  await expect(page.getByTestId('team-invitation')).toHaveCount(2)
  await fitsTheScreen(page)
  await expect.poll(() => smsTo(collector.phone).filter((sms) => sms.template === 'team-invitation').length).toBe(1)
  expect(smsTo(collector.phone).find((sms) => sms.template === 'team-invitation')!.body).toMatch(/Sita Sharma invites you to help run Lakeside House as rent collector\. Answer within 7 days: .*\/invitations$/)

  // The collector answers, on a phone.
  await signInAs(page, collector)
  await page.goto('/invitations')
  await expect(page.getByText('Sita Sharma invites you to Lakeside House as Collector.')).toBeVisible()
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(flash(page, 'You are now on the team of Lakeside House.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Lakeside House' })).toBeVisible()
  await expect(page.getByText('Your role: Collector')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Lakeside lease' }).click()
  await page.getByRole('textbox', { name: 'Amount (Rs.)' }).fill('1500')
  await page.getByRole('button', { name: 'Record Payment' }).click()
  await expect(flash(page, 'Payment recorded: receipt no. 1.')).toBeVisible()
  await expect(page.locator('#ledger-payments')).toContainText('Rs. 1,500.00')
  await expect(page.getByRole('link', { name: /Void/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Terminate' })).toHaveCount(0)
  await fitsTheScreen(page)
  if (javaScriptEnabled) expect(await seriousIssues(page, undefined, { include: 'main' })).toEqual([])
  const recorded = await withDatabase(async (db) => (await db.query(`SELECT "memberId", "recordedByMemberId" FROM "Payment" WHERE "agreementId" = $1`, [agreementId])).rows)
  expect(recorded).toEqual([{ memberId: owner.id, recordedByMemberId: collector.id }])

  // The owner takes the collector off the property, in Nepali.
  await signInAs(page, owner)
  await withDatabase((db) => db.query(`UPDATE "Member" SET "prefLanguage" = 'NEP' WHERE id = $1`, [owner.id]))
  await page.goto(`/properties/${propertyId}/team`)
  await expect(page.getByRole('heading', { level: 1, name: 'टोली' })).toBeVisible()
  await expect(page.getByTestId('team-person')).toContainText('भाडा उठाउने')
  await fitsTheScreen(page)
  await page.getByRole('button', { name: 'हटाउनुहोस्: Gita Rai' }).click()
  await expect(flash(page, 'Gita Raiले अब यो सम्पत्ति खोल्न सक्नुहुन्न।')).toBeVisible()
  await expect(page.getByTestId('team-person')).toHaveCount(0)

  await signInAs(page, collector)
  const gone = await page.goto(`/agreements/${agreementId}`)
  expect(gone?.status()).toBe(404)
})
