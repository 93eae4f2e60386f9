// The Charge rows of an agreement: written from the pure rent schedule (app/domain/rent-schedule.ts)
// when the agreement is created, and cancelled (never deleted) from its termination on. Both run in
// the caller's transaction, so an agreement never exists without its schedule. The ledger builds on
// these rows (payments, balances); the reminder engine reads them.
import { buildRentSchedule, chargesCancelledByTermination, type AgreementTerms, type ScheduledCharge } from '~/domain/rent-schedule'
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

/**
 * Cancels the charges a termination on `terminatedOn` (a Nepal calendar day) removes: periods that
 * start after it and are not yet due (DESIGN §5). Nothing is deleted. A charge paid in advance is
 * cancelled too: the agreement's payments are then re-applied (ledger.server.ts), so the money
 * moves to what is still owed or stays as the tenant's credit. Answers the ids cancelled.
 */
export async function cancelChargesFromTermination(
  tx: Prisma.TransactionClient,
  agreementId: number,
  terminatedOn: string,
): Promise<number[]> {
  const open = await tx.charge.findMany({
    where: { agreementId, status: { not: 'CANCELLED' } },
    select: { id: true, periodStart: true, dueDate: true, paidPaisa: true },
  })
  const cancelled = chargesCancelledByTermination(
    open.map((charge) => ({ id: charge.id, periodStart: isoDateOf(charge.periodStart), dueDate: isoDateOf(charge.dueDate), paidPaisa: charge.paidPaisa })),
    terminatedOn,
  )
  if (cancelled.length > 0) {
    await tx.charge.updateMany({ where: { id: { in: cancelled.map((charge) => charge.id) } }, data: { status: 'CANCELLED' } })
  }
  if (cancelled.some((charge) => charge.paidPaisa > 0n)) await reallocateAgreement(tx, agreementId)
  return cancelled.map((charge) => charge.id)
}
