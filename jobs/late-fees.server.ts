// Once a day, just after midnight in Nepal, the late fees of charges past their grace days are
// added (app/services/ledger/late-fees.server.ts): before the 09:00 reminder scan, which then reminds
// them. Each fee has a unique key, so a run made up after a restart, or a second one, adds nothing twice.
import type { PgBoss } from 'pg-boss'
import { addLateFees } from '~/services/ledger/late-fees.server'
import { logger } from '~/server/logger.server'

export const LATE_FEES_QUEUE = 'late-fees-add'

export async function registerLateFees(boss: PgBoss) {
  await boss.createQueue(LATE_FEES_QUEUE)
  await boss.schedule(LATE_FEES_QUEUE, '15 0 * * *', null, { tz: 'Asia/Kathmandu', missed: 'once' })
  await boss.work(LATE_FEES_QUEUE, async () => {
    const { added } = await addLateFees(new Date())
    if (added > 0) logger.info({ added }, 'late fees added')
  })
}
