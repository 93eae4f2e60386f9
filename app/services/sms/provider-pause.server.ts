// The pause of an SMS gateway (ADR 008). When the provider refuses the account (no credit; token,
// IP or sender refused) nothing more is sent through it: messages wait, QUEUED, and every member
// sees a warning. The state lives in PostgreSQL (SmsGateway) so every web and worker process
// agrees. A periodic check (sweepSmsOutbox) asks the provider whether the account works again
// (Sparrow's credit balance) or, for providers without such a call, lets one waiting message
// through as a probe; when the account works, the gateway resumes and the waiting messages go.
import type { Prisma, SmsPauseReason } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { recordNotificationForMembers } from '~/services/notifications.server'
import { enqueueSms, enqueueWaitingSms } from './outbox.server'
import { configuredSmsProvider, type SmsProvider, SmsProviderError } from './providers/index.server'

export type SmsGatewayStatus =
  | { provider: string; paused: false }
  | { provider: string; paused: true; since: Date; reason: SmsPauseReason; error: string | null; checkedAt: Date | null }

/** Whether the configured gateway is paused, for the warning pages show (SmsGatewayWarning). */
export async function getSmsGatewayStatus(provider: string = configuredSmsProvider): Promise<SmsGatewayStatus> {
  const row = await prisma.smsGateway.findUnique({ where: { provider } })
  if (!row?.pausedAt || !row.pauseReason) return { provider, paused: false }
  return { provider, paused: true, since: row.pausedAt, reason: row.pauseReason, error: row.pauseError, checkedAt: row.checkedAt }
}

export type GatewayHold = {
  /** True when the gateway is paused and this message is not its probe: it must wait. */
  holds(messageId: number): boolean
  /** While paused, the message let through to test the account (its success resumes). */
  probeMessageId: number | null
}

/** The gateway's pause as a batch of sends sees it when it starts (one read for the batch). */
export async function gatewayHold(provider: string): Promise<GatewayHold> {
  const row = await prisma.smsGateway.findUnique({ where: { provider }, select: { pausedAt: true, probeMessageId: true } })
  const probeMessageId = row?.pausedAt ? row.probeMessageId : null
  return { holds: (messageId) => Boolean(row?.pausedAt) && probeMessageId !== messageId, probeMessageId }
}

async function membersWithWaitingSms(tx: Prisma.TransactionClient): Promise<number[]> {
  const rows = await tx.smsMessage.findMany({
    where: { status: 'QUEUED', memberId: { not: null } },
    distinct: ['memberId'],
    select: { memberId: true },
  })
  return rows.flatMap(({ memberId }) => (memberId === null ? [] : [memberId]))
}

/**
 * Pauses the gateway (or records the newest reason while it is paused). The members whose
 * messages wait are told once, when it goes from sending to paused, in the same transaction.
 */
export async function pauseSmsGateway(provider: string, reason: SmsPauseReason, error: string, now = new Date()): Promise<void> {
  await prisma.smsGateway.upsert({ where: { provider }, create: { provider }, update: {} })
  const started = await prisma.$transaction(async (tx) => {
    const { count } = await tx.smsGateway.updateMany({
      where: { provider, pausedAt: null },
      data: { pausedAt: now, pauseReason: reason, pauseError: error, probeMessageId: null, checkedAt: now },
    })
    if (count === 0) {
      await tx.smsGateway.update({ where: { provider }, data: { pauseReason: reason, pauseError: error, probeMessageId: null, checkedAt: now } })
      return false
    }
    await recordNotificationForMembers(tx, await membersWithWaitingSms(tx), 'SMS_GATEWAY_PAUSED', { reason, error })
    return true
  })
  if (started) logger.warn({ provider, reason, error }, 'SMS gateway paused: messages wait until the account works again')
}

/** Resumes a paused gateway and queues every waiting message. Returns how many were queued. */
export async function resumeSmsGateway(provider: string, now = new Date()): Promise<number> {
  const resumed = await prisma.$transaction(async (tx) => {
    const { count } = await tx.smsGateway.updateMany({
      where: { provider, pausedAt: { not: null } },
      data: { pausedAt: null, pauseReason: null, pauseError: null, probeMessageId: null, checkedAt: now },
    })
    if (count > 0) await recordNotificationForMembers(tx, await membersWithWaitingSms(tx), 'SMS_GATEWAY_RESUMED', {})
    return count > 0
  })
  if (!resumed) return 0 // not paused, or another process resumed it first
  logger.info({ provider }, 'SMS gateway resumed')
  return enqueueWaitingSms()
}

/** After a message went out: if it was the probe of a paused gateway, the account works again. */
export async function resumeAfterProbe(provider: string, messageId: number): Promise<void> {
  const row = await prisma.smsGateway.findUnique({ where: { provider }, select: { pausedAt: true, probeMessageId: true } })
  if (row?.pausedAt && row.probeMessageId === messageId) await resumeSmsGateway(provider)
}

/**
 * How long after a pause or a check the next check waits: credit is not topped up in seconds,
 * and a probe costs a real message when it goes through.
 */
export const GATEWAY_CHECK_INTERVAL_MS = 4 * 60_000

export type GatewayCheck = 'ACTIVE' | 'NOT_YET' | 'STILL_PAUSED' | 'PROBING' | 'RESUMED'

/**
 * For a paused gateway: asks the provider whether the account works again and resumes if so; a
 * provider without an account check gets one waiting message as a probe (its success resumes).
 */
export async function checkPausedSmsGateway(provider: SmsProvider, now = new Date()): Promise<GatewayCheck> {
  const row = await prisma.smsGateway.findUnique({ where: { provider: provider.name } })
  if (!row?.pausedAt) return 'ACTIVE'
  if (row.checkedAt && now.getTime() - row.checkedAt.getTime() < GATEWAY_CHECK_INTERVAL_MS) return 'NOT_YET'
  if (provider.checkAccount) {
    try {
      await provider.checkAccount()
    } catch (error) {
      const reason = error instanceof SmsProviderError && error.kind === 'NO_CREDIT' ? 'NO_CREDIT' : (row.pauseReason ?? 'ACCOUNT')
      const message = error instanceof Error ? error.message : String(error)
      await prisma.smsGateway.update({ where: { provider: provider.name }, data: { pauseReason: reason, pauseError: message, checkedAt: now } })
      return 'STILL_PAUSED'
    }
    await resumeSmsGateway(provider.name, now)
    return 'RESUMED'
  }
  const probe = await prisma.smsMessage.findFirst({
    where: { status: 'QUEUED', OR: [{ sendBefore: null }, { sendBefore: { gt: now } }] },
    orderBy: { id: 'asc' },
    select: { id: true },
  })
  if (!probe) {
    await resumeSmsGateway(provider.name, now)
    return 'RESUMED'
  }
  await prisma.smsGateway.update({ where: { provider: provider.name }, data: { probeMessageId: probe.id, checkedAt: now } })
  await enqueueSms([probe.id])
  return 'PROBING'
}
