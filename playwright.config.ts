// Browser tests: Debian's Chromium (never a downloaded browser), every journey twice, with
// JavaScript on and off, on a 360 px wide screen. The server is the production build.
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium'
import { E2E_BASE_URL, E2E_PAID_PLANS_BASE_URL } from './tests/e2e/support/server-config'

/** Specs whose state is the whole server's (see the projects below). */
const SERVER_WIDE = /sms-provider-pause\.spec\.ts$/

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Limits against hangs, not speed tests (speed lives in `npm run bench`): a journey of twenty
  // pages, or an assertion waiting on the job queue, takes several times longer on a busy 2-core
  // machine than on an idle one, and CI's machine is shared. CI's run of 2026-11-30 took 3 to 10
  // times this machine's time for the same tests (a 1.2 s test took 12.6 s there, a 7 s one 26 s)
  // and one walk of thirty pages ran out of the 60 s it had then.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 360, height: 740 },
    // No trace: recording one (DOM snapshots and a screencast of every step) cost a sixth of the
    // browser tests' time, and CI keeps only the log, where a failure's page is printed as text
    // (scripts/test.js). To keep traces of a failing test: npx playwright test --trace retain-on-failure.
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'js-on', use: { javaScriptEnabled: true }, testIgnore: SERVER_WIDE },
    { name: 'js-off', use: { javaScriptEnabled: false }, testIgnore: SERVER_WIDE },
    // Journeys that change the whole server (the SMS gateway's pause) run alone, one after the other.
    { name: 'server-wide-js-on', use: { javaScriptEnabled: true }, testMatch: SERVER_WIDE, dependencies: ['js-on', 'js-off'] },
    { name: 'server-wide-js-off', use: { javaScriptEnabled: false }, testMatch: SERVER_WIDE, dependencies: ['server-wide-js-on'] },
  ],
  webServer: {
    command: 'node tests/e2e/support/start-server.ts',
    // The second server (paid plans) starts once the first is ready: waiting for it waits for both.
    url: `${E2E_PAID_PLANS_BASE_URL}/readyz`,
    // About 25 s here (a fresh database, its migrations, two servers); CI's machine can be several times slower.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
