// `npm test`: every test. Makes sure a Chromium and the app's fonts exist for the browser tests
// (installing Debian's packages when it may), builds the app once, then runs the unit and integration
// tests (vitest) and the browser tests (Playwright, JavaScript on and off). Ends with a
// "Tests: N passed, N failed" line summing all runners.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const reports = '.data/test-reports'
mkdirSync(reports, { recursive: true })

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit', ...options }).status ?? 1
}

// The app's type (Noto Sans and Noto Sans Devanagari, as on most Android phones in Nepal): the
// browser tests measure labels and fields in it (a Nepali word drawn in boxes has no true width).
const FONT = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf'

function ensureBrowser() {
  const missing = [...(existsSync(chromium) ? [] : ['chromium']), ...(existsSync(FONT) ? [] : ['fonts-noto-core'])]
  if (missing.length === 0) return
  const isRoot = process.getuid?.() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) {
    console.error(
      `Missing for the browser tests: ${missing.join(', ')}. Install (Debian: sudo apt-get install -y ${missing.join(' ')}) or set CHROMIUM_PATH.`,
    )
    process.exit(1)
  }
  console.log(`Installing Debian ${missing.join(' and ')} for the browser tests…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (run('apt-get', ['update', '-qq'], { env }) !== 0 || run('apt-get', ['install', '-y', '-qq', ...missing], { env }) !== 0) {
    console.error(`Could not install ${missing.join(' and ')} with apt-get.`)
    process.exit(1)
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

ensureBrowser()
if (run('npx', ['react-router', 'build']) !== 0) process.exit(1)

const vitestStatus = run('npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`,
])
const playwrightStatus = run('npx', ['playwright', 'test'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
})

const vitest = readJson(`${reports}/vitest.json`)
const playwright = readJson(`${reports}/playwright.json`)
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0)
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0)
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0)
const ok = vitestStatus === 0 && playwrightStatus === 0 && vitest && playwright && passed > 0

/**
 * What the page showed when a browser test failed (Playwright's error-context.md: the page's
 * accessibility tree), shortened: a CI log is all we get of a failure on another machine.
 */
function pageSnapshots(test) {
  const snapshots = []
  for (const result of test.results ?? []) {
    for (const attachment of result.attachments ?? []) {
      if (attachment.name !== 'error-context' || !attachment.path || !existsSync(attachment.path)) continue
      const lines = readFileSync(attachment.path, 'utf8').split('\n')
      const shown = lines.slice(0, 80).join('\n')
      snapshots.push(`--- ${path.relative(process.cwd(), attachment.path)}\n${shown}${lines.length > 80 ? `\n… ${lines.length - 80} more lines` : ''}`)
    }
  }
  return snapshots
}

const contexts = []

/** Every failed test by file and name, last, so a log that keeps only its tail still names them. */
function failures() {
  const names = []
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') names.push(`vitest ${path.relative(process.cwd(), file.name)} › ${test.fullName ?? test.title}`)
    }
  }
  const visit = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        names.push(`playwright [${test.projectName}] ${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')} (${test.status})`)
        contexts.push(...pageSnapshots(test))
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail)
  }
  for (const suite of playwright?.suites ?? []) visit(suite, [])
  return names
}

const failedNames = failures()
if (contexts.length > 0) console.log(`\nWhat the page showed at each browser failure:\n${contexts.join('\n\n')}`)
if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((name) => `  ${name}`).join('\n')}`)
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(ok ? 0 : 1)
