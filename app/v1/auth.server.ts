// Bearer-token authentication for /v1: `Authorization: Bearer <token>` or a bare `<token>`.
// The browser's session cookie is never accepted here.
import { ApiError } from '~/v1/api.server'
import { findSessionWithMember } from '~/services/session.server'

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')?.trim()
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (match) return match[1] ?? null
  return /^\S+$/.test(header) ? header : null
}

export async function requireApiMember(request: Request, now = new Date()) {
  const token = bearerToken(request)
  if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to continue: no access token was sent.')
  const session = await findSessionWithMember(token)
  if (!session || session.kind !== 'API' || session.revokedAt || session.expiresAt <= now) {
    throw new ApiError(401, 'UNAUTHORIZED', 'The access token is invalid or has expired. Sign in again.')
  }
  const { id, phone, firstName, lastName, prefLanguage } = session.member
  return { id, phone, firstName, lastName, prefLanguage }
}
