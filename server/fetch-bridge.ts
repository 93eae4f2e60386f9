// What the answers made without React Router's Express adapter need from the build and from Express:
// the answers kept in memory (memory-answers.ts), the /v1 GET loaders (v1-loaders.ts) and the
// server-only pages (page-answers.ts).
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import type { RouteObject, ServerBuild } from 'react-router'

/** A GET request as the Fetch API has it, built from Express's (URL and headers). */
export function fetchRequestOf(req: ExpressRequest): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  return new Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, { method: 'GET', headers })
}

type BuildRoute = NonNullable<ServerBuild['routes'][string]>

/** A route and its parents, from the root down. */
export function routeChain(build: ServerBuild, id: string): BuildRoute[] {
  const chain: BuildRoute[] = []
  for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined) chain.unshift(route)
  return chain
}

/** The whole path of a chain's last route, its parents' paths before its own (`/v1/member/property/:id`). */
export function patternOf(chain: BuildRoute[]): string {
  return `/${chain.map((route) => route.path ?? '').filter(Boolean).join('/')}`
}

/** The build's routes as a tree for matchRoutes. */
export function routeTree(build: ServerBuild): RouteObject[] {
  type Node = RouteObject & { children: Node[] }
  const nodes = new Map<string, Node>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] } as Node)
  }
  const roots: Node[] = []
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const node = nodes.get(route.id) as Node
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** A Response sent as `sendBody` sends an answer, its body read into one piece first. */
export async function sendWhole(res: ExpressResponse, response: Response) {
  sendBody(res, { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) })
}

/**
 * Status and headers as React Router's Express adapter sets them (`append`, so Express adds the
 * charset to a JSON type), the body in one piece: the compression middleware then knows its size
 * and leaves an answer under its threshold (1 KB) uncompressed, as it does for Express's own. A
 * string body is encoded by Node as it writes it (a drawn page, server/page-answers.ts).
 */
export function sendBody(res: ExpressResponse, { status, headers, body }: { status: number; headers: Headers; body: string | Uint8Array | null }) {
  res.status(status)
  for (const [name, value] of headers) res.append(name, value)
  res.end(body ?? undefined)
}
