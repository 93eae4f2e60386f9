// The one-time-code token of the claim, sign-up and password-reset flows: API clients send it in
// the `otpauth` header; a browser using /v1/public/password/* gets it as an httpOnly cookie from
// /forgot, so page scripts never hold it.
import { createCookie } from 'react-router'
import { isProduction } from '~/server/env.server'

export const otpauthCookie = createCookie(isProduction ? '__Host-bhadaa_otpauth' : 'bhadaa_otpauth', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: isProduction,
  // Outlives any flow (a 10-minute code, then 30 minutes to finish); the server decides validity.
  maxAge: 60 * 60,
})

/** The token of the request: the `otpauth` header, else (when allowed) the cookie; '' when none. */
export async function otpauthToken(request: Request, { cookie = false }: { cookie?: boolean } = {}): Promise<string> {
  const header = request.headers.get('otpauth')?.trim()
  if (header) return header
  if (!cookie) return ''
  const value: unknown = await otpauthCookie.parse(request.headers.get('cookie'))
  return typeof value === 'string' ? value : ''
}
