// The rent ledger (issue 6; contract: docs/LEDGER-INTERFACE.md): payments recorded against an
// agreement's charges, receipts numbered per member, voids, balances and the dashboard's overview.
// Which charge a payment pays is decided by the pure rules in app/domain/ledger.ts; every change
// re-applies all the agreement's payments (`reallocateAgreement`) so the stored allocations, paid
// amounts and statuses are always exactly what those rules say. Every query is scoped to the
// member: another member's agreement or payment is NotFoundError, like one that does not exist.
import { LEDGER_MESSAGES, type PaymentCreateInput, type PaymentMethod } from '~/schemas/ledger-schemas'
import { addAdDays, daysBetween } from '~/domain/ad-date'
import type { ChargeKind } from '~/domain/charge-kind'
import { allocatePayments, type Balance, type ChargeStatus, compareCharges, ledgerBalance } from '~/domain/ledger'
import { nepalToday } from '~/domain/nepal-time'
import { toNationalNumber } from '~/domain/phone'
import { receiptText } from '~/domain/sms-text'
import { chargeFor } from '~/domain/sms-text-parts'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { logger } from '~/server/logger.server'
import { dateColumn, isoDateOf } from './current-agreements.server'
import type { WriteGuard } from './idempotency.server'
import { recordNotification } from './notifications.server'
import { isRecordId } from './record-id.server'
import { createSmsInTransaction, enqueueSmsAfterCommit } from './sms-outbox.server'
import { recordPaymentVoided } from './tenancy-texts.server'

const M = LEDGER_MESSAGES
type Tx = Prisma.TransactionClient

export type ChargeLine = {
  id: number
  kind: ChargeKind
  /** The UtilityOption id (`Electricity`, ...) of a utility charge; null for rent. */
  utilityId: string | null
  periodStart: string
  periodEnd: string
  dueDate: string
  amountPaisa: number
  paidPaisa: number
  status: ChargeStatus
  /** The balance the tenant owed when the agreement came to Bhadaa (an EXTRA charge). */
  openingBalance: boolean
  /** What an EXTRA charge is for; null for the others. */
  description: string | null
  /** Why it was cancelled (an extra charge) or waived (a late fee). */
  cancelReason: string | null
}

export type PaymentLine = {
  id: number
  receiptNumber: number
  amountPaisa: number
  paidOn: string
  method: PaymentMethod
  reference: string | null
  note: string | null
  /** ISO instant, or null while the payment counts. */
  voidedAt: string | null
  voidReason: string | null
  createdAt: string
  /** What it pays now, oldest charge first (nothing once voided). */
  paidFor: Array<{ chargeId: number; amountPaisa: number }>
}

export type Ledger = {
  agreementId: number
  calendar: 'AD' | 'BS'
  /** Oldest first (the order payments pay them). */
  charges: ChargeLine[]
  /** Newest first, voided ones included. */
  payments: PaymentLine[]
  balance: Balance
}

export const CHARGE_SELECT = {
  id: true,
  kind: true,
  periodStart: true,
  periodEnd: true,
  dueDate: true,
  amountPaisa: true,
  paidPaisa: true,
  status: true,
  openingBalance: true,
  description: true,
  cancelReason: true,
  agreementUtility: { select: { utilityOptionId: true } },
} satisfies Prisma.ChargeSelect

const PAYMENT_SELECT = {
  id: true,
  receiptNumber: true,
  amountPaisa: true,
  paidOn: true,
  method: true,
  reference: true,
  note: true,
  voidedAt: true,
  voidReason: true,
  createdAt: true,
  allocations: { select: { chargeId: true, amountPaisa: true } },
} satisfies Prisma.PaymentSelect

