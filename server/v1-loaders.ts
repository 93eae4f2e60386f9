// GET calls of /v1 are answered by their route's loader without React Router's request handler
// (ADR 040). For a resource route the handler only finds the route and calls its loader, but
// finding it means trying the app's ~250 routes in rank order, twice per request, and its answer is
// streamed back through the Express adapter: together about a sixth of the CPU of
// `GET /v1/member/property`, and most of `GET /v1/member/property/{id}`'s. A path without
// parameters is one Map lookup; a path with them (`/v1/member/property/7`) is matched against the
// routes its first segment reaches, ranked as React Router ranks them (branchFinder), once per
// path (remembered). Everything else takes the usual way: other methods, HEAD, a route with
// middleware on the way or a splat (the /v1 catch-all), data requests (`.data`), and the exact
// paths' other spellings (case, a trailing slash), which React Router also accepts.
import type { RequestHandler as ExpressHandler, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { matchRoutes, type RouterContextProvider, type ServerBuild } from 'react-router'
import { fetchRequestOf, patternOf, routeChain, routeTree, sendWhole } from './fetch-bridge'
import { branchFinder, remembered } from './page-answers'

type Loader = (args: { request: Request; url: URL; pattern: string; params: Record<string, string>; context: RouterContextProvider }) => unknown

/** The loaders of the /v1 routes a path without parameters names, by that path. */
export function v1LoadersByPath(build: ServerBuild): Map<string, Loader> {
  const tree = routeTree(build)
  const loaders = new Map<string, Loader>()
  for (const [id, loader] of directLoaders(build)) {
    const path = build.routes[id]?.path ?? ''
    if (/[:*?]/.test(path)) continue
    // Only where the path is this route's in React Router's own ranking.
    if (matchRoutes(tree, `/${path}`)?.at(-1)?.route.id === id) loaders.set(`/${path}`, loader)
  }
  return loaders
}

/** A GET path's /v1 loader, its parameters and its route's pattern, if this module answers it. */
export function v1LoaderOf(build: ServerBuild): (pathname: string) => { loader: Loader; params: Record<string, string>; pattern: string } | undefined {
  const exact = v1LoadersByPath(build)
  // Routes with parameters (`:id`), none optional, no splat.
  const takesParams = (path: string) => path.includes(':') && !/[*?]/.test(path)
  // Each with its pattern, worked out once here rather than on every request.
  const withParams = new Map(
    [...directLoaders(build)]
      .filter(([id]) => takesParams(build.routes[id]?.path ?? ''))
      .map(([id, loader]) => [id, { loader, pattern: patternOf(routeChain(build, id)) }] as const),
  )
  // Remembered per path, as the pages' are: ranking the /v1 routes anew took about a tenth of the
  // web process's time under `GET /v1/member/property/{id}` (a CPU profile, 2026-12-01).
  const find = remembered(branchFinder(build, (id) => withParams.has(id)))
  return (pathname) => {
    const loader = exact.get(pathname)
    if (loader) return { loader, params: {}, pattern: pathname }
    // A data request is React Router's. `find` matches only paths whose first segment reaches a
    // route with parameters (in any case, as React Router compares), ranked among all it reaches.
    if (pathname.endsWith('.data')) return undefined
    const leaf = find(pathname)?.at(-1)
    const matched = leaf && withParams.get(String(leaf.route.id))
    if (!leaf || !matched) return undefined
    return { ...matched, params: leaf.params as Record<string, string> }
  }
}

/** The /v1 routes' loaders React Router would call alone: a loader, no middleware on the way. */
function directLoaders(build: ServerBuild): Map<string, Loader> {
  const hasMiddleware = (id: string) => routeChain(build, id).some((route) => route.module.middleware !== undefined)
  const loaders = new Map<string, Loader>()
  for (const route of Object.values(build.routes)) {
    const loader = route?.module.loader as Loader | undefined
    if (!route?.id.startsWith('v1/') || !route.path || !loader || hasMiddleware(route.id)) continue
    loaders.set(route.id, loader)
  }
  return loaders
}

export function v1LoaderAnswers(
  build: ServerBuild,
  contextOf: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider,
): ExpressHandler {
  const loaderOf = v1LoaderOf(build)
  return (req, res, next) => {
    const found = req.method === 'GET' ? loaderOf(req.path) : undefined
    if (!found) return next()
    const { loader, params, pattern } = found
    const request = fetchRequestOf(req)
    const answer = async () => {
      try {
        const result = await loader({ request, url: new URL(request.url), pattern, params, context: contextOf(req, res) })
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
