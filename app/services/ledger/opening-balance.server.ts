// Leases that started before Bhadaa (contract: docs/LEDGER-INTERFACE.md). The landlord
// says the rent was "paid up to" a day, and what the tenant owed or had in credit on it. All of it
// lives in the one ledger (DESIGN §11), with nothing texted and no receipt:
// - every rent, utility or metered charge whose period ends on or before that day gets the status
//   BEFORE_BHADAA: it takes no payment, is never owed or reminded, and the statement lists it apart;
// - money owed then is one EXTRA charge marked `openingBalance`, due that day (reminded like any charge);
// - credit then is one Payment marked `openingCredit`, dated that day, without a receipt number,
//   applied before every receipt (app/domain/ledger.ts).
// Setting it again moves the day either way (charges after the new day are owed again) and
// replaces the opening balance (the old charge is cancelled, the old credit voided: never deleted).
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { CHARGE_MESSAGES as M, type BeforeBhadaaInput } from '~/schemas/charge-schemas'
import { Prisma } from '~/generated/prisma/client'
import { prisma, type Tx } from '~/server/db.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import type { WriteGuard } from '~/services/idempotency.server'
import { reallocateAgreement } from './ledger.server'
import { isRecordId } from '~/domain/record-id'

/** The kinds a "paid up to" day settles: the ones that cover a period of the tenancy. */
const PERIOD_KINDS = ['RENT', 'UTILITY', 'METERED'] as const

export type BeforeBhadaa = {
  /** A.D.; null when the whole agreement is in Bhadaa. */
  paidUpTo: string | null
  /** > 0 the tenant owed it, < 0 the tenant had it in credit, on `paidUpTo`. */
  openingBalancePaisa: number
  /** The charges settled before Bhadaa, and their total. */
  settledCount: number
  settledPaisa: number
}

async function ownAgreement(db: Tx, memberId: number, agreementId: number) {
  const agreement = isRecordId(agreementId)
    ? await db.agreement.findFirst({ where: { id: agreementId, memberId }, select: { id: true, memberId: true, startDate: true, endDate: true } })
    : null
  if (!agreement) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  return agreement
}

/**
 * What was settled before Bhadaa on the agreement `a`, as JSON (sums as the text of the paisa):
 * `beforeBhadaaFrom` reads it.
 */
export const BEFORE_BHADAA_JSON = Prisma.sql`json_build_object('paidUpTo', a."paidUpTo",
  'settledCount', (SELECT COUNT(*)::int FROM "Charge" c WHERE c."agreementId" = a."id" AND c."status" = 'BEFORE_BHADAA'),
  'settledPaisa', (SELECT COALESCE(SUM(c."amountPaisa"), 0)::text FROM "Charge" c WHERE c."agreementId" = a."id" AND c."status" = 'BEFORE_BHADAA'),
  'owedPaisa', (SELECT COALESCE(SUM(c."amountPaisa"), 0)::text FROM "Charge" c WHERE c."agreementId" = a."id" AND c."openingBalance" AND c."status" <> 'CANCELLED'),
  'creditPaisa', (SELECT COALESCE(SUM(p."amountPaisa"), 0)::text FROM "Payment" p WHERE p."agreementId" = a."id" AND p."openingCredit" AND p."voidedAt" IS NULL))`

export type BeforeBhadaaJson = { paidUpTo: string | null; settledCount: number; settledPaisa: string; owedPaisa: string; creditPaisa: string }

export function beforeBhadaaFrom(json: BeforeBhadaaJson): BeforeBhadaa {
  return {
    paidUpTo: json.paidUpTo === null ? null : isoDateOf(new Date(json.paidUpTo)),
    openingBalancePaisa: Number(BigInt(json.owedPaisa)) - Number(BigInt(json.creditPaisa)),
    settledCount: json.settledCount,
    settledPaisa: Number(BigInt(json.settledPaisa)),
  }
}

async function beforeBhadaaOf(db: Tx, agreementId: number): Promise<BeforeBhadaa> {
  const [row] = await db.$queryRaw<Array<{ value: BeforeBhadaaJson }>>`SELECT ${BEFORE_BHADAA_JSON} AS "value" FROM "Agreement" a WHERE a."id" = ${agreementId}`
  if (!row) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  return beforeBhadaaFrom(row.value)
}

/** What was settled before Bhadaa on one of the member's agreements. */
export async function getBeforeBhadaa(memberId: number, agreementId: number): Promise<BeforeBhadaa> {
  const [row] = isRecordId(agreementId)
    ? await prisma.$queryRaw<Array<{ value: BeforeBhadaaJson }>>`SELECT ${BEFORE_BHADAA_JSON} AS "value" FROM "Agreement" a WHERE a."id" = ${agreementId} AND a."memberId" = ${memberId}`
    : []
  if (!row) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  return beforeBhadaaFrom(row.value)
}

/**
 * Settles the agreement's charges up to `input.paidUpTo` as before Bhadaa and records its opening
 * balance, in the caller's transaction (also the one creating the agreement). ValidationError on
 * `paidUpTo` when it is outside the agreement, or when a payment recorded in Bhadaa pays a charge
 * it would settle (that payment would silently move to other charges: void it first).
 */
