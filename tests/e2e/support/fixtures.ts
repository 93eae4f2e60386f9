// Playwright fixtures: members, tenants on agreements and sessions in the e2e database, and a
// page signed in as a member (a real database session and the same cookie the server sets).
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { hash } from '@node-rs/argon2'
import { test as base, expect, type Page } from '@playwright/test'
import pg from 'pg'
import { E2E_BASE_URL, E2E_DATABASE_URL_FILE } from './server-config'

export type Member = { id: number; phone: string; firstName: string; lastName: string; prefLanguage: 'ENG' | 'NEP' }

let sequence = 0
// 980-982, 984-986 and 988 are mobile ranges in use; 983, 987 and 989 are not (the server refuses them).
const MOBILE_PREFIXES = ['980', '981', '982', '984', '985', '986', '988']

/** A valid Nepal mobile number in E.164 that no other test (worker, run) uses. */
export function uniquePhone() {
  sequence += 1
  const n = (Date.now() * 100 + process.pid * 7 + sequence) % 70_000_000
  return `+977${MOBILE_PREFIXES[Math.floor(n / 10_000_000)]}${String(n % 10_000_000).padStart(7, '0')}`
}

/** The 10 digits a member types (and the SMS log records) for an E.164 number. */
export function national(phone: string) {
  return phone.replace(/^\+977/, '')
}

/** Nepal's today in SQL, as the app counts days (`nepalToday`): `current_date` is the database's
 * UTC day, which is a day behind Nepal from 18:15 to midnight UTC. */
export const NEPAL_TODAY = `(now() AT TIME ZONE 'Asia/Kathmandu')::date`

export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: readFileSync(E2E_DATABASE_URL_FILE, 'utf8') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A member; with `password` one that can sign in through the form (argon2id, as the app hashes). */
export async function createMember(overrides: Partial<Omit<Member, 'id'>> & { password?: string } = {}): Promise<Member> {
  const { password, ...fields } = overrides
  const member = { phone: uniquePhone(), firstName: 'Sita', lastName: 'Sharma', prefLanguage: 'ENG' as const, ...fields }
  const passwordHash = password ? await hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }) : '!fixture'
  const { rows } = await withDatabase((db) =>
    db.query<{ id: number }>(
      `INSERT INTO "Member" (phone, "firstName", "lastName", "prefLanguage", "passwordHash", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, now()) RETURNING id`,
      [member.phone, member.firstName, member.lastName, member.prefLanguage, passwordHash],
    ),
  )
  return { id: (rows[0] as { id: number }).id, ...member }
}

/**
 * A tenant a landlord has put on an active agreement, who has not signed up: the number is
 * claimable. The property sits in the first seeded district.
 */
export async function createTenantOnAgreement(tenant: {
  phone: string
  firstName: string
  lastName: string
  prefLanguage: 'ENG' | 'NEP'
  agreementName: string
  startDate: string
}) {
  const landlord = await createMember({ firstName: 'Gopal', lastName: 'Landlord' })
  await withDatabase(async (db) => {
    const district = (await db.query<{ id: number; provinceId: number }>(`SELECT id, "provinceId" FROM "District" ORDER BY id LIMIT 1`)).rows[0]!
    const tenantId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Tenant" (phone, "firstName", "lastName", "prefLanguage", "updatedAt") VALUES ($1, $2, $3, $4, now()) RETURNING id`,
        [tenant.phone, tenant.firstName, tenant.lastName, tenant.prefLanguage],
      )
    ).rows[0]!.id
    const propertyId = (
      await db.query<{ id: number }>(
        `INSERT INTO "Property" ("memberId", name, type, "isDivided", area, "areaUnit", address1, address2, "provinceId", "districtId", city, "updatedAt")
         VALUES ($1, 'Baneshwor House', 'RESIDENTIAL', false, 4, 'aana', 'Baneshwor', 'Ward 10', $2, $3, 'Kathmandu', now()) RETURNING id`,
        [landlord.id, district.provinceId, district.id],
      )
    ).rows[0]!.id
    await db.query(
      `INSERT INTO "Agreement" ("memberId", "propertyId", "tenantId", name, "startDate", "endDate", "leaseAmountPaisa", "paymentIntervalMonths", "paymentDayOfMonth")
       VALUES ($1, $2, $3, $4, $5::date, $5::date + interval '1 year', 2500000, 1, 1)`,
      [landlord.id, propertyId, tenantId, tenant.agreementName, tenant.startDate],
    )
  })
  return landlord
}

/** Makes every web session of the member look idle for 16 minutes (the server ends them at 15). */
export async function makeSessionsIdle(memberId: number) {
  await withDatabase((db) =>
    db.query(`UPDATE "Session" SET "lastSeenAt" = now() - interval '16 minutes' WHERE "memberId" = $1`, [memberId]),
  )
}

/** The member of a phone (E.164), as the database has it now. */
export async function findMember(phone: string) {
  const { rows } = await withDatabase((db) =>
    db.query<{ id: number; firstName: string; lastName: string; prefLanguage: string }>(
      `SELECT id, "firstName", "lastName", "prefLanguage" FROM "Member" WHERE phone = $1`,
      [phone],
    ),
  )
  return rows[0] ?? null
}

/** The member who claimed a tenant's number, or null. */
export async function tenantClaimedBy(phone: string) {
  const { rows } = await withDatabase((db) =>
    db.query<{ claimedByMemberId: number | null }>(`SELECT "claimedByMemberId" FROM "Tenant" WHERE phone = $1`, [phone]),
  )
  return rows[0]?.claimedByMemberId ?? null
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


/** The cookie notice's consent cookie (app/server/cookie-consent.server.ts), as the server sets it. */

export const COOKIE_CONSENT = { name: 'cookie_consent', value: encodeURIComponent(Buffer.from(JSON.stringify('yes')).toString('base64')), url: E2E_BASE_URL }

export const test = base.extend<{ member: Member; signedIn: Member; cookieConsent: boolean }>({
  // Every journey starts with the cookie notice accepted, so it never covers what a test clicks;
  // the notice's own journey turns this off (test.use({ cookieConsent: false })).
  cookieConsent: [true, { option: true }],
  context: async ({ context, cookieConsent }, use) => {
    if (cookieConsent) await context.addCookies([COOKIE_CONSENT])
    await use(context)
  },
  member: async ({}, use) => {
    await use(await createMember())
  },
  signedIn: async ({ page, member }, use) => {
    await signIn(page, member)
    await use(member)
  },
})

export { expect }
