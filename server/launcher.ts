// The launcher: `node server/index.js [--role=all|web|worker] [--dev]` runs it (bundled by the build
// into build/launcher/launcher.js, ADR 058).
// It validates the environment, brings up the database (an embedded PostgreSQL when
// DATABASE_URL is unset), migrates and seeds it, then loads the app bundle (built by
// `react-router build`, or through Vite with --dev) and starts the web and/or worker roles.
// SIGTERM drains requests, stops the worker and the embedded database, and exits 0.
// With --role=web and WEB_CONCURRENCY above 1 it runs that many web processes (server/cluster.ts).
import cluster from 'node:cluster'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { ViteDevServer } from 'vite'
import type { start } from './app.ts'
import { superviseWebWorkers } from './cluster.ts'
import { EnvError, missingProductionSecret, processEnv, webConcurrency } from './env.ts'
import { projectRoot } from './project-root.ts'

type Role = 'all' | 'web' | 'worker'
type Stoppable = { stop(): Promise<void> }
type AppModule = { start: typeof start }

const ROOT = projectRoot(import.meta.dirname)
// Beyond the web role's grace period: requests in flight, the worker and the database each get a few seconds.
const STOP_LIMIT_MS = 9_000

const { values: args } = parseArgs({
  options: { role: { type: 'string', default: 'all' }, dev: { type: 'boolean', default: false } },
})
const role = args.role as Role
if (!['all', 'web', 'worker'].includes(role)) fail(`--role must be all, web or worker, not "${role}"`)
if (args.dev) process.env.NODE_ENV ??= 'development'

const env = (() => {
  try {
    return processEnv()
  } catch (error) {
    if (error instanceof EnvError) fail(error.message)
    throw error
  }
})()
process.env.NODE_ENV = env.NODE_ENV
const missingSecret = missingProductionSecret(env)
if (missingSecret) fail(missingSecret)

// Several web processes: this one (the primary) migrates, then only forks and supervises them.
const webProcesses = role === 'web' && !args.dev ? webConcurrency(env, os.availableParallelism()) : 1
const supervising = webProcesses > 1 && cluster.isPrimary

const running: Stoppable[] = []
let stopping = false

async function main() {
  if (cluster.isWorker) {
    // A forked web process: the primary has migrated and seeded, and restarts it on SIGHUP.
    process.on('SIGHUP', () => undefined)
    running.push(await (await loadApp()).start({ role, env, root: ROOT }))
    return
  }
  const { migrate } = await import('../prisma/migrate.ts')
  const { seed } = await import('../prisma/seed.ts')

  if (!env.DATABASE_URL) {
    if (role !== 'all') {
      fail(`DATABASE_URL is required with --role=${role}: separate web and worker processes must share one database`)
    }
    const { startEmbeddedPostgres } = await import('./embedded-postgres.ts')
    const embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(ROOT, env.DATA_DIR, 'postgres'),
      port: env.EMBEDDED_POSTGRES_PORT,
      // PostgreSQL's own log lines only at debug level; our messages about it always.
      log: (message) => {
        if (!message.startsWith('postgres: ') || ['debug', 'trace'].includes(env.LOG_LEVEL)) {
          console.log(`[embedded-postgres] ${message}`)
        }
      },
    })
    running.push(embedded)
    // Modules of the app bundle read DATABASE_URL when they load, which happens below.
    process.env.DATABASE_URL = embedded.url
  }
  const databaseUrl = process.env.DATABASE_URL as string

  await migrate(databaseUrl, { log: (message) => console.log(`[migrate] ${message}`) })
  await seed(databaseUrl)
  if (supervising) {
    superviseWebWorkers({ count: webProcesses, stopLimitMs: env.SHUTDOWN_GRACE_MS + STOP_LIMIT_MS, log: (message) => console.log(`[server] ${message}`) })
    return
  }

  const app = await loadApp()
  const started = await app.start({
    role,
    env,
    root: ROOT,
    viteDevServer: app.viteDevServer,
  })
  running.push(started)
}

async function loadApp(): Promise<AppModule & { viteDevServer?: ViteDevServer }> {
  if (!args.dev) {
    const bundle = path.join(ROOT, 'build/server/index.js')
    try {
      return (await import(bundle)) as AppModule
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') {
        fail(`No production build at ${bundle}: run \`npm run build\` first (\`npm start\` does it for you).`)
      }
      throw error
    }
  }
  const vite = await import('vite')
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true }, root: ROOT })
  running.push({ stop: () => viteDevServer.close() })
  const module = (await viteDevServer.ssrLoadModule('/server/app.ts')) as AppModule
  return { ...module, viteDevServer }
}

async function shutdown(signal: string, exitCode = 0) {
  if (stopping) return
  stopping = true
  console.log(`[server] ${signal} received, shutting down`)
  const timer = setTimeout(() => {
    console.error('[server] shutdown took too long, exiting')
    process.exit(1)
  }, env.SHUTDOWN_GRACE_MS + STOP_LIMIT_MS)
  timer.unref()
  // Stop in reverse order of start: web and worker first, the database last.
  for (const part of running.reverse()) {
    try {
      await part.stop()
    } catch (error) {
      console.error('[server] error while stopping', error)
    }
  }
  process.exit(exitCode)
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

// The primary of several web processes has its own handlers (server/cluster.ts).
if (!supervising) {
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
}

main().catch(async (error) => {
  console.error('[server] failed to start', error)
  await shutdown('startup failure', 1)
})
