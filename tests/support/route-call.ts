// Route tests without a server: a Request in, the route module's answer out. The URL is matched
// against app/routes.ts as React Router matches it (so the test also checks that the path reaches
// the intended route and its params), every matched module's `middleware` runs from the root down
// as the framework runs it, then the deepest route's action (POST) or loader (GET). The context
// is what server/http.ts getLoadContext gives every request. No production build, no process.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { type Cookie, type MiddlewareFunction, matchRoutes, type RouteObject, RouterContextProvider } from 'react-router'
import routes from '~/routes'
import { commitWebSession } from '~/services/accounts/session.server'
import { requestInfoContext } from '~/server/request-context'
import { getToast, type Toast } from '~/server/toast.server'
import { uniquePhone } from './fixtures'

const APP_DIR = fileURLToPath(new URL('../../app', import.meta.url))
const ORIGIN = 'http://localhost'

type Handler = (args: HandlerArgs) => unknown
type HandlerArgs = { request: Request; url: URL; pattern: string; params: Record<string, string | undefined>; context: RouterContextProvider }
type RouteModule = { middleware?: MiddlewareFunction<unknown>[]; loader?: Handler; action?: Handler }

/** What a route answered (returned or threw): a Response, `data(...)` or plain loader data, made uniform. */
export type RouteOutcome = {
  status: number
  headers: Headers
  /** The returned data (an action's reply, a loader's data); null for a Response. */
  data: any // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads its route's own shape
  /** The route threw it (a redirect from a guard, the 404 of another member's record). */
  thrown: boolean
  /** The route module that answered (app/…), to show the URL reached the intended route. */
  file: string
  /** The Response itself, when the route answered one (a /v1 JSON body is read from it). */
  response: Response | null
}

// Framework mode puts app/root.tsx above every route of app/routes.ts. Route ids are unique;
// a module may serve several (the legal pages), so the file is looked up by id.
const FILES = new Map<string, string>([['root', 'root.tsx']])
const ROOT: RouteObject = { id: 'root', path: '', children: toRouteObjects(routes) }

function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file
    FILES.set(id, entry.file)
    if (entry.index) return { id, index: true, path: entry.path }
    return { id, path: entry.path, children: entry.children ? toRouteObjects(entry.children) : undefined }
  })
}

const fileOf = (route: RouteObject) => FILES.get(route.id ?? '') ?? ''

type RequestOptions = { cookie?: string; headers?: Record<string, string>; clientIp?: string }

/** A form post as a browser sends it; a field given a list is repeated (checkboxes). */
export function formPost(url: string, fields: Record<string, string | string[]>, { cookie, headers = {} }: RequestOptions = {}) {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one)
  return new Request(new URL(url, ORIGIN), {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...headers },
  })
}

export function pageGet(url: string, { cookie, headers = {} }: RequestOptions = {}) {
  return new Request(new URL(url, ORIGIN), { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } })
}

/** Runs the request through the route it matches: middleware chain, then the action or loader. */
export async function callRoute(request: Request, { clientIp = `test-${uniquePhone()}` }: Pick<RequestOptions, 'clientIp'> = {}): Promise<RouteOutcome> {
  const url = new URL(request.url)
  const matches = matchRoutes([ROOT], url.pathname)
  const leaf = matches?.at(-1)
  if (!matches || !leaf) throw new Error(`no route matches ${url.pathname}`)
  const modules = await Promise.all(matches.map(({ route }) => import(/* @vite-ignore */ path.join(APP_DIR, fileOf(route))) as Promise<RouteModule>))
  const leafModule = modules.at(-1) as RouteModule
  const handler = request.method === 'GET' || request.method === 'HEAD' ? leafModule.loader : leafModule.action
  if (!handler) throw new Error(`${fileOf(leaf.route)} has no ${request.method === 'GET' ? 'loader' : 'action'}`)

  const context = new RouterContextProvider()
  context.set(requestInfoContext, { requestId: 'route-test', cspNonce: 'route-test-nonce', clientIp })
  const args: HandlerArgs = {
    request,
    url,
    pattern: matches.map(({ route }) => route.path).filter(Boolean).join('/').replace(/^\/?/, '/'),
    params: leaf.params,
    context,
  }
  const middleware = modules.flatMap((module) => module.middleware ?? [])
  // As the framework does: a middleware that returns without calling next() has it called after.
  const run = async (index: number): Promise<unknown> => {
    const current = middleware[index]
    if (!current) return handler(args)
    let called = false
    let result: unknown
    const next = async () => {
      called = true
      return (result = await run(index + 1))
    }
    const returned = await current(args, next as Parameters<typeof current>[1])
    if (returned !== undefined) return returned
    return called ? result : next()
  }
  try {
    return outcomeOf(await run(0), false, fileOf(leaf.route))
  } catch (error) {
    if (error instanceof Response || isDataWithInit(error)) return outcomeOf(error, true, fileOf(leaf.route))
    throw error // an error the framework would answer with 500: the test fails on it
  }
}

type DataWithInit = { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null }

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit'
}

function outcomeOf(value: unknown, thrown: boolean, file: string): RouteOutcome {
  if (value instanceof Response) return { status: value.status, headers: value.headers, data: null, thrown, file, response: value }
  if (isDataWithInit(value)) {
    return { status: value.init?.status ?? 200, headers: new Headers(value.init?.headers), data: value.data, thrown, file, response: null }
  }
  return { status: 200, headers: new Headers(), data: value, thrown, file, response: null }
}

/** The Cookie header of a member signed in through the real session service. */
export async function signedInCookie(memberId: number) {
  return cookiePair(await commitWebSession(memberId))
}

const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? ''

/** The cookies an answer sets, by name (an empty value clears the cookie). */
export function setCookies(outcome: RouteOutcome): Map<string, string> {
  return new Map(
    outcome.headers.getSetCookie().map((header) => {
      const pair = cookiePair(header)
      const at = pair.indexOf('=')
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))]
    }),
  )
}

/** The value an answer sets in one of the app's cookies, read with that cookie's own parser. */
export async function setCookieValue(outcome: RouteOutcome, cookie: Cookie): Promise<unknown> {
  return cookie.parse(outcome.headers.getSetCookie().map(cookiePair).join('; '))
}

/** The flash message an answer sets, read with the app's own toast cookie reader. */
export async function flashOf(outcome: RouteOutcome): Promise<Toast | null> {
  const cookie = outcome.headers.getSetCookie().map(cookiePair).join('; ')
  return (await getToast(new Request(ORIGIN, { headers: { Cookie: cookie } }))).toast
}

/** A browser's cookies across several requests (the sign-up and reset flows keep state in one). */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  constructor(initial?: string) {
    for (const pair of initial?.split('; ') ?? []) if (pair) this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
  }

  take(outcome: RouteOutcome) {
    for (const header of outcome.headers.getSetCookie()) {
      const pair = cookiePair(header)
      const name = pair.slice(0, pair.indexOf('='))
      const cleared = pair.endsWith('=') || /max-age=0\b|expires=thu, 01 jan 1970/i.test(header)
      if (cleared) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(pair.indexOf('=') + 1))
    }
    return outcome
  }

  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/** The field errors of a conform reply ({ intent, result }) or of a bare SubmissionResult. */
export function fieldErrorsOf(outcome: RouteOutcome): Record<string, string[] | null> {
  const result = outcome.data?.result ?? outcome.data
  return result?.error ?? {}
}
