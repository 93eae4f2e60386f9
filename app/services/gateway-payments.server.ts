// Rent paid through Khalti or eSewa from a pay link (issue 17, slices 3-4). Each click on the pay
// page mints a GatewayPayment row; the tenant then pays on the gateway's own page and comes back.
// Nothing the browser brings back is believed: the payment counts only after the server asked the
// gateway itself (Khalti lookup; eSewa's signed answer *and* its status API) and the amount
// matches. It is then recorded through the ledger's recordPayment (allocation, receipt number,
// receipt SMS) in the same transaction that marks the row COMPLETED, and only a row not yet
// COMPLETED can be completed: a reloaded return page or two racing callbacks record one payment.
import { randomUUID } from 'node:crypto'
import { nepalToday } from '~/domain/nepal-time'
import type { GatewayPaymentStatus, PaymentGateway, Prisma } from '~/generated/prisma/client'
import { prisma } from '~/server/db.server'
import { publicUrl } from '~/server/env.server'
import { logger } from '~/server/logger.server'
import { isUniqueViolation } from '~/server/prisma-errors.server'
import { PAY_MESSAGES } from '~/schemas/pay-link-schemas'
import { NotFoundError, ValidationError } from './errors'
import { gatewayCredentials } from './gateway-accounts.server'
import { esewaForm, esewaStatus, readEsewaResponse, paisaOfEsewaAmount } from './gateways/esewa.server'
import { GatewayUnavailableError } from './gateways/http.server'
import { initiateKhalti, lookupKhalti } from './gateways/khalti.server'
import { env } from '~/server/env.server'
import { recordPayment } from './ledger.server'
import { getPayPage, payLinkAgreement } from './pay-links.server'

export { GatewayUnavailableError }

export type PayChoice = { gateway: PaymentGateway; /** null: all that is due now */ chargeId: number | null }

/** Where the payer's browser goes next: Khalti's page, or eSewa's form that must be posted. */
export type GatewayStart =
  | { gateway: 'KHALTI'; orderId: string; pidx: string; paymentUrl: string }
  | { gateway: 'ESEWA'; orderId: string; formUrl: string; fields: Record<string, string> }

const NOT_PAYABLE = PAY_MESSAGES.notPayable

const appendAnswer = (answers: Prisma.JsonValue, answer: unknown): Prisma.InputJsonValue =>
  [...(Array.isArray(answers) ? answers : []), { at: new Date().toISOString(), answer: (answer ?? null) as Prisma.InputJsonValue }] as Prisma.InputJsonValue

/** Mints a gateway payment for what the payer chose and starts it at the gateway. */
export async function startGatewayPayment(code: string, choice: PayChoice, { today = nepalToday() }: { today?: string } = {}): Promise<GatewayStart> {
  const page = await getPayPage(code, { today })
  const agreement = await payLinkAgreement(code, today)
  if (!page.gateways.includes(choice.gateway)) throw new ValidationError(NOT_PAYABLE, { gateway: [NOT_PAYABLE] })
  const amountPaisa = choice.chargeId === null ? page.dueNowPaisa : page.charges.find((charge) => charge.id === choice.chargeId)?.unpaidPaisa
  if (!amountPaisa || amountPaisa <= 0) throw new ValidationError(NOT_PAYABLE, { chargeId: [NOT_PAYABLE] })
  const credentials = await gatewayCredentials(agreement.memberId, choice.gateway)
  if (!credentials) throw new ValidationError(NOT_PAYABLE, { gateway: [NOT_PAYABLE] })

  const orderId = randomUUID()
  const row = await prisma.gatewayPayment.create({
    data: { gateway: choice.gateway, agreementId: agreement.id, memberId: agreement.memberId, chargeId: choice.chargeId, amountPaisa: BigInt(amountPaisa), orderId },
    select: { id: true, answers: true },
  })
  const back = `${publicUrl}/p/${code}`
  if (choice.gateway === 'KHALTI') {
    try {
      const started = await initiateKhalti(
        { secretKey: credentials.secretKey },
        { returnUrl: `${back}/khalti`, websiteUrl: publicUrl, amountPaisa, orderId, orderName: `Rent: ${page.propertyName}`.slice(0, 100) },
      )
      await prisma.gatewayPayment.update({ where: { id: row.id }, data: { reference: started.pidx, answers: appendAnswer(row.answers, started.answer) } })
      return { gateway: 'KHALTI', orderId, pidx: started.pidx, paymentUrl: started.paymentUrl }
    } catch (error) {
      await prisma.gatewayPayment.update({ where: { id: row.id }, data: { status: 'FAILED', failureReason: 'START_FAILED', answers: appendAnswer(row.answers, { error: String(error) }) } })
      throw error
    }
  }
  const fields = esewaForm(
    { merchantCode: credentials.merchantCode ?? '', secretKey: credentials.secretKey },
    { amountPaisa, transactionUuid: orderId, successUrl: `${back}/esewa/${orderId}`, failureUrl: `${back}/esewa/${orderId}/failed` },
  )
  await prisma.gatewayPayment.update({ where: { id: row.id }, data: { reference: orderId } })
  return { gateway: 'ESEWA', orderId, formUrl: env.ESEWA_FORM_URL, fields }
}

