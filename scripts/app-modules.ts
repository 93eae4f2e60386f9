// The app's server modules in a plain Node script (they use the `~` alias and extensionless
// imports): loaded through a Vite server without HTTP, one module graph, so the script shares
// the app's single Prisma client and job queue client. `close()` ends both and Vite.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import type * as Db from '../app/server/db.server.ts'
import type * as Queue from '../app/server/queue.server.ts'

export async function loadAppModules() {
  const vite = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    // No file watcher: nothing is reloaded, and its crawl of the working tree (a bench's
    // PostgreSQL data directory among it) cost the reminder bench's process most of its CPU.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    resolve: { alias: { '~': fileURLToPath(new URL('../app', import.meta.url)) } },
  })
  const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>
  return {
    load,
    async close() {
      const { stopQueueClient } = await load<typeof Queue>('/app/server/queue.server.ts')
      const { prisma } = await load<typeof Db>('/app/server/db.server.ts')
      await stopQueueClient()
      await prisma.$disconnect()
      await vite.close()
    },
  }
}
