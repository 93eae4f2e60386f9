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

/**
 * Holds the page script's file back, as a slow connection does, until the returned function is
 * called and the page has run it (a deferred script: DOMContentLoaded comes after it). Routing
 * turns the browser's cache off, so every page asks for the file again and waits too.
 */
export async function holdPageScript(page: Page): Promise<() => Promise<void>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route((url) => PAGE_SCRIPT_FILE.test(url.pathname), async (route) => {
    await released
    await route.continue()
  })
  return async () => {
    release()
    await page.waitForLoadState('domcontentloaded')
  }
}