export function chargeLineOf(row: Prisma.ChargeGetPayload<{ select: typeof CHARGE_SELECT }>): ChargeLine {
  return {
    id: row.id,
    kind: row.kind,
    utilityId: row.agreementUtility?.utilityOptionId ?? null,
    periodStart: isoDateOf(row.periodStart),
    periodEnd: isoDateOf(row.periodEnd),
    dueDate: isoDateOf(row.dueDate),
    amountPaisa: Number(row.amountPaisa),
    paidPaisa: Number(row.paidPaisa),
    status: row.status,
    openingBalance: row.openingBalance,
    description: row.description,
    cancelReason: row.cancelReason,
  }
}

type PaymentRow = Prisma.PaymentGetPayload<{ select: typeof PAYMENT_SELECT }>

function paymentLineOf(row: PaymentRow & { receiptNumber: number }, chargeOrder: Map<number, number>): PaymentLine {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    amountPaisa: Number(row.amountPaisa),
    paidOn: isoDateOf(row.paidOn),
    method: row.method,
    reference: row.reference,
    note: row.note,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    createdAt: row.createdAt.toISOString(),
    paidFor: row.allocations
      .map((allocation) => ({ chargeId: allocation.chargeId, amountPaisa: Number(allocation.amountPaisa) }))
      .sort((a, b) => (chargeOrder.get(a.chargeId) ?? 0) - (chargeOrder.get(b.chargeId) ?? 0)),
  }
}

const hasReceipt = <T extends { receiptNumber: number | null }>(row: T): row is T & { receiptNumber: number } => row.receiptNumber !== null

const sortedCharges = (charges: ChargeLine[]) => [...charges].sort(compareCharges)

async function ownAgreement(db: Tx, memberId: number, agreementId: number) {
  const agreement = isRecordId(agreementId)
    ? await db.agreement.findFirst({ where: { id: agreementId, memberId }, select: { id: true, calendar: true } })
    : null
  if (!agreement) throw new NotFoundError(M.agreementNotFound)
  return agreement
}

/** The charges, payments and balance of one of the member's agreements, on `today` (Nepal). */
export async function getLedger(memberId: number, agreementId: number, { today = nepalToday() }: { today?: string } = {}): Promise<Ledger> {
  const agreement = await ownAgreement(prisma, memberId, agreementId)
  const [chargeRows, paymentRows] = await Promise.all([
    prisma.charge.findMany({ where: { agreementId }, select: CHARGE_SELECT }),
    prisma.payment.findMany({ where: { agreementId, memberId }, select: PAYMENT_SELECT, orderBy: { receiptNumber: 'desc' } }),
  ])
  const charges = sortedCharges(chargeRows.map(chargeLineOf))
  const order = new Map(charges.map((charge, index) => [charge.id, index]))
  // An opening credit (no receipt number) counts in the balance but is not a payment of the history.
  const payments = paymentRows.filter(hasReceipt).map((row) => paymentLineOf(row, order))
  const counted = paymentRows.filter((row) => row.voidedAt === null).reduce((sum, row) => sum + Number(row.amountPaisa), 0)
  const allocated = charges.reduce((sum, charge) => sum + charge.paidPaisa, 0)
  return {
    agreementId: agreement.id,
    calendar: agreement.calendar,
    charges,
    payments,
    balance: ledgerBalance(charges, counted - allocated, today),
  }
}

/** The agreement's payments, newest first (voided ones too). */
export async function listPayments(memberId: number, agreementId: number): Promise<PaymentLine[]> {
  return (await getLedger(memberId, agreementId)).payments
}

/**
 * Re-applies every payment of the agreement that is not voided to its charges that are not
 * cancelled (app/domain/ledger.ts), in the caller's transaction, and stores the outcome:
 * allocations, paid amounts, statuses. Answers the money left beyond every charge.
 */
