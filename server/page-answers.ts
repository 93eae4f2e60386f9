// GET of a server-only page (every signed-in page and the public pages, ADR 009/031) answered
// without React Router's document handler (ADR 054). These pages never hydrate, yet for each one
// the handler tried the path against the app's ~250 routes in rank order three times (the request,
// the static handler's query, the rendered routes), rebuilt the whole route table twice for
// `ServerRouter`, and encoded the loaders' data as a turbo-stream for a hydration that never comes.
// Here the path is matched once, against the routes its first segment can reach; the route's
// middleware and loaders run as React Router runs them; the page is drawn by the app's document
// renderer (entry.server.tsx) inside React Router's own contexts, built from that one branch.
// Anything but the plain case takes React Router's way from the start: another method, a data
// request, a page that hydrates, an error, a status other than 200. A request that falls back runs
// its middleware and loaders again (a GET's only read). PAGE_ANSWERS=react-router turns the whole
// path off (server/env.ts).
import type { RequestHandler as ExpressHandler, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { type ComponentType, createElement, type ReactNode } from 'react'
import {
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
  type StaticHandlerContext,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
} from 'react-router'
import type { DrawnDocument } from '~/entry.server'
import { requestInfoContext } from '~/server/request-context'
import { fetchRequestOf, patternOf, routeChain, routeTree, sendBody, sendWhole } from './fetch-bridge'

type RouteModule = {
  default?: ComponentType
  Layout?: ComponentType<{ children: ReactNode }>
  ErrorBoundary?: ComponentType
  loader?: (args: DataArgs) => unknown
  middleware?: Middleware[]
  headers?: HeadersFunction | HeadersInit
  clientLoader?: unknown
  handle?: { hydrate?: boolean }
}
type DataArgs = { request: Request; url: URL; params: Record<string, string | undefined>; context: RouterContextProvider; pattern: string }
type Middleware = (args: DataArgs, next: () => Promise<Response>) => unknown
type HeadersFunction = (args: { loaderHeaders: Headers; parentHeaders: Headers; actionHeaders: Headers; errorHeaders: undefined }) => HeadersInit
/** entry.server.tsx's `drawDocument`, taken from the build so that it is the build's own. */
type DrawDocument = (request: Request, status: number, headers: Headers, context: RouterContextProvider, router: ReactNode, how: { neverHydrates: boolean }) => Promise<DrawnDocument>
/** A page's answer: the drawn page, or a Response (a redirect, or what a middleware answered). */
type Answer = DrawnDocument | Response

/** A page this module answers: its routes from the root down, and them as `ServerRouter` draws them. */
type Page = { chain: Array<{ id: string; module: RouteModule }>; branch: RouteObject[]; pattern: string }

/** Thrown inside the middleware chain: React Router is to answer this request. */
const DECLINE = Symbol('decline')

export function pageAnswers(build: ServerBuild, contextOf: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider): ExpressHandler {
  const answerer = pageAnswerer(build)
  return (req, res, next) => {
    const answer = req.method === 'GET' ? answerer(new URL(req.originalUrl, 'http://localhost').pathname) : undefined
    if (!answer) return next()
    answer(fetchRequestOf(req), contextOf(req, res))
      .then((answered) => (answered instanceof Response ? sendWhole(res, answered) : answered ? sendBody(res, answered) : next()))
      .catch(next)
  }
}

/** A drawn page as React Router's middleware would have it from `next()`. */
function responseOf(answer: Answer): Response {
  return answer instanceof Response ? answer : new Response(answer.body, { status: answer.status, headers: answer.headers })
}

/**
 * For the path of a GET: how to answer it if it names a server-only page this module draws, else
 * undefined. The answer itself is undefined too where React Router is to answer after all.
 */
export function pageAnswerer(build: ServerBuild) {
  const render = (build.entry.module as { drawDocument?: DrawDocument }).drawDocument
  const pages = new Map<string, Page>()
  for (const id of Object.keys(build.routes)) {
    const page = plainPage(build, id)
    if (page) pages.set(id, page)
  }
  // Paths whose first segment reaches no such page (/v1 calls, files) are not matched at all.
  const find = remembered(branchFinder(build, (id) => pages.has(id)))
  const routeModules = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, route?.module]))

  return (pathname: string) => {
    const matches = render && !pathname.endsWith('.data') ? find(pathname) : null
    const page = matches && pages.get(String(matches.at(-1)?.route.id))
    if (!matches || !page || matches.length !== page.chain.length) return undefined
    return async (request: Request, context: RouterContextProvider): Promise<Answer | undefined> => {
      const url = new URL(request.url)
      if (url.searchParams.has('index') || url.searchParams.has('_routes')) return undefined
      const args: DataArgs = { request, url, params: matches.at(-1)?.params ?? {}, context, pattern: page.pattern }

      const drawPage = async (): Promise<Answer> => {
        const loaded = await loadAll(page, args)
        if (loaded instanceof Response) return loaded
        const staticContext = {
          basename: '/',
          location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' },
          matches,
          loaderData: loaded.data,
          actionData: null,
          errors: null,
          statusCode: 200,
          loaderHeaders: loaded.headers,
          actionHeaders: {},
        } as unknown as StaticHandlerContext
        const router = createStaticRouter(page.branch, staticContext, { future: build.future })
        const { cspNonce: nonce } = context.get(requestInfoContext)
        const framework = {
          manifest: build.assets,
          routeModules,
          future: build.future,
          ssr: build.ssr,
          isSpaMode: false,
          routeDiscovery: build.routeDiscovery,
          nonce,
          renderMeta: {},
        }
        const element = createElement(
          FrameworkContext.Provider,
          { value: framework as never },
          createElement(RemixErrorBoundary, { location: router.state.location } as never, createElement(StaticRouterProvider, { router, context: staticContext, hydrate: false })),
        )
        return render!(request, 200, documentHeaders(page, loaded.headers), context, element, { neverHydrates: true })
      }

      try {
        return await runMiddleware(page.chain.flatMap((route) => route.module.middleware ?? []), args, drawPage)
      } catch (error) {
        if (error === DECLINE) return undefined
        // A thrown redirect is the answer, as React Router makes it; anything else is its to answer.
        if (isRedirect(error)) return error
        return undefined
      }
    }
  }
}

