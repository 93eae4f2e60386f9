// What the property screens share on the server beyond the route kit (app/web/route-kit.server.ts):
// the remembered list/table choice.
import { createCookie } from 'react-router'

// ---------------------------------------------------------------------------------------------
// The index's view, remembered like the spec's `propertyStoreListViewType` (default list)

export const VIEW_TYPES = ['list', 'table'] as const
export type ViewType = (typeof VIEW_TYPES)[number]

export const viewTypeCookie = createCookie('propertyStoreListViewType', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
})

export function isViewType(value: unknown): value is ViewType {
  return VIEW_TYPES.includes(value as ViewType)
}

export async function readViewType(request: Request): Promise<ViewType> {
  const value: unknown = await viewTypeCookie.parse(request.headers.get('cookie'))
  return isViewType(value) ? value : 'list'
}
