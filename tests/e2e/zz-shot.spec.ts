import { test, signIn } from './support/fixtures'
import { landlordsWorld } from './support/every-page'
test('shot', async ({ page }) => {
  const world = await landlordsWorld('NEP')
  await signIn(page, world.landlord)
  await page.goto(`/properties/${world.meteredPropertyId}/readings`)
  await page.screenshot({ path: '/tmp/tap-readings.png', fullPage: true })
  await page.goto(`/agreements/${world.bsLease.agreementId}/changes`)
  await page.screenshot({ path: '/tmp/tap-changes.png', fullPage: true })
  await page.goto(`/agreements/history`)
  await page.screenshot({ path: '/tmp/tap-history.png', fullPage: true })
})
