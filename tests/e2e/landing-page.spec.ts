// The landing page (spec §2.2, §4.1, §9): the plans' monthly and yearly prices with the Show Yearly
// Pricing switch and with ?pricing=yearly, every section readable on a phone, the carousel moving
// on by itself with JavaScript, and a visitor whose browser asks for Nepali.
import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/** Spec §9 "Landing plans": monthly, yearly, annual general cost, savings. */
const PAID_PLANS = [
  { name: 'Basic', monthly: 'Rs. 1,500.00', yearly: 'Rs. 15,000.00', general: 'Rs. 18,000.00', savings: 'Rs. 3,000.00' },
  { name: 'Plus', monthly: 'Rs. 2,000.00', yearly: 'Rs. 20,000.00', general: 'Rs. 24,000.00', savings: 'Rs. 4,000.00' },
  { name: 'Pro', monthly: 'Rs. 2,500.00', yearly: 'Rs. 25,000.00', general: 'Rs. 30,000.00', savings: 'Rs. 5,000.00' },
]

function planCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true })
}

async function expectMonthlyPrices(page: Page) {
  await expect(planCard(page, 'Intro')).toContainText('Free')
  for (const plan of PAID_PLANS) {
    const card = planCard(page, plan.name)
    await expect(card.getByText(`${plan.monthly} /month`)).toBeVisible()
    await expect(card.getByText(`${plan.general} /year`)).toBeVisible()
    await expect(card.getByText(`${plan.yearly} /year`)).toBeHidden()
    await expect(card.getByText(/You save/)).toBeHidden()
  }
}

async function expectYearlyPrices(page: Page) {
  await expect(planCard(page, 'Intro').getByText('Free')).toBeVisible()
  await expect(planCard(page, 'Intro').getByText(/You save|\/year|\/month/)).toHaveCount(0)
  for (const plan of PAID_PLANS) {
    const card = planCard(page, plan.name)
    await expect(card.getByText(`${plan.yearly} /year`)).toBeVisible()
    await expect(card.locator('s')).toHaveText(plan.general)
    await expect(card.locator('s')).toBeVisible()
    await expect(card.getByText(`You save: ${plan.savings}`)).toBeVisible()
    await expect(card.getByText(`${plan.monthly} /month`)).toBeHidden()
  }
}

test('the plans show the monthly prices, and the yearly ones with the switch', async ({ page }) => {
  await page.goto('/')
  const plans = page.getByRole('region', { name: 'Choose Plans' })
  await expect(plans.getByRole('heading', { level: 2, name: 'Choose Plans' })).toBeVisible()
  const yearly = page.getByRole('switch', { name: 'Show Yearly Pricing' })
  await expect(yearly).not.toBeChecked()
  await expectMonthlyPrices(page)
  // Recommended on Plus only.
  await expect(planCard(page, 'Plus').getByText('Recommended')).toBeVisible()
  await expect(page.getByText('Recommended', { exact: true })).toHaveCount(1)

  await yearly.check()
  await expectYearlyPrices(page)
  await yearly.uncheck()
  await expectMonthlyPrices(page)
})

test('?pricing=yearly renders the yearly prices, and the switch turns them back', async ({ page }) => {
  await page.goto('/?pricing=yearly')
  await expect(page.getByRole('switch', { name: 'Show Yearly Pricing' })).toBeChecked()
  await expectYearlyPrices(page)
  await page.getByText('Show Yearly Pricing').click()
  await expectMonthlyPrices(page)
})

test('every section is there on a phone, with the header’s links to them', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register')
  // On a small screen Sign Up is its icon only; its name is still there for screen readers.
  await expect(header.getByRole('link', { name: 'Sign Up' }).getByText('Sign Up').first()).toBeHidden()
  for (const [link, heading] of [
    ['About', 'About Us'],
    ['Plans', 'Choose Plans'],
    ['Contact', 'Contact us for any Queries'],
  ]) {
    await header.getByRole('link', { name: link, exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport()
  }
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register')
  // What-is is for larger screens (spec §2.2).
  await expect(page.getByRole('heading', { level: 2, name: 'What is Bhadaa?' })).toBeHidden()
  await expect(page.getByText('Mon - Fri from 9am to 6pm')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open a Support Ticket' }).first()).toHaveAttribute('href', '/support-ticket')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Terms of Use' }).first()).toHaveAttribute('href', '/terms-of-use')
  await expect(footer.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy-policy')
  // Placeholder links (spec: '#') are not rendered.
  await expect(page.locator('a[href="#"]')).toHaveCount(0)
  await expect(footer.getByRole('link', { name: /Careers|Tutorials|License|Facebook|Instagram/ })).toHaveCount(0)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('on a large screen the plans are one row and what-is shows', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 2, name: 'What is Bhadaa?' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'A plan for every landlord' })).toBeHidden()
  const tops = await Promise.all(['Intro', 'Basic', 'Plus', 'Pro'].map(async (name) => (await planCard(page, name).boundingBox())?.y))
  expect(new Set(tops).size).toBe(1)
})

test('on a phone the plans are a carousel that starts with its intro slide', async ({ page, javaScriptEnabled }) => {
  if (javaScriptEnabled) await page.clock.install()
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Plans, one slide each' })
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.getByRole('heading', { name: 'A plan for every landlord' })).toBeInViewport()
  await expect(planCard(page, 'Basic')).not.toBeInViewport()
  const dots = carousel.getByRole('navigation', { name: 'Choose a slide' }).getByRole('link')
  await expect(dots).toHaveCount(5)
  // Each plan has Know More.
  await expect(carousel.getByRole('link', { name: 'Know More' })).toHaveCount(4)
  if (!javaScriptEnabled) {
    // Without JavaScript the slides are swiped or reached through their links.
    await dots.nth(2).click()
    await expect(planCard(page, 'Basic')).toBeInViewport({ ratio: 0.9 })
    return
  }
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
  await page.clock.fastForward(6000)
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
  await page.clock.fastForward(6000)
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
  // Pausing stops it for good (WCAG 2.2.2).
  await carousel.getByRole('button', { name: 'Pause the slides' }).click()
  await expect(carousel.getByRole('button', { name: 'Play the slides' })).toBeVisible()
  await page.mouse.move(0, 0)
  await page.clock.fastForward(12_000)
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
})

test.describe('a visitor whose browser asks for Nepali', () => {
  test.use({ locale: 'ne-NP' })

  test('sees the landing page in Nepali, prices in Nepali digits', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
    await expect(page.getByRole('heading', { level: 1, name: 'भाडा व्यवस्थापन अब सजिलो' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'योजना छान्नुहोस्' })).toBeVisible()
    await expect(planCard(page, 'बेसिक').getByText('रु. १,५००.०० /महिना')).toBeVisible()
    await page.getByRole('switch', { name: 'वार्षिक मूल्य देखाउनुहोस्' }).check()
    await expect(planCard(page, 'बेसिक').getByText('तपाईंको बचत: रु. ३,०००.००')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'कुनै पनि जिज्ञासाका लागि हामीलाई सम्पर्क गर्नुहोस्' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'साइन अप' })).toHaveAttribute('href', '/register')
  })
})
