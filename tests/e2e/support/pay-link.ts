// The pay link's journeys: a Plus landlord who connected Khalti (the fake one,
// fake-gateways.ts) through Settings > Payments, an agreement with a known pay code and its tenant
// as a member who can sign in; and the 360 px check those journeys share.
import { expect, type Page } from '@playwright/test'
import { signIn, withDatabase } from './fixtures'
import { FAKE_KHALTI_KEY } from './fake-gateways'
import { tenantWithPaidMonth } from './my-rent'

const ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRTUVWXYZ'
export const randomPayCode = () => Array.from({ length: 12 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('')

export async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

/** The landlord connects Khalti (the key is sealed by the server, so through the page), then signs out. */
export async function payLinkWithKhalti(page: Page) {
  const { landlord, tenant, agreementId } = await tenantWithPaidMonth()
  const code = randomPayCode()
  await withDatabase(async (db) => {
    await db.query(`UPDATE "Member" SET plan = 'PLUS' WHERE id = $1`, [landlord.id])
    await db.query(`UPDATE "Agreement" SET "payCode" = $2 WHERE id = $1`, [agreementId, code])
  })
  await signIn(page, landlord)
  await page.goto('/settings/payments')
  const khalti = page.locator('#gateway-khalti-card')
  await khalti.getByLabel('Secret key').fill(FAKE_KHALTI_KEY)
  await khalti.getByRole('button', { name: 'Connect Khalti' }).click()
  await expect(khalti).toContainText('secret key ending in e2e1', { timeout: 15_000 })
  // Signed out, the cookie notice still answered: it would float over what the journeys click.
  await page.context().clearCookies({ name: '__Host-bhadaa_session' })
  return { landlord, tenant, agreementId, code }
}
