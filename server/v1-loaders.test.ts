import type { AddressInfo } from 'node:net'
import express, { type ErrorRequestHandler } from 'express'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { v1LoaderAnswers, v1LoadersByPath } from './v1-loaders'

type Args = { request: Request; params: Record<string, string>; context: RouterContextProvider; pattern: string }
const calls: Args[] = []
const answer = (body: unknown, init?: ResponseInit) => (args: Args) => {
  calls.push(args)
  return Response.json(body, init)
}

// A build with the kinds of route the app has: a /v1 path without parameters, one with, the /v1
// catch-all, ones under a layout with middleware, one without a loader, one with an optional
// parameter, and a page.
const route = (id: string, path: string | undefined, module: Record<string, unknown>, parentId = 'root') => ({ id, parentId, path, module })
const build = {
  routes: {
    root: { id: 'root', path: '', module: {} },
    'v1/member/property': route('v1/member/property', 'v1/member/property', { loader: answer({ data: [] }) }),
    'v1/member/property/:id': route('v1/member/property/:id', 'v1/member/property/:id', { loader: answer({ data: 'one' }) }),
    'v1/thrown': route('v1/thrown', 'v1/thrown', { loader: () => { throw Response.json({ error: 'thrown' }, { status: 409 }) } }),
    'v1/failing': route('v1/failing', 'v1/failing', { loader: () => { throw new Error('broken') } }),
    'v1/plain': route('v1/plain', 'v1/plain', { loader: () => ({ not: 'a Response' }) }),
    'v1/no-loader': route('v1/no-loader', 'v1/no-loader', { action: () => new Response() }),
    'v1/guarded': route('v1/guarded', undefined, { middleware: [() => undefined] }),
    'v1/guarded/inside': route('v1/guarded/inside', 'v1/guarded/inside', { loader: answer({ data: 'guarded' }) }, 'v1/guarded'),
    'v1/guarded/:id': route('v1/guarded/:id', 'v1/guarded/:id', { loader: answer({ data: 'guarded one' }) }, 'v1/guarded'),
    'v1/optional': route('v1/optional', 'v1/optional/:id?', { loader: answer({ data: 'optional' }) }),
    'v1/not-found': route('v1/not-found', 'v1/*', { loader: answer({ error: 'not found' }) }),
    Dashboard: route('Dashboard', 'dashboard', { loader: answer({}), default: () => null }),
  },
} as unknown as ServerBuild

let base: string
let close: () => void
beforeAll(async () => {
  const app = express()
  const context = new RouterContextProvider()
  app.use(v1LoaderAnswers(build, () => context))
  // What React Router's handler would do: here it only says that it was asked.
  app.use((_req, res) => void res.status(299).send('react-router'))
  const onError: ErrorRequestHandler = (error: Error, _req, res, _next) => void res.status(500).send(`error handler: ${error.message}`)
  app.use(onError)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close?.())

describe('which paths are answered by their loader', () => {
  test('the /v1 routes whose path has no parameter, a loader and no middleware on the way', () => {
    expect([...v1LoadersByPath(build).keys()].sort()).toEqual(['/v1/failing', '/v1/member/property', '/v1/plain', '/v1/thrown'])
  })

  test.each([
    ['GET', '/v1/member/property/7.data'],
    ['GET', '/v1/member/property/7/more'],
    ['GET', '/v1/guarded/7'],
    ['GET', '/v1/optional/7'],
    ['GET', '/v1/member/property/'],
    ['GET', '/V1/Member/Property'],
    ['GET', '/v1/guarded/inside'],
    ['GET', '/v1/no-such-thing'],
    ['GET', '/dashboard'],
    ['POST', '/v1/member/property'],
    ['HEAD', '/v1/member/property'],
  ])('%s %s goes to React Router', async (method, path) => {
    const response = await fetch(base + path, { method })
    expect(response.status).toBe(299)
  })
})

describe('the answer', () => {
  test("is the loader's, with the request, no params and the request's context", async () => {
    calls.length = 0
    const response = await fetch(`${base}/v1/member/property?units=true`, { headers: { authorization: 'Bearer abc' } })
    expect(response.status).toBe(200)
    // As React Router's Express adapter sets it (Express adds the charset).
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({ data: [] })
    expect(calls).toHaveLength(1)
    const [{ request, params, context }] = calls as [Args]
    expect(new URL(request.url).pathname + new URL(request.url).search).toBe('/v1/member/property?units=true')
    expect(request.headers.get('authorization')).toBe('Bearer abc')
    expect(params).toEqual({})
    expect(context).toBeInstanceOf(RouterContextProvider)
  })

  test("of a path with parameters is its route's loader's, with the parameters as React Router decodes them", async () => {
    for (const [path, id] of [['/v1/member/property/7', '7'], ['/V1/Member/Property/7', '7'], ['/v1/member/property/a%20b', 'a b']] as const) {
      calls.length = 0
      const response = await fetch(base + path)
      expect([path, response.status, await response.json()]).toEqual([path, 200, { data: 'one' }])
      expect(calls.map(({ params, pattern }) => ({ params, pattern }))).toEqual([{ params: { id }, pattern: '/v1/member/property/:id' }])
    }
  })

  test('a thrown Response is the answer; anything else goes to the error handler', async () => {
    const thrown = await fetch(`${base}/v1/thrown`)
    expect([thrown.status, await thrown.json()]).toEqual([409, { error: 'thrown' }])
    const failing = await fetch(`${base}/v1/failing`)
    expect([failing.status, await failing.text()]).toEqual([500, 'error handler: broken'])
    const plain = await fetch(`${base}/v1/plain`)
    expect([plain.status, await plain.text()]).toEqual([500, 'error handler: The loader of /v1/plain answered no Response'])
  })
})
