// Deposit and move-out (rules: app/domain/settlement.ts; contract: docs/LEDGER-INTERFACE.md
// §"Deposit settlement"): the deposit recorded as received (amount, date, method) on the agreement,
// and once the agreement is terminated or ended, its settlement, written into the one ledger:
// - each deduction an EXTRA charge with its reason, due on the settlement day;
// - the deposit applied as a receipt-less payment in (method: how it was received), which the
//   ledger's allocation spends on the open charges, oldest first, deductions included;
// - the refund as a receipt-less payment out (a negative amount) that takes back what is left;
// - the Settlement row keeps the figures the statement prints and links the two payments;
// - the tenant's SMS once (`settlement:<agreementId>`).
// One settlement per agreement (unique); a repeat with the same idempotency key replays, another
// is a conflict. What the tenant still owes stays as open charges. Scoped to the owner's books; a
// co-owner or manager who settles is named as the recorder of its two payments (ADR 041).
import { type Deduction, type Settlement, settleDeposit } from '~/domain/settlement'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { isRecordId } from '~/domain/record-id'
import { messageString, type MessageString } from '~/i18n/message'
import { LEDGER_MESSAGES, type PaymentMethod } from '~/schemas/ledger-schemas'
import { Prisma } from '~/generated/prisma/client'
import { prisma, type Tx } from '~/server/db.server'
import { dateOrNullOf, readJson } from '~/services/json-rows.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import type { WriteGuard } from '~/services/idempotency.server'
import { reallocateAgreement } from '~/services/ledger/ledger.server'
import { moveOutDayOf } from '~/services/agreements/views.server'
import { enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import { recordSettlementText } from '~/services/sms/change-texts.server'
import { actedForOwner, type PropertyAccess } from '~/services/team/access.server'
import { fullName } from '~/domain/person-name'

export type DepositReceived = { amountPaisa: number; receivedOn: string; method: PaymentMethod }

export type SettlementRequest = {
  /** When and how the deposit was received, written with the settlement; null keeps what is recorded. */
  depositReceived?: { receivedOn: string; method: PaymentMethod } | null
  deductions: readonly Deduction[]
  refundMethod: PaymentMethod
}

export type SettlementView = Settlement & {
  agreementId: number
  /** The day the tenant left (a terminated agreement's move-out day), or null for one that ran to its end. */
  moveOutDate: string | null
  settledOn: string
  depositPaymentId: number | null
  refundPaymentId: number | null
}

const DEDUCTION = 'settlement:deduction:'

const fieldCodes = {
  deductions: messageString('settlement.error.deductionsTooHigh'),
  reason: messageString('settlement.error.deductionReason', { max: 200 }),
  amount: messageString('settlement.error.deductionAmount'),
} as const

/** The domain's issues as field errors in codes: `deductions`, `deductions[i].reason`, `deductions[i].amountPaisa`. */
function refusal(issues: ReadonlyArray<{ field: string }>): ValidationError {
  const fields: Record<string, MessageString[]> = {}
  for (const { field } of issues) {
    const code = field.endsWith('.reason') ? fieldCodes.reason : field.endsWith('.amountPaisa') ? fieldCodes.amount : fieldCodes.deductions
    fields[field] = [code]
  }
  return new ValidationError(LEDGER_MESSAGES.invalid, fields)
}

async function ownAgreement(db: Tx, memberId: number, agreementId: number) {
  const agreement = isRecordId(agreementId)
    ? await db.agreement.findFirst({
        where: { id: agreementId, memberId },
        select: { id: true, status: true, endDate: true, moveOutDate: true, terminatedAt: true, depositPaisa: true, depositMethod: true },
      })
    : null
  if (!agreement) throw new NotFoundError(LEDGER_MESSAGES.agreementNotFound)
  return agreement
}

type OverCheck = { status: string; endDate: Date; moveOutDate: Date | null; terminatedAt: Date | null }

/**
 * Whether the tenancy is over on `today`: past its end date, or terminated and past its move-out
 * day's start (the deposit is settled on the day the tenant leaves or later, not before).
 */
const isOver = (agreement: OverCheck, today: string) => {
  if (agreement.status === 'TERMINATED') return moveOutDayOf(agreement)! <= today
  return agreement.status !== 'ACTIVE' || isoDateOf(agreement.endDate) < today
}

/** Why an agreement cannot be settled yet: the move-out day still to come, or the agreement still running. */
const notOverYet = (agreement: { status: string }) =>
  agreement.status === 'TERMINATED' ? new ConflictError('settlement.error.beforeMoveOut') : new ConflictError('settlement.error.notEnded')

/** Records the deposit as received: its amount, the day and how. */
export async function recordDepositReceived(memberId: number, agreementId: number, deposit: DepositReceived): Promise<void> {
  await ownAgreement(prisma, memberId, agreementId)
  await prisma.agreement.update({
    where: { id: agreementId },
    data: { depositPaisa: BigInt(deposit.amountPaisa), depositReceivedOn: dateColumn(deposit.receivedOn), depositMethod: deposit.method },
  })
}

/** What the ledger owes now: unpaid on every open charge (due or not), and the money beyond every charge. */
async function ledgerNow(db: Tx, agreementId: number) {
  const [charges, payments] = await Promise.all([
    db.charge.findMany({ where: { agreementId, status: { notIn: ['CANCELLED', 'BEFORE_BHADAA'] } }, select: { amountPaisa: true, paidPaisa: true } }),
    db.payment.aggregate({ where: { agreementId, voidedAt: null }, _sum: { amountPaisa: true } }),
  ])
  const unpaidDuesPaisa = charges.reduce((sum, charge) => sum + Number(charge.amountPaisa - charge.paidPaisa), 0)
  const allocated = charges.reduce((sum, charge) => sum + Number(charge.paidPaisa), 0)
  return { unpaidDuesPaisa, creditPaisa: Math.max(0, Number(payments._sum.amountPaisa ?? 0n) - allocated) }
}

/** The settlement as it would be written now, nothing changed: ValidationError as `settleAgreement`. */
export async function previewSettlement(memberId: number, agreementId: number, deductions: readonly Deduction[], { now = new Date() }: { now?: Date } = {}): Promise<Settlement> {
  const agreement = await ownAgreement(prisma, memberId, agreementId)
  if (!isOver(agreement, nepalToday(now))) throw notOverYet(agreement)
  await refuseRenewed(prisma, agreementId)
  return figuresOf(agreement, await ledgerNow(prisma, agreementId), deductions)
}

/**
 * A renewed agreement's deposit and balance moved to its renewal (ADR 021): the renewal is settled,
 * never this one. A renewal cancelled before it started never held the deposit it copied: the
 * agreement it renewed is settled instead.
 */
async function refuseRenewed(db: Tx, agreementId: number) {
  if (await db.agreement.findUnique({ where: { renewedFromId: agreementId }, select: { id: true } })) throw new ConflictError('settlement.error.renewed')
  const madeByRenewal = await db.agreementChange.findUnique({ where: { renewalId: agreementId }, select: { id: true } })
  if (madeByRenewal && (await db.agreement.findUnique({ where: { id: agreementId }, select: { renewalStartedAt: true } }))?.renewalStartedAt === null) {
    throw new ConflictError('settlement.error.cancelledRenewal')
  }
}

function figuresOf(agreement: { depositPaisa: bigint | null }, ledger: { unpaidDuesPaisa: number; creditPaisa: number }, deductions: readonly Deduction[]): Settlement {
  const result = settleDeposit({ depositPaisa: Number(agreement.depositPaisa ?? 0n), ...ledger, deductions })
  if (!result.ok) throw refusal(result.issues)
  return result.settlement
}

/**
 * Settles the deposit of a terminated or ended agreement (see the head of this file).
 * ValidationError on the deductions; ConflictError while it is current, or when already settled.
 */
export async function settleAgreement(
  memberId: number,
  agreementId: number,
  request: SettlementRequest,
  { now = new Date(), guard, by }: { now?: Date; guard?: WriteGuard<SettlementView>; by?: PropertyAccess } = {},
): Promise<SettlementView> {
  const today = nepalToday(now)
  const recordedByMemberId = actedForOwner(by)
  const { view, text } = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    await ownAgreement(tx, memberId, agreementId)
    // Locked, so a payment, a void or a second settlement waits for this one.
    await tx.$queryRaw`SELECT "id" FROM "Agreement" WHERE "id" = ${agreementId} FOR UPDATE`
    if (request.depositReceived) {
      const { receivedOn, method } = request.depositReceived
      await tx.agreement.update({ where: { id: agreementId }, data: { depositReceivedOn: dateColumn(receivedOn), depositMethod: method } })
    }
    const agreement = await ownAgreement(tx, memberId, agreementId)
    if (!isOver(agreement, today)) throw notOverYet(agreement)
    if (await tx.settlement.findUnique({ where: { agreementId }, select: { id: true } })) throw new ConflictError('settlement.error.alreadySettled')
    await refuseRenewed(tx, agreementId)
    const figures = figuresOf(agreement, await ledgerNow(tx, agreementId), request.deductions)
    const day = dateColumn(today)
    for (const [index, deduction] of figures.deductions.entries()) {
      await tx.charge.create({
        data: { agreementId, kind: 'EXTRA', description: deduction.reason, periodStart: day, periodEnd: day, dueDate: day, amountPaisa: BigInt(deduction.amountPaisa), idempotencyKey: `${DEDUCTION}${agreementId}:${index}` },
      })
    }
    const deposit =
      figures.depositPaisa > 0
        ? await tx.payment.create({
            data: { agreementId, memberId, recordedByMemberId, amountPaisa: BigInt(figures.depositPaisa), paidOn: day, method: agreement.depositMethod ?? 'OTHER' },
            select: { id: true },
          })
        : null
    const refund =
      figures.refundPaisa > 0
        ? await tx.payment.create({
            data: { agreementId, memberId, recordedByMemberId, amountPaisa: BigInt(-figures.refundPaisa), paidOn: day, method: request.refundMethod },
            select: { id: true },
          })
        : null
    await reallocateAgreement(tx, agreementId)
    await tx.settlement.create({
      data: {
        agreementId,
        memberId,
        settledOn: day,
        depositPaisa: BigInt(figures.depositPaisa),
        unpaidDuesPaisa: BigInt(figures.unpaidDuesPaisa),
        creditPaisa: BigInt(figures.creditPaisa),
        deductionsPaisa: BigInt(figures.deductionsPaisa),
        refundPaisa: BigInt(figures.refundPaisa),
        owedPaisa: BigInt(figures.owedPaisa),
        depositPaymentId: deposit?.id ?? null,
        refundPaymentId: refund?.id ?? null,
      },
    })
    const text = await recordSettlementText(tx, agreementId, figures)
    const view = (await settlementIn(tx, memberId, agreementId))!
    await guard?.settle(tx, view)
    return { view, text }
  })
  if (text !== null) await enqueueSmsAfterCommit([text])
  return view
}

