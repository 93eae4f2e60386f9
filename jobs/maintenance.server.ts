// Housekeeping, every hour: the rows that can no longer matter are removed
// (app/services/retention.server.ts says which and when).
import type { PgBoss } from 'pg-boss'
import { logger } from '~/server/logger.server'
import { purgeExpired } from '~/services/retention.server'

export const PURGE_QUEUE = 'maintenance-purge-expired'

export async function registerMaintenance(boss: PgBoss) {
  await boss.createQueue(PURGE_QUEUE)
  await boss.schedule(PURGE_QUEUE, '17 * * * *', null, { tz: 'Asia/Kathmandu' })
  await boss.work(PURGE_QUEUE, async () => {
    const purged = await purgeExpired()
    logger.info({ purged }, 'purged expired rows')
  })
}
