// axe (WCAG 2.x A and AA rules) finds no serious or critical issue on the public pages, with the
// cookie notice showing, at 360 px and on a large screen, with JavaScript on and off (without it,
// the server's HTML: support/axe.ts).
import { expect, test } from './support/fixtures'
import { axeView, seriousIssues, WCAG_TAGS } from './support/axe'

const PAGES = ['/', '/login', '/register', '/forgot-password', '/plans', '/plans?step=choose', '/support-ticket', '/terms-of-use', '/privacy-policy']
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]
const TAGS = [...WCAG_TAGS, 'wcag22aa']

test.use({ cookieConsent: false })

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility issue`, async ({ page, javaScriptEnabled }) => {
    // Two full axe runs (the landing page is long): about 25 s on a busy 2-core machine, more on CI's.
    test.slow()
    const view = await axeView(page, javaScriptEnabled)
    for (const viewport of VIEWPORTS) {
      await view.page.setViewportSize(viewport)
      await view.open(path)
      expect(await seriousIssues(view.page, TAGS), `${path} at ${viewport.width} px`).toEqual([])
    }
    await view.close()
  })
}

test('the landing page in Nepali and in the dark theme has no serious or critical issue', async ({ page, javaScriptEnabled }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'नेपाली' }).click()
  await page.getByRole('button', { name: 'अँध्यारो' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const view = await axeView(page, javaScriptEnabled)
  await view.open('/')
  await expect(view.page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await seriousIssues(view.page, TAGS)).toEqual([])
  await view.close()
})
