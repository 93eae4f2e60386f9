// Web sessions live in the database; the cookie holds only a random token whose hash is the
// key. Sessions expire 14 days after sign-in and after 15 minutes without a request.
import { createCookie } from 'react-router'
import { type Language, type Plan, Prisma, type Theme } from '~/generated/prisma/client'
import { prisma, readRows } from '~/server/db.server'
import { isProduction } from '~/server/env.server'
import { generateToken, hashToken } from '~/server/tokens.server'
import { recordAudit } from '~/services/audit.server'
import { type MemberRoles, rolesColumns } from '~/services/my-rent/landing.server'

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000
export const IDLE_TIMEOUT_MS = 15 * 60 * 1000
// lastSeenAt is written at most once a minute, so page views do not each cost a write. The idle
// timeout therefore holds to the minute: a session ends 15 minutes after the last *written*
// lastSeenAt, which can be up to a minute before the member's last request (14-15 minutes idle).
const TOUCH_INTERVAL_MS = 60 * 1000

export const sessionCookie = createCookie(isProduction ? '__Host-bhadaa_session' : 'bhadaa_session', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: isProduction,
})

/**
 * A new session. `userAgent` names the device: a sign-in from one this member never used before
 * is a row in the audit log.
 */
export async function createSession(memberId: number, kind: 'WEB' | 'API', now = new Date(), userAgent: string | null = null) {
  const token = generateToken()
  const device = userAgent?.slice(0, 300) ?? null
  // The first session of all (the sign-up's) is no new device; any later one from an unseen device is.
  const [known, earlier] = await Promise.all([
    prisma.session.findFirst({ where: { memberId, userAgent: device }, select: { id: true } }),
    prisma.session.findFirst({ where: { memberId }, select: { id: true } }),
  ])
  if (earlier && !known) {
    await recordAudit({ actorMemberId: memberId, actorRole: 'MEMBER', action: 'member.signInNewDevice', subjectMemberId: memberId, details: { kind, userAgent: device } })
  }
  const session = await prisma.session.create({
    data: {
      tokenHash: hashToken(token),
      memberId,
      kind,
      userAgent: device,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    },
  })
  return { token, expiresAt: session.expiresAt }
}

/** The Set-Cookie value that signs the browser in with a new web session. */
export async function commitWebSession(memberId: number, now = new Date(), userAgent: string | null = null) {
  const { token, expiresAt } = await createSession(memberId, 'WEB', now, userAgent)
  return sessionCookie.serialize(token, { expires: expiresAt })
}

export function clearSessionCookie() {
  return sessionCookie.serialize('', { maxAge: 0 })
}

export type SessionWithMember = {
  id: number
  kind: 'WEB' | 'API'
  expiresAt: Date
  revokedAt: Date | null
  lastSeenAt: Date
  /** When it was signed in (the operator console wants a fresh sign-in). */
  createdAt: Date
  member: { id: number; phone: string; firstName: string; lastName: string; prefLanguage: Language; theme: Theme; plan: Plan }
  /** Whether the member rents and lets, when asked for (`withRoles`); else null. */
  roles: MemberRoles | null
}

/**
 * The session of a token and its member, in one query (every signed-in request asks, so it is kept
 * to one round trip; a nested Prisma select makes two). `withRoles` reads whether the member rents
 * and lets in the same statement: a page's frame shows both (app/web/auth.server.ts).
 */
export async function findSessionWithMember(token: string, { withRoles = false } = {}): Promise<SessionWithMember | null> {
  const roles = withRoles ? Prisma.sql`, ${rolesColumns(Prisma.sql`m."id"`, Prisma.sql`m."phone"`)}` : Prisma.empty
  return (await readSession(token, roles))?.session ?? null
}

/**
 * An API token's session and member and, in the same statement, what `read` (given the member's
 * id as SQL) reads for that member as one JSON value: a /v1 call answered in one round trip
 * instead of a session read and then its own. The read runs only for an API session that was not revoked; the caller checks the
 * session as always (kind, revocation, expiry) before it uses the value.
 */
