// Rent paid through Khalti or eSewa from a pay link. Each click on the pay page
// mints a GatewayPayment row; the tenant then pays on the gateway's own page and comes back.
// What the gateway's answer means is decided by the checkout engine (gateways/checkout.server.ts);
// this file is rent's hook: confirmed money is recorded through the ledger's recordPayment
// (allocation, receipt number, receipt SMS) in the same transaction that marks the row COMPLETED,
// and only an open row can be claimed, so a reloaded return page or two racing callbacks record one
// payment. Confirmed money that cannot be a normal payment (the agreement ended, was terminated or
// settled meanwhile, or the ledger refused it for any reason) is never lost and never an error page:
// the row becomes NEEDS_DECISION with the reason, and the landlord is told (gateway-decisions.server.ts).
import { randomUUID } from 'node:crypto'
import { isoDateOf } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { type GatewayPaymentStatus, type PaymentGateway, Prisma } from '~/generated/prisma/client'
import { jsonRows, readJson } from '~/services/json-rows.server'
import { prisma } from '~/server/db.server'
import { publicUrl } from '~/server/env.server'
import { logger } from '~/server/logger.server'
import { isUniqueViolation } from '~/server/prisma-errors.server'
import { PAY_MESSAGES } from '~/schemas/pay-link-schemas'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { gatewayCredentials } from './gateway-accounts.server'
import {
  type Checkout,
  checkAtGateway,
  checkEsewaReturn,
  checkKhalti,
  FAILURE_REASONS,
  type FailureReason,
  GATEWAY_EXPIRY_MS,
  type GatewayStart,
  appendAnswer,
  startCheckout,
} from '~/services/gateways/checkout.server'
import { GatewayUnavailableError } from '~/services/gateways/http.server'
import { recordPayment } from '~/services/ledger/ledger.server'
import { recordNotification } from '~/services/accounts/notifications.server'
import { getPayPage, payLinkAgreement, payLinkAgreementId } from './pay-links.server'
import { onlinePaymentNote } from '~/domain/payment-notes'
import { fullName } from '~/domain/person-name'

export { GatewayUnavailableError, FAILURE_REASONS, type FailureReason, type GatewayStart }

export type PayChoice = { gateway: PaymentGateway; /** null: all that is due now */ chargeId: number | null }

const NOT_PAYABLE = PAY_MESSAGES.notPayable

/** Mints a gateway payment for what the payer chose and starts it at the gateway. */
export async function startGatewayPayment(code: string, choice: PayChoice, { today = nepalToday() }: { today?: string } = {}): Promise<GatewayStart> {
  const page = await getPayPage(code, { today })
  const agreement = await payLinkAgreement(code, today)
  if (!page.gateways.includes(choice.gateway)) throw new ValidationError(NOT_PAYABLE, { gateway: [NOT_PAYABLE] })
  const amountPaisa = choice.chargeId === null ? page.dueNowPaisa : page.charges.find((charge) => charge.id === choice.chargeId)?.unpaidPaisa
  if (!amountPaisa || amountPaisa <= 0) throw new ValidationError(NOT_PAYABLE, { chargeId: [NOT_PAYABLE] })
  const credentials = await gatewayCredentials(agreement.memberId, choice.gateway)
  if (!credentials) throw new ValidationError(NOT_PAYABLE, { gateway: [NOT_PAYABLE] })

  const row = await prisma.gatewayPayment.create({
    data: { gateway: choice.gateway, agreementId: agreement.id, memberId: agreement.memberId, chargeId: choice.chargeId, amountPaisa: BigInt(amountPaisa), orderId: randomUUID() },
    select: RESULT_SELECT,
  })
  const back = `${publicUrl}/p/${code}`
  return startCheckout(RENT, row, credentials, {
    khaltiReturnUrl: `${back}/khalti`,
    esewaSuccessUrl: `${back}/esewa/${row.orderId}`,
    esewaFailureUrl: `${back}/esewa/${row.orderId}/failed`,
    websiteUrl: publicUrl,
    orderName: `Rent: ${page.propertyName}`,
  })
}

