// The signed-in pages whose first-visit weight `npm run bench` measures (scripts/page-weight.ts)
// against the signed-in page budget: at most 250 KB in all, of which at most 75 KB of JavaScript
// (what a cheap phone parses and runs without blocking for long), in at most 2 JavaScript files
// (each is a round trip on a 150 ms network; tests/e2e/every-page.spec.ts checks the count too).
// No signed-in page hydrates since ADR 037: their JavaScript is the page script, a cached file
// since ADR 057, and the islands it fetches.
import type { Budget } from './page-weight.ts'

export const SIGNED_IN_BUDGET: Budget = { totalBytes: 250 * 1024, javaScriptBytes: 75 * 1024, scriptFiles: 2 }

/**
 * The signed-in pages served without React (ADR 031, 033, 034, 037): their only JavaScript is the page
 * script, one file kept cached (ADR 057). Their forms are plain posts the server checks.
 */
export const PAGES_WITHOUT_REACT = [
  '/dashboard',
  '/properties',
  '/properties/{propertyId}',
  '/properties/{propertyId}/readings',
  '/properties/{propertyId}/team',
  '/invitations',
  '/agreements',
  '/agreements/create',
  '/agreements/history',
  '/agreements/{agreementId}',
  '/agreements/{agreementId}/lease',
  '/agreements/{agreementId}/meters',
  '/agreements/{agreementId}/changes',
  '/agreements/{agreementId}/settlement',
  '/agreements/{agreementId}/statement',
  '/tenants',
  '/tenants/{tenantId}',
  '/tenants/{tenantId}/identity',
  '/receipts/{receiptNumber}',
  '/agreements/{agreementId}/receipts/{receiptNumber}',
  '/rental-notices',
  '/notifications',
  '/reports/rent-income',
  '/expenses',
  '/expenses/new',
  '/expenses/{expenseId}',
  '/repairs',
  '/repairs/new',
  '/reports',
  '/reports/profit',
  '/settings',
  '/settings/appearance',
  '/settings/notification',
  '/settings/change-password',
  '/settings/backups',
  '/settings/payments',
  '/settings/billing',
  '/settings/activity',
  '/my-rent',
]

/** Those pages' budget: at most 25 KB of JavaScript, in one file (the page script's, ADR 057). */
export const WITHOUT_REACT_BUDGET: Budget = { totalBytes: 250 * 1024, javaScriptBytes: 25 * 1024, scriptFiles: 1 }

/** The pages whose page script fetches an island's file at once: the property form's location part (ADR 037). */
const PAGES_WITH_ISLAND_FILES = ['/properties/create', '/properties/edit/{propertyId}']

/** Every signed-in page; later features add theirs (`{name}`: a record id of the bench member). */
export const SIGNED_IN_PAGES = [...PAGES_WITHOUT_REACT, ...PAGES_WITH_ISLAND_FILES]

/** `pages` (by default SIGNED_IN_PAGES) with the `{name}` placeholders filled from `ids`. */
export function signedInPages(ids: Record<string, number>, pages: readonly string[] = SIGNED_IN_PAGES) {
  return pages.map((page) =>
    page.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!(name in ids)) throw new Error(`no bench record for {${name}}`)
      return String(ids[name])
    }),
  )
}

/** A web session cookie ("name=value") for a member, signed in through the sign-in form as a browser would. */
export async function signInForCookie(base: string, phone: string, password: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ phone, password }),
    redirect: 'manual',
  })
  const cookie = response.headers.getSetCookie().find((value) => /bhadaa_session=/.test(value))
  if (!cookie) throw new Error(`signing in as ${phone} failed with ${response.status}`)
  return cookie.split(';')[0] as string
}