export async function applyBeforeBhadaa(
  tx: Tx,
  agreement: { id: number; memberId: number; startDate: Date; endDate: Date },
  input: BeforeBhadaaInput,
  now: Date,
): Promise<void> {
  const refuse = (message: string) => new ValidationError(LEDGER_MESSAGES.invalid, { paidUpTo: [message] })
  if (input.paidUpTo < isoDateOf(agreement.startDate)) throw refuse(M.paidUpToBeforeStart)
  if (input.paidUpTo > isoDateOf(agreement.endDate)) throw refuse(M.paidUpToAfterEnd)
  // One change of the agreement's money at a time (payments, voids and this meet here).
  await tx.$queryRaw`SELECT "id" FROM "Agreement" WHERE "id" = ${agreement.id} FOR UPDATE`
  const day = dateColumn(input.paidUpTo)
  const periodCharges = { agreementId: agreement.id, kind: { in: [...PERIOD_KINDS] } }
  const toSettle = await tx.charge.findMany({
    where: { ...periodCharges, periodEnd: { lte: day }, status: { in: ['DUE', 'PARTIAL', 'PAID'] } },
    select: { id: true, paidPaisa: true },
  })
  if (toSettle.some((charge) => charge.paidPaisa > 0n)) throw refuse(M.paidUpToHasPayments)
  const settledIds = toSettle.map((charge) => charge.id)
  await tx.charge.updateMany({ where: { id: { in: settledIds } }, data: { status: 'BEFORE_BHADAA' } })
  // A late fee on a charge now settled outside Bhadaa was never owed.
  await tx.charge.updateMany({
    where: { sourceChargeId: { in: settledIds }, status: 'DUE', paidPaisa: 0 },
    data: { status: 'CANCELLED', cancelReason: 'Settled before Bhadaa', cancelledAt: now },
  })
  await tx.charge.updateMany({ where: { ...periodCharges, periodEnd: { gt: day }, status: 'BEFORE_BHADAA' }, data: { status: 'DUE' } })
  await replaceOpeningBalance(tx, agreement, input, now)
  await tx.agreement.update({ where: { id: agreement.id }, data: { paidUpTo: day } })
  await reallocateAgreement(tx, agreement.id)
}

/** Keeps the opening charge or credit when it is unchanged; otherwise cancels/voids it and writes the new one. */
async function replaceOpeningBalance(tx: Tx, agreement: { id: number; memberId: number }, input: BeforeBhadaaInput, now: Date) {
  const day = dateColumn(input.paidUpTo)
  const owedPaisa = Math.max(0, input.openingBalancePaisa)
  const creditPaisa = Math.max(0, -input.openingBalancePaisa)
  const [charge, payment] = await Promise.all([
    tx.charge.findFirst({ where: { agreementId: agreement.id, openingBalance: true, status: { not: 'CANCELLED' } }, select: { id: true, amountPaisa: true, dueDate: true } }),
    tx.payment.findFirst({ where: { agreementId: agreement.id, openingCredit: true, voidedAt: null }, select: { id: true, amountPaisa: true, paidOn: true } }),
  ])
  const same = (row: { amountPaisa: bigint; date: Date } | null, paisa: number) =>
    row !== null && Number(row.amountPaisa) === paisa && isoDateOf(row.date) === input.paidUpTo
  if (!same(charge && { amountPaisa: charge.amountPaisa, date: charge.dueDate }, owedPaisa)) {
    if (charge) await tx.charge.update({ where: { id: charge.id }, data: { status: 'CANCELLED' } })
    if (owedPaisa > 0) {
      await tx.charge.create({
        data: { agreementId: agreement.id, kind: 'EXTRA', openingBalance: true, periodStart: day, periodEnd: day, dueDate: day, amountPaisa: BigInt(owedPaisa) },
      })
    }
  }
  if (!same(payment && { amountPaisa: payment.amountPaisa, date: payment.paidOn }, creditPaisa)) {
    if (payment) await tx.payment.update({ where: { id: payment.id }, data: { voidedAt: now, voidReason: 'Opening balance changed' } })
    if (creditPaisa > 0) {
      await tx.payment.create({
        data: { agreementId: agreement.id, memberId: agreement.memberId, amountPaisa: BigInt(creditPaisa), paidOn: day, method: 'OTHER', openingCredit: true },
      })
    }
  }
}

/** Sets "paid up to" and the opening balance of one of the member's agreements (any status). */
export async function setBeforeBhadaa(
  memberId: number,
  agreementId: number,
  input: BeforeBhadaaInput,
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<BeforeBhadaa> } = {},
): Promise<BeforeBhadaa> {
  return prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const agreement = await ownAgreement(tx, memberId, agreementId)
    await applyBeforeBhadaa(tx, agreement, input, now)
    const answer = await beforeBhadaaOf(tx, agreement.id)
    await guard?.settle(tx, answer)
    return answer
  })
}
