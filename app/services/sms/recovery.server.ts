// After a worker dies mid-batch (SIGKILL, out of memory, a lost host), its texts are decided
// within about one attempt's lifetime instead of minutes, by every worker every few seconds:
// - a message still SENDING after SEND_ATTEMPT_LIFETIME_MS belongs to an attempt that died while
//   the provider may have had it: UNKNOWN, never resent (ADR 006/008), as its job's retry would
//   have decided, only without waiting for pg-boss's expiry pass and retry delay;
// - a send job pg-boss expired (the attempt died before or after its claim) is started again
//   at once rather than after the backoff delay meant for provider failures: a job that died
//   is not a sign that the provider needs a rest.
import { prisma } from '~/server/db.server'
import { SEND_ATTEMPT_LIFETIME_MS, SMS_SEND_QUEUES } from './outbox.server'
import { markInterrupted } from './send.server'

const RECOVERY_LIMIT = 500

// pg-boss (12) writes this output on a job its supervisor failed for running past expireInSeconds.
const EXPIRED_JOB_MESSAGE = 'job timed out'

export async function recoverDeadSendAttempts(now = new Date()): Promise<{ interrupted: number; restarted: number }> {
  const sendingBefore = new Date(now.getTime() - SEND_ATTEMPT_LIFETIME_MS)
  const dead = await prisma.smsMessage.findMany({
    where: { status: 'SENDING', sendingAt: { lt: sendingBefore } },
    orderBy: { id: 'asc' },
    take: RECOVERY_LIMIT,
    select: { id: true },
  })
  let interrupted = 0
  for (const { id } of dead) if (await markInterrupted({ id, sendingBefore })) interrupted++

  // pg-boss has no call to retry a job now; its own update() would need each id. One statement
  // on its job table (schema `pgboss`) moves the waiting retries of expired attempts forward, in
  // both send queues (single texts and the scan's batches, ADR 050).
  const restarted = await prisma.$executeRaw`
    UPDATE pgboss.job SET start_after = now()
    WHERE name = ANY(${SMS_SEND_QUEUES.map(({ name }) => name)}::text[]) AND state = 'retry' AND start_after > now()
      AND output -> 'value' ->> 'message' = ${EXPIRED_JOB_MESSAGE}`
  return { interrupted, restarted }
}
