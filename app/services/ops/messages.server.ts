// Money and messages for the operators: gateway confirmations that failed or are left
// pending, and SMS health: messages by status in the last 24 hours, UNKNOWN messages waiting for a
// person (resent once, as a new message keyed `resend:<id>`, or dropped; never automatically), the
// provider's credit balance when its client can tell, and the paused queue with a resume by hand.
import { SmsStatus } from '~/generated/prisma/enums'
import { isRecordId } from '~/domain/record-id'
import type { SmsTemplate } from '~/domain/sms/templates'
import { prisma } from '~/server/db.server'
import { env } from '~/server/env.server'
import { logger } from '~/server/logger.server'
import { recordAudit } from '~/services/audit.server'
import { ConflictError, NotFoundError } from '~/services/errors'
import { getSmsProviderStatus, resumeSmsProvider } from '~/services/sms/provider-pause.server'
import { createSmsInTransaction, enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import { configuredSmsProvider, smsProviderOf } from '~/services/sms/providers/index.server'
import { type Operator, requireReason } from './operators.server'

const DAY_MS = 24 * 60 * 60 * 1000

/** Failed, or still waiting for the gateway's word after 15 minutes: rent and plan payments alike. */
const problemWhere = (now: Date) => ({
  OR: [{ status: 'FAILED' as const }, { status: { in: ['INITIATED' as const, 'PENDING' as const] }, createdAt: { lt: new Date(now.getTime() - 15 * 60_000) } }],
})

/** Plan payments (Bhadaa's own merchant account) that failed or are left pending. */
export async function listPlanPaymentProblems(now = new Date()) {
  return prisma.planPayment.findMany({
    where: problemWhere(now),
    orderBy: { id: 'desc' },
    take: 100,
    select: { id: true, gateway: true, memberId: true, plan: true, period: true, amountPaisa: true, orderId: true, status: true, createdAt: true },
  })
}

/** Gateway payments that failed, or are still waiting for the gateway's word after 15 minutes. */
export async function listGatewayProblems(now = new Date()) {
  return prisma.gatewayPayment.findMany({
    where: problemWhere(now),
    orderBy: { id: 'desc' },
    take: 100,
    select: { id: true, gateway: true, purpose: true, memberId: true, agreementId: true, amountPaisa: true, orderId: true, status: true, createdAt: true, updatedAt: true },
  })
}

/** The provider's credit balance, if its client can ask (Sparrow); null: not available. */
async function creditBalance(): Promise<number | null> {
  try {
    const provider = smsProviderOf(env)
    if (!provider.checkAccount) return null
    return (await provider.checkAccount()).credits
  } catch (error) {
    logger.warn({ err: error }, 'SMS credit balance not available')
    return null
  }
}

export async function getSmsHealth(now = new Date()) {
  const [byStatus, unknown, gateway, credits] = await Promise.all([
    prisma.smsMessage.groupBy({ by: ['status'], where: { createdAt: { gte: new Date(now.getTime() - DAY_MS) } }, _count: { _all: true } }),
    listUnknownSms(),
    getSmsProviderStatus(),
    creditBalance(),
  ])
  const counts = Object.fromEntries(Object.values(SmsStatus).map((status) => [status, byStatus.find((row) => row.status === status)?._count._all ?? 0])) as Record<SmsStatus, number>
  return { provider: configuredSmsProvider, last24h: counts, unknown, gateway, credits }
}

/** UNKNOWN messages no person has settled yet, oldest first. */
export function listUnknownSms() {
  return prisma.smsMessage.findMany({
    where: { status: 'UNKNOWN', operatorDecision: null },
    orderBy: { id: 'asc' },
    take: 100,
    select: { id: true, to: true, template: true, body: true, error: true, memberId: true, createdAt: true },
  })
}

async function settleUnknown(operatorId: number, messageId: number, decision: 'RESENT' | 'DROPPED', reason: string) {
  return prisma.$transaction(async (tx) => {
    const message = isRecordId(messageId)
      ? await tx.smsMessage.findUnique({ where: { id: messageId }, select: { id: true, status: true, to: true, language: true, template: true, body: true, memberId: true, tenantId: true } })
      : null
    if (!message) throw new NotFoundError('ops.smsNotFound')
    // Only an UNKNOWN message nobody settled; the guarded update makes a second click a conflict.
    const { count } = await tx.smsMessage.updateMany({ where: { id: messageId, status: 'UNKNOWN', operatorDecision: null }, data: { operatorDecision: decision } })
    if (count === 0) throw new ConflictError('ops.smsAlreadySettled')
    let resentId: number | null = null
    if (decision === 'RESENT') {
      const { id } = await createSmsInTransaction(tx, {
        to: message.to,
        language: message.language,
        template: message.template as SmsTemplate,
        body: message.body,
        // Unique: whatever happens, one resend per message.
        idempotencyKey: `resend:${message.id}`,
        ...(message.memberId === null ? {} : { memberId: message.memberId }),
        ...(message.tenantId === null ? {} : { tenantId: message.tenantId }),
      })
      resentId = id
    }
    await recordAudit({ actorMemberId: operatorId, actorRole: 'OPERATOR', action: decision === 'RESENT' ? 'operator.smsResend' : 'operator.smsDrop', target: `sms:${messageId}`, subjectMemberId: message.memberId, reason, details: { resentId } }, tx)
    return resentId
  })
}

/** Sends an UNKNOWN message again, once; ConflictError on a second try. */
export async function resendUnknownSms(operator: Operator, messageId: number, reason: unknown) {
  const why = requireReason(reason)
  const resentId = await settleUnknown(operator.id, messageId, 'RESENT', why)
  if (resentId !== null) await enqueueSmsAfterCommit([resentId])
  return { resentId }
}

/** Leaves an UNKNOWN message as it is, settled: it drops off the waiting list. */
export async function dropUnknownSms(operator: Operator, messageId: number, reason: unknown) {
  await settleUnknown(operator.id, messageId, 'DROPPED', requireReason(reason))
}

/** Resumes the paused SMS queue by hand; ConflictError when it is not paused. */
export async function resumeSmsQueue(operator: Operator, reason: unknown) {
  const why = requireReason(reason)
  const status = await getSmsProviderStatus()
  if (!status.paused) throw new ConflictError('ops.queueNotPaused')
  const queued = await resumeSmsProvider(status.provider)
  await recordAudit({ actorMemberId: operator.id, actorRole: 'OPERATOR', action: 'operator.smsQueueResume', target: `gateway:${status.provider}`, reason: why, details: { queued, pausedFor: status.reason } })
  return { queued }
}
