// /ops: the operator console's layout. Its middleware (app/web/ops.server.ts) answers
// 404 to everyone but an operator with a fresh sign-in; the pages under it are server-only (ADR 009).
// The operator keeps the app's header and navigation (AppFrame).
import { Outlet } from 'react-router'
import { RouteErrorPage } from '~/components/error-page'
import { AppFrame, appFramePage } from '~/components/frame/app-frame'
import { getSessionMember } from '~/services/accounts/session.server'
import { frameDataOf } from '~/web/frame.server'
import { opsMiddleware } from '~/web/ops.server'
import type { Route } from './+types/layout'

export const middleware: Route.MiddlewareFunction[] = [opsMiddleware]

// The operator is a signed-in member: the app's header and navigation stay.
export const handle = appFramePage

export async function loader({ request, context }: Route.LoaderArgs) {
  // The middleware let in only a signed-in operator.
  const member = await getSessionMember(request)
  return { frame: member ? await frameDataOf(request, context, member) : null }
}

export default function OpsLayout({ loaderData }: Route.ComponentProps) {
  return loaderData.frame ? (
    <AppFrame frame={loaderData.frame}>
      <Outlet />
    </AppFrame>
  ) : (
    <Outlet />
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
