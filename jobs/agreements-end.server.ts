// Once a day, just after midnight in Nepal: agreements whose end date has passed become ENDED, so
// the status in the database says what every query already treats them as (history; queries do not
// wait for it, agreements/current.server.ts); then every renewal whose start day has come takes over
// from the agreement it renews (its open balance, pay link and meters, once: startDueRenewals). A
// missed run is caught up by the next one, each renewal dated its own start day.
import type { PgBoss } from 'pg-boss'
import { startDueRenewals } from '~/services/agreements/renewals.server'
import { markEndedAgreements } from '~/services/agreements/current.server'
import { logger } from '~/server/logger.server'

export const AGREEMENTS_END_QUEUE = 'agreements-mark-ended'

export async function runAgreementsDay(): Promise<{ ended: number; renewalsStarted: number }> {
  const ended = await markEndedAgreements()
  const renewalsStarted = await startDueRenewals()
  return { ended, renewalsStarted }
}

export async function registerAgreementsEnd(boss: PgBoss) {
  await boss.createQueue(AGREEMENTS_END_QUEUE)
  await boss.schedule(AGREEMENTS_END_QUEUE, '5 0 * * *', null, { tz: 'Asia/Kathmandu' })
  await boss.work(AGREEMENTS_END_QUEUE, async () => {
    const done = await runAgreementsDay()
    logger.info(done, 'marked agreements past their end date as ENDED and started the renewals due')
  })
}
