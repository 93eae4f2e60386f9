// What the signed-in frame's navigation needs, for every page that draws it: the signed-in area's
// layout, and the pages outside it that a signed-in member reaches from it (/plans, /ops), so
// they keep the app's own navigation instead of the public site's.
import { createContext, type RouterContextProvider } from 'react-router'
import { readSidebarCollapsed } from '~/server/sidebar.server'
import { sessionRolesOf } from '~/web/auth.server'
import { type MemberRoles, rolesOf } from '~/services/my-rent/landing.server'
import type { FrameData } from '~/components/frame/app-frame'

type Member = { id: number; phone: string }

// The frame and a page that shows the same facts (My Rent's link to the dashboard) run side by
// side in one request: one read for both, the session read's when it asked (a GET's does).
const rolesContext = createContext<Promise<MemberRoles> | null>(null)

/** Whether the member rents and lets, read once per request. */
export function memberRolesOf(context: Pick<RouterContextProvider, 'get' | 'set'>, member: Member): Promise<MemberRoles> {
  let pending = context.get(rolesContext)
  if (!pending) {
    pending = sessionRolesOf(context).then((roles) => roles ?? rolesOf(member))
    context.set(rolesContext, pending)
  }
  return pending
}

export async function frameDataOf(request: Request, context: Pick<RouterContextProvider, 'get' | 'set'>, member: Member): Promise<FrameData> {
  const [sidebarCollapsed, { rents, lets }] = await Promise.all([readSidebarCollapsed(request), memberRolesOf(context, member)])
  return { sidebarCollapsed, myRent: rents ? (lets ? 'second' : 'first') : null }
}
