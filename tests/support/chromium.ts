// Debian's Chromium as every browser run of the project launches it: the browser tests
// (playwright.config.ts), and the bench's paint and page-weight runs (scripts/bench-browser.ts,
// scripts/page-weight.ts). Never a downloaded browser (DESIGN §2).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The features Playwright disables in every Chromium it launches (playwright-core's
 * `chromiumSwitches`, 1.65.1). Chromium keeps only the last `--disable-features` on its command
 * line, and Playwright puts the launch options' arguments after its own: a list of ours replaces
 * Playwright's whole unless it repeats it. tests/lint/chromium-flags.test.ts fails when
 * Playwright's list has a name this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chromium 156 (Debian's 156.0.8078.114) draws the address bar's suggestion popup as a WebUI page
 * and loads it, in a renderer of its own, for every window it opens, headless too: a Playwright
 * context is a window, so every test paid for it (two `chrome://omnibox-popup.top-chrome/` pages
 * beside each tested one, half a core while they load). Five contexts with a page and a click
 * took 4.4–6.1 s here against 2.5–3.0 s without it and 2.8–3.2 s on Chromium 150; the browser
 * tests took 16.3 minutes on 150 and about 25 on 156 (ADR 070). Nothing here uses the address bar.
 */
const OMNIBOX_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI].join(',')}`,
]