export type SettlementPage = {
  /** The deposit as recorded: its amount, and when and how it was received (null until recorded). */
  deposit: { amountPaisa: number; receivedOn: string | null; method: PaymentMethod | null }
  /** Terminated and its move-out day come, or past its end date: it can be settled. */
  isOver: boolean
  /** A terminated agreement's move-out day (the tenant's last day), else null. */
  moveOutDate: string | null
  settlement: SettlementView | null
  /** Before the settlement of an agreement that is over: the figures with no deduction. */
  preview: Settlement | null
  /** The agreement's landlord (the property's owner), whoever reads or prints it. */
  landlordName: string
}

/** What the settlement page shows. NotFoundError for another member's agreement. */
export async function getSettlementPage(memberId: number, agreementId: number, { now = new Date() }: { now?: Date } = {}): Promise<SettlementPage> {
  const agreement = await ownAgreement(prisma, memberId, agreementId)
  const received = await prisma.agreement.findUniqueOrThrow({ where: { id: agreementId }, select: { depositReceivedOn: true, member: { select: { firstName: true, lastName: true } } } })
  const settlement = await settlementIn(prisma, memberId, agreementId)
  const over = isOver(agreement, nepalToday(now))
  return {
    deposit: {
      amountPaisa: Number(agreement.depositPaisa ?? 0n),
      receivedOn: received.depositReceivedOn ? isoDateOf(received.depositReceivedOn) : null,
      method: received.depositReceivedOn ? agreement.depositMethod : null,
    },
    isOver: over,
    moveOutDate: agreement.status === 'TERMINATED' ? moveOutDayOf(agreement) : null,
    settlement,
    preview: over && !settlement ? figuresOf(agreement, await ledgerNow(prisma, agreementId), []) : null,
    landlordName: fullName(received.member),
  }
}