export type GatewayPaymentResult = {
  orderId: string
  gateway: PaymentGateway
  status: GatewayPaymentStatus
  amountPaisa: number
  agreementId: number
  /** The ledger receipt, once COMPLETED. */
  receiptNumber: number | null
  /** The gateway's id of the money transfer, once it confirmed the money (the tenant's reference). */
  transactionId: string | null
}

/** The columns every view of a gateway payment starts from (this one, and the held money's). */
export const GATEWAY_PAYMENT_SELECT = {
  id: true,
  orderId: true,
  gateway: true,
  status: true,
  amountPaisa: true,
  agreementId: true,
  memberId: true,
  transactionId: true,
  payment: { select: { receiptNumber: true } },
} satisfies Prisma.GatewayPaymentSelect

const RESULT_SELECT = { ...GATEWAY_PAYMENT_SELECT, reference: true, answers: true } satisfies Prisma.GatewayPaymentSelect

type Row = Prisma.GatewayPaymentGetPayload<{ select: typeof RESULT_SELECT }>

export const gatewayPaymentResult = (row: Prisma.GatewayPaymentGetPayload<{ select: typeof GATEWAY_PAYMENT_SELECT }>): GatewayPaymentResult => ({
  orderId: row.orderId,
  gateway: row.gateway,
  status: row.status,
  amountPaisa: Number(row.amountPaisa),
  agreementId: row.agreementId,
  receiptNumber: row.payment?.receiptNumber ?? null,
  transactionId: row.transactionId,
})

/**
 * A gateway payment made from this pay link (NotFoundError for another link's). The agreement may
 * have ended or been terminated since the payment started: its return must still be answered.
 */
async function ownRow(code: string, where: Prisma.GatewayPaymentWhereInput): Promise<Row> {
  const agreementId = await payLinkAgreementId(code)
  const row = await prisma.gatewayPayment.findFirst({ where: { ...where, agreementId }, select: RESULT_SELECT })
  if (!row) throw new NotFoundError()
  return row
}

export async function getGatewayPaymentResult(code: string, orderId: string): Promise<GatewayPaymentResult> {
  return gatewayPaymentResult(await ownRow(code, { orderId }))
}

/**
 * The result page's "Check again": a Khalti payment left PENDING is looked up again (eSewa's
 * pending ones wait for its own redirect, whose signed answer is needed). Khalti out of reach
 * leaves it as it was.
 */
export async function recheckGatewayPayment(code: string, orderId: string): Promise<GatewayPaymentResult> {
  const row = await ownRow(code, { orderId })
  if (row.gateway !== 'KHALTI' || row.status !== 'PENDING' || !row.reference) return gatewayPaymentResult(row)
  try {
    await checkKhalti(RENT, row)
    return await getGatewayPaymentResult(code, orderId)
  } catch (error) {
    if (error instanceof GatewayUnavailableError) return gatewayPaymentResult(row)
    throw error
  }
}

/** The statuses still waiting for the gateway's word; only these can be claimed. */
const OPEN_STATUSES: GatewayPaymentStatus[] = ['INITIATED', 'PENDING', 'FAILED']
const SETTLED_STATUSES: GatewayPaymentStatus[] = ['COMPLETED', 'NEEDS_DECISION', 'REFUNDED']

/** Another transaction completed (or held) the row first. */
class AlreadySettled extends Error {}

/** The agreement can no longer take a normal payment: why (the money then waits for the landlord). */
class Held extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/** Why confirmed money cannot be a normal payment of the agreement today, or null when it can. */
async function heldReasonOf(tx: Prisma.TransactionClient, agreementId: number, today: string): Promise<string | null> {
  const agreement = await tx.agreement.findUnique({ where: { id: agreementId }, select: { status: true, endDate: true, settlement: { select: { id: true } } } })
  if (!agreement) return 'ENDED'
  if (agreement.settlement) return 'SETTLED'
  if (agreement.status === 'TERMINATED') return 'TERMINATED'
  if (agreement.status === 'ENDED' || isoDateOf(agreement.endDate) < today) return 'ENDED'
  return null
}

