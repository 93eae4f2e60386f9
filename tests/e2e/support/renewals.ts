// Renewing an agreement early through its changes page, as the landlord does, for the renewal journeys.
import type { Page } from '@playwright/test'
import { expect as baseExpect, withDatabase } from './fixtures'
import { flash } from './auth-steps'

// Each step posts and reloads; a loaded 2-core machine can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 })

/** Renews the agreement for a year more from its changes page (English); answers the renewal's id. */
export async function renewEarly(page: Page, agreementId: number): Promise<number> {
  await page.goto(`/agreements/${agreementId}/changes`)
  const end = await page.getByRole('region', { name: 'Change terms', exact: true }).getByRole('textbox', { name: /^End date/ }).inputValue()
  const renew = page.getByRole('region', { name: 'Renew', exact: true })
  await renew.getByRole('textbox', { name: /^The renewal ends on/ }).fill(`${Number(end.slice(0, 4)) + 1}${end.slice(4)}`)
  await renew.getByRole('button', { name: 'Renew the agreement' }).click()
  await expect(flash(page, 'The agreement is renewed.')).toBeVisible()
  return withDatabase(async (db) => (await db.query<{ id: number }>(`SELECT id FROM "Agreement" WHERE "renewedFromId" = $1`, [agreementId])).rows[0]!.id)
}

/** Nothing wider than the 360 px screen. */
export const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