/** The agreement's settlement, or null before it is settled. NotFoundError for another member's agreement. */
export async function getSettlement(memberId: number, agreementId: number): Promise<SettlementView | null> {
  await ownAgreement(prisma, memberId, agreementId)
  return settlementIn(prisma, memberId, agreementId)
}

async function settlementIn(db: Tx, memberId: number, agreementId: number): Promise<SettlementView | null> {
  return settlementFrom(await readJson<SettlementJson | null>(Prisma.sql`(SELECT ${SETTLEMENT_JSON} FROM "Agreement" a WHERE a."id" = ${agreementId} AND a."memberId" = ${memberId})`, db))
}

/**
 * The settlement of the agreement `a` as JSON, or null before it is settled; `settlementFrom`
 * reads it. Its deductions are the EXTRA charges it wrote, in order.
 */
export const SETTLEMENT_JSON = Prisma.sql`(
    SELECT json_build_object(
      'agreementId', s."agreementId", 'status', a."status", 'moveOutDate', a."moveOutDate", 'terminatedAt', a."terminatedAt",
      'settledOn', s."settledOn", 'depositPaisa', s."depositPaisa"::text, 'unpaidDuesPaisa', s."unpaidDuesPaisa"::text,
      'creditPaisa', s."creditPaisa"::text, 'deductionsPaisa', s."deductionsPaisa"::text, 'refundPaisa', s."refundPaisa"::text,
      'owedPaisa', s."owedPaisa"::text, 'depositPaymentId', s."depositPaymentId", 'refundPaymentId', s."refundPaymentId",
      'deductions', COALESCE((
        SELECT json_agg(json_build_object('reason', COALESCE(c."description", ''), 'amountPaisa', c."amountPaisa"::text) ORDER BY c."id")
        FROM "Charge" c
        WHERE c."agreementId" = a."id" AND starts_with(c."idempotencyKey", ${DEDUCTION}::text || a."id"::text || ':')), '[]'))
    FROM "Settlement" s
    WHERE s."agreementId" = a."id" AND s."memberId" = a."memberId")`

