// Online payments left PENDING by the gateway, and those left INITIATED past the
// gateway's expiry (the payer never came back), are asked about again every 5 minutes until the
// answer is final (app/services/payments/gateway-payments.server.ts recheckPendingGatewayPayments): Completed
// records the payment once (or keeps it for the landlord's decision when the ledger cannot take it),
// Expired/canceled/mismatched marks it failed for the landlord.
import type { PgBoss } from 'pg-boss'
import { recheckPendingGatewayPayments } from '~/services/payments/gateway-payments.server'
import { logger } from '~/server/logger.server'

export const GATEWAY_RECHECK_QUEUE = 'gateway-payments-recheck'

export async function registerGatewayRecheck(boss: PgBoss) {
  await boss.createQueue(GATEWAY_RECHECK_QUEUE)
  await boss.schedule(GATEWAY_RECHECK_QUEUE, '*/5 * * * *', null, { tz: 'Asia/Kathmandu' })
  await boss.work(GATEWAY_RECHECK_QUEUE, async () => {
    const counts = await recheckPendingGatewayPayments()
    if (counts.checked > 0) logger.info({ counts }, 'pending online payments re-checked')
  })
}
