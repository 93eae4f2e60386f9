// Starts the real production server (`node server/index.js`, the built bundle) as a child
// process for HTTP-level tests, and stops it the way an orchestrator would (SIGTERM).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'

/** The data encryption key of the servers tests start (never a real one). */
export const TEST_DATA_KEY = '0'.repeat(63) + '1'

export type ServerProcess = {
  url: string
  child: ChildProcess
  output(): string
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Runs the launcher with extra arguments and environment, in production mode as deployed
 * (vitest's own NODE_ENV=test must not leak into the server).
 */
export function runLauncher(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['server/index.js', ...args], {
    // A short drain grace period: tests stop many servers and no load balancer watches them.
    // A production start with DATABASE_URL needs a data encryption key; a fixed one for tests.
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '100', DATA_ENCRYPTION_KEY: TEST_DATA_KEY, WEB_CONCURRENCY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, exited, output: () => output }
}

export async function startServer({
  args = [],
  env = {},
  waitFor = '/healthz',
}: { args?: string[]; env?: Record<string, string | undefined>; waitFor?: string } = {}): Promise<ServerProcess> {
  if (!existsSync('build/server/index.js')) {
    throw new Error('No production build: run `npm run build` (npm test does) before the HTTP tests.')
  }
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const launched = runLauncher(args, { PORT: String(port), HOST: '127.0.0.1', ...env })
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined
  void launched.exited.then((result) => (exit = result))

  const deadline = Date.now() + 90_000
  for (;;) {
    if (exit) throw new Error(`server exited (${exit.code ?? exit.signal}) before it was up:\n${launched.output()}`)
    const up = await fetch(url + waitFor).then((r) => r.ok, () => false)
    if (up) break
    if (Date.now() > deadline) {
      launched.child.kill('SIGKILL')
      throw new Error(`server did not answer ${waitFor} within 90 s:\n${launched.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  return {
    url,
    child: launched.child,
    output: launched.output,
    async stop() {
      const started = Date.now()
      if (!exit) launched.child.kill('SIGTERM')
      const result = await launched.exited
      return { ...result, ms: Date.now() - started }
    },
  }
}
