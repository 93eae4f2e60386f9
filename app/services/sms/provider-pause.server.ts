// The pause of the SMS provider (ADR 008). When the provider refuses the account (no credit; token,
// IP or sender refused) nothing more is sent through it: messages wait, QUEUED, and every member
// sees a warning. The state lives in PostgreSQL (the SmsGateway table, named before the word was settled) so every web and worker process
// agrees. A periodic check (sweepSmsOutbox) asks the provider whether the account works again
// (Sparrow's credit balance) or, for providers without such a call, lets one waiting message
// through as a probe; when the account works, sending resumes and the waiting messages go.
import type { Prisma, SmsPauseReason } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { recordNotificationForMembers } from '~/services/accounts/notifications.server'
import { enqueueSms, enqueueWaitingSms } from './outbox.server'
import { configuredSmsProvider, type SmsProvider, SmsProviderError } from './providers/index.server'

export type SmsProviderStatus =
  | { provider: string; paused: false }
  | { provider: string; paused: true; since: Date; reason: SmsPauseReason; error: string | null; checkedAt: Date | null }

/** Whether the configured provider is paused, for the warning pages show (SmsProviderWarning). */
export async function getSmsProviderStatus(provider: string = configuredSmsProvider): Promise<SmsProviderStatus> {
  const row = await prisma.smsGateway.findUnique({ where: { provider } })
  if (!row?.pausedAt || !row.pauseReason) return { provider, paused: false }
  return { provider, paused: true, since: row.pausedAt, reason: row.pauseReason, error: row.pauseError, checkedAt: row.checkedAt }
}

export type ProviderHold = {
  /** True when the provider is paused and this message is not its probe: it must wait. */
  holds(messageId: number): boolean
  /** While paused, the message let through to test the account (its success resumes). */
  probeMessageId: number | null
}

/** The provider's pause as a batch of sends sees it when it starts (one read for the batch). */
export async function providerHold(provider: string): Promise<ProviderHold> {
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
 * Pauses the provider (or records the newest reason while it is paused). The members whose
 * messages wait are told once, when it goes from sending to paused, in the same transaction.
 */
export async function pauseSmsProvider(provider: string, reason: SmsPauseReason, error: string, now = new Date()): Promise<void> {
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
  if (started) logger.warn({ provider, reason, error }, 'SMS provider paused: messages wait until the account works again')
}

/** Resumes a paused provider and queues every waiting message. Returns how many were queued. */
export async function resumeSmsProvider(provider: string, now = new Date()): Promise<number> {
  const resumed = await prisma.$transaction(async (tx) => {
    const { count } = await tx.smsGateway.updateMany({
      where: { provider, pausedAt: { not: null } },
      data: { pausedAt: null, pauseReason: null, pauseError: null, probeMessageId: null, checkedAt: now },
    })
    if (count > 0) await recordNotificationForMembers(tx, await membersWithWaitingSms(tx), 'SMS_GATEWAY_RESUMED', {})
    return count > 0
  })
  if (!resumed) return 0 // not paused, or another process resumed it first
  logger.info({ provider }, 'SMS provider resumed')
  return enqueueWaitingSms()
}

/** After a message went out: if it was the probe of a paused provider, the account works again. */
export async function resumeAfterProbe(provider: string, messageId: number): Promise<void> {
  const row = await prisma.smsGateway.findUnique({ where: { provider }, select: { pausedAt: true, probeMessageId: true } })
  if (row?.pausedAt && row.probeMessageId === messageId) await resumeSmsProvider(provider)
}

/**
 * How long after a pause or a check the next check waits: credit is not topped up in seconds,
 * and a probe costs a real message when it goes through.
 */
export const PROVIDER_CHECK_INTERVAL_MS = 4 * 60_000

export type ProviderCheck = 'ACTIVE' | 'NOT_YET' | 'STILL_PAUSED' | 'PROBING' | 'RESUMED'

/**
 * For a paused provider: asks it whether the account works again and resumes if so; a
 * provider without an account check gets one waiting message as a probe (its success resumes).
 */
export async function checkPausedSmsProvider(provider: SmsProvider, now = new Date()): Promise<ProviderCheck> {
  const row = await prisma.smsGateway.findUnique({ where: { provider: provider.name } })
  if (!row?.pausedAt) return 'ACTIVE'
  if (row.checkedAt && now.getTime() - row.checkedAt.getTime() < PROVIDER_CHECK_INTERVAL_MS) return 'NOT_YET'
  if (provider.checkAccount) {
    try {
      await provider.checkAccount()
    } catch (error) {
      const reason = error instanceof SmsProviderError && error.kind === 'NO_CREDIT' ? 'NO_CREDIT' : (row.pauseReason ?? 'ACCOUNT')
      const message = error instanceof Error ? error.message : String(error)
      await prisma.smsGateway.update({ where: { provider: provider.name }, data: { pauseReason: reason, pauseError: message, checkedAt: now } })
      return 'STILL_PAUSED'
    }
    await resumeSmsProvider(provider.name, now)
    return 'RESUMED'
  }
  const probe = await prisma.smsMessage.findFirst({
    where: { status: 'QUEUED', OR: [{ sendBefore: null }, { sendBefore: { gt: now } }] },
    orderBy: { id: 'asc' },
    select: { id: true },
  })
  if (!probe) {
    await resumeSmsProvider(provider.name, now)
    return 'RESUMED'
  }
  await prisma.smsGateway.update({ where: { provider: provider.name }, data: { probeMessageId: probe.id, checkedAt: now } })
  await enqueueSms([probe.id])
  return 'PROBING'
}
