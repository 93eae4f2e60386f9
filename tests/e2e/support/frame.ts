// Steps in the signed-in frame: its menus are native disclosures, opened by their button.
import { expect, type Page } from '@playwright/test'

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

/** The page script as a file: the one script file a signed-in page names (ADR 057), kept cached. */
export const PAGE_SCRIPT_FILE = /^\/assets\/page-script-[\w-]+\.js$/

/** The paths of the script files requested, the page script's left out. */
export function besidesPageScript(urls: readonly string[]) {
  return urls.map((url) => new URL(url, 'http://localhost').pathname).filter((path) => !PAGE_SCRIPT_FILE.test(path))
}

/** A signed-in page names the page script's file and no other script (no React Router, no preloads). */
export async function expectOnlyPageScriptFile(page: Page, message?: string) {
  const named = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')))
  expect(named, message).toEqual([expect.stringMatching(PAGE_SCRIPT_FILE)])
  await expect(page.locator('link[rel=modulepreload]'), message).toHaveCount(0)
}
