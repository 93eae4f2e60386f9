// Once a day, early in the morning in Nepal, the months of recurring expenses whose day has come
// are written (app/services/expenses/recurring.server.ts, ADR 042). Each month has its key, so a
// run made up after a restart, or a second worker's, writes nothing twice.
import type { PgBoss } from 'pg-boss'
import { logger } from '~/server/logger.server'
import { writeRecurringExpenses } from '~/services/expenses/recurring.server'

export const RECURRING_EXPENSES_QUEUE = 'recurring-expenses-write'

export async function registerRecurringExpenses(boss: PgBoss) {
  await boss.createQueue(RECURRING_EXPENSES_QUEUE)
  await boss.schedule(RECURRING_EXPENSES_QUEUE, '30 0 * * *', null, { tz: 'Asia/Kathmandu', missed: 'once' })
  await boss.work(RECURRING_EXPENSES_QUEUE, async () => {
    const written = await writeRecurringExpenses(new Date())
    if (written > 0) logger.info({ written }, 'recurring expenses written')
  })
}