export type GatewayPaymentResult = {
  orderId: string
  gateway: PaymentGateway
  status: GatewayPaymentStatus
  amountPaisa: number
  agreementId: number
  /** The ledger receipt, once COMPLETED. */
  receiptNumber: number | null
}

const RESULT_SELECT = {
  id: true,
  orderId: true,
  gateway: true,
  status: true,
  amountPaisa: true,
  agreementId: true,
  memberId: true,
  reference: true,
  answers: true,
  payment: { select: { receiptNumber: true } },
} satisfies Prisma.GatewayPaymentSelect

type Row = Prisma.GatewayPaymentGetPayload<{ select: typeof RESULT_SELECT }>

const resultOf = (row: Row): GatewayPaymentResult => ({
  orderId: row.orderId,
  gateway: row.gateway,
  status: row.status,
  amountPaisa: Number(row.amountPaisa),
  agreementId: row.agreementId,
  receiptNumber: row.payment?.receiptNumber ?? null,
})

/** A gateway payment made from this pay link (NotFoundError for another link's). */
async function ownRow(code: string, where: Prisma.GatewayPaymentWhereInput): Promise<Row> {
  const agreement = await payLinkAgreement(code)
  const row = await prisma.gatewayPayment.findFirst({ where: { ...where, agreementId: agreement.id }, select: RESULT_SELECT })
  if (!row) throw new NotFoundError()
  return row
}

export async function getGatewayPaymentResult(code: string, orderId: string): Promise<GatewayPaymentResult> {
  return resultOf(await ownRow(code, { orderId }))
}

/**
 * The result page's "Check again": a Khalti payment left PENDING is looked up again (eSewa's
 * pending ones wait for its own redirect, whose signed answer is needed). Khalti out of reach
 * leaves it as it was.
 */
export async function recheckGatewayPayment(code: string, orderId: string): Promise<GatewayPaymentResult> {
  const row = await ownRow(code, { orderId })
  if (row.gateway !== 'KHALTI' || row.status !== 'PENDING' || !row.reference) return resultOf(row)
  try {
    await confirmKhaltiRow(row)
    return await getGatewayPaymentResult(code, orderId)
  } catch (error) {
    if (error instanceof GatewayUnavailableError) return resultOf(row)
    throw error
  }
}

/** Another transaction completed the row first. */
class AlreadyCompleted extends Error {}

/**
 * Records the confirmed payment: the row becomes COMPLETED and a ledger payment is made, in one
 * transaction. The row is claimed first (`status <> COMPLETED`, row-locked), so a racing second
 * confirmation waits, then finds it completed and records nothing.
 */
async function complete(row: Row, transactionId: string, answer: unknown): Promise<void> {
  try {
    await recordPayment(
      row.memberId,
      row.agreementId,
      {
        amountPaisa: Number(row.amountPaisa),
        paidOn: nepalToday(),
        method: row.gateway,
        reference: transactionId,
        note: row.gateway === 'KHALTI' ? 'Paid online through Khalti' : 'Paid online through eSewa',
      },
      {
        guard: {
          claim: async (tx) => {
            const claimed = await tx.gatewayPayment.updateMany({
              where: { id: row.id, status: { not: 'COMPLETED' } },
              data: { status: 'COMPLETED', transactionId, answers: appendAnswer(row.answers, answer) },
            })
            if (claimed.count === 0) throw new AlreadyCompleted()
          },
          settle: async (tx, payment) => {
            await tx.gatewayPayment.update({ where: { id: row.id }, data: { paymentId: payment.id } })
          },
        },
      },
    )
  } catch (error) {
    if (error instanceof AlreadyCompleted) return
    // The gateway's transaction id is already another attempt's payment: a replayed answer.
    if (isUniqueViolation(error)) return settleWithout(row, 'FAILED', answer, `transaction ${transactionId} already recorded`, 'DUPLICATE')
    throw error
  }
}

/** Why a FAILED attempt recorded nothing, as the landlord's payments area names it (`gatewayAttempt.reason.*`). */
export const FAILURE_REASONS = ['EXPIRED', 'CANCELED', 'REFUNDED', 'MISMATCH', 'DUPLICATE', 'DISCONNECTED', 'START_FAILED', 'OTHER'] as const
export type FailureReason = (typeof FAILURE_REASONS)[number]

