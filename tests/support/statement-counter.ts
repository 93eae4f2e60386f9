// A TCP proxy in front of PostgreSQL that records every statement a server process sends, read off
// the wire (PostgreSQL's frontend protocol), whatever library sent it. A statement is one round
// trip: a simple Query, or an extended-protocol exchange up to its Sync (Parse, Bind, Execute,
// Sync). Only what the process under test sends passes through it: point its DATABASE_URL here.
import net from 'node:net'

export type StatementCounter = {
  /** DATABASE_URL with its host and port replaced by the proxy's. */
  url: string
  /** The statements sent since the last reset, in the order they reached the proxy. */
  statements(): string[]
  reset(): void
  close(): Promise<void>
}

const STARTUP_PROTOCOL = 196_608 // 3.0

export async function startStatementCounter(databaseUrl: string): Promise<StatementCounter> {
  const target = new URL(databaseUrl)
  const sockets = new Set<net.Socket>()
  let statements: string[] = []

  const proxy = net.createServer((client) => {
    const server = net.connect(Number(target.port || 5432), target.hostname)
    sockets.add(client).add(server)
    const reader = frontendReader((sql) => statements.push(sql))
    client.on('data', (chunk) => {
      reader(chunk)
      server.write(chunk)
    })
    server.pipe(client)
    const end = () => {
      client.destroy()
      server.destroy()
      sockets.delete(client)
      sockets.delete(server)
    }
    client.on('close', end).on('error', end)
    server.on('close', end).on('error', end)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String((proxy.address() as net.AddressInfo).port)

  return {
    url: url.toString(),
    statements: () => [...statements],
    reset: () => {
      statements = []
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
    },
  }
}

/** Reads a connection's frontend messages from its chunks; calls `sent` with each statement's SQL. */
function frontendReader(sent: (sql: string) => void) {
  let buffer = Buffer.alloc(0)
  let started = false // the startup message (and an SSL request before it) has no type byte
  const named = new Map<string, string>() // prepared statements by name
  let pending: string | null = null

  const cString = (body: Buffer, from: number) => {
    const end = body.indexOf(0, from)
    return { text: body.toString('utf8', from, end), next: end + 1 }
  }

  return (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return
        const length = buffer.readInt32BE(0)
        if (buffer.length < length) return
        if (buffer.readInt32BE(4) === STARTUP_PROTOCOL) started = true
        buffer = buffer.subarray(length)
        continue
      }
      if (buffer.length < 5) return
      const type = String.fromCharCode(buffer[0] as number)
      const length = buffer.readInt32BE(1)
      if (buffer.length < 1 + length) return
      const body = buffer.subarray(5, 1 + length)
      buffer = buffer.subarray(1 + length)
      if (type === 'Q') sent(cString(body, 0).text)
      else if (type === 'P') {
        const name = cString(body, 0)
        const sql = cString(body, name.next).text
        if (name.text) named.set(name.text, sql)
        pending = sql
      } else if (type === 'B') {
        const portal = cString(body, 0)
        const statement = cString(body, portal.next).text
        pending ??= named.get(statement) ?? `(prepared ${statement})`
      } else if (type === 'S') {
        if (pending !== null) sent(pending)
        pending = null
      }
    }
  }
}
