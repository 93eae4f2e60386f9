// Paid plans' ends: every hour at :10, Nepal time, paid plans whose end date has come go
// back to Basic, and members whose plan ends in 7 days or 1 day are texted, once each, within the
// sending hours (app/services/plans/billing.server.ts). A missed run catches up at the next one.
import type { PgBoss } from 'pg-boss'
import { logger } from '~/server/logger.server'
import { scanPlanEnds } from '~/services/plans/billing.server'

export const PLAN_ENDS_QUEUE = 'plan-ends-scan'

export async function registerPlanEnds(boss: PgBoss) {
  await boss.createQueue(PLAN_ENDS_QUEUE)
  await boss.schedule(PLAN_ENDS_QUEUE, '10 * * * *', null, { tz: 'Asia/Kathmandu', missed: 'once' })
  await boss.work(PLAN_ENDS_QUEUE, async () => {
    const { ended, texted } = await scanPlanEnds(new Date())
    if (ended || texted) logger.info({ ended, texted }, 'plan ends')
  })
}
