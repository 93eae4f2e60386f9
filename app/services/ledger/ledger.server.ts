// The rent ledger (contract: docs/LEDGER-INTERFACE.md): payments recorded against an
// agreement's charges, voids and balances (receipts: receipts.server.ts; the dashboard's dues:
// reports/dues-overview.server.ts).
// Which charge a payment pays is decided by the pure rules in app/domain/ledger.ts; every change
// re-applies all the agreement's payments (`reallocateAgreement`) so the stored allocations, paid
// amounts and statuses are always exactly what those rules say. Every query is scoped to the
// member: another member's agreement or payment is NotFoundError, like one that does not exist.
import type { CalendarType } from '~/domain/calendar-type'
import { recordAudit } from '~/services/audit.server'
import { LEDGER_MESSAGES, type PaymentCreateInput } from '~/schemas/ledger-schemas'
import { paidBeforeStartMessage } from '~/schemas/ledger-rules'
import { allocatePayments, type Balance, type ChargeLine, compareCharges, inRecordedOrder, ledgerBalance } from '~/domain/ledger'
import { nepalToday } from '~/domain/nepal-time'
import { receiptText } from '~/domain/sms/texts'
import { chargeFor } from '~/domain/sms/text-parts'
import { Prisma } from '~/generated/prisma/client'
import { prisma, type Tx } from '~/server/db.server'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '~/services/errors'
import { mayVoidPayment } from '~/domain/property-roles'
import { actedForOwner, type PropertyAccess } from '~/services/team/access.server'
import { logger } from '~/server/logger.server'
import { dateColumn, isoDateOf } from '~/domain/ad-date'
import type { WriteGuard } from '~/services/idempotency.server'
import { recordNotification } from '~/services/accounts/notifications.server'
import { isRecordId } from '~/domain/record-id'
import { createSmsInTransaction, enqueueSmsAfterCommit } from '~/services/sms/outbox.server'
import { chargeLineOf, chargeRowOf, hasReceipt, type LedgerJson, PAYMENT_SELECT, type PaymentLine, paymentLineOf, paymentRowOf } from './lines.server'
import { recordPaymentVoided } from '~/services/sms/change-texts.server'
import { fullName } from '~/domain/person-name'

export type { ChargeLine } from '~/domain/ledger'
export type { PaymentLine } from './lines.server'

const M = LEDGER_MESSAGES
export type Ledger = {
  agreementId: number
  calendar: CalendarType
  /** Oldest first (the order payments pay them). */
  charges: ChargeLine[]
  /** Newest first, voided ones included. */
  payments: PaymentLine[]
  balance: Balance
}

const sortedCharges = (charges: ChargeLine[]) => [...charges].sort(compareCharges)

/** The charges, payments and balance of one of the member's agreements, on `today` (Nepal). */
export async function getLedger(memberId: number, agreementId: number, { today = nepalToday() }: { today?: string } = {}): Promise<Ledger> {
  const [ledger] = isRecordId(agreementId) ? await ledgersWhere(Prisma.sql`a."id" = ${agreementId} AND a."memberId" = ${memberId}`, today) : []
  if (!ledger) throw new NotFoundError(M.agreementNotFound)
  return ledger
}

/** The ledgers of every agreement whose tenant has `phone` (My Rent), by agreement id. */
export async function getTenantLedgers(phone: string, { today = nepalToday() }: { today?: string } = {}): Promise<Map<number, Ledger>> {
  const ledgers = await ledgersWhere(Prisma.sql`a."tenantId" = (SELECT "id" FROM "Tenant" WHERE "phone" = ${phone})`, today)
  return new Map(ledgers.map((ledger) => [ledger.agreementId, ledger]))
}

/**
 * An agreement's ledger as JSON, on the agreement `a`: its charges and its payments (the
 * landlord's) with what each pays; `ledgerOf` reads it. A nested select sends five statements per
 * agreement, one after the other.
 */
