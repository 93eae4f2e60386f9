// Steps the account journeys share, written the way a person does them, with JavaScript on or off.
import { expect, type Page } from '@playwright/test'

/** Types the one-time code. With JavaScript the form sends itself at six digits; without, Verify does. */
export async function enterCode(page: Page, code: string, javaScriptEnabled: boolean) {
  await page.getByLabel('6-digit code').fill(code)
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Verify' }).click()
}

/** Pastes text holding the code, as from the SMS app; the page keeps the digits and sends them. */
export async function pasteCode(page: Page, text: string) {
  await page.getByLabel('6-digit code').evaluate((input, pasted) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text', pasted)
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
  }, text)
}

/** The flash message of the last action (a snackbar, server-rendered, so also without JavaScript). */
export function flash(page: Page, text: string) {
  return page.locator('.MuiSnackbar-root').getByText(text)
}

export async function signInWithForm(page: Page, phone: string, password: string) {
  await page.getByLabel('Phone Number').fill(phone)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

export async function expectStep(page: Page, done: number) {
  await expect(page.locator('ol[aria-label="Sign-up steps"] .Mui-completed svg')).toHaveCount(done)
}
