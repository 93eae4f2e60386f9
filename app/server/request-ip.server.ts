// The client address of the request being served, for the audit log: the HTTP layer
// (server/http.ts) runs each request inside `runWithClientIp`, so a service deep below a route can
// record where an action came from without every signature carrying it. Outside a request: null.
import { AsyncLocalStorage } from 'node:async_hooks'

// The launcher and the app bundle each load this module: one store, kept on the process.
const STORE = Symbol.for('bhadaa.requestIp')
const holder = globalThis as { [STORE]?: AsyncLocalStorage<string> }
const storage = (holder[STORE] ??= new AsyncLocalStorage<string>())

export function runWithClientIp<T>(clientIp: string, run: () => T): T {
  return storage.run(clientIp, run)
}

/** The address of the request in progress, or null (a job, a test calling a service). */
export function currentClientIp(): string | null {
  return storage.getStore() ?? null
}