export const LEDGER_JSON = Prisma.sql`json_build_object('id', a."id", 'calendar', a."calendar",
      'charges', COALESCE((SELECT json_agg(json_build_object(
          'id', c."id", 'kind', c."kind", 'utilityOptionId', au."utilityOptionId",
          'periodStart', c."periodStart", 'periodEnd', c."periodEnd", 'dueDate', c."dueDate",
          'amountPaisa', c."amountPaisa"::text, 'paidPaisa', c."paidPaisa"::text, 'status', c."status",
          'openingBalance', c."openingBalance", 'description', c."description", 'cancelReason', c."cancelReason"))
        FROM "Charge" c LEFT JOIN "AgreementUtility" au ON au."id" = c."agreementUtilityId"
        WHERE c."agreementId" = a."id"), '[]'),
      'payments', COALESCE((SELECT json_agg(json_build_object(
          'id', p."id", 'receiptNumber', p."receiptNumber", 'amountPaisa', p."amountPaisa"::text, 'paidOn', p."paidOn",
          'method', p."method", 'reference', p."reference", 'note', p."note", 'voidedAt', p."voidedAt",
          'voidReason', p."voidReason", 'createdAt', p."createdAt",
          'allocations', COALESCE((SELECT json_agg(json_build_object('chargeId', pa."chargeId", 'amountPaisa', pa."amountPaisa"::text))
            FROM "PaymentAllocation" pa WHERE pa."paymentId" = p."id"), '[]')
        ) ORDER BY p."receiptNumber" DESC)
        FROM "Payment" p WHERE p."agreementId" = a."id" AND p."memberId" = a."memberId"), '[]'))`

/**
 * The ledgers of the agreements `where` picks (it must scope them: the member's id, the tenant's
 * phone), in one statement.
 */
async function ledgersWhere(where: Prisma.Sql, today: string): Promise<Ledger[]> {
  const rows = await prisma.$queryRaw<Array<{ ledger: LedgerJson }>>`SELECT ${LEDGER_JSON} AS "ledger" FROM "Agreement" a WHERE ${where}`
  return rows.map((row) => ledgerOf(row.ledger, today))
}

/** The ledger on `today` from LEDGER_JSON. */
export function ledgerOf(row: LedgerJson, today: string): Ledger {
  const charges = sortedCharges(row.charges.map((charge) => chargeLineOf(chargeRowOf(charge))))
  const order = new Map(charges.map((charge, index) => [charge.id, index]))
  const paymentRows = row.payments.map(paymentRowOf)
  // An opening credit (no receipt number) counts in the balance but is not a payment of the history.
  const payments = paymentRows.filter(hasReceipt).map((payment) => paymentLineOf(payment, order))
  const counted = paymentRows.filter((payment) => payment.voidedAt === null).reduce((sum, payment) => sum + Number(payment.amountPaisa), 0)
  const allocated = charges.reduce((sum, charge) => sum + charge.paidPaisa, 0)
  return { agreementId: row.id, calendar: row.calendar, charges, payments, balance: ledgerBalance(charges, counted - allocated, today) }
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
    tx.payment.findMany({ where: { agreementId, voidedAt: null }, select: { id: true, receiptNumber: true, openingCredit: true, amountPaisa: true } }),
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
    // A payment out (a settlement's refund, negative) pays no charge: it takes back money left beyond them.
    inRecordedOrder(payments.filter((payment) => payment.amountPaisa > 0n).map((payment) => ({ ...payment, amountPaisa: Number(payment.amountPaisa) }))),
  )
  const paidOutPaisa = payments.reduce((sum, payment) => (payment.amountPaisa < 0n ? sum - Number(payment.amountPaisa) : sum), 0)
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
  return { unallocatedPaisa: result.unallocatedPaisa - paidOutPaisa }
}

/** Serialises the member's ledger writes: receipt numbers are taken one at a time. */
async function lockMember(tx: Tx, memberId: number) {
  const [member] = await tx.$queryRaw<Array<{ firstName: string; lastName: string; phone: string }>>`
    SELECT "firstName", "lastName", "phone" FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`
  if (!member) throw new NotFoundError(M.agreementNotFound)
  return member
}


/**
 * Records a payment on one of the member's agreements (any status: arrears of a terminated one
 * too), in one transaction: the next receipt number of the member, the allocation to the oldest
 * charges, the PAYMENT_RECORDED notification and the receipt SMS to the tenant (sent after the
 * commit). ValidationError when the date is in the future or before the agreement starts.
 * An agreement whose renewal has started handed its open balance over (renewals.server.ts), so a
 * payment named for it (money paid before the hand-over and recorded late, a confirmed "I paid",
 * a landlord's decision about money received online) is recorded on the renewal running now,
 * with its own date: left on the old agreement it would be a credit nobody sees.
 */