type Paisa = string
export type SettlementJson = {
  agreementId: number
  status: string
  moveOutDate: string | null
  terminatedAt: string | null
  settledOn: string
  depositPaisa: Paisa
  unpaidDuesPaisa: Paisa
  creditPaisa: Paisa
  deductionsPaisa: Paisa
  refundPaisa: Paisa
  owedPaisa: Paisa
  depositPaymentId: number | null
  refundPaymentId: number | null
  deductions: Array<{ reason: string; amountPaisa: Paisa }>
}

const paisaOf = (text: Paisa) => Number(BigInt(text))

export function settlementFrom(row: SettlementJson | null): SettlementView | null {
  if (!row) return null
  return {
    agreementId: row.agreementId,
    moveOutDate: row.status === 'TERMINATED' ? moveOutDayOf({ moveOutDate: dateOrNullOf(row.moveOutDate), terminatedAt: dateOrNullOf(row.terminatedAt) }) : null,
    settledOn: row.settledOn, // a date column: JSON writes it as YYYY-MM-DD
    depositPaisa: paisaOf(row.depositPaisa),
    unpaidDuesPaisa: paisaOf(row.unpaidDuesPaisa),
    creditPaisa: paisaOf(row.creditPaisa),
    deductions: row.deductions.map((deduction) => ({ reason: deduction.reason, amountPaisa: paisaOf(deduction.amountPaisa) })),
    deductionsPaisa: paisaOf(row.deductionsPaisa),
    refundPaisa: paisaOf(row.refundPaisa),
    owedPaisa: paisaOf(row.owedPaisa),
    depositPaymentId: row.depositPaymentId,
    refundPaymentId: row.refundPaymentId,
  }
}