/** The ledger's refusal as a reason to keep: its field's message code, else its own; any other error is ERROR. */
function refusalReasonOf(error: unknown): string {
  if (error instanceof ValidationError) return Object.values(error.fields).flat()[0] ?? error.detail.code
  if (error instanceof ConflictError || error instanceof NotFoundError) return error.detail.code
  return 'ERROR'
}

/**
 * Rent's hook for confirmed money: the row is claimed (open → COMPLETED, row-locked, so a racing
 * second confirmation waits, then finds it settled and records nothing) and a ledger payment is
 * made, in one transaction. When the agreement cannot take it, or the ledger refuses or fails, that
 * transaction rolls back and the money is kept as NEEDS_DECISION instead.
 */
async function recordConfirmed(row: Row, transactionId: string, answer: unknown): Promise<void> {
  const receivedAt = new Date()
  const today = nepalToday(receivedAt)
  try {
    await recordPayment(
      row.memberId,
      row.agreementId,
      {
        amountPaisa: Number(row.amountPaisa),
        paidOn: today,
        method: row.gateway,
        reference: transactionId,
        note: onlinePaymentNote(row.gateway),
      },
      {
        now: receivedAt,
        guard: {
          claim: async (tx) => {
            const claimed = await tx.gatewayPayment.updateMany({
              where: { id: row.id, status: { in: OPEN_STATUSES } },
              data: { status: 'COMPLETED', transactionId, receivedAt, answers: appendAnswer(row.answers, answer) },
            })
            if (claimed.count === 0) throw new AlreadySettled()
            const held = await heldReasonOf(tx, row.agreementId, today)
            if (held) throw new Held(held)
          },
          settle: async (tx, payment) => {
            await tx.gatewayPayment.update({ where: { id: row.id }, data: { paymentId: payment.id } })
          },
        },
      },
    )
  } catch (error) {
    if (error instanceof AlreadySettled) return
    // The gateway's transaction id already paid another attempt: a replayed answer (the engine fails it as DUPLICATE).
    if (isUniqueViolation(error) && (await transactionIdTaken(row, transactionId))) throw error
    const reason = error instanceof Held ? error.reason : refusalReasonOf(error)
    if (!(error instanceof Held)) logger.error({ err: error, gatewayPaymentId: row.id, memberId: row.memberId, reason }, 'confirmed online payment not recorded: kept for the landlord')
    await holdForDecision(row, transactionId, answer, reason, receivedAt)
  }
}

async function transactionIdTaken(row: Row, transactionId: string): Promise<boolean> {
  return (await prisma.gatewayPayment.count({ where: { gateway: row.gateway, transactionId, id: { not: row.id } } })) > 0
}

/**
 * Confirmed money that is not a normal payment: the row becomes NEEDS_DECISION (once: only an
 * open row changes) with the reason, and the landlord gets a notification, in one transaction.
 */
async function holdForDecision(row: Row, transactionId: string, answer: unknown, reason: string, receivedAt: Date): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const held = await tx.gatewayPayment.updateMany({
      where: { id: row.id, status: { in: OPEN_STATUSES } },
      data: { status: 'NEEDS_DECISION', transactionId, receivedAt, heldReason: reason, answers: appendAnswer(row.answers, answer) },
    })
    if (held.count === 0) return
    const agreement = await tx.agreement.findUniqueOrThrow({ where: { id: row.agreementId }, select: { name: true, tenant: { select: { firstName: true, lastName: true } } } })
    await recordNotification(tx, row.memberId, 'GATEWAY_PAYMENT_NEEDS_DECISION', {
      agreementId: row.agreementId,
      gatewayPaymentId: row.id,
      amountPaisa: Number(row.amountPaisa),
      gateway: row.gateway,
      tenantName: fullName(agreement.tenant),
      reason,
    })
  })
  logger.warn({ gatewayPaymentId: row.id, memberId: row.memberId, reason }, 'online payment received: waiting for the landlord’s decision')
}

