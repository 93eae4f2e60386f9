// Pages that met an unreachable database answer 503 with Retry-After and the "briefly
// unavailable" page, not the 500 page: React Router hands our handleError (app/entry.server.tsx)
// the real error, then renders the document with errors sanitised to "Unexpected Server Error",
// so the request's load context is what carries the fact from one to the other.
import { type EntryContext, UNSAFE_ErrorResponseImpl as ErrorResponseImpl, isRouteErrorResponse } from 'react-router'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable'

const metUnavailableDatabase = new WeakSet<object>()

/** Remembers that this request's error was the database out of reach; answers whether it was. */
export function noteUnavailableDatabase(error: unknown, loadContext: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false
  if (typeof loadContext === 'object' && loadContext !== null) metUnavailableDatabase.add(loadContext)
  return true
}

/**
 * For a document whose loaders or action met an unreachable database: the route errors become
 * 503 responses (so the error boundary shows the "briefly unavailable" page, on the server and
 * after hydration), Retry-After is set, and the status to answer is returned.
 */
export function answerAsUnavailable(loadContext: object, routerContext: EntryContext, status: number, headers: Headers): number {
  if (!metUnavailableDatabase.has(loadContext)) return status
  const errors = routerContext.staticHandlerContext.errors ?? {}
  for (const [routeId, error] of Object.entries(errors)) {
    if (!isRouteErrorResponse(error)) errors[routeId] = new ErrorResponseImpl(503, 'Service Unavailable', null)
  }
  headers.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
  headers.set('Cache-Control', 'no-store')
  return 503
}
