// GET calls of /v1 whose path names one route exactly (`/v1/member/property`, not `/v1/member/property/7`)
// are answered by that route's loader without React Router's request handler (ADR 040). For a
// resource route the handler only finds the route and calls its loader, but finding it means
// trying the app's ~250 routes in rank order, twice per request, and its answer is streamed back
// through the Express adapter: together about a sixth of the CPU of `GET /v1/member/property`.
// Here the path is one Map lookup. Everything else takes the usual way: other methods, HEAD,
// paths with parameters, any spelling React Router would also accept (case, a trailing slash).
import type { RequestHandler as ExpressHandler, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { matchRoutes, type RouterContextProvider, type ServerBuild } from 'react-router'
import { fetchRequestOf, routeTree, sendWhole } from './fetch-bridge'

type Loader = (args: { request: Request; url: URL; pattern: string; params: Record<string, string>; context: RouterContextProvider }) => unknown

/** The loaders of the /v1 routes a path without parameters names, by that path. */
export function v1LoadersByPath(build: ServerBuild): Map<string, Loader> {
  const tree = routeTree(build)
  const loaders = new Map<string, Loader>()
  const hasMiddleware = (id: string | undefined): boolean => {
    const route = id === undefined ? undefined : build.routes[id]
    return route !== undefined && (route.module.middleware !== undefined || hasMiddleware(route.parentId))
  }
  for (const route of Object.values(build.routes)) {
    if (!route?.id.startsWith('v1/') || !route.path || /[:*?]/.test(route.path)) continue
    const pathname = `/${route.path}`
    const loader = route.module.loader as Loader | undefined
    // Only where React Router would call this loader alone: no middleware on the way, and the path
    // is this route's in React Router's own ranking.
    if (!loader || hasMiddleware(route.id) || matchRoutes(tree, pathname)?.at(-1)?.route.id !== route.id) continue
    loaders.set(pathname, loader)
  }
  return loaders
}

export function v1LoaderAnswers(
  build: ServerBuild,
  contextOf: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider,
): ExpressHandler {
  const loaders = v1LoadersByPath(build)
  return (req, res, next) => {
    const loader = req.method === 'GET' ? loaders.get(req.path) : undefined
    if (!loader) return next()
    const request = fetchRequestOf(req)
    const answer = async () => {
      try {
        const result = await loader({ request, url: new URL(request.url), pattern: req.path, params: {}, context: contextOf(req, res) })
        // Every /v1 loader answers a Response (handleApi, app/v1/api.server.ts).
        if (!(result instanceof Response)) throw new Error(`The loader of ${req.path} answered no Response`)
        return result
      } catch (error) {
        // A thrown Response is the answer, as React Router makes it; anything else goes to the
        // app's error handler (503 for an unreachable database, else 500).
        if (error instanceof Response) return error
        throw error
      }
    }
    answer().then((response) => sendWhole(res, response)).catch(next)
  }
}
