// Every page of the app, at 360 px, in English and Nepali, JavaScript on and off, as a landlord,
// their tenant, the operator and a visitor see it with something on it (support/every-page.ts):
// words, not codes, on every page (support/raw-codes.ts), targets a thumb can hit
// (support/tap-targets.ts) and form texts that do not overlap (support/overlaps.ts); the checks are
// soft, so one run lists every page's problems. With JavaScript on, a signed-in page requests at
// most 15 script files (ADR 024). The walk covers every page route in app/routes.ts: a new page
// that is not walked fails the first test.
import type { Page, Request } from '@playwright/test'
import { expect, signIn, test } from './support/fixtures'
import { landlordsWorld, operatorMember, pageRoutes, pagesOf, type World } from './support/every-page'
import { expectFieldTextsApart } from './support/overlaps'
import { expectNoRawCodes, rawCodesIn } from './support/raw-codes'
import { E2E_BASE_URL } from './support/server-config'
import { expectThumbFriendly } from './support/tap-targets'
import { SIGNED_IN_BUDGET, SIGNED_IN_PAGES } from '../../scripts/signed-in-weights'

/** The signed-in pages the bench weighs (scripts/signed-in-weights.ts), whose script files are counted. */
const WEIGHED = SIGNED_IN_PAGES.map((page) => new RegExp(`^${page.replace(/\{\w+\}/g, '[^/]+')}$`))

/**
 * Script files each weighed page requested while it was open, where more than the signed-in budget (every
 * file is a round trip on a 150 ms network; ADR 024). The browser's cache is off for the walk, so
 * each page counts as on a first visit, as the bench weighs it.
 */
async function walk(page: Page, paths: string[], { countScripts = false } = {}) {
  const overBudget: string[] = []
  let scripts = 0
  const countScript = (request: Request) => {
    if (request.resourceType() === 'script') scripts += 1
  }
  if (countScripts) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    page.on('request', countScript)
  }
  for (const path of paths) {
    scripts = 0
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
    await expectNoRawCodes(page, { soft: true })
    await expectThumbFriendly(page, { soft: true })
    await expectFieldTextsApart(page, { soft: true })
    if (!countScripts || !WEIGHED.some((pattern) => pattern.test(path))) continue
    if (scripts > SIGNED_IN_BUDGET.scriptFiles!) overBudget.push(`${path}: ${scripts} files`)
    // A page whose HTML names script files but that requested none: the count would prove nothing.
    const named = await page.locator('script[src], link[rel=modulepreload]').count()
    if (named > 0 && scripts === 0) overBudget.push(`${path}: names ${named} script files but requested none`)
  }
  page.off('request', countScript)
  expect(overBudget, `more than ${SIGNED_IN_BUDGET.scriptFiles} script files`).toEqual([])
}

// The world's ids only shape the paths here, so any numbers do.
const SHAPE: World = {
  landlord: { id: 1, phone: '+9779800000000', firstName: 'A', lastName: 'B', prefLanguage: 'ENG' },
  tenant: { id: 2, phone: '+9779800000001', firstName: 'A', lastName: 'B', prefLanguage: 'ENG' },
  agreementId: 3,
  payCode: 'code',
  orderId: 'order',
  meteredPropertyId: 4,
  meteredAgreementId: 5,
  bsLease: { agreementId: 6, tenantId: 7 },
  endedAgreementId: 8,
  settledAgreementId: 13,
  propertyId: 9,
  tenantId: 10,
  noticeId: 11,
  ticketId: 12,
  expenseId: 14,
  repairId: 13,
  heldFormId: 'held',
}

test('the walk covers every page route', ({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the same list either way')
  const walked = Object.values(pagesOf(SHAPE)).flat()
  const missed = pageRoutes().filter(({ pattern }) => !walked.some((path) => pattern.test(path.split('?')[0]!)))
  expect(missed.map(({ path }) => path)).toEqual([])
})

test('the checker finds each kind of code', ({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'no page involved')
  expect(rawCodesIn('Plan: PLUS · BANK_TRANSFER · operator.ticketReply · ops.member.plan · agreement:2 · gateway:KHALTI · agreement-renewed')).toHaveLength(9)
  expect(rawCodesIn('Plus plan · Bank transfer · 13:59 · one-time code · https://bhadaa.com.np/p/AbC · support@bhadaa.com.np · B.S. 2083 · 12.5 units')).toEqual([])
})

for (const language of ['ENG', 'NEP'] as const) {
  test(`a landlord's and their tenant's pages, and the operator's (${language})`, async ({ page, javaScriptEnabled }) => {
    test.setTimeout(240_000)
    const world = await landlordsWorld(language)
    const pages = pagesOf(world)
    await signIn(page, world.landlord)
    // Without JavaScript no script is requested at all.
    await walk(page, pages.landlord, { countScripts: javaScriptEnabled })
    await page.context().clearCookies({ name: '__Host-bhadaa_session' })
    await signIn(page, world.tenant)
    await walk(page, pages.tenant)
    await page.context().clearCookies({ name: '__Host-bhadaa_session' })
    // The operator's console is in English only (the desk's language).
    if (language === 'ENG') {
      await signIn(page, await operatorMember())
      await walk(page, pages.operator)
      await page.context().clearCookies({ name: '__Host-bhadaa_session' })
    }
    await page.context().addCookies([{ name: 'lang', value: encodeURIComponent(Buffer.from(JSON.stringify(language === 'NEP' ? 'ne' : 'en')).toString('base64')), url: E2E_BASE_URL }])
    await walk(page, pages.visitor)
  })
}
