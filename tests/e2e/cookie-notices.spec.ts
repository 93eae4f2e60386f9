// The cookie notice and the blocked-cookies dialog (spec §2.21): Got It is remembered, with and
// without JavaScript; a browser that refuses cookies is told so, by the page script or, without
// JavaScript, by the server noticing that Got It's cookie did not come back. On the pay page the
// notice waits at the page's end: it never covers the QR a tenant scans off the screen.
import { sampleMerchantQr } from '../../app/domain/merchant-qr-samples'
import { expect, test, withDatabase } from './support/fixtures'
import { tenantWithPaidMonth } from './support/my-rent'
import { randomPayCode } from './support/pay-link'

test.use({ cookieConsent: false })

test('Got It hides the notice for good', async ({ page, context }) => {
  await page.goto('/plans')
  const notice = page.getByRole('region', { name: 'Cookie notice' })
  await expect(notice).toContainText('We use cookies only to keep you signed in')
  await expect(notice.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/privacy-policy#cookies')
  await notice.getByRole('button', { name: 'Got It' }).click()
  await expect(notice).toBeHidden()
  // The visitor stays where they were (with JavaScript the page never changed).
  await expect(page).toHaveURL('/plans')
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('cookie_consent')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
  await expect(notice).toHaveCount(0)
  await page.goto('/login')
  await expect(notice).toHaveCount(0)
})

test('a browser that refuses cookies sees the blocked-cookies dialog', async ({ page, javaScriptEnabled }) => {
  if (javaScriptEnabled) {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }))
    await page.goto('/')
  } else {
    // A browser that keeps no cookie: Got It reaches the server, but its Set-Cookie never arrives.
    await page.route('**/cookie-consent', async (route) => {
      const request = route.request()
      const response = await fetch(request.url(), {
        method: 'POST',
        headers: { 'content-type': request.headers()['content-type'] ?? '' },
        body: request.postData(),
        redirect: 'manual',
      })
      await route.fulfill({ status: response.status, headers: { location: response.headers.get('location') ?? '/' } })
    })
    await page.goto('/')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Got It' }).click()
    await expect(page).toHaveURL('/?cookies=blocked')
  }
  const dialog = page.getByRole('dialog', { name: '⚠ Cookies are blocked' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('This site requires cookies to function properly.')
  await expect(dialog.getByRole('link', { name: 'Learn How to Unblock Cookies' })).toHaveAttribute('href', '/privacy-policy#unblock-cookies')
  await dialog.getByRole('link', { name: 'Learn How to Unblock Cookies' }).click()
  // The instructions are on the Privacy Policy, which the dialog never covers.
  await expect(page.getByRole('heading', { level: 2, name: 'How to allow cookies' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test("the notice never covers the pay page's QR, which another phone scans off the screen", async ({ page }) => {
  const { landlord, agreementId } = await tenantWithPaidMonth()
  const code = randomPayCode()
  await withDatabase(async (db) => {
    await db.query(`UPDATE "Agreement" SET "payCode" = $2 WHERE id = $1`, [agreementId, code])
    await db.query(`INSERT INTO "PaymentQr" ("memberId", payload, "accountName", city, "updatedAt") VALUES ($1, $2, 'GOPAL ADHIKARI', 'KATHMANDU', now())`, [
      landlord.id,
      sampleMerchantQr('GOPAL ADHIKARI', 'KATHMANDU'),
    ])
  })
  await page.goto(`/p/${code}`)
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible()
  const qr = page.locator('#pay-by-qr-card svg')
  await qr.scrollIntoViewIfNeeded()
  // What a finger or a camera meets at the QR's corners and centre is the QR itself.
  const covered = await qr.evaluate((svg) => {
    const box = svg.getBoundingClientRect()
    const points: [number, number][] = [
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
      [box.left + box.width / 2, box.top + box.height / 2],
    ]
    const hidden: string[] = []
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y)
      if (!top || !svg.contains(top)) hidden.push(`${Math.round(x)},${Math.round(y)}: ${top?.tagName ?? 'off screen'}`)
    }
    return hidden
  })
  expect(covered).toEqual([])
})
