// Is this error the database being out of reach (stopped, restarting, the network between us
// cut) rather than a fault of the request or of our code? Such a failure is temporary: the web
// answers 503 with Retry-After instead of 500 (app/v1/api.server.ts, app/entry.server.tsx,
// server/http.ts), and the SMS sender retries its bookkeeping write (app/services/sms/send.server.ts).
// One classifier for the errors of Prisma, its `pg` driver adapter, `pg` itself and Node's sockets.

/** How long a client should wait before trying again: a restart or a fail-over takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

// Prisma: can't reach (P1001), timed out (P1002), closed the connection (P1017), pool time-out (P2024).
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024'])
// The driver adapter's own kinds for the same failures.
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'TlsConnectionError'])
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])
// SQLSTATE: 08 connection exception; 57P01-57P03 admin/crash shutdown, cannot connect now; 53300 too many connections.
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/
// `pg` raises these as plain Errors without a code.
const PG_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Can't reach database server/i

function isUnavailableAtThisLevel(error: object): boolean {
  const { code, message, meta } = error as { code?: unknown; message?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown } } } }
  if (typeof code === 'string' && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true
  const adapterCause = meta?.driverAdapterError?.cause
  if (typeof adapterCause?.kind === 'string' && ADAPTER_KINDS.has(adapterCause.kind)) return true
  if (adapterCause?.kind === 'postgres' && typeof adapterCause.code === 'string' && SQLSTATE.test(adapterCause.code)) return true
  return typeof message === 'string' && PG_MESSAGES.test(message)
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Follow causes and aggregated errors a few levels down (a transaction wraps the query's error).
  const pending: unknown[] = [error]
  for (let seen = 0; pending.length > 0 && seen < 10; seen++) {
    const current = pending.shift()
    if (typeof current !== 'object' || current === null) continue
    if (isUnavailableAtThisLevel(current)) return true
    const { cause, errors } = current as { cause?: unknown; errors?: unknown }
    if (cause !== undefined) pending.push(cause)
    if (Array.isArray(errors)) pending.push(...errors)
  }
  return false
}
