// Resetting a forgotten password (spec §2.5, §4.4, §8): every message of the steps, the redirect
// to sign-in after 2 s, the new password working and every earlier session ended.
import { enterCode, flash, signInWithForm } from './support/auth-steps'
import { createMember, expect, national, signIn, test, uniquePhone } from './support/fixtures'
import { codeSentTo } from './support/sms'

test('a member resets a forgotten password with a texted code', async ({ page, browser, javaScriptEnabled }) => {
  const member = await createMember({ firstName: 'Suman', password: 'Old-Password-1' })
  // Signed in on another device: the reset ends that session too.
  const otherDevice = await browser.newPage()
  await signIn(otherDevice, member)
  await otherDevice.goto('/dashboard')
  await expect(otherDevice.getByRole('heading', { level: 1, name: 'Namaste, Suman!' })).toBeVisible()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot Password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible()
  await page.getByLabel('Phone Number').fill(national(member.phone))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(flash(page, 'OTP sent successfully')).toBeVisible()
  const code = await codeSentTo(member.phone)

  await enterCode(page, code === '123456' ? '654321' : '123456', javaScriptEnabled)
  await expect(page.getByRole('alert')).toHaveText('OTP did not match')
  await enterCode(page, code, javaScriptEnabled)
  await expect(flash(page, 'OTP verified successfully')).toBeVisible()

  await page.getByLabel('New Password').fill('Naya-Password-2')
  await page.getByLabel('Confirm Password').fill('Naya-Password-3')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('The password does not match')).toBeVisible()
  await page.getByLabel('New Password').fill('Naya-Password-2')
  await page.getByLabel('Confirm Password').fill('Naya-Password-2')
  // "Does not match" goes once the two agree: at once with JavaScript, on the next post without.
  if (javaScriptEnabled) await expect(page.getByText('The password does not match')).toBeHidden()
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Password Changed' })).toBeVisible()
  await expect(page).toHaveURL('/login', { timeout: 5_000 })
  await signInWithForm(page, national(member.phone), 'Old-Password-1')
  await expect(page.getByRole('alert')).toHaveText('The Phone Number or Password Does not Match Our Records')
  await signInWithForm(page, national(member.phone), 'Naya-Password-2')
  await expect(page.getByRole('heading', { level: 1, name: 'Namaste, Suman!' })).toBeVisible()

  await otherDevice.reload()
  await expect(otherDevice).toHaveURL('/login?redirectTo=%2Fdashboard')
  await otherDevice.close()
})

test('an unknown or invalid number is refused with the spec’s messages', async ({ page }) => {
  await page.goto('/forgot-password')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Please enter a valid Phone Number')).toBeVisible()
  await page.getByLabel('Phone Number').fill(national(uniquePhone()))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toHaveText('This phone number not found')
})

test('Change Phone Number goes back to the first step', async ({ page }) => {
  const member = await createMember()
  await page.goto('/forgot-password')
  await page.getByLabel('Phone Number').fill(national(member.phone))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByLabel('6-digit code')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeVisible()
  await page.getByRole('button', { name: 'Change Phone Number' }).click()
  await expect(page.getByLabel('Phone Number')).toHaveValue(national(member.phone))
})
