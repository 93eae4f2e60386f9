// /ops: the operator console's layout. Its middleware (app/web/ops.server.ts) answers
// 404 to everyone but an operator with a fresh sign-in; the pages under it are server-only (ADR 009).
import { Outlet } from 'react-router'
import { RouteErrorPage } from '~/components/error-page'
import { opsMiddleware } from '~/web/ops.server'
import type { Route } from './+types/layout'

export const middleware: Route.MiddlewareFunction[] = [opsMiddleware]

export default function OpsLayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
