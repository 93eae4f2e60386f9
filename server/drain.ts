// Taking a web process out of service without dropping a request (SIGTERM on deploy or scale-in).
// 1. Draining starts: /readyz answers 503 at once, so the load balancer stops sending new work.
// 2. For a grace period the process keeps serving everything that still arrives (the balancer
//    needs a few probe intervals to notice), and every response says `Connection: close`, so a
//    keep-alive client opens its next connection elsewhere instead of reusing this one.
// 3. Then it stops listening, lets requests in flight finish, and closes what is left. A
//    keep-alive connection cut while idle is where proxies get connection resets (and answer 502):
//    by now none are left, since each one closed after its last response.
import type http from 'node:http'
import type { RequestHandler } from 'express'

export type DrainState = { draining: boolean }

/** Requests in flight get this long to finish once the grace period is over. */
const IN_FLIGHT_LIMIT_MS = 5_000

/** While draining, every response closes its connection after it is sent. */
export function closeConnectionsWhileDraining(state: DrainState): RequestHandler {
  return (_req, res, next) => {
    if (state.draining) res.setHeader('Connection', 'close')
    next()
  }
}

export async function drain(server: http.Server, state: DrainState, graceMs: number): Promise<void> {
  state.draining = true
  await new Promise((resolve) => setTimeout(resolve, graceMs))
  await new Promise<void>((resolve) => {
    const idleSweep = setInterval(() => server.closeIdleConnections(), 50)
    const limit = setTimeout(() => server.closeAllConnections(), IN_FLIGHT_LIMIT_MS)
    server.close(() => {
      clearInterval(idleSweep)
      clearTimeout(limit)
      resolve()
    })
    server.closeIdleConnections()
  })
}
