// The reminder engine's schedule (ADR 011): every hour on the hour, Nepal time, the scan decides
// the reminders whose day is today and the members' agreement-ending notices, and queues their
// sending (app/services/reminders/reminders.server.ts). Outside 09:00-19:00 in Nepal a run does nothing.
import type { PgBoss } from 'pg-boss'
import { runReminderScan } from '~/services/reminders/reminders.server'
import { logger } from '~/server/logger.server'

export const REMINDER_SCAN_QUEUE = 'reminders-scan'

export async function registerReminderScan(boss: PgBoss) {
  await boss.createQueue(REMINDER_SCAN_QUEUE)
  // A run missed while no worker was up is made up once (the decisions are idempotent), so a
  // restart at 10:20 does not leave today's reminders waiting for 11:00.
  await boss.schedule(REMINDER_SCAN_QUEUE, '0 * * * *', null, { tz: 'Asia/Kathmandu', missed: 'once' })
  await boss.work(REMINDER_SCAN_QUEUE, async () => {
    const scanned = await runReminderScan(new Date())
    if (scanned.reminders.decided || scanned.reminders.skipped || scanned.endingNotices) logger.info({ scanned }, 'reminder scan')
  })
}