/**
 * A final or pending answer that records nothing (kept with the row, while it is open). A failure's
 * reason is stored for the landlord's payments area (listGatewayAttempts).
 */
async function keepUnconfirmed(row: Row, status: 'PENDING' | 'FAILED', answer: unknown, reason: FailureReason): Promise<void> {
  await prisma.gatewayPayment.updateMany({
    where: { id: row.id, status: { in: OPEN_STATUSES } },
    data: { status, answers: appendAnswer(row.answers, answer), checkedAt: new Date(), ...(status === 'FAILED' ? { failureReason: reason } : {}) },
  })
  if (status === 'FAILED') logger.info({ gatewayPaymentId: row.id, memberId: row.memberId, reason }, 'rent paid online: not recorded')
}

/** Rent through the checkout engine: the landlord's merchant account, the ledger as the hook. */
const RENT: Checkout<Row> = {
  purpose: 'rent',
  merchant: (row) => gatewayCredentials(row.memberId, row.gateway),
  isSettled: (row) => SETTLED_STATUSES.includes(row.status),
  started: async (row, reference, answer) => {
    await prisma.gatewayPayment.update({ where: { id: row.id }, data: { reference, ...(answer === null ? {} : { answers: appendAnswer(row.answers, answer) }) } })
  },
  confirmed: recordConfirmed,
  unconfirmed: (row, status, answer, reason) => keepUnconfirmed(row, status, answer, reason),
}

/** Khalti sent the payer back (GET return_url?pidx=...): ask Khalti how it stands and act on that alone. */
export async function confirmKhalti(code: string, pidx: string): Promise<GatewayPaymentResult> {
  const row = await ownRow(code, { gateway: 'KHALTI', reference: pidx })
  await checkKhalti(RENT, row)
  return getGatewayPaymentResult(code, row.orderId)
}

/**
 * eSewa sent the payer back: to the success URL with `data` (signed with the landlord's secret
 * key), or to the failure URL (data null). A forged or altered `data` records nothing and leaves
 * the row as it was; a genuine one is believed only when the status API agrees.
 */
export async function confirmEsewa(code: string, orderId: string, data: string | null): Promise<GatewayPaymentResult & { forged: boolean }> {
  const row = await ownRow(code, { gateway: 'ESEWA', orderId })
  const { forged } = await checkEsewaReturn(RENT, row, data)
  return { ...(await getGatewayPaymentResult(code, orderId)), forged }
}

/** How often the job asks about one PENDING payment at most. */
const RECHECK_EVERY_MS = 4 * 60_000

/**
 * The re-check job (jobs/gateway-recheck.server.ts): every PENDING payment not asked about in the
 * last few minutes, and every INITIATED one older than the gateway's expiry (the payer never came
 * back: it may have been paid all the same), is asked about again, oldest first, until the
 * gateway's answer is final: Completed records it once (the same claim as the return page's),
 * Expired, canceled or a mismatch marks it FAILED with its reason. A gateway out of reach leaves
 * it as it was for the next run.
 */