/**
 * The routes a path matches, as `matchRoutes` over all of the build's routes finds them, but
 * ranking only the routes its first segment can reach: those whose path starts with that segment
 * (in any case, as React Router compares), and those whose first segment is a parameter or a splat.
 * A route left out starts with another fixed segment, so it could not have matched; the ones kept
 * keep their order (React Router's sort is stable and compares siblings by their place).
 */
export function branchFinder(build: ServerBuild, wanted: (routeId: string) => boolean = () => true): (pathname: string) => ReturnType<typeof matchRoutes> {
  const tree = routeTree(build)
  // Each route's whole path, from the root.
  const pathOf = new Map<string, string>()
  const walk = (routes: RouteObject[], parentPath: string) => {
    for (const route of routes) {
      const path = route.path === undefined ? parentPath : `${parentPath}/${route.path}`
      pathOf.set(String(route.id), path)
      walk(route.children ?? [], path)
    }
  }
  walk(tree, '')
  const reachable = (keep: (first: string) => boolean): RouteObject[] => {
    const prune = (routes: RouteObject[]): RouteObject[] =>
      routes.flatMap((route) => {
        const children = prune(route.children ?? [])
        const own = (route.path !== undefined || route.index === true) && keep(firstSegment(pathOf.get(String(route.id)) ?? ''))
        return own || children.length > 0 ? [{ ...route, children } as RouteObject] : []
      })
    return prune(tree)
  }
  const isWild = (first: string) => first.startsWith(':') || first.startsWith('*') || first.endsWith('?')
  // A tree none of whose routes is wanted is left out: its paths match nothing here.
  const hasWanted = (routes: RouteObject[]): boolean => routes.some((route) => wanted(String(route.id)) || hasWanted(route.children ?? []))
  const byFirst = new Map<string, RouteObject[] | null>()
  for (const first of new Set([...pathOf.values()].map((path) => firstSegment(path).toLowerCase()))) {
    if (isWild(first)) continue
    const routes = reachable((f) => isWild(f) || f.toLowerCase() === first)
    byFirst.set(first, hasWanted(routes) ? routes : null)
  }
  const wildOnly = reachable(isWild)
  const others = hasWanted(wildOnly) ? wildOnly : null
  return (pathname) => {
    const first = decodedFirstSegment(pathname)
    const routes = byFirst.has(first) ? byFirst.get(first) : others
    return routes ? matchRoutes(routes, pathname) : null
  }
}

