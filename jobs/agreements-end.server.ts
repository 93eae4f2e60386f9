// Once a day, just after midnight in Nepal, agreements whose end date has passed become ENDED, so
// the status in the database says what every query already treats them as (history). Queries do
// not wait for it (current-agreements.server.ts), so a late or missed run changes nothing shown.
import type { PgBoss } from 'pg-boss'
import { markEndedAgreements } from '~/services/current-agreements.server'
import { logger } from '~/server/logger.server'

export const AGREEMENTS_END_QUEUE = 'agreements-mark-ended'

export async function registerAgreementsEnd(boss: PgBoss) {
  await boss.createQueue(AGREEMENTS_END_QUEUE)
  await boss.schedule(AGREEMENTS_END_QUEUE, '5 0 * * *', null, { tz: 'Asia/Kathmandu' })
  await boss.work(AGREEMENTS_END_QUEUE, async () => {
    const ended = await markEndedAgreements()
    logger.info({ ended }, 'marked agreements past their end date as ENDED')
  })
}