export async function findApiSessionReading<T>(token: string, read: (memberId: Prisma.Sql) => Prisma.Sql): Promise<{ session: SessionWithMember; value: T | null } | null> {
  const value = Prisma.sql`, CASE WHEN s."kind" = 'API' AND s."revokedAt" IS NULL THEN ${read(Prisma.sql`m."id"`)} END AS "value"`
  const found = await readSession(token, value)
  return found && { session: found.session, value: found.value as T | null }
}

async function readSession(token: string, extraColumns: Prisma.Sql) {
  type Row = Omit<SessionWithMember, 'member' | 'id' | 'roles'> & { sessionId: number } & SessionWithMember['member'] & Partial<MemberRoles> & { value?: unknown }
  const [row] = await readRows<Row>(Prisma.sql`
    SELECT s."id" AS "sessionId", s."kind", s."expiresAt", s."revokedAt", s."lastSeenAt", s."createdAt",
           m."id", m."phone", m."firstName", m."lastName", m."prefLanguage", m."theme", m."plan"${extraColumns}
    FROM "Session" s JOIN "Member" m ON m."id" = s."memberId"
    WHERE s."tokenHash" = ${hashToken(token)}`)
  if (!row) return null
  const { sessionId, kind, expiresAt, revokedAt, lastSeenAt, createdAt, rents, lets, value, ...member } = row
  const roles = rents === undefined || lets === undefined ? null : { rents, lets }
  return { session: { id: sessionId, kind, expiresAt, revokedAt, lastSeenAt, createdAt, member, roles } satisfies SessionWithMember, value }
}

/** The signed-in member of a web request, or null (no cookie, unknown, revoked, expired or idle). */
export async function getSessionMember(request: Request, now = new Date()) {
  return (await getWebSession(request, now))?.member ?? null
}

/**
 * The web session of a request: its member, when they signed in (the operator console wants a
 * fresh one) and, `withRoles`, whether the member rents and lets.
 */
export async function getWebSession(request: Request, now = new Date(), { withRoles = false } = {}) {
  const token = await sessionTokenOf(request)
  if (!token) return null
  const session = await findSessionWithMember(token, { withRoles })
  if (!session || session.kind !== 'WEB' || session.revokedAt || session.expiresAt <= now) return null
  if (now.getTime() - session.lastSeenAt.getTime() > IDLE_TIMEOUT_MS) {
    await prisma.session.update({ where: { id: session.id }, data: { revokedAt: now } })
    return null
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: now } })
  }
  return { member: session.member, signedInAt: session.createdAt, roles: session.roles }
}

/** Ends the session of this token (sign-out); unknown or already revoked tokens are ignored. */
export async function revokeSession(token: string, now = new Date()) {
  await prisma.session.updateMany({ where: { tokenHash: hashToken(token), revokedAt: null }, data: { revokedAt: now } })
}

/** Ends the web session whose cookie the request carries, if any. Pair with clearSessionCookie(). */
export async function revokeWebSession(request: Request, now = new Date()) {
  const token = await sessionTokenOf(request)
  if (token) await revokeSession(token, now)
}

/** Ends every session of the member, web and API (after a password reset). */
export async function revokeAllSessions(memberId: number, now = new Date(), db: Pick<typeof prisma, 'session'> = prisma) {
  await db.session.updateMany({ where: { memberId, revokedAt: null }, data: { revokedAt: now } })
}

/** The token of the web session the request's cookie carries, or null. */
export async function sessionTokenOf(request: Request): Promise<string | null> {
  const token: unknown = await sessionCookie.parse(request.headers.get('cookie'))
  return typeof token === 'string' && token !== '' ? token : null
}

/** Ends every session of the member, web and API, except the one of `keepToken` (a password change). */
export async function revokeOtherSessions(
  memberId: number,
  keepToken: string | null,
  now = new Date(),
  db: Pick<typeof prisma, 'session'> = prisma,
) {
  const keep = keepToken ? { NOT: { tokenHash: hashToken(keepToken) } } : {}
  await db.session.updateMany({ where: { memberId, revokedAt: null, ...keep }, data: { revokedAt: now } })
}
