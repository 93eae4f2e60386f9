// Bearer-token authentication for /v1: `Authorization: Bearer <token>` or a bare `<token>`.
// The browser's session cookie is never accepted here.
import { ApiError } from '~/v1/api.server'
import type { Prisma } from '~/generated/prisma/client'
import { findApiSessionReading, findSessionWithMember, type SessionWithMember } from '~/services/accounts/session.server'
import { isFreshSignIn, isOperatorPhone } from '~/services/ops/operators.server'

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')?.trim()
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (match) return match[1] ?? null
  return /^\S+$/.test(header) ? header : null
}

export async function requireApiMember(request: Request, now = new Date()) {
  return liveApiMember(await findSessionWithMember(tokenOf(request)), now)
}

/**
 * The caller, and what `read` reads for them (a JSON value, given their id as SQL), in one
 * statement: a list answered in one round trip instead of two (GET /v1/member/property), since each
 * statement costs a write to PostgreSQL and a wait for its answer.
 */
export async function requireApiMemberReading<T>(request: Request, read: (memberId: Prisma.Sql) => Prisma.Sql, now = new Date()) {
  const found = await findApiSessionReading<T>(tokenOf(request), read)
  const member = liveApiMember(found?.session ?? null, now)
  // A live API session always has its value: the statement reads it for every unrevoked API session.
  return { member, value: found!.value as T }
}

function tokenOf(request: Request): string {
  const token = bearerToken(request)
  if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to continue: no access token was sent.')
  return token
}

function liveApiMember(session: SessionWithMember | null, now: Date) {
  if (!session || session.kind !== 'API' || session.revokedAt || session.expiresAt <= now) {
    throw new ApiError(401, 'UNAUTHORIZED', 'The access token is invalid or has expired. Sign in again.')
  }
  const { id, phone, firstName, lastName, prefLanguage } = session.member
  return { id, phone, firstName, lastName, prefLanguage }
}

/**
 * The operator behind the bearer token: a member in OPERATOR_PHONES. Everyone else,
 * with a token or without, gets 404 (the API does not admit /v1/ops exists); an operator whose
 * sign-in is older than 12 hours gets 401 and signs in again.
 */
export async function requireApiOperator(request: Request, now = new Date()) {
  const notFound = new ApiError(404, 'NOT_FOUND', 'Not found.')
  const token = bearerToken(request)
  if (!token) throw notFound
  const session = await findSessionWithMember(token)
  if (!session || session.kind !== 'API' || session.revokedAt || session.expiresAt <= now || !isOperatorPhone(session.member.phone)) throw notFound
  if (!isFreshSignIn(session.createdAt, now)) throw new ApiError(401, 'UNAUTHORIZED', 'The operator console needs a sign-in less than 12 hours old. Sign in again.')
  return { id: session.member.id }
}
