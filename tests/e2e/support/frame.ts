// Steps in the signed-in frame: its menus are native disclosures, opened by their button.
import type { Page } from '@playwright/test'

export async function openAccountMenu(page: Page) {
  await page.locator('#account-menu > summary').click()
}

export async function openHelpMenu(page: Page) {
  await page.locator('#help-menu > summary').click()
}

export async function signOutThroughMenu(page: Page) {
  await openAccountMenu(page)
  await page.locator('#account-menu').getByRole('button', { name: 'Sign Out' }).click()
}
