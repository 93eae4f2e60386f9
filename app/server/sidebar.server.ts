// Whether the member collapsed the sidebar (spec §2.8, the spec's `sidebarState`), kept in a
// cookie so the server renders it right, with or without JavaScript.
import { createCookie } from 'react-router'

export const sidebarCookie = createCookie('sidebarState', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 })

export async function readSidebarCollapsed(request: Request): Promise<boolean> {
  return (await sidebarCookie.parse(request.headers.get('cookie'))) === 'collapsed'
}
