// Ending an agreement early (spec §2.13; DESIGN §11; contract: docs/AGREEMENTS-INTERFACE.md): the
// move-out day, what it does to the charges (ledger/charges.server.ts `applyMoveOut`), an upcoming
// agreement or renewal cancelled as a whole, the audit row and the tenant's text.
import { AGREEMENT_MESSAGES } from '~/schemas/agreement-schemas'
import { TERMINATION_MESSAGES, type TerminationInput } from '~/schemas/termination-schemas'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import type { AutomaticCancelReason } from '~/domain/charge-kind'
import { moveOutRange } from '~/domain/move-out'
import { nepalToday } from '~/domain/nepal-time'
import { isRecordId } from '~/domain/record-id'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { recordAudit } from '~/services/audit.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { applyMoveOut, moveOutEffect, type MoveOutEffect } from '~/services/ledger/charges.server'
import { recordAgreementTerminated } from '~/services/sms/change-texts.server'
import { enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import type { WriteGuard } from '~/services/idempotency.server'
import { getAgreement } from './agreements.server'
import type { AgreementView } from './views.server'

export type TerminationOptions = TerminationInput & { now?: Date }

/** What a guarded termination stores as its answer (a form sent twice is told the same). */
export type TerminationDone = { cancelledBeforeStart: boolean }

/** A renewal that has not taken over yet, which a termination of the agreement it renews cancels too. */
export type UpcomingRenewal = { id: number; startsOn: string }

/**
 * A termination as it would be written, nothing changed: the move-out day and what it does to the
 * charges; `startsOn` with `isUpcoming` when the agreement has not started (the termination cancels
 * it); `renewal` when its upcoming renewal is cancelled with it.
 */
export type TerminationPreview = Omit<MoveOutEffect, 'plan'> & { moveOutDate: string; proRata: boolean; isUpcoming: boolean; startsOn: string; renewal: UpcomingRenewal | null }

// The reasons written on the charges a termination cancels when the tenant never lived there.
const CANCELLED_BEFORE_START: AutomaticCancelReason = 'Cancelled before it started'
const RENEWED_ENDED: AutomaticCancelReason = 'The renewed agreement ended'

type LockedTermination = { day: string; isUpcoming: boolean; startsOn: string; renewal: UpcomingRenewal | null }

/**
 * Locks a current or upcoming agreement of the member for a termination, and its renewal when that
 * has not taken over yet, and checks the move-out day (null: today): NotFoundError, ConflictError
 * when already terminated or ended, ValidationError on `moveOutDate` for a day outside the agreement
 * (move-out.ts `moveOutRange`; an upcoming agreement is cancelled as a whole, so only days before
 * its start).
 */
async function lockForTermination(tx: Prisma.TransactionClient, memberId: number, agreementId: number, moveOutDate: string | null, today: string): Promise<LockedTermination> {
  if (!isRecordId(agreementId)) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  // Locked, so a termination and the daily end job (or a second click) cannot both run.
  const [row] = await tx.$queryRaw<Array<{ isCurrent: boolean; startDate: Date; endDate: Date }>>`
    SELECT ("status" = 'ACTIVE' AND "endDate" >= ${dateColumn(today)}::date) AS "isCurrent", "startDate", "endDate"
    FROM "Agreement" WHERE "id" = ${agreementId} AND "memberId" = ${memberId} FOR UPDATE`
  if (!row) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  if (!row.isCurrent) throw new ConflictError(AGREEMENT_MESSAGES.notCurrent)
  const day = moveOutDate ?? today
  const startsOn = isoDateOf(row.startDate)
  const isUpcoming = today < startsOn
  const range = moveOutRange({ startDate: startsOn, endDate: isoDateOf(row.endDate) }, today)
  if (day < range.from || day > range.to) {
    throw new ValidationError(AGREEMENT_MESSAGES.invalid, { moveOutDate: [isUpcoming ? TERMINATION_MESSAGES.moveOutUpcoming : TERMINATION_MESSAGES.moveOutOutside] })
  }
  // The renewal's row after this one's, in the order the start-day hand-over locks both. One that
  // has taken over cannot be here: its start is after this agreement's end, so this one is past.
  const [renewal] = await tx.$queryRaw<Array<{ id: number; startDate: Date }>>`
    SELECT "id", "startDate" FROM "Agreement"
    WHERE "renewedFromId" = ${agreementId} AND "status" = 'ACTIVE' AND "renewalStartedAt" IS NULL FOR UPDATE`
  return { day, isUpcoming, startsOn, renewal: renewal ? { id: renewal.id, startsOn: isoDateOf(renewal.startDate) } : null }
}

/** What terminating now with this move-out day would do (ValidationError and ConflictError as `terminateAgreement`). */
export async function previewTermination(memberId: number, agreementId: number, { now = new Date(), moveOutDate, proRata }: TerminationOptions): Promise<TerminationPreview> {
  // The same lock and checks as the termination, in a transaction that writes nothing.
  return prisma.$transaction(async (tx) => {
    const { day, isUpcoming, startsOn, renewal } = await lockForTermination(tx, memberId, agreementId, moveOutDate, nepalToday(now))
    const { plan: _plan, ...effect } = await moveOutEffect(tx, agreementId, day, { proRata })
    return { ...effect, moveOutDate: day, proRata, isUpcoming, startsOn, renewal }
  })
}

/**
 * Ends an agreement for good without the tenant ever living there (an upcoming agreement, or the
 * upcoming renewal of one terminated): every charge CANCELLED with `reason` (the move-out day is
 * today, before its start, so no period is kept), and its link to the agreement it renews removed,
 * so that one may be renewed again (the RENEWAL change row keeps the history). The deposit it
 * copied stays the renewed agreement's, settled there (settlements/settlements.server.ts refuses this one).
 */
async function cancelBeforeStart(tx: Prisma.TransactionClient, agreementId: number, today: string, now: Date, reason: AutomaticCancelReason) {
  await tx.agreement.update({ where: { id: agreementId }, data: { status: 'TERMINATED', terminatedAt: now, moveOutDate: dateColumn(today), renewedFromId: null } })
  return applyMoveOut(tx, agreementId, today, { proRata: false, now, reason })
}

/**
 * Terminates a current agreement: status TERMINATED, recorded now (`terminatedAt`), the tenant
 * leaving on the move-out day (`moveOutDate`: today by default, any day from the start to the end,
 * past days too). The charges of periods after it are cancelled, the period containing it charged
 * in full or pro rata (ledger/charges.server.ts `applyMoveOut`), everything else kept as history; the
 * unit is free at once. Its renewal, when that has not started, is cancelled with it (the tenant
 * leaves, so nobody would live there under it). An upcoming agreement (a renewal or a lease made
 * ahead of time) is cancelled as a whole (`cancelBeforeStart`). ConflictError when it is already
 * terminated or ended; ValidationError for a move-out day outside the agreement, nothing changed.
 * With a `guard` (the dialog's form key), once per key: the same form sent again is answered as the first.
 */
export async function terminateAgreement(
  memberId: number,
  agreementId: number,
  { now = new Date(), moveOutDate = null, proRata = false, guard }: Partial<TerminationOptions> & { guard?: WriteGuard<TerminationDone> } = {},
): Promise<AgreementView> {
  if (!isRecordId(agreementId)) throw new NotFoundError(AGREEMENT_MESSAGES.agreementNotFound)
  const today = nepalToday(now)
  const text = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    // The member row before the agreement's, in the order payments and voids take them: the
    // termination's notification and text refer to it (a foreign key's share lock), and taking it
    // after the agreement's lock could deadlock with a void holding the member.
    await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${memberId} FOR KEY SHARE`
    const { day, isUpcoming, renewal } = await lockForTermination(tx, memberId, agreementId, moveOutDate, today)
    let effect: MoveOutEffect
    if (isUpcoming) effect = await cancelBeforeStart(tx, agreementId, day, now, CANCELLED_BEFORE_START)
    else {
      await tx.agreement.update({ where: { id: agreementId }, data: { status: 'TERMINATED', terminatedAt: now, moveOutDate: dateColumn(day) } })
      effect = await applyMoveOut(tx, agreementId, day, { proRata, now })
    }
    const renewalEffect = renewal ? await cancelBeforeStart(tx, renewal.id, today, now, RENEWED_ENDED) : null
    await recordAudit(
      {
        actorMemberId: memberId,
        actorRole: 'MEMBER',
        action: 'member.agreementTerminate',
        target: `agreement:${agreementId}`,
        subjectMemberId: memberId,
        // The amounts before a pro-rata reduction live here: the charge keeps only what is owed.
        details: {
          moveOutDate: day,
          proRata,
          cancelledChargeIds: effect.plan.cancelled,
          proRated: effect.plan.proRated,
          ...(isUpcoming ? { beforeStart: true } : {}),
          ...(renewal && renewalEffect ? { cancelledRenewal: { id: renewal.id, cancelledChargeIds: renewalEffect.plan.cancelled } } : {}),
        },
      },
      tx,
    )
    await guard?.settle(tx, { cancelledBeforeStart: isUpcoming })
    // The text says when it was terminated (today); the move-out day is on the agreement.
    return recordAgreementTerminated(tx, agreementId, today)
  })
  if (text !== null) await enqueueSmsAfterCommit([text])
  return getAgreement(memberId, agreementId)
}
