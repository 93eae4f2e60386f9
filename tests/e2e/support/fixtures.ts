// Playwright fixtures: a member in the e2e database, and a page signed in as that member
// (a real database session and the same cookie the server sets).
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import pg from 'pg'
import { E2E_BASE_URL, E2E_DATABASE_URL_FILE } from './server-config'

type Member = { id: number; phone: string; firstName: string; lastName: string; prefLanguage: 'ENG' | 'NEP' }

let sequence = 0
function uniquePhone() {
  sequence += 1
  const n = (Date.now() * 100 + process.pid * 7 + sequence) % 100_000_000
  return `+97798${String(n).padStart(8, '0')}`
}

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: readFileSync(E2E_DATABASE_URL_FILE, 'utf8') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function createMember(overrides: Partial<Omit<Member, 'id'>> = {}): Promise<Member> {
  const member = { phone: uniquePhone(), firstName: 'Sita', lastName: 'Sharma', prefLanguage: 'ENG' as const, ...overrides }
  const { rows } = await withDatabase((db) =>
    db.query<{ id: number }>(
      `INSERT INTO "Member" (phone, "firstName", "lastName", "prefLanguage", "passwordHash", "updatedAt")
       VALUES ($1, $2, $3, $4, '!fixture', now()) RETURNING id`,
      [member.phone, member.firstName, member.lastName, member.prefLanguage],
    ),
  )
  return { id: (rows[0] as { id: number }).id, ...member }
}

/** Signs the page's browser context in as the member with a fresh web session. */
export async function signIn(page: Page, member: Member) {
  const token = randomBytes(32).toString('base64url')
  await withDatabase((db) =>
    db.query(
      `INSERT INTO "Session" ("tokenHash", "memberId", kind, "expiresAt") VALUES ($1, $2, 'WEB', now() + interval '14 days')`,
      [createHash('sha256').update(token).digest('hex'), member.id],
    ),
  )
  // React Router's createCookie stores JSON, base64-encoded, URL-encoded.
  const value = encodeURIComponent(Buffer.from(JSON.stringify(token)).toString('base64'))
  // Chromium treats http://localhost as secure and sends Secure cookies to it, but its cookie
  // API only takes a Secure cookie for an https URL of the same host.
  await page.context().addCookies([
    { name: '__Host-bhadaa_session', value, url: E2E_BASE_URL.replace(/^http:/, 'https:'), secure: true, httpOnly: true, sameSite: 'Lax' },
  ])
}

export const test = base.extend<{ member: Member; signedIn: Member }>({
  member: async ({}, use) => {
    await use(await createMember())
  },
  signedIn: async ({ page, member }, use) => {
    await signIn(page, member)
    await use(member)
  },
})

export { expect }
