// The landlord's weekly digest: Sunday 09:00 Nepal time, a text to every member who
// opted in (app/services/reports/weekly-digest.server.ts). A run missed at 09:00 (the worker was down)
// runs once when the worker is back; the service sends only on Sunday before 19:00, once a week.
import type { PgBoss } from 'pg-boss'
import { logger } from '~/server/logger.server'
import { sendWeeklyDigests } from '~/services/reports/weekly-digest.server'

export const WEEKLY_DIGEST_QUEUE = 'weekly-digest'

export async function registerWeeklyDigest(boss: PgBoss) {
  await boss.createQueue(WEEKLY_DIGEST_QUEUE)
  // Every hour on Sunday from 09:00: the first run sends; later ones catch a member a failed run missed.
  await boss.schedule(WEEKLY_DIGEST_QUEUE, '0 9-18 * * 0', null, { tz: 'Asia/Kathmandu', missed: 'once' })
  await boss.work(WEEKLY_DIGEST_QUEUE, async () => {
    const texted = await sendWeeklyDigests(new Date())
    if (texted) logger.info({ texted }, 'weekly digests')
  })
}