/** Paths whose routes are remembered: a member's pages, many times over, with room for a busy server's. */
const REMEMBERED_PATHS = 2_000

/**
 * A branch finder that remembers its answers for the last `size` paths it matched: matching ranks
 * the routes a path's first segment reaches anew each time (React Router flattens and scores them
 * on every call), about 3 % of a page's time. The path matched first goes first when room is
 * needed, however often it was asked since: it is then matched again once. Each caller gets its
 * own copy of the matches and their params, as a fresh match would give.
 */
export function remembered(find: (pathname: string) => ReturnType<typeof matchRoutes>, size = REMEMBERED_PATHS): (pathname: string) => ReturnType<typeof matchRoutes> {
  const answers = new Map<string, ReturnType<typeof matchRoutes>>()
  return (pathname) => {
    let matches = answers.get(pathname)
    if (matches === undefined) {
      matches = find(pathname)
      // The oldest path first out (a Map keeps its keys in the order they came).
      if (answers.size >= size) answers.delete(answers.keys().next().value as string)
      answers.set(pathname, matches)
    }
    return matches && matches.map((match) => ({ ...match, params: { ...match.params } }))
  }
}

function firstSegment(path: string) {
  return path.split('/').find(Boolean) ?? ''
}

/** The path's first segment as React Router compares it: decoded (left as it is if it cannot be), in any case. */
function decodedFirstSegment(pathname: string) {
  const segment = firstSegment(pathname)
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment.toLowerCase()
  }
}

/**
 * The page of a route id, if this module may draw it: a page (a default export) that never
 * hydrates (ADR 009), whose routes have no client loader.
 */
function plainPage(build: ServerBuild, leafId: string): Page | undefined {
  const chain = routeChain(build, leafId)
  const modules = chain.map((route) => route.module as RouteModule)
  const leaf = modules.at(-1)
  if (!leaf?.default || !modules.some((module) => module.handle?.hydrate === false)) return undefined
  if (modules.some((module) => module.clientLoader !== undefined)) return undefined
  // The branch as React Router's `createServerRoutes` makes it, with only this page's routes.
  let branch: RouteObject[] = []
  for (const route of [...chain].reverse()) {
    const module = route.module as RouteModule
    const drawn =
      route.id === 'root' && module.Layout
        ? {
            element: module.default ? createElement(module.Layout, null, createElement(module.default)) : undefined,
            errorElement: module.ErrorBoundary ? createElement(module.Layout, null, createElement(module.ErrorBoundary)) : undefined,
          }
        : { Component: module.default, ErrorBoundary: module.ErrorBoundary }
    branch = [
      {
        ...drawn,
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        handle: module.handle,
        loader: module.loader ? () => null : undefined,
        children: branch.length > 0 ? branch : undefined,
      } as RouteObject,
    ]
  }
  return { chain: chain.map((route) => ({ id: route.id, module: route.module as RouteModule })), branch, pattern: patternOf(chain) }
}

