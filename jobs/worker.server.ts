// The worker role: pg-boss queues and their handlers, plus a heartbeat row that /readyz reads,
// so a web process can tell whether any worker is alive (web and worker may be separate).
import { PgBoss } from 'pg-boss'
import type { SmsProvider } from '~/services/sms/providers/index.server'
import { recoverDeadSendAttempts } from '~/services/sms/recovery.server'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { registerAgreementsEnd } from './agreements-end.server'
import { registerGatewayRecheck } from './gateway-recheck.server'
import { registerLateFees } from './late-fees.server'
import { registerMaintenance } from './maintenance.server'
import { registerPlanEnds } from './plan-ends.server'
import { registerReminderScan } from './reminders.server'
import { registerRentalNotices } from './rental-notices.server'
import { registerRecurringExpenses } from './recurring-expenses.server'
import { registerWeeklyDigest } from './weekly-digest.server'
import { registerSmsSend, registerSmsSweep } from './sms-send.server'

export const WORKER_HEARTBEAT_ID = 'worker'
export const HEARTBEAT_INTERVAL_MS = 15_000
/** How often each worker looks for send attempts that died with another worker. */
const RECOVERY_INTERVAL_MS = 5_000

/** `smsProvider`: built once from the environment at start-up (server/app.ts). */
export async function startWorker({ databaseUrl, smsProvider }: { databaseUrl: string; smsProvider: SmsProvider }) {
  // Supervising and monitoring every 10 s (not 60; pg-boss expires jobs in a pass that needs
  // both) finds the jobs of a crashed worker soon after they expire.
  const boss = new PgBoss({
    connectionString: databaseUrl,
    application_name: 'bhadaa-worker',
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  })
  boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'))
  await boss.start()
  await registerMaintenance(boss)
  await registerAgreementsEnd(boss)
  await registerReminderScan(boss)
  await registerRentalNotices(boss)
  await registerWeeklyDigest(boss)
  await registerLateFees(boss)
  await registerRecurringExpenses(boss)
  await registerGatewayRecheck(boss)
  await registerPlanEnds(boss)
  // Texts last: a worker whose start-up fails (the database lost meanwhile) exits, and must not
  // have begun a send it then abandons half-way.
  await registerSmsSend(boss, smsProvider)
  await registerSmsSweep(boss, smsProvider)

  const beat = () =>
    prisma.workerHeartbeat
      .upsert({
        where: { id: WORKER_HEARTBEAT_ID },
        create: { id: WORKER_HEARTBEAT_ID, seenAt: new Date() },
        update: { seenAt: new Date() },
      })
      .catch((error: unknown) => logger.error({ err: error }, 'worker heartbeat failed'))
  await beat()
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS)
  const recover = () =>
    recoverDeadSendAttempts()
      .then((recovered) => {
        if (recovered.interrupted || recovered.restarted) logger.warn({ recovered }, 'SMS send attempts of a dead worker recovered')
      })
      .catch((error: unknown) => logger.error({ err: error }, 'SMS send recovery failed'))
  const recoveryTimer = setInterval(recover, RECOVERY_INTERVAL_MS)
  logger.info('worker started')

  return {
    async stop() {
      clearInterval(timer)
      clearInterval(recoveryTimer)
      await boss.stop({ graceful: true, timeout: 5_000 })
      logger.info('worker stopped')
    },
  }
}