/** A gateway's final status (Khalti's or eSewa's words) as a failure reason. */
function failureReasonOf(status: string): FailureReason {
  const word = status.toUpperCase().replace(/[^A-Z]/g, '')
  if (word === 'EXPIRED' || word === 'NOTFOUND') return 'EXPIRED'
  if (word.includes('CANCEL')) return 'CANCELED'
  if (word.includes('REFUND')) return 'REFUNDED'
  return 'OTHER'
}

/**
 * A final or pending answer that records nothing (kept with the row). A failure is logged with
 * the landlord's id and its reason stored for their payments area (listGatewayAttempts).
 */
async function settleWithout(row: Row, status: 'PENDING' | 'FAILED', answer: unknown, why: string, reason: FailureReason = failureReasonOf(why)): Promise<void> {
  await prisma.gatewayPayment.updateMany({
    where: { id: row.id, status: { not: 'COMPLETED' } },
    data: { status, answers: appendAnswer(row.answers, answer), checkedAt: new Date(), ...(status === 'FAILED' ? { failureReason: reason } : {}) },
  })
  if (status === 'FAILED') logger.warn({ gatewayPaymentId: row.id, memberId: row.memberId, gateway: row.gateway, why, reason }, 'online payment not recorded')
}

/**
 * Acts on the gateway's answer about a payment: a completed one at the right amount (`confirmed`
 * names the transaction) is recorded; a pending one stays PENDING; one the gateway calls completed
 * but that does not match is a mismatch; anything else fails with the gateway's own word.
 */
async function actOnAnswer(
  row: Row,
  answer: unknown,
  { status, completed, pending, confirmed }: { status: string; completed: boolean; pending: boolean; confirmed: string | null },
): Promise<void> {
  if (confirmed) return complete(row, confirmed, answer)
  if (pending) return settleWithout(row, 'PENDING', answer, status)
  if (completed) return settleWithout(row, 'FAILED', answer, 'amount mismatch', 'MISMATCH')
  return settleWithout(row, 'FAILED', answer, status)
}

const KHALTI_PENDING = new Set(['Pending', 'Initiated'])

/** Khalti sent the payer back (GET return_url?pidx=...): ask Khalti how it stands and act on that alone. */
export async function confirmKhalti(code: string, pidx: string): Promise<GatewayPaymentResult> {
  const row = await ownRow(code, { gateway: 'KHALTI', reference: pidx })
  await confirmKhaltiRow(row)
  return getGatewayPaymentResult(code, row.orderId)
}

/** Looks a Khalti payment up and records, keeps pending or fails it on that answer (the return page and the re-check job). */
async function confirmKhaltiRow(row: Row): Promise<void> {
  const pidx = row.reference
  if (row.status === 'COMPLETED' || !pidx) return
  const credentials = await gatewayCredentials(row.memberId, 'KHALTI')
  if (!credentials) return settleWithout(row, 'FAILED', null, 'Khalti disconnected before the payment was confirmed', 'DISCONNECTED')
  const lookup = await lookupKhalti({ secretKey: credentials.secretKey }, pidx)
  const completed = lookup.status === 'Completed'
  const matches = lookup.pidx === pidx && lookup.total_amount === Number(row.amountPaisa)
  await actOnAnswer(row, lookup.answer, {
    status: lookup.status,
    completed,
    pending: KHALTI_PENDING.has(lookup.status),
    confirmed: completed && matches ? (lookup.transaction_id ?? null) : null,
  })
}

const ESEWA_PENDING = new Set(['PENDING', 'AMBIGUOUS'])

/**
 * eSewa sent the payer back: to the success URL with `data` (signed with the landlord's secret
 * key), or to the failure URL (data null). A forged or altered `data` records nothing and leaves
 * the row as it was; a genuine one is believed only when the status API agrees.
 */