/**
 * React Router's middleware pipeline: each may return a response, or leave `next` to be called for
 * it. A middleware that calls `next` itself gets a Response (whose headers it may change), and that
 * Response is the answer; one that leaves it to the pipeline passes the drawn page on as it is.
 */
export async function runMiddleware(middleware: Middleware[], args: DataArgs, last: () => Promise<Answer>): Promise<Answer> {
  const run = async (index: number): Promise<Answer> => {
    const current = middleware[index]
    if (!current) return last()
    let rest: Promise<Answer> | undefined
    const runRest = () => (rest ??= run(index + 1))
    let asked: Promise<Response> | undefined
    const returned = await current(args, () => (asked ??= runRest().then(responseOf)))
    if (returned instanceof Response) return returned
    if (returned !== undefined) throw DECLINE
    return asked ?? runRest()
  }
  return run(0)
}

type Loaded = { data: Record<string, unknown>; headers: Record<string, Headers> }

/** Every loader of the branch at once, as React Router runs them: their data and headers, or the redirect one answered. */
async function loadAll(page: Page, args: DataArgs): Promise<Loaded | Response> {
  const results = await Promise.allSettled(page.chain.map((route) => (route.module.loader ? route.module.loader(args) : null)))
  const outcomes = results.map((result) => {
    const value: unknown = result.status === 'fulfilled' ? result.value : result.reason
    // `data(…, { status: 302 })` is a redirect as a thrown Response is (React Router's callRouteHandler).
    return isDataWithInit(value) && REDIRECT_STATUSES.has(value.init?.status ?? 200) ? new Response(null, value.init ?? undefined) : value
  })
  // The first redirect, thrown or returned, wins over data and errors, as in React Router's query.
  const redirect = outcomes.find(isRedirect)
  if (redirect) return redirect
  const loaded: Loaded = { data: {}, headers: {} }
  for (const [index, value] of outcomes.entries()) {
    const route = page.chain[index]!
    if (!route.module.loader) continue
    // An error, an error page, a Response of data: React Router's to answer.
    if (results[index]!.status === 'rejected' || value instanceof Response) throw DECLINE
    if (isDataWithInit(value)) {
      if (value.init?.status !== undefined && value.init.status !== 200) throw DECLINE
      loaded.data[route.id] = value.data
      if (value.init?.headers) loaded.headers[route.id] = new Headers(value.init.headers)
    } else {
      loaded.data[route.id] = value
    }
  }
  return loaded
}

/**
 * A document's headers as React Router's `getDocumentHeaders` makes them for a page without errors
 * or action, root first: a route without `headers` passes on its parent's and adds its loader's
 * cookies; one with `headers` answers its own, to which the loader's and the parent's cookies are
 * added.
 */
function documentHeaders(page: Page, loaderHeaders: Record<string, Headers>): Headers {
  return page.chain.reduce((parentHeaders, route) => {
    const own = loaderHeaders[route.id] ?? new Headers()
    const headersOf = route.module.headers
    if (headersOf === undefined) return withCookiesOf(own, new Headers(parentHeaders))
    const headers = new Headers(typeof headersOf === 'function' ? headersOf({ loaderHeaders: own, parentHeaders, actionHeaders: new Headers(), errorHeaders: undefined }) : headersOf)
    return withCookiesOf(parentHeaders, withCookiesOf(own, headers))
  }, new Headers())
}

/** `headers` with every cookie `from` sets that it does not set already. */
function withCookiesOf(from: Headers, headers: Headers): Headers {
  const cookies = new Set(headers.getSetCookie())
  for (const cookie of from.getSetCookie()) if (!cookies.has(cookie)) headers.append('Set-Cookie', cookie)
  return headers
}

type DataWithInit = { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null }
function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit' && 'data' in value && 'init' in value
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

function isRedirect(value: unknown): value is Response {
  return value instanceof Response && REDIRECT_STATUSES.has(value.status) && value.headers.has('Location')
}
