// POST /sidebar (route SidebarState): collapse or expand the sidebar. The plain form (JavaScript
// off) sends redirectTo and comes back to the page; the sidebar's fetcher sends only the state.
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { parseFormFields, readFormData } from '~/server/form-data.server'
import { safeRedirect } from '~/server/safe-redirect'
import { sidebarCookie } from '~/server/sidebar.server'
import type { Route } from './+types/sidebar'

const SidebarSchema = z.object({
  collapsed: z.enum(['true', 'false']),
  redirectTo: z.string().optional(),
})

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseFormFields(await readFormData(request), SidebarSchema)
  if (!parsed.success) return data({ collapsed: null }, { status: 400 })
  const collapsed = parsed.data.collapsed === 'true'
  const headers = { 'Set-Cookie': await sidebarCookie.serialize(collapsed ? 'collapsed' : 'expanded') }
  if (parsed.data.redirectTo !== undefined) return redirect(safeRedirect(parsed.data.redirectTo), { status: 303, headers })
  return data({ collapsed }, { headers })
}

export function loader() {
  return redirect('/dashboard')
}
