// Bearer-token authentication for /v1: `Authorization: Bearer <token>` or a bare `<token>`.
// The browser's session cookie is never accepted here.
import { ApiError } from '~/v1/api.server'
import { prisma } from '~/server/db.server'
import { hashToken } from '~/server/tokens.server'

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
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      kind: true,
      expiresAt: true,
      revokedAt: true,
      member: { select: { id: true, phone: true, firstName: true, lastName: true, prefLanguage: true } },
    },
  })
  if (!session || session.kind !== 'API' || session.revokedAt || session.expiresAt <= now) {
    throw new ApiError(401, 'UNAUTHORIZED', 'The access token is invalid or has expired. Sign in again.')
  }
  return session.member
}
