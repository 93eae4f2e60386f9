// The cookie notice's consent (spec §2.21: persisted): a cookie that says Got It was pressed.
import { createCookie } from 'react-router'

export const consentCookie = createCookie('cookie_consent', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
})

export async function hasConsented(request: Request) {
  return (await consentCookie.parse(request.headers.get('cookie'))) === 'yes'
}

/** ?cookies=blocked: the consent cookie did not come back after Got It (routes/cookie-consent.ts). */
export const BLOCKED_PARAM = 'cookies'

export function cookiesReportedBlocked(request: Request) {
  return new URL(request.url).searchParams.get(BLOCKED_PARAM) === 'blocked'
}
