import type { Page } from '@playwright/test'
// Signing in and out (spec §2.3, §4.2, §5, §8), the already-signed-in panel, and the 15-minute
// inactivity logout: on the server (holds without JavaScript) and as the browser's timer.
import { flash, signInWithForm } from './support/auth-steps'
import { createMember, expect, makeSessionsIdle, national, signIn, test } from './support/fixtures'
import { signOutThroughMenu } from './support/frame'

const PASSWORD = 'Phewa-Taal-4411'

test('a member signs out and in again', async ({ page }) => {
  const member = await createMember({ firstName: 'Anita', password: PASSWORD })
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register')
  await expect(page.getByRole('main').getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password')
  await signInWithForm(page, national(member.phone), PASSWORD)
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Namaste, Anita!' })).toBeVisible()

  await signOutThroughMenu(page)
  await expect(page).toHaveURL('/')
  await expect(flash(page, 'You have been signed out.')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()

  // The Dashboard now asks to sign in, and comes back afterwards.
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard')
  await signInWithForm(page, `+977${national(member.phone)}`, PASSWORD)
  await expect(page).toHaveURL('/dashboard')
  await signOutThroughMenu(page)
  await expect(page).toHaveURL('/')
})

test('a wrong password or missing fields are refused with the spec’s messages', async ({ page }) => {
  const member = await createMember({ password: PASSWORD })
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please provide a Phone Number and Password')
  await page.getByLabel('Phone Number').fill(national(member.phone))
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please provide a Phone Number and Password')

  await signInWithForm(page, national(member.phone), 'not-the-password')
  await expect(page.getByRole('alert')).toHaveText('The Phone Number or Password Does not Match Our Records')
  // The server never sends a password back into the page (the page is the server's, JavaScript or not).
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('')
  await expect(page).toHaveURL('/login')
  // An unknown number gets the very same answer.
  await signInWithForm(page, '9800000001', PASSWORD)
  await expect(page.getByRole('alert')).toHaveText('The Phone Number or Password Does not Match Our Records')
})

test('a signed-in member on the sign-in page is taken to the Dashboard after 3 seconds', async ({ page, signedIn }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'You are already signed in' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible()
  await expect(page).toHaveURL('/dashboard', { timeout: 6_000 })
  await expect(page.getByRole('heading', { level: 1, name: `Namaste, ${signedIn.firstName}!` })).toBeVisible()
})

test('a session idle for more than 15 minutes ends on the server', async ({ page, signedIn }) => {
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: `Namaste, ${signedIn.firstName}!` })).toBeVisible()
  await makeSessionsIdle(signedIn.id)
  await page.reload()
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard')
  await expect(flash(page, 'Your session has ended. Please sign in again.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
})

test.describe('the inactivity timer in the browser', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the timer is JavaScript; without it the server rule above applies')

  // The server-rendered heading shows before React hydrates (or the page script runs); the timer
  // is armed once it has recorded the first moment of activity. Moving the clock before that would
  // test nothing.
  const timerArmed = (page: Page) => page.waitForFunction(() => window.localStorage.getItem('bhadaa:last-activity') !== null)

  // The dashboard hydrates (React runs the timer); Notifications does not (the page script runs it, ADR 031).
  for (const path of ['/dashboard', '/notifications']) {
    test(`signs out after 15 minutes without activity on ${path}`, async ({ page, member }) => {
      await page.clock.install()
      await signIn(page, member)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await timerArmed(page)
      await page.clock.fastForward('14:50')
      await expect(page).toHaveURL(path)
      await page.clock.fastForward('00:15')
      await expect(page).toHaveURL('/')
      await expect(flash(page, 'You were signed out after 15 minutes without activity.')).toBeVisible()
      await page.goto(path)
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`)
    })
  }

  test('restarts on activity', async ({ page, member }) => {
    await page.clock.install()
    await signIn(page, member)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: `Namaste, ${member.firstName}!` })).toBeVisible()
    await timerArmed(page)
    await page.clock.fastForward('10:00')
    await page.keyboard.press('Shift')
    await page.clock.fastForward('10:00')
    await page.mouse.move(100, 200)
    await page.clock.fastForward('10:00')
    await expect(page).toHaveURL('/dashboard')
    await page.clock.fastForward('05:30')
    await expect(page).toHaveURL('/')
  })
})
