// Our `--disable-features` replaces Playwright's own (Chromium keeps the last one): it must name
// every feature Playwright's list does, or an upgrade of Playwright would quietly turn some back on.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, test } from 'vitest'
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../support/chromium'

/** The names in playwright-core's `disabledFeatures = [ … ]` (its bundled chromiumSwitches.ts). */
function playwrightDisabledFeatures(): string[] {
  const root = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'))
  const bundle = readFileSync(path.join(root, 'lib/coreBundle.js'), 'utf8')
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1]
  if (list === undefined) throw new Error('playwright-core no longer lists its disabled features as this test reads them: read lib/coreBundle.js again')
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"(\w+)"/g)].map((match) => match[1]!)
}

test('our one --disable-features repeats every feature Playwright disables', () => {
  const playwrights = playwrightDisabledFeatures()
  expect(playwrights.length).toBeGreaterThan(5)
  expect(playwrights.filter((name) => !PLAYWRIGHT_DISABLED_FEATURES.includes(name))).toEqual([])
  const ours = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))
  expect(ours).toHaveLength(1)
  expect(ours[0]!.slice('--disable-features='.length).split(',')).toEqual(expect.arrayContaining([...playwrights, 'WebUIOmniboxPopup']))
})
