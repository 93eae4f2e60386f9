// axe, the accessibility checker, for every journey that checks a page. axe is itself a script, so
// a page without JavaScript is checked as the server sent it: its HTML with every script taken
// out, written into a page of the same origin that runs scripts (the app's pages have no
// <noscript> parts). The HTML is fetched with the tested page's cookies, so it is what that page
// shows. No request is intercepted: interception made each page as slow as two.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { E2E_BASE_URL } from './server-config'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Where axe looks: a part of the page (`include`), or all of it but a part (`exclude`). */
type Scope = { include?: string; exclude?: string }

/** axe's serious and critical findings on what `page` shows now, as "rule: targets". */
export async function seriousIssues(page: Page, tags = WCAG_TAGS, { include, exclude }: Scope = {}) {
  let builder = new AxeBuilder({ page }).withTags(tags)
  if (include) builder = builder.include(include)
  if (exclude) builder = builder.exclude(exclude)
  const { violations } = await builder.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

export type AxeView = {
  /** The page axe runs in. */
  page: Page
  /** Shows `path` as the tested page would. */
  open(path: string): Promise<void>
  close(): Promise<void>
}

/** With JavaScript, the tested page itself; without, a page showing the server's HTML. */
export async function axeView(page: Page, javaScriptEnabled: boolean): Promise<AxeView> {
  if (javaScriptEnabled) {
    return { page, open: async (path) => void (await page.goto(path)), close: async () => {} }
  }
  const context = await page.context().browser()!.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true, viewport: page.viewportSize() })
  const view = await context.newPage()
  await view.goto('/healthz')
  return {
    page: view,
    async open(path) {
      const response = await page.request.get(path)
      await view.setContent((await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, ''))
    },
    close: () => context.close(),
  }
}