export async function reallocateAgreement(tx: Tx, agreementId: number): Promise<{ unallocatedPaisa: number }> {
  // One re-allocation of an agreement at a time (a void, a payment and a termination may meet):
  // each reads the charges and payments the one before it committed.
  await tx.$queryRaw`SELECT "id" FROM "Agreement" WHERE "id" = ${agreementId} FOR UPDATE`
  const [charges, payments] = await Promise.all([
    tx.charge.findMany({ where: { agreementId }, select: { id: true, kind: true, dueDate: true, amountPaisa: true, paidPaisa: true, status: true } }),
    tx.payment.findMany({ where: { agreementId, voidedAt: null }, select: { id: true, receiptNumber: true, amountPaisa: true } }),
  ])
  const result = allocatePayments(
    charges.map((charge) => ({
      id: charge.id,
      kind: charge.kind,
      dueDate: isoDateOf(charge.dueDate),
      amountPaisa: Number(charge.amountPaisa),
      cancelled: charge.status === 'CANCELLED',
      beforeBhadaa: charge.status === 'BEFORE_BHADAA',
    })),
    // An opening credit has no receipt number: it was received before every receipt.
    payments.map((payment) => ({ id: payment.id, receiptNumber: payment.receiptNumber ?? 0, amountPaisa: Number(payment.amountPaisa) })),
  )
  await tx.paymentAllocation.deleteMany({ where: { payment: { agreementId } } })
  if (result.allocations.length > 0) {
    await tx.paymentAllocation.createMany({
      data: result.allocations.map((allocation) => ({ ...allocation, amountPaisa: BigInt(allocation.amountPaisa) })),
    })
  }
  for (const charge of charges) {
    const next = result.charges.get(charge.id)!
    if (Number(charge.paidPaisa) !== next.paidPaisa || charge.status !== next.status) {
      await tx.charge.update({ where: { id: charge.id }, data: { paidPaisa: BigInt(next.paidPaisa), status: next.status } })
    }
  }
  return { unallocatedPaisa: result.unallocatedPaisa }
}

