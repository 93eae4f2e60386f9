// POST /cookie-consent: the cookie notice's Got It (spec §2.21). With the page script it answers
// 204 and the notice slides away; without, it redirects through GET /cookie-consent?check, which
// sees whether the cookie it just set came back: if not, the browser refuses cookies, and the page
// the visitor came from shows the blocked-cookies dialog (?cookies=blocked). That round trip is
// the only way a server can tell, so it happens on Got It, never on a first visit.
import { redirect } from 'react-router'
import { safeRedirect } from '~/server/safe-redirect'
import { BLOCKED_PARAM, consentCookie, hasConsented } from '~/server/cookie-consent.server'
import { readFormData } from '~/server/form-data.server'
import type { Route } from './+types/cookie-consent'

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request)
  const headers = { 'Set-Cookie': await consentCookie.serialize('yes') }
  if (form.get('mode') === 'script') return new Response(null, { status: 204, headers })
  const back = safeRedirect(form.get('redirectTo'), '/')
  return redirect(`/cookie-consent?${new URLSearchParams({ check: '1', redirectTo: back })}`, { status: 303, headers })
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const back = new URL(safeRedirect(url.searchParams.get('redirectTo'), '/'), url)
  back.searchParams.delete(BLOCKED_PARAM)
  if (url.searchParams.has('check') && !(await hasConsented(request))) back.searchParams.set(BLOCKED_PARAM, 'blocked')
  return redirect(back.pathname + back.search + back.hash)
}