export async function confirmEsewa(code: string, orderId: string, data: string | null): Promise<GatewayPaymentResult & { forged: boolean }> {
  const row = await ownRow(code, { gateway: 'ESEWA', orderId })
  const credentials = row.status === 'COMPLETED' ? null : await gatewayCredentials(row.memberId, 'ESEWA')
  if (row.status !== 'COMPLETED' && !credentials) await settleWithout(row, 'FAILED', null, 'eSewa disconnected before the payment was confirmed', 'DISCONNECTED')
  if (row.status === 'COMPLETED' || !credentials) return { ...(await getGatewayPaymentResult(code, orderId)), forged: false }

  if (data === null) {
    await settleWithout(row, 'FAILED', { failureUrl: true }, 'canceled or failed at eSewa', 'CANCELED')
    return { ...(await getGatewayPaymentResult(code, orderId)), forged: false }
  }
  const response = readEsewaResponse(data, credentials.secretKey)
  const merchantCode = credentials.merchantCode ?? ''
  if (!response || response.transaction_uuid !== orderId || response.product_code !== merchantCode) {
    logger.warn({ gatewayPaymentId: row.id, memberId: row.memberId }, 'eSewa answer with a bad signature or for another payment')
    return { ...(await getGatewayPaymentResult(code, orderId)), forged: true }
  }
  const amountPaisa = Number(row.amountPaisa)
  const status = await esewaStatus({ merchantCode, amountPaisa, transactionUuid: orderId })
  const answer = { response, status: status.answer }
  const completed = status.status === 'COMPLETE'
  const matches = response.status === 'COMPLETE' && status.amountPaisa === amountPaisa && paisaOfEsewaAmount(response.total_amount) === amountPaisa
  await actOnAnswer(row, answer, { status: status.status, completed, pending: ESEWA_PENDING.has(status.status), confirmed: completed && matches ? response.transaction_code : null })
  return { ...(await getGatewayPaymentResult(code, orderId)), forged: false }
}

/**
 * eSewa's status API alone, for the re-check job: the server asks eSewa itself (no browser answer
 * to believe), so COMPLETE with the same amount records the payment under eSewa's `ref_id`.
 */
async function recheckEsewaRow(row: Row): Promise<void> {
  const credentials = await gatewayCredentials(row.memberId, 'ESEWA')
  if (!credentials) return settleWithout(row, 'FAILED', null, 'eSewa disconnected before the payment was confirmed', 'DISCONNECTED')
  const amountPaisa = Number(row.amountPaisa)
  const status = await esewaStatus({ merchantCode: credentials.merchantCode ?? '', amountPaisa, transactionUuid: row.orderId })
  const answer = { status: status.answer }
  const completed = status.status === 'COMPLETE'
  await actOnAnswer(row, answer, { status: status.status, completed, pending: ESEWA_PENDING.has(status.status), confirmed: completed && status.amountPaisa === amountPaisa ? status.refId : null })
}

/** How often the job asks about one PENDING payment at most. */
const RECHECK_EVERY_MS = 4 * 60_000

/**
 * The re-check job (jobs/gateway-recheck.server.ts): every PENDING payment not asked about in the
 * last few minutes is asked about again, oldest first, until the gateway's answer is final:
 * Completed records it once (the same claim as the return page's), Expired, canceled or a
 * mismatch marks it FAILED with its reason. A gateway out of reach leaves it PENDING for the next run.
 */
export async function recheckPendingGatewayPayments({ now = new Date(), limit = 50 }: { now?: Date; limit?: number } = {}) {
  const rows = await prisma.gatewayPayment.findMany({
    where: { status: 'PENDING', OR: [{ checkedAt: null }, { checkedAt: { lt: new Date(now.getTime() - RECHECK_EVERY_MS) } }] },
    select: RESULT_SELECT,
    orderBy: { id: 'asc' },
    take: limit,
  })
  const counts = { checked: rows.length, completed: 0, failed: 0, pending: 0, unreachable: 0 }
  for (const row of rows) {
    try {
      await prisma.gatewayPayment.update({ where: { id: row.id }, data: { checkedAt: now } })
      await (row.gateway === 'KHALTI' ? confirmKhaltiRow(row) : recheckEsewaRow(row))
      const after = await prisma.gatewayPayment.findUniqueOrThrow({ where: { id: row.id }, select: { status: true } })
      if (after.status === 'COMPLETED') counts.completed++
      else if (after.status === 'FAILED') counts.failed++
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
 * area. Attempts never answered (INITIATED: the payer left at the gateway) are not shown.
 */
export async function listGatewayAttempts(memberId: number, agreementId: number, { limit = 20 }: { limit?: number } = {}): Promise<GatewayAttempt[]> {
  const rows = await prisma.gatewayPayment.findMany({
    where: { memberId, agreementId, status: { in: ['PENDING', 'FAILED'] } },
    select: { id: true, gateway: true, status: true, amountPaisa: true, failureReason: true, createdAt: true },
    orderBy: { id: 'desc' },
    take: limit,
  })
  return rows.map((row) => ({
    id: row.id,
    gateway: row.gateway,
    status: row.status as 'PENDING' | 'FAILED',
    amountPaisa: Number(row.amountPaisa),
    failureReason: row.status === 'FAILED' ? (FAILURE_REASONS.find((reason) => reason === row.failureReason) ?? 'OTHER') : null,
    createdAt: row.createdAt,
    createdOn: nepalToday(row.createdAt),
  }))
}
