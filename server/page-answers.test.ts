// The direct page answers (ADR 054) find a path's routes among only those its first segment can
// reach. Checked against React Router's own matching over the app's whole route table
// (app/routes.ts): for every route's path, with values for its parameters, in other spellings, and
// for the paths where routes compete (a fixed segment against a parameter, the catch-alls). The
// remembered answers: matched once, each caller its own copy. The middleware pipeline: a drawn
// page passed on as it is, or made a Response for a middleware that asks for it.
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type ServerBuild } from 'react-router'
import { describe, expect, test } from 'vitest'
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the app's real route table is what the matching is checked against
import routes from '~/routes'
import { routeTree } from './fetch-bridge'
import { branchFinder, remembered, runMiddleware } from './page-answers'

/** The build's route manifest as React Router makes it from app/routes.ts, under the root. */
function buildOf(config: RouteConfigEntry[]): ServerBuild {
  const manifest: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; module: object }> = {
    root: { id: 'root', path: '', module: {} },
  }
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module: {} }
      add(entry.children ?? [], id)
    }
  }
  add(config, 'root')
  return { routes: manifest } as unknown as ServerBuild
}

const build = buildOf(routes)
const find = branchFinder(build)
const everyRoute = routeTree(build)

/** Every route's full path, parameters filled in. */
function samplePaths(): string[] {
  const paths: string[] = []
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path === undefined ? parent : `${parent}/${entry.path}`
      if (entry.path !== undefined || entry.index) {
        paths.push(path.replace(/:\w+/g, '7').replace(/\*$/, 'x/y') || '/')
        paths.push(path.replace(/:\w+/g, 'new').replace(/\*$/, '') || '/')
      }
      walk(entry.children ?? [], path)
    }
  }
  walk(routes, '')
  return paths
}

const competing = [
  '/', '/dashboard', '/Dashboard', '/DASHBOARD/', '/dashboard//', '/%64ashboard', '/dashboard%', '/dashboard/extra',
  '/settings/payments', '/settings/billing', '/settings/anything', '/settings/backups/export',
  '/properties/create', '/properties/edit/3', '/properties/local-levels', '/properties/3/team',
  '/agreements/history', '/agreements/create', '/agreements/3/receipts/R-1', '/my-rent/identity', '/my-rent/3',
  '/repairs/new', '/repairs/3/photos/1', '/ops', '/ops/nothing', '/v1', '/v1/member/property', '/v1/nothing/at/all',
  '/plans/esewa/9/failed', '/p/ABC', '/no-such-page', '/a/b/c/d', '/%E0%A4%A8', '/%ZZ',
]

describe('the routes of a path', () => {
  test.each([...new Set([...samplePaths(), ...competing])])('%s: as React Router matches it over every route', (path) => {
    const expected = matchRoutes(everyRoute, path)
    const found = find(path)
    expect(found?.map((match) => match.route.id)).toEqual(expected?.map((match) => match.route.id))
    expect(found?.map((match) => [match.params, match.pathname, match.pathnameBase])).toEqual(
      expected?.map((match) => [match.params, match.pathname, match.pathnameBase]),
    )
  })
})

describe('the routes of a path, remembered', () => {
  test('each path is matched once while it is among the last ones asked, and each answer is its own copy', () => {
    const asked: string[] = []
    const findRemembered = remembered((path) => {
      asked.push(path)
      return find(path)
    }, 2)
    const first = findRemembered('/agreements/7')
    ;(first!.at(-1)!.params as Record<string, string>).id = 'changed by a caller'
    const second = findRemembered('/agreements/7')
    expect(second?.map((match) => [match.route.id, match.params])).toEqual(find('/agreements/7')?.map((match) => [match.route.id, match.params]))
    expect(findRemembered('/no-such-page/at/all')).toEqual(find('/no-such-page/at/all'))
    expect(findRemembered('/dashboard')?.at(-1)?.route.id).toBe(find('/dashboard')?.at(-1)?.route.id)
    // Two paths remembered: the first one asked has made room for the third.
    findRemembered('/agreements/7')
    expect(asked).toEqual(['/agreements/7', '/no-such-page/at/all', '/dashboard', '/agreements/7'])
  })
})

describe('the middleware of a page drawn directly', () => {
  const drawn = { status: 200, headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8' }), body: '<!DOCTYPE html><p>page</p>' }
  const args = {} as Parameters<typeof runMiddleware>[1]

  test('a middleware that leaves next to the pipeline passes the drawn page on as it is', async () => {
    const answer = await runMiddleware([async () => undefined], args, async () => drawn)
    expect(answer).toBe(drawn)
  })

  test('a middleware that calls next gets a Response of the page, and the headers it sets are the answer’s', async () => {
    const answer = await runMiddleware(
      [
        async (_args, next) => {
          const response = await next()
          response.headers.set('X-Seen', 'yes')
        },
      ],
      args,
      async () => drawn,
    )
    expect(answer).toBeInstanceOf(Response)
    const response = answer as Response
    expect(response.headers.get('X-Seen')).toBe('yes')
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toBe(drawn.body)
  })
})
