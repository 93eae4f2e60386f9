// All outbound HTTP in tests goes through msw. A request no handler answers fails the test that
// made it (even if the code under test swallows the error), except requests to our own server
// under test on the loopback interface, which pass through.
import { HttpResponse } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * One server for the worker's life: test files share a worker and its module cache (the
 * integration project does not isolate files, which halves its time), so helpers that imported
 * `server` for an earlier file hold the same one this file's hooks reset and check.
 */
const shared = ((globalThis as { __bhadaaMsw?: { server: SetupServer; unhandled: string[]; listening: boolean } }).__bhadaaMsw ??= {
  server: setupServer(),
  unhandled: [],
  listening: false,
})
export const server = shared.server

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

function describeFrame(frame: { protocol: string; data: unknown }): { url: URL; description: string } {
  if (frame.protocol === 'http') {
    const { request } = frame.data as { request: Request }
    return { url: new URL(request.url), description: `${request.method} ${request.url}` }
  }
  const { connection } = frame.data as { connection: { client: { url: URL } } }
  return { url: connection.client.url, description: `WebSocket ${connection.client.url.href}` }
}

beforeAll(() => {
  if (shared.listening) return
  shared.listening = true
  server.listen({
    onUnhandledFrame({ frame, defaults }) {
      const { url, description } = describeFrame(frame)
      if (LOCAL_HOSTS.has(url.hostname)) return // pass through
      defaults.error()
      shared.unhandled.push(description)
      // Fail the request as a network error would (fetch rejects), so nothing reaches the real
      // network; afterEach then fails the test even if the code under test swallowed the error.
      throw frame.protocol === 'http' ? HttpResponse.error() : new Error(`No msw handler for ${description}`)
    },
  })
})

afterEach(() => {
  server.resetHandlers()
  const found = shared.unhandled
  shared.unhandled = []
  if (found.length > 0) {
    throw new Error(`Unhandled outbound requests (add handlers with server.use()): ${found.join(', ')}`)
  }
})

// The server stays up for the next file in this worker; the worker's exit ends it.
afterAll(() => {
  server.resetHandlers()
})
