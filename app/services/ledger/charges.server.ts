// The Charge rows of an agreement: written from the pure rent schedule (app/domain/rent-schedule.ts)
// when the agreement is created, and cancelled (never deleted) after its move-out day. Both run in
// the caller's transaction, so an agreement never exists without its schedule. The ledger builds on
// these rows (payments, balances); the reminder engine reads them.
import { buildRentSchedule, type AgreementTerms, type ScheduledCharge } from '~/domain/rent-schedule'
import { moveOutPlan, type MoveOutPlan } from '~/domain/move-out'
import type { AutomaticCancelReason } from '~/domain/charge-kind'
import type { ChargeLine } from '~/domain/ledger'
import type { Prisma } from '~/generated/prisma/client'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import { reallocateAgreement } from './ledger.server'

/** `utilities[i].agreementUtilityId` links each utility line to its AgreementUtility row. */
export type ChargeTerms = AgreementTerms<number>

/** Writes the whole schedule (rent and utilities) of a new agreement; answers how many charges. */
export async function createAgreementCharges(tx: Prisma.TransactionClient, agreementId: number, terms: ChargeTerms): Promise<number> {
  return writeScheduledCharges(tx, agreementId, buildRentSchedule(terms))
}

/** Writes charges of the rent schedule (a new agreement's, or those a change of terms adds); answers how many. */
export async function writeScheduledCharges(tx: Prisma.TransactionClient, agreementId: number, schedule: readonly ScheduledCharge<number>[]): Promise<number> {
  if (schedule.length === 0) return 0
  const { count } = await tx.charge.createMany({
    data: schedule.map((charge) => ({
      agreementId,
      kind: charge.kind,
      agreementUtilityId: charge.utilityId,
      periodStart: dateColumn(charge.periodStart),
      periodEnd: dateColumn(charge.periodEnd),
      dueDate: dateColumn(charge.dueDate),
      amountPaisa: BigInt(charge.amountPaisa),
    })),
  })
  return count
}

/** A charge as a move-out's preview names it (ledger/format.ts `useChargeName`). */
export type MoveOutChargeLine = Pick<ChargeLine, 'id' | 'kind' | 'utilityId' | 'periodStart' | 'periodEnd' | 'amountPaisa' | 'paidPaisa'>

/** What a move-out does to the agreement's charges (move-out.ts), with the lines it touches. */
export type MoveOutEffect = {
  plan: MoveOutPlan
  cancelled: MoveOutChargeLine[]
  proRated: Array<MoveOutChargeLine & { toPaisa: number; days: number; periodDays: number }>
  /** The scheduled charges of the period containing the move-out day, as they stay (`toPaisa`: in full or pro rata). */
  lastPeriod: Array<MoveOutChargeLine & { toPaisa: number; proRated: boolean }>
  /** What the charges that stay add up to, after the move-out. */
  remainingPaisa: number
  /** The money in (payments less payments out) that pays them. */
  paidPaisa: number
}

/** The move-out's effect on the agreement's charges, read in `db` (a transaction that then applies it, or a preview). */
export async function moveOutEffect(db: Prisma.TransactionClient, agreementId: number, moveOutDate: string, { proRata }: { proRata: boolean }): Promise<MoveOutEffect> {
  const [rows, payments] = await Promise.all([
    db.charge.findMany({
      where: { agreementId },
      select: { id: true, kind: true, status: true, periodStart: true, periodEnd: true, amountPaisa: true, paidPaisa: true, sourceChargeId: true, agreementUtility: { select: { utilityOptionId: true } } },
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    }),
    db.payment.aggregate({ where: { agreementId, voidedAt: null }, _sum: { amountPaisa: true } }),
  ])
  const lines = new Map<number, MoveOutChargeLine>(
    rows.map((row) => [
      row.id,
      { id: row.id, kind: row.kind, utilityId: row.agreementUtility?.utilityOptionId ?? null, periodStart: isoDateOf(row.periodStart), periodEnd: isoDateOf(row.periodEnd), amountPaisa: Number(row.amountPaisa), paidPaisa: Number(row.paidPaisa) },
    ]),
  )
  const plan = moveOutPlan(
    rows.map((row) => ({ ...lines.get(row.id)!, sourceChargeId: row.sourceChargeId, cancelled: row.status === 'CANCELLED' })),
    moveOutDate,
    { proRata },
  )
  const cancelled = new Set(plan.cancelled)
  const proRated = new Map(plan.proRated.map((charge) => [charge.id, charge]))
  const remainingPaisa = rows
    .filter((row) => row.status !== 'CANCELLED' && row.status !== 'BEFORE_BHADAA' && !cancelled.has(row.id))
    .reduce((sum, row) => sum + (proRated.get(row.id)?.toPaisa ?? Number(row.amountPaisa)), 0)
  const lastPeriod = rows
    .filter((row) => (row.kind === 'RENT' || row.kind === 'UTILITY') && row.status !== 'CANCELLED' && !cancelled.has(row.id))
    .map((row) => lines.get(row.id)!)
    .filter((line) => line.periodStart <= moveOutDate && moveOutDate <= line.periodEnd)
    .map((line) => ({ ...line, toPaisa: proRated.get(line.id)?.toPaisa ?? line.amountPaisa, proRated: proRated.has(line.id) }))
  return {
    plan,
    lastPeriod,
    cancelled: plan.cancelled.map((id) => lines.get(id)!),
    proRated: plan.proRated.map(({ id, toPaisa, days, periodDays }) => ({ ...lines.get(id)!, toPaisa, days, periodDays })),
    remainingPaisa,
    paidPaisa: Number(payments._sum.amountPaisa ?? 0n),
  }
}

/** Why the charges a move-out cancels were cancelled (as the other automatic reasons, in English: the record's own words). */
export const MOVE_OUT_CANCEL_REASON = 'Moved out' satisfies AutomaticCancelReason

/**
 * Applies a move-out on `moveOutDate` (a Nepal calendar day) to the agreement's charges, in the
 * caller's transaction: the charges of periods after it CANCELLED with a reason (never deleted),
 * the charge of the period containing it reduced pro rata when asked (its period then ends on the
 * move-out day). When anything paid was cancelled or reduced, the agreement's payments are
 * re-applied (ledger.server.ts): the money moves to what is still owed, or stays as the tenant's
 * credit that the settlement refunds. Answers the effect applied.
 */
export async function applyMoveOut(
  tx: Prisma.TransactionClient,
  agreementId: number,
  moveOutDate: string,
  { proRata, now, reason = MOVE_OUT_CANCEL_REASON }: { proRata: boolean; now: Date; reason?: AutomaticCancelReason },
): Promise<MoveOutEffect> {
  const effect = await moveOutEffect(tx, agreementId, moveOutDate, { proRata })
  if (effect.cancelled.length > 0) {
    await tx.charge.updateMany({ where: { id: { in: effect.plan.cancelled } }, data: { status: 'CANCELLED', cancelReason: reason, cancelledAt: now } })
  }
  for (const charge of effect.proRated) {
    await tx.charge.update({ where: { id: charge.id }, data: { amountPaisa: BigInt(charge.toPaisa), periodEnd: dateColumn(moveOutDate) } })
  }
  // Money on a cancelled or reduced charge moves; a partly paid reduced charge may now be paid.
  if ([...effect.cancelled, ...effect.proRated].some((charge) => charge.paidPaisa > 0)) await reallocateAgreement(tx, agreementId)
  return effect
}