/** Serialises the member's ledger writes: receipt numbers are taken one at a time. */
async function lockMember(tx: Tx, memberId: number) {
  const [member] = await tx.$queryRaw<Array<{ firstName: string; lastName: string; phone: string }>>`
    SELECT "firstName", "lastName", "phone" FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`
  if (!member) throw new NotFoundError(M.agreementNotFound)
  return member
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim()

/**
 * Records a payment on one of the member's agreements (any status: arrears of a terminated one
 * too), in one transaction: the next receipt number of the member, the allocation to the oldest
 * charges, the PAYMENT_RECORDED notification and the receipt SMS to the tenant (sent after the
 * commit). ValidationError when the date is in the future or before the agreement starts.
 */
export async function recordPayment(
  memberId: number,
  agreementId: number,
  input: PaymentCreateInput,
  { now = new Date(), guard }: { now?: Date; guard?: WriteGuard<PaymentLine> } = {},
): Promise<PaymentLine> {
  const today = nepalToday(now)
  const { line, smsId } = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const landlord = await lockMember(tx, memberId)
    const agreement = await tx.agreement.findFirst({
      where: { id: isRecordId(agreementId) ? agreementId : -1, memberId },
      select: {
        id: true,
        name: true,
        calendar: true,
        startDate: true,
        tenant: { select: { id: true, firstName: true, lastName: true, phone: true, prefLanguage: true } },
        property: { select: { name: true } },
        unit: { select: { name: true } },
      },
    })
    if (!agreement) throw new NotFoundError(M.agreementNotFound)
    if (input.paidOn > today) throw new ValidationError(M.invalid, { paidOn: [M.paidInFuture] })
    if (input.paidOn < isoDateOf(agreement.startDate)) throw new ValidationError(M.invalid, { paidOn: [M.paidBeforeStart] })

    const { _max } = await tx.payment.aggregate({ where: { memberId }, _max: { receiptNumber: true } })
    const receiptNumber = (_max.receiptNumber ?? 0) + 1
    const payment = await tx.payment.create({
      data: {
        agreementId,
        memberId,
        amountPaisa: BigInt(input.amountPaisa),
        paidOn: dateColumn(input.paidOn),
        method: input.method,
        reference: input.reference,
        note: input.note,
        receiptNumber,
      },
      select: { id: true },
    })
    await reallocateAgreement(tx, agreementId)

    const tenantName = fullName(agreement.tenant)
    await recordNotification(tx, memberId, 'PAYMENT_RECORDED', {
      agreementId,
      paymentId: payment.id,
      receiptNumber,
      amountPaisa: input.amountPaisa,
      tenantName,
    })
    const paid = await tx.paymentAllocation.findMany({
      where: { paymentId: payment.id },
      select: {
        amountPaisa: true,
        charge: { select: { id: true, kind: true, dueDate: true, periodStart: true, status: true, description: true, agreementUtility: { select: { utilityOptionId: true } } } },
      },
    })
    const paidFor = paid
      .map(({ charge }) => charge)
      .sort((a, b) => compareCharges({ ...a, dueDate: isoDateOf(a.dueDate) }, { ...b, dueDate: isoDateOf(b.dueDate) }))
      .map((charge) => ({
        charge: chargeFor(charge.kind, charge.agreementUtility?.utilityOptionId ?? null, charge.description),
        periodStart: { date: isoDateOf(charge.periodStart), calendar: agreement.calendar },
        isPartial: charge.status !== 'PAID',
      }))
    const allocatedPaisa = paid.reduce((sum, allocation) => sum + Number(allocation.amountPaisa), 0)
    let body: string | null = null
    try {
      body = receiptText({
        language: agreement.tenant.prefLanguage,
        tenantFirstName: agreement.tenant.firstName,
        landlordName: fullName(landlord),
        propertyName: agreement.unit ? `${agreement.property.name}, ${agreement.unit.name}` : agreement.property.name,
        amountPaisa: input.amountPaisa,
        receiptNumber,
        paidOn: { date: input.paidOn, calendar: agreement.calendar },
        paidFor,
        creditPaisa: input.amountPaisa - allocatedPaisa,
      })
    } catch (error) {
      // A text that cannot be made to fit must not lose the payment: the receipt page still has it all.
      logger.warn({ err: error, paymentId: payment.id }, 'receipt SMS not written')
    }
    const sms = body
      ? await createSmsInTransaction(tx, {
          to: agreement.tenant.phone,
          language: agreement.tenant.prefLanguage,
          template: 'receipt',
          body,
          idempotencyKey: `receipt:${payment.id}`,
          memberId,
          tenantId: agreement.tenant.id,
        })
      : null
    const line = await paymentOf(tx, memberId, payment.id)
    await guard?.settle(tx, line)
    return { line, smsId: sms?.created ? sms.id : null }
  })
  // The payment is recorded: a queue error must not answer the member with a failure (the sweeper
  // queues the receipt later).
  if (smsId !== null) await enqueueSmsAfterCommit([smsId])
  return line
}

/** Also inside a write's transaction (`db` its client): its answer is what that transaction sees. */
async function paymentOf(db: Tx, memberId: number, paymentId: number): Promise<PaymentLine & { agreementId: number }> {
  const row = await db.payment.findFirst({ where: { id: paymentId, memberId }, select: { ...PAYMENT_SELECT, agreementId: true } })
  if (!row || !hasReceipt(row)) throw new NotFoundError(M.paymentNotFound)
  const charges = await db.charge.findMany({ where: { agreementId: row.agreementId }, select: { id: true, kind: true, dueDate: true } })
  const order = new Map(
    charges
      .map((charge) => ({ ...charge, dueDate: isoDateOf(charge.dueDate) }))
      .sort(compareCharges)
      .map((charge, index) => [charge.id, index]),
  )
  return { ...paymentLineOf(row, order), agreementId: row.agreementId }
}

/** One of the member's payments; NotFoundError for another member's id or one of another agreement. */
export async function getPayment(memberId: number, paymentId: number, { agreementId }: { agreementId?: number } = {}): Promise<PaymentLine & { agreementId: number }> {
  const row = isRecordId(paymentId)
    ? await prisma.payment.findFirst({ where: { id: paymentId, memberId, openingCredit: false, ...(agreementId === undefined ? {} : { agreementId }) }, select: { agreementId: true } })
    : null
  if (!row) throw new NotFoundError(M.paymentNotFound)
  return paymentOf(prisma, memberId, paymentId)
}

