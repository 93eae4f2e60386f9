// GET /readyz: ready only when the database answers, every migration on disk is applied, and
// a worker has reported in recently (it may run in another process).
import { prisma } from '~/server/db.server'
import { WORKER_HEARTBEAT_ID, HEARTBEAT_INTERVAL_MS } from '../jobs/worker.server'

const WORKER_STALE_MS = HEARTBEAT_INTERVAL_MS * 4

export type Readiness = {
  ready: boolean
  checks: { database: boolean; migrations: boolean; worker: boolean }
}

export async function checkReadiness(expectedMigrations: string[], now = new Date()): Promise<Readiness> {
  const checks = { database: false, migrations: false, worker: false }
  try {
    await prisma.$queryRaw`SELECT 1`
    checks.database = true
    const applied = await prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`
    const appliedNames = new Set(applied.map((row) => row.migration_name))
    checks.migrations = expectedMigrations.every((name) => appliedNames.has(name))
    const heartbeat = await prisma.workerHeartbeat.findUnique({ where: { id: WORKER_HEARTBEAT_ID } })
    checks.worker = heartbeat !== null && now.getTime() - heartbeat.seenAt.getTime() < WORKER_STALE_MS
  } catch {
    // A failed query leaves the remaining checks false: the answer is 503, not an error.
  }
  return { ready: checks.database && checks.migrations && checks.worker, checks }
}
