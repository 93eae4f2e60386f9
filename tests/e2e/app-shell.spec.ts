// A visitor's first contact: the landing page, an unknown address, the language and theme
// switches; and a signed-in member seeing the interface in their language.
import { createMember, expect, signIn, test } from './support/fixtures'

test('the landing page works on a 360 px screen', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Renting Made Easy' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('an unknown address shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('Looks like the resource you are trying to access does not exist on our records.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Renting Made Easy' })).toBeVisible()
})

test('the interface switches to Nepali and back, staying on the same page', async ({ page }) => {
  await page.goto('/no-such-page')
  await page.getByRole('button', { name: 'नेपाली' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'पृष्ठ भेटिएन' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'भाडा व्यवस्थापन अब सजिलो' })).toBeVisible()
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Renting Made Easy' })).toBeVisible()
})

test('the dark theme applies and is remembered', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(background).toBe('rgb(18, 18, 18)')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('button', { name: 'Light' })).toBeVisible()
})

test('a signed-in member sees their name and their language', async ({ page }) => {
  const member = await createMember({ firstName: 'Hari', lastName: 'Karki', prefLanguage: 'NEP' })
  await signIn(page, member)
  await page.goto('/')
  await expect(page.getByText('Hari Karki')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'भाडा व्यवस्थापन अब सजिलो' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'साइन इन' })).toHaveCount(0)
})

test('the landing page loads no React, and its page script runs without errors', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the page script only runs with JavaScript')
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await page.goto('/')
  expect(await page.evaluate(() => '__reactRouterContext' in window || '__reactRouterRouteModules' in window)).toBe(false)
  await page.getByRole('button', { name: 'नेपाली' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'भाडा व्यवस्थापन अब सजिलो' })).toBeVisible()
  expect(scripts).toEqual([])
  expect(errors).toEqual([])
})