/**
 * Voids one of the member's payments with a reason: it is kept (with its receipt number), its
 * allocations are released and every other payment of the agreement is re-applied oldest first.
 * ConflictError when it is already voided. `agreementId`, when given, must be the payment’s. The
 * tenant is texted which receipt no longer counts, and why (tenancy-texts.server.ts).
 */
export async function voidPayment(
  memberId: number,
  paymentId: number,
  reason: string,
  { now = new Date(), agreementId, guard }: { now?: Date; agreementId?: number; guard?: WriteGuard<PaymentLine & { agreementId: number }> } = {},
): Promise<PaymentLine & { agreementId: number }> {
  const trimmed = reason.trim()
  if (trimmed === '') throw new ValidationError(M.invalid, { reason: [M.reasonRequired] })
  const { voided, smsId } = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    await lockMember(tx, memberId)
    const payment = isRecordId(paymentId)
      ? await tx.payment.findFirst({
          where: { id: paymentId, memberId, openingCredit: false, ...(agreementId === undefined ? {} : { agreementId }) },
          select: { id: true, agreementId: true, voidedAt: true },
        })
      : null
    if (!payment) throw new NotFoundError(M.paymentNotFound)
    if (payment.voidedAt) throw new ConflictError(M.alreadyVoided)
    await tx.payment.update({ where: { id: payment.id }, data: { voidedAt: now, voidReason: trimmed } })
    await reallocateAgreement(tx, payment.agreementId)
    const smsId = await recordPaymentVoided(tx, payment.id)
    const voided = await paymentOf(tx, memberId, payment.id)
    await guard?.settle(tx, voided)
    return { voided, smsId }
  })
  if (smsId !== null) await enqueueSmsAfterCommit([smsId])
  return voided
}

// ---------------------------------------------------------------------------------------------
// Receipts

export type Receipt = PaymentLine & {
  calendar: 'AD' | 'BS'
  agreement: { id: number; name: string }
  landlord: { name: string; phoneNational: string }
  tenant: { name: string; phoneNational: string }
  property: { name: string; address1: string; city: string }
  unitName: string | null
  /** The charges it pays, oldest first, with the part of each it pays. */
  periods: Array<Omit<ChargeLine, 'paidPaisa'> & { paidPaisa: number; allocatedPaisa: number }>
  /** Money of this payment beyond every charge. */
  creditPaisa: number
}

/** The receipt with `receiptNumber` of the member (numbers are per member). */
export async function getReceipt(memberId: number, receiptNumber: number): Promise<Receipt> {
  const row = isRecordId(receiptNumber)
    ? await prisma.payment.findUnique({
        where: { memberId_receiptNumber: { memberId, receiptNumber } },
        select: {
          ...PAYMENT_SELECT,
          allocations: { select: { chargeId: true, amountPaisa: true, charge: { select: CHARGE_SELECT } } },
          member: { select: { firstName: true, lastName: true, phone: true } },
          agreement: {
            select: {
              id: true,
              name: true,
              calendar: true,
              tenant: { select: { firstName: true, lastName: true, phone: true } },
              property: { select: { name: true, address1: true, city: true } },
              unit: { select: { name: true } },
            },
          },
        },
      })
    : null
  if (!row || !hasReceipt(row)) throw new NotFoundError(M.paymentNotFound)
  const periods = row.allocations
    .map((allocation) => ({ ...chargeLineOf(allocation.charge), allocatedPaisa: Number(allocation.amountPaisa) }))
    .sort(compareCharges)
  const order = new Map(periods.map((period, index) => [period.id, index]))
  const line = paymentLineOf(row, order)
  return {
    ...line,
    calendar: row.agreement.calendar,
    agreement: { id: row.agreement.id, name: row.agreement.name },
    landlord: { name: fullName(row.member), phoneNational: toNationalNumber(row.member.phone) },
    tenant: { name: fullName(row.agreement.tenant), phoneNational: toNationalNumber(row.agreement.tenant.phone) },
    property: row.agreement.property,
    unitName: row.agreement.unit?.name ?? null,
    periods,
    creditPaisa: line.voidedAt ? 0 : line.amountPaisa - periods.reduce((sum, period) => sum + period.allocatedPaisa, 0),
  }
}

