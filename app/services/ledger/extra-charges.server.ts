// Extra charges (contract: docs/LEDGER-INTERFACE.md): a one-off charge on an agreement (a
// repair, a water tanker) with a description, an amount and a due date. It is a Charge of kind
// EXTRA in the one ledger: payments pay it oldest first like the rent, the reminder scan reminds
// it (naming it by its description) and the dashboard counts it. While nothing of it is paid, it
// can be cancelled with a reason (kept, status CANCELLED); a late fee is waived the same way.
import type { ChargeLine } from '~/domain/ledger'
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { CHARGE_MESSAGES as M, type ExtraChargeInput } from '~/schemas/charge-schemas'
import { nepalToday } from '~/domain/nepal-time'
import { prisma, type Tx } from '~/server/db.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import type { WriteGuard } from '~/services/idempotency.server'
import { CHARGE_SELECT, chargeLineOf } from './lines.server'
import { reallocateAgreement } from './ledger.server'
import { isRecordId } from '~/domain/record-id'

/** A charge as the ledger shows it, with its agreement. */
export type ChargeWithAgreement = ChargeLine & { agreementId: number }

/**
 * Adds an extra charge to one of the member's current agreements. ValidationError on `dueDate`
 * outside the agreement; ConflictError when the agreement has ended or was terminated.
 */
export async function addExtraCharge(
  memberId: number,
  agreementId: number,
  input: ExtraChargeInput,
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<ChargeWithAgreement> } = {},
): Promise<ChargeWithAgreement> {
  const today = nepalToday(now)
  const id = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const agreement = isRecordId(agreementId)
      ? await tx.agreement.findFirst({ where: { id: agreementId, memberId }, select: { id: true, status: true, startDate: true, endDate: true } })
      : null
    if (!agreement) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
    if (agreement.status !== 'ACTIVE' || isoDateOf(agreement.endDate) < today) throw new ConflictError(M.agreementNotCurrent)
    if (input.dueDate < isoDateOf(agreement.startDate)) throw new ValidationError(LEDGER_MESSAGES.invalid, { dueDate: [M.dueBeforeStart] })
    if (input.dueDate > isoDateOf(agreement.endDate)) throw new ValidationError(LEDGER_MESSAGES.invalid, { dueDate: [M.dueAfterEnd] })
    const day = dateColumn(input.dueDate)
    const charge = await tx.charge.create({
      data: { agreementId, kind: 'EXTRA', description: input.description, periodStart: day, periodEnd: day, dueDate: day, amountPaisa: BigInt(input.amountPaisa) },
      select: { id: true },
    })
    // Credit the tenant has (money beyond every charge) pays it at once.
    await reallocateAgreement(tx, agreementId)
    await guard?.settle(tx, await chargeIn(tx, memberId, agreementId, charge.id))
    return charge.id
  })
  return chargeIn(prisma, memberId, agreementId, id)
}

/** Also inside a write's transaction (`db` its client): the charge as that transaction sees it. */
async function chargeIn(db: Tx, memberId: number, agreementId: number, chargeId: number): Promise<ChargeWithAgreement> {
  const row = await db.charge.findFirst({ where: { id: chargeId, agreement: { id: agreementId, memberId } }, select: CHARGE_SELECT })
  if (!row) throw new NotFoundError(M.chargeNotFound)
  return { ...chargeLineOf(row), agreementId }
}

/**
 * Cancels one of the member's unpaid extra charges, or waives a late fee, with a reason (kept on
 * it). ConflictError for any other charge, or one of which anything is paid. `agreementId`, when
 * given, must be the charge's.
 */
export async function cancelCharge(
  memberId: number,
  chargeId: number,
  reason: string,
  { now = new Date(), agreementId, guard }: { now?: Date; agreementId?: number; guard?: WriteGuard<ChargeWithAgreement> } = {},
): Promise<ChargeWithAgreement> {
  const trimmed = reason.trim()
  if (trimmed === '') throw new ValidationError(LEDGER_MESSAGES.invalid, { reason: [M.cancelReasonRequired] })
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const charge = isRecordId(chargeId)
      ? await tx.charge.findFirst({
          where: { id: chargeId, agreement: { memberId, ...(agreementId === undefined ? {} : { id: agreementId }) } },
          select: { id: true, agreementId: true },
        })
      : null
    if (!charge) throw new NotFoundError(M.chargeNotFound)
    // Locked with the agreement, so a payment cannot pay it between the check and the cancel.
    await tx.$queryRaw`SELECT "id" FROM "Agreement" WHERE "id" = ${charge.agreementId} FOR UPDATE`
    const { count } = await tx.charge.updateMany({
      where: { id: charge.id, kind: { in: ['EXTRA', 'LATE_FEE'] }, openingBalance: false, status: 'DUE', paidPaisa: 0 },
      data: { status: 'CANCELLED', cancelReason: trimmed, cancelledAt: now },
    })
    if (count === 0) throw new ConflictError(M.chargeNotCancellable)
    const cancelled = await chargeIn(tx, memberId, charge.agreementId, charge.id)
    await guard?.settle(tx, cancelled)
    return cancelled
  })
}
