// All outbound HTTP in tests goes through msw. A request no handler answers fails the test that
// made it (even if the code under test swallows the error), except requests to our own server
// under test on the loopback interface, which pass through.
import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

export const server = setupServer()

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
let unhandled: string[] = []

function describeFrame(frame: { protocol: string; data: unknown }): { url: URL; description: string } {
  if (frame.protocol === 'http') {
    const { request } = frame.data as { request: Request }
    return { url: new URL(request.url), description: `${request.method} ${request.url}` }
  }
  const { connection } = frame.data as { connection: { client: { url: URL } } }
  return { url: connection.client.url, description: `WebSocket ${connection.client.url.href}` }
}

beforeAll(() => {
  server.listen({
    onUnhandledFrame({ frame, defaults }) {
      const { url, description } = describeFrame(frame)
      if (LOCAL_HOSTS.has(url.hostname)) return // pass through
      defaults.error()
      unhandled.push(description)
      // Fail the request as a network error would (fetch rejects), so nothing reaches the real
      // network; afterEach then fails the test even if the code under test swallowed the error.
      throw frame.protocol === 'http' ? HttpResponse.error() : new Error(`No msw handler for ${description}`)
    },
  })
})

afterEach(() => {
  server.resetHandlers()
  const found = unhandled
  unhandled = []
  if (found.length > 0) {
    throw new Error(`Unhandled outbound requests (add handlers with server.use()): ${found.join(', ')}`)
  }
})

afterAll(() => {
  server.close()
})