// ---------------------------------------------------------------------------------------------
// The dashboard

export type OverdueTenant = {
  agreementId: number
  agreementName: string
  tenantId: number
  tenantName: string
  tenantPhoneNational: string
  overduePaisa: number
  /** Days since the oldest unpaid due date. */
  daysOverdue: number
  oldestDueDate: string
}

export type DuesOverview = {
  /** Unpaid on charges due from today to 6 days later. */
  dueThisWeekPaisa: number
  /** Unpaid on charges whose due date has passed. */
  overduePaisa: number
  /** Agreements with overdue money, longest overdue first. */
  overdue: OverdueTenant[]
}

/**
 * The member's dues on `today` (Nepal, A.D.): totals due this week and overdue, and who is late.
 * Counts every agreement with open charges (a terminated one's arrears too); cancelled charges never.
 */
export async function duesOverview(memberId: number, today: string = nepalToday()): Promise<DuesOverview> {
  const weekEnd = addAdDays(today, 6)
  const rows = await prisma.$queryRaw<Array<{ agreementId: number; overdue: bigint; dueThisWeek: bigint; oldest: Date | null }>>`
    SELECT c."agreementId",
           COALESCE(SUM(c."amountPaisa" - c."paidPaisa") FILTER (WHERE c."dueDate" < ${dateColumn(today)}::date), 0)::bigint AS "overdue",
           COALESCE(SUM(c."amountPaisa" - c."paidPaisa") FILTER (WHERE c."dueDate" >= ${dateColumn(today)}::date), 0)::bigint AS "dueThisWeek",
           MIN(c."dueDate") FILTER (WHERE c."dueDate" < ${dateColumn(today)}::date) AS "oldest"
    FROM "Charge" c JOIN "Agreement" a ON a."id" = c."agreementId"
    WHERE a."memberId" = ${memberId} AND c."status" IN ('DUE', 'PARTIAL') AND c."dueDate" <= ${dateColumn(weekEnd)}::date
    GROUP BY c."agreementId"`
  const late = rows.filter((row) => row.overdue > 0n)
  const agreements = await prisma.agreement.findMany({
    where: { id: { in: late.map((row) => row.agreementId) }, memberId },
    select: { id: true, name: true, tenant: { select: { id: true, firstName: true, lastName: true, phone: true } } },
  })
  const byId = new Map(agreements.map((agreement) => [agreement.id, agreement]))
  const overdue = late
    .map((row): OverdueTenant => {
      const agreement = byId.get(row.agreementId)!
      const oldestDueDate = isoDateOf(row.oldest!)
      return {
        agreementId: agreement.id,
        agreementName: agreement.name,
        tenantId: agreement.tenant.id,
        tenantName: fullName(agreement.tenant),
        tenantPhoneNational: toNationalNumber(agreement.tenant.phone),
        overduePaisa: Number(row.overdue),
        daysOverdue: daysBetween(oldestDueDate, today),
        oldestDueDate,
      }
    })
    .sort((a, b) => b.daysOverdue - a.daysOverdue || b.overduePaisa - a.overduePaisa || a.agreementId - b.agreementId)
  return {
    dueThisWeekPaisa: rows.reduce((sum, row) => sum + Number(row.dueThisWeek), 0),
    overduePaisa: rows.reduce((sum, row) => sum + Number(row.overdue), 0),
    overdue,
  }
}
