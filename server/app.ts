// Entry of the server bundle (vite.config.ts): the launcher (server/launcher.ts) calls start().
import http from 'node:http'
import path from 'node:path'
import type { ViteDevServer } from 'vite'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { stopQueueClient } from '~/server/queue.server'
import { smsProviderOf } from '~/services/sms/providers/index.server'
import { startWorker } from '../jobs/worker.server'
import { listMigrationNames } from '../prisma/migrate'
import type { Env } from './env'
import { type DrainState, drain } from './drain'
import { createHttpApp } from './http'
import { paymentPageOrigins } from './security'

// An idle keep-alive connection stays open 65 s, longer than a client or a proxy in front (a load
// balancer's 60 s) waits before reusing it. With Node's 5 s a client that reused a connection
// after 5 s raced the server closing it, and its request failed with ECONNRESET (seen in the
// browser tests, whose request context reuses connections between pages checked for seconds).
const KEEP_ALIVE_MS = 65_000

type StartOptions = {
  role: 'all' | 'web' | 'worker'
  env: Env
  root: string
  viteDevServer?: ViteDevServer
}

export async function start({ role, env, root, viteDevServer }: StartOptions) {
  const stops: Array<() => Promise<void>> = []

  if (role !== 'web') {
    const worker = await startWorker({ databaseUrl: process.env.DATABASE_URL as string, smsProvider: smsProviderOf(env) })
    stops.push(worker.stop)
  }
  if (role !== 'worker') {
    const expectedMigrations = await listMigrationNames(path.join(root, 'prisma/migrations'))
    const drainState: DrainState = { draining: false }
    const app = createHttpApp({
      drainState,
      root,
      trustProxy: env.TRUST_PROXY,
      expectedMigrations,
      viteDevServer,
      googleMaps: Boolean(env.GOOGLE_MAPS_API_KEY),
      paymentPages: paymentPageOrigins(env),
      buildId: env.BUILD_ID,
      directPages: env.PAGE_ANSWERS === 'direct',
    })
    const server = http.createServer(app)
    server.keepAliveTimeout = KEEP_ALIVE_MS
    await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    logger.info({ port }, `Bhadaa is serving http://localhost:${port}`)
    stops.unshift(() => drain(server, drainState, env.SHUTDOWN_GRACE_MS))
  }

  return {
    async stop() {
      // Web first (no new work arrives), then the worker, then the connections: both may still
      // be queueing jobs (SMS to send) until they have stopped.
      for (const stop of stops) await stop()
      await stopQueueClient()
      await prisma.$disconnect()
    },
  }
}