export async function recheckPendingGatewayPayments({ now = new Date(), limit = 50 }: { now?: Date; limit?: number } = {}) {
  const notAskedLately = { OR: [{ checkedAt: null }, { checkedAt: { lt: new Date(now.getTime() - RECHECK_EVERY_MS) } }] }
  const rows = await prisma.gatewayPayment.findMany({
    where: {
      AND: [
        notAskedLately,
        { OR: [{ status: 'PENDING' }, { status: 'INITIATED', reference: { not: null }, createdAt: { lt: new Date(now.getTime() - GATEWAY_EXPIRY_MS) } }] },
      ],
    },
    select: RESULT_SELECT,
    orderBy: { id: 'asc' },
    take: limit,
  })
  const counts = { checked: rows.length, completed: 0, failed: 0, pending: 0, held: 0, unreachable: 0 }
  for (const row of rows) {
    try {
      await prisma.gatewayPayment.update({ where: { id: row.id }, data: { checkedAt: now } })
      await checkAtGateway(RENT, row)
      const after = await prisma.gatewayPayment.findUniqueOrThrow({ where: { id: row.id }, select: { status: true } })
      if (after.status === 'COMPLETED') counts.completed++
      else if (after.status === 'FAILED') counts.failed++
      else if (after.status === 'NEEDS_DECISION') counts.held++
      else counts.pending++
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) logger.error({ err: error, gatewayPaymentId: row.id }, 'pending online payment re-check failed')
      counts.unreachable++
    }
  }
  return counts
}

export type GatewayAttempt = {
  id: number
  gateway: PaymentGateway
  status: 'PENDING' | 'FAILED'
  amountPaisa: number
  failureReason: FailureReason | null
  createdAt: Date
  /** The day it was started, in Nepal (A.D.). */
  createdOn: string
}

/**
 * The attempts of one of the member's agreements that are not (yet) payments, newest first: the
 * PENDING ones and the FAILED ones (expired, canceled, mismatched, ...), for the landlord's payments
 * area. Attempts never answered (INITIATED: the payer left at the gateway) are not shown; money
 * received and waiting for a decision is listed apart (gateway-decisions.server.ts).
 */
export async function listGatewayAttempts(memberId: number, agreementId: number, { limit = 20 }: { limit?: number } = {}): Promise<GatewayAttempt[]> {
  return gatewayAttemptsFrom(await readJson<GatewayAttemptJson[]>(gatewayAttemptsJson(memberId, agreementId, limit)))
}

/** listGatewayAttempts as JSON (jsonRows), for `gatewayAttemptsFrom`. */
export function gatewayAttemptsJson(memberId: number, agreementId: number, limit = 20): Prisma.Sql {
  return attemptRowsJson(Prisma.sql`g."memberId" = ${memberId} AND g."agreementId" = ${agreementId}`, limit)
}

/** The same attempts of one agreement for its tenant's page (My Rent), which has checked the agreement is the tenant's. */
export function tenantGatewayAttemptsJson(agreementId: number, limit = 20): Prisma.Sql {
  return attemptRowsJson(Prisma.sql`g."agreementId" = ${agreementId}`, limit)
}

function attemptRowsJson(where: Prisma.Sql, limit: number): Prisma.Sql {
  return jsonRows(
    Prisma.sql`
    SELECT g."id", g."gateway", g."status", g."amountPaisa"::text AS "amountPaisa", g."failureReason", g."createdAt"
    FROM "GatewayPayment" g
    WHERE ${where} AND g."status" IN ('PENDING', 'FAILED')
    ORDER BY g."id" DESC
    LIMIT ${limit}`,
    Prisma.sql`x."id" DESC`,
  )
}

type GatewayAttemptJson = { id: number; gateway: PaymentGateway; status: 'PENDING' | 'FAILED'; amountPaisa: string; failureReason: string | null; createdAt: string }

export function gatewayAttemptsFrom(rows: GatewayAttemptJson[]): GatewayAttempt[] {
  return rows.map((row) => {
    const createdAt = new Date(row.createdAt)
    return {
      id: row.id,
      gateway: row.gateway,
      status: row.status,
      amountPaisa: Number(BigInt(row.amountPaisa)),
      failureReason: row.status === 'FAILED' ? (FAILURE_REASONS.find((reason) => reason === row.failureReason) ?? 'OTHER') : null,
      createdAt,
      createdOn: nepalToday(createdAt),
    }
  })
}
