// A signed-in page loads in at most 15 JavaScript files (every file is a round trip on a
// 150 ms network; ADR 024). Every signed-in page the bench weighs (scripts/signed-in-weights.ts),
// on a first visit (a fresh browser context: empty cache), in English and in Nepali, counting
// each script the page requests until the network is idle. JavaScript on only: without it, no
// script is requested at all. The page weights themselves are checked by `npm run bench`.
import { createMember, expect, signIn, test, withDatabase } from './support/fixtures'
import { insertLeasedHouse } from './support/ledger'
import { insertProperty } from './support/properties'
import { PAGES_WITHOUT_REACT, SIGNED_IN_PAGES, SIGNED_IN_BUDGET } from '../../scripts/signed-in-weights'

// One test a language, so the two run side by side on two workers.
for (const prefLanguage of ['ENG', 'NEP'] as const) {
  test(`every signed-in page loads in at most 15 JavaScript files, in ${prefLanguage === 'ENG' ? 'English' : 'Nepali'}`, async ({ browser, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript no script is requested')
    test.setTimeout(180_000)
    const member = await createMember({ prefLanguage })
    const { propertyId } = await insertProperty(member.id, { name: 'Himalaya Apartments', isDivided: true, units: [{ name: 'Flat 1' }] })
    const { agreementId } = await insertLeasedHouse(member.id)
    const { rows } = await withDatabase((db) => db.query<{ tenantId: number }>(`SELECT "tenantId" FROM "Agreement" WHERE id = $1`, [agreementId]))
    const ids: Record<string, number> = { propertyId, agreementId, tenantId: rows[0]!.tenantId }
    // A receipt needs a recorded payment: its page is counted by the bench, which records one.
    // The pages without React request none (tests/e2e/signed-in-without-react.spec.ts).
    const paths = SIGNED_IN_PAGES.filter((page) => !page.includes('{receiptNumber}') && !PAGES_WITHOUT_REACT.includes(page)).map((page) =>
      page.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name])),
    )
    const counts: string[] = []
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
      const page = await context.newPage()
      await signIn(page, member)
      let scripts = 0
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts += 1
      })
      const response = await page.goto(path, { waitUntil: 'networkidle' })
      expect(response?.status(), path).toBe(200)
      expect(new URL(page.url()).pathname).toBe(path)
      if (scripts > SIGNED_IN_BUDGET.scriptFiles!) counts.push(`${prefLanguage} ${path}: ${scripts} files`)
      expect(scripts, `${path} requested no script: the count would prove nothing`).toBeGreaterThan(0)
      await context.close()
    }
    expect(counts).toEqual([])
  })
}
