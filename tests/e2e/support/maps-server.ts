// The map tests' own server: the production build with GOOGLE_MAPS_API_KEY set, on the e2e
// database, started only by the workers that run these tests (the main e2e server, and so every
// other spec, stays without a key). Each page gets the fake Google script, and anything else
// leaving the machine, or any error in the page (a CSP refusal is one), fails the test.
import { readFileSync } from 'node:fs'
import { startServer } from '../../support/server-process'
import { FAKE_MAPS_API_KEY, type FakeGoogleMaps, MAPS_SCRIPT_URL, routeFakeGoogleMaps } from './fake-google-maps'
import { expect, test as base } from './fixtures'
import { E2E_DATABASE_URL_FILE, E2E_SMS_LOG_FILE } from './server-config'

export const test = base.extend<{ googleMaps: FakeGoogleMaps }, { mapsServerUrl: string }>({
  mapsServerUrl: [
    async ({}, use) => {
      const server = await startServer({
        // The main e2e server runs the jobs; this one only answers pages.
        args: ['--role=web'],
        waitFor: '/readyz',
        env: {
          DATABASE_URL: readFileSync(E2E_DATABASE_URL_FILE, 'utf8'),
          GOOGLE_MAPS_API_KEY: FAKE_MAPS_API_KEY,
          SMS_PROVIDER: 'log',
          SMS_LOG_FILE: E2E_SMS_LOG_FILE,
        },
      })
      // localhost, not 127.0.0.1: the session cookie of signIn() is for localhost (cookies ignore ports).
      await use(`http://localhost:${new URL(server.url).port}`)
      await server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ mapsServerUrl }, use) => {
    await use(mapsServerUrl)
  },
  googleMaps: [
    async ({ page, mapsServerUrl }, use) => {
      const fake = await routeFakeGoogleMaps(page)
      const elsewhere: string[] = []
      await page.route(
        (url) => url.origin !== mapsServerUrl && !url.href.startsWith(`${MAPS_SCRIPT_URL}?`),
        (route) => {
          elsewhere.push(route.request().url())
          return route.abort('blockedbyclient')
        },
      )
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(fake)
      expect(elsewhere, 'requests that left the machine').toEqual([])
      expect(errors, 'errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
