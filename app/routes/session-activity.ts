// POST /session/activity (route SessionActivity): the inactivity timer's keep-alive. Reading the
// session marks it seen, so a member who is busy on one page (typing, scrolling) without loading
// another is not timed out by the server's 15-minute idle rule. 401 when the session has ended.
import { data } from 'react-router'
import { getSessionMember } from '~/services/accounts/session.server'
import type { Route } from './+types/session-activity'

export async function action({ request }: Route.ActionArgs) {
  const member = await getSessionMember(request)
  return data({ signedIn: Boolean(member) }, { status: member ? 200 : 401, headers: { 'Cache-Control': 'no-store' } })
}

export function loader() {
  return data(null, { status: 405, headers: { Allow: 'POST' } })
}
