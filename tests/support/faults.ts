// Tools of the fault tests (tests/integration/faults): a TCP proxy in front of PostgreSQL that a
// test can cut (the machine's PostgreSQL itself is shared and stays up), a stand-in for the
// Sparrow gateway that counts what it receives, and a way to wait.
import http from 'node:http'
import net from 'node:net'

export type TcpProxy = {
  /** The database URL with the proxy's address instead of the server's. */
  url: string
  /** Drops every connection and refuses new ones: the database is unreachable. */
  cut(): void
  restore(): void
  close(): Promise<void>
}

/** Listens on 127.0.0.1 and forwards each connection to the database server of `databaseUrl`. */
export async function tcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl)
  const sockets = new Set<net.Socket>()
  let open = true
  const server = net.createServer((client) => {
    if (!open) return void client.destroy()
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String((server.address() as net.AddressInfo).port)
  return {
    url: url.href,
    cut() {
      open = false
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      open = true
    },
    close() {
      open = false
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

export type SparrowStub = {
  url: string
  /** How many times each text arrived. */
  received: Map<string, number>
  total(): number
  close(): Promise<void>
}

/** Plays Sparrow SMS v2 (POST /v2/sms/), accepting every text after `delayMs`. */
export async function sparrowStub({ delayMs = 0, onText }: { delayMs?: number; onText?: (text: string) => void } = {}): Promise<SparrowStub> {
  const received = new Map<string, number>()
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/v2/sms/')) {
        res.writeHead(404).end()
        return
      }
      const text = new URLSearchParams(body).get('text') ?? ''
      received.set(text, (received.get(text) ?? 0) + 1)
      onText?.(text)
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count: 1, response_code: 200, response: '1 mesages has been queued for delivery' }))
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    received,
    total: () => [...received.values()].reduce((sum, count) => sum + count, 0),
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** The environment of a server process that sends through the stub. */
export function sparrowEnv(stub: SparrowStub, databaseUrl: string): Record<string, string> {
  return { DATABASE_URL: databaseUrl, SMS_PROVIDER: 'sparrow', SPARROW_TOKEN: 'fault-token', SPARROW_FROM: 'Bhadaa', SPARROW_BASE_URL: stub.url }
}

/** Polls `check` until it is true or `limitMs` passed; answers the seconds it took (or null). */
export async function secondsUntil(check: () => Promise<boolean>, limitMs: number, everyMs = 100): Promise<number | null> {
  const started = Date.now()
  while (Date.now() - started < limitMs) {
    if (await check().catch(() => false)) return (Date.now() - started) / 1_000
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  return null
}