export async function recordPayment(
  memberId: number,
  agreementId: number,
  input: PaymentCreateInput,
  { now = new Date(), guard, by }: { now?: Date; guard?: WriteGuard<PaymentLine>; by?: PropertyAccess } = {},
): Promise<PaymentLine & { agreementId: number }> {
  const today = nepalToday(now)
  const { line, smsId } = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    const landlord = await lockMember(tx, memberId)
    const named = await tx.agreement.findFirst({
      where: { id: isRecordId(agreementId) ? agreementId : -1, memberId },
      select: { id: true, startDate: true, renewedFromId: true },
    })
    if (!named) throw new NotFoundError(M.agreementNotFound)
    if (input.paidOn > today) throw new ValidationError(M.invalid, { paidOn: [M.paidInFuture] })
    if (input.paidOn < isoDateOf(named.startDate)) throw new ValidationError(M.invalid, { paidOn: [paidBeforeStartMessage(named)] })
    // The member's lock (above) orders this read after any hand-over that committed before it.
    const payeeId = await runningRenewalOf(tx, named.id)
    const agreement = await tx.agreement.findUniqueOrThrow({
      where: { id: payeeId },
      select: {
        id: true,
        name: true,
        calendar: true,
        paymentReference: true,
        tenant: { select: { id: true, firstName: true, lastName: true, phone: true, prefLanguage: true } },
        property: { select: { name: true } },
        unit: { select: { name: true } },
      },
    })

    const { _max } = await tx.payment.aggregate({ where: { memberId }, _max: { receiptNumber: true } })
    const receiptNumber = (_max.receiptNumber ?? 0) + 1
    const payment = await tx.payment.create({
      data: {
        agreementId: agreement.id,
        memberId,
        amountPaisa: BigInt(input.amountPaisa),
        paidOn: dateColumn(input.paidOn),
        method: input.method,
        reference: input.reference,
        note: input.note,
        receiptNumber,
        recordedByMemberId: actedForOwner(by),
      },
      select: { id: true },
    })
    await reallocateAgreement(tx, agreement.id)

    const tenantName = fullName(agreement.tenant)
    await recordNotification(tx, memberId, 'PAYMENT_RECORDED', {
      agreementId: agreement.id,
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
        paymentReference: agreement.paymentReference,
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

/** The agreement itself, or the renewal running now when its renewal (and theirs, along a chain) has started. */
async function runningRenewalOf(tx: Tx, agreementId: number): Promise<number> {
  const renewal = await tx.agreement.findFirst({ where: { renewedFromId: agreementId, renewalStartedAt: { not: null } }, select: { id: true } })
  return renewal ? runningRenewalOf(tx, renewal.id) : agreementId
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

/**
 * Voids one of the member's payments with a reason: it is kept (with its receipt number), its
 * allocations are released and every other payment of the agreement is re-applied oldest first.
 * ConflictError when it is already voided. `agreementId`, when given, must be the payment’s. The
 * tenant is texted which receipt no longer counts, and why (sms/change-texts.server.ts).
 */
export async function voidPayment(
  memberId: number,
  paymentId: number,
  reason: string,
  { now = new Date(), agreementId, guard, by }: { now?: Date; agreementId?: number; guard?: WriteGuard<PaymentLine & { agreementId: number }>; by?: PropertyAccess } = {},
): Promise<PaymentLine & { agreementId: number }> {
  const trimmed = reason.trim()
  if (trimmed === '') throw new ValidationError(M.invalid, { reason: [M.reasonRequired] })
  const { voided, smsId } = await prisma.$transaction(async (tx) => {
    await guard?.claim(tx)
    await lockMember(tx, memberId)
    const payment = isRecordId(paymentId)
      ? await tx.payment.findFirst({
          where: { id: paymentId, memberId, receiptNumber: { not: null }, ...(agreementId === undefined ? {} : { agreementId }) },
          select: { id: true, agreementId: true, voidedAt: true, createdAt: true },
        })
      : null
    if (!payment) throw new NotFoundError(M.paymentNotFound)
    if (payment.voidedAt) throw new ConflictError(M.alreadyVoided)
    // A manager voids only a recent payment (ADR 041); the role's other limits are the route's.
    if (by && !mayVoidPayment(by.role, payment.createdAt, now)) throw new ForbiddenError('team.voidTooOld')
    await tx.payment.update({ where: { id: payment.id }, data: { voidedAt: now, voidReason: trimmed } })
    await recordAudit({ actorMemberId: by?.actorId ?? memberId, actorRole: 'MEMBER', action: 'member.paymentVoid', target: `payment:${payment.id}`, subjectMemberId: memberId, reason: trimmed }, tx)
    await reallocateAgreement(tx, payment.agreementId)
    const smsId = await recordPaymentVoided(tx, payment.id)
    const voided = await paymentOf(tx, memberId, payment.id)
    await guard?.settle(tx, voided)
    return { voided, smsId }
  })
  if (smsId !== null) await enqueueSmsAfterCommit([smsId])
  return voided
}
