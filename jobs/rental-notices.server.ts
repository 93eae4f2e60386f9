// The municipality's rental notices: every hour on the half hour, Nepal time, the
// notices of new lettings and vacancies are written and landlords whose notice is still not filed
// on day 5 of 7 are texted, once each (app/services/paperwork/rental-notices.server.ts). Outside
// 09:00-19:00 in Nepal a run does nothing: the dashboard writes the notices when the member looks.
import type { PgBoss } from 'pg-boss'
import { logger } from '~/server/logger.server'
import { scanRentalNoticeReminders } from '~/services/paperwork/rental-notices.server'

export const RENTAL_NOTICES_QUEUE = 'rental-notices-scan'

export async function registerRentalNotices(boss: PgBoss) {
  await boss.createQueue(RENTAL_NOTICES_QUEUE)
  await boss.schedule(RENTAL_NOTICES_QUEUE, '30 * * * *', null, { tz: 'Asia/Kathmandu', missed: 'once' })
  await boss.work(RENTAL_NOTICES_QUEUE, async () => {
    const texted = await scanRentalNoticeReminders(new Date())
    if (texted) logger.info({ texted }, 'rental notice reminders')
  })
}
