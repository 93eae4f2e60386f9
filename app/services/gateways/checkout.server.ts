// The one checkout engine for money paid through Khalti or eSewa, whatever it pays for (rent to a
// landlord's merchant account, a plan to Bhadaa's): it starts a payment at the gateway and decides,
// once for every purpose, what the gateway's answer means — Completed at the right amount, pending,
// expired, canceled, refunded, a mismatch, a replayed transaction, a forged eSewa signature.
// Nothing the browser brings back is believed: the server asks the gateway itself. What a
// confirmed payment does (record a ledger payment, or extend a plan) is the caller's hook.
import type { PaymentGateway, Prisma } from '~/generated/prisma/client'
import { env } from '~/server/env.server'
import { logger } from '~/server/logger.server'
import { isUniqueViolation } from '~/server/prisma-errors.server'
import { esewaForm, esewaStatus, esewaStatusVerdict, esewaVerdict, readEsewaResponse } from './esewa.server'
import { type GatewayVerdict, initiateKhalti, khaltiVerdict, lookupKhalti } from './khalti.server'

export const appendAnswer = (answers: Prisma.JsonValue, answer: unknown): Prisma.InputJsonValue =>
  [...(Array.isArray(answers) ? answers : []), { at: new Date().toISOString(), answer: (answer ?? null) as Prisma.InputJsonValue }] as Prisma.InputJsonValue

/** Where the payer's browser goes next: Khalti's page, or eSewa's form that must be posted. */
export type GatewayStart =
  | { gateway: 'KHALTI'; orderId: string; pidx: string; paymentUrl: string }
  | { gateway: 'ESEWA'; orderId: string; formUrl: string; fields: Record<string, string> }

/** Why a FAILED attempt recorded nothing, as the landlord's payments area names it (`gatewayAttempt.reason.*`). */
export const FAILURE_REASONS = ['EXPIRED', 'CANCELED', 'REFUNDED', 'MISMATCH', 'DUPLICATE', 'DISCONNECTED', 'START_FAILED', 'OTHER'] as const
export type FailureReason = (typeof FAILURE_REASONS)[number]

/** A gateway's final status (Khalti's or eSewa's words) as a failure reason. */
export function failureReasonOf(status: string): FailureReason {
  const word = status.toUpperCase().replace(/[^A-Z]/g, '')
  if (word === 'AMOUNTMISMATCH') return 'MISMATCH'
  if (word === 'EXPIRED' || word === 'NOTFOUND') return 'EXPIRED'
  if (word.includes('CANCEL')) return 'CANCELED'
  if (word.includes('REFUND')) return 'REFUNDED'
  return 'OTHER'
}

/**
 * How long a payment started at a gateway can still be paid: Khalti's payment link lives 60
 * minutes (its initiate answers `expires_in`); eSewa documents no limit, so the same is used. An
 * attempt still INITIATED after it (the payer never came back) is looked up like a PENDING one.
 */
export const GATEWAY_EXPIRY_MS = 60 * 60_000

/** What the engine reads of a payment row, whatever its table. */
export type CheckoutRow = { id: number; gateway: PaymentGateway; orderId: string; reference: string | null; amountPaisa: bigint | number }

/** The merchant account a payment goes to (the landlord's or Bhadaa's); null: disconnected since. */
export type Merchant = { secretKey: string; merchantCode?: string | null }

/** What one purpose does with the engine's decisions. */
export type Checkout<Row extends CheckoutRow> = {
  /** For logs. */
  purpose: 'rent' | 'plan'
  merchant: (row: Row) => Promise<Merchant | null> | Merchant | null
  /** The row is past the gateway's word (completed, or confirmed money kept for a decision): nothing to ask. */
  isSettled: (row: Row) => boolean
  /** The gateway handed out its id for the attempt. */
  started: (row: Row, reference: string, answer: unknown) => Promise<void>
  /**
   * The gateway confirmed the money at the right amount: what it pays for happens here, at most
   * once (the hook claims its row). A unique violation it throws means the gateway's transaction
   * id already paid another attempt: a replayed answer, failed as DUPLICATE.
   */
  confirmed: (row: Row, transactionId: string, answer: unknown) => Promise<void>
  /** Pending, or a final answer that pays nothing: kept with the row, the reason stored where it has one. */
  unconfirmed: (row: Row, status: 'PENDING' | 'FAILED', answer: unknown, reason: FailureReason, why: string) => Promise<void>
}

const amountOf = (row: CheckoutRow) => Number(row.amountPaisa)

/**
 * Starts the payment at the gateway: Khalti answers the page to send the payer to (its pidx kept
 * as the reference); eSewa needs the signed form posted from the payer's browser (the order id is
 * its reference). Khalti refusing or out of reach fails the row (START_FAILED) and rethrows.
 */
export async function startCheckout<Row extends CheckoutRow>(
  checkout: Checkout<Row>,
  row: Row,
  merchant: Merchant,
  order: { khaltiReturnUrl: string; esewaSuccessUrl: string; esewaFailureUrl: string; orderName: string; websiteUrl: string },
): Promise<GatewayStart> {
  const amountPaisa = amountOf(row)
  if (row.gateway === 'KHALTI') {
    try {
      const started = await initiateKhalti(
        { secretKey: merchant.secretKey },
        { returnUrl: order.khaltiReturnUrl, websiteUrl: order.websiteUrl, amountPaisa, orderId: row.orderId, orderName: order.orderName.slice(0, 100) },
      )
      await checkout.started(row, started.pidx, started.answer)
      return { gateway: 'KHALTI', orderId: row.orderId, pidx: started.pidx, paymentUrl: started.paymentUrl }
    } catch (error) {
      await checkout.unconfirmed(row, 'FAILED', { error: String(error) }, 'START_FAILED', 'Khalti did not start the payment')
      throw error
    }
  }
  const fields = esewaForm(
    { merchantCode: merchant.merchantCode ?? '', secretKey: merchant.secretKey },
    { amountPaisa, transactionUuid: row.orderId, successUrl: order.esewaSuccessUrl, failureUrl: order.esewaFailureUrl },
  )
  await checkout.started(row, row.orderId, null)
  return { gateway: 'ESEWA', orderId: row.orderId, formUrl: env.ESEWA_FORM_URL, fields }
}

/** Acts on the gateway's verdict: the purpose's hook for confirmed money, or why it does not count (yet). */
async function settle<Row extends CheckoutRow>(checkout: Checkout<Row>, row: Row, verdict: GatewayVerdict, answer: unknown): Promise<void> {
  if (verdict.outcome !== 'COMPLETED') {
    await checkout.unconfirmed(row, verdict.outcome, answer, failureReasonOf(verdict.why), verdict.why)
    if (verdict.outcome === 'FAILED') logger.warn({ purpose: checkout.purpose, rowId: row.id, gateway: row.gateway, why: verdict.why }, 'online payment not recorded')
    return
  }
  try {
    await checkout.confirmed(row, verdict.transactionId, answer)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const why = `transaction ${verdict.transactionId} already recorded`
    await checkout.unconfirmed(row, 'FAILED', answer, 'DUPLICATE', why)
    logger.warn({ purpose: checkout.purpose, rowId: row.id, gateway: row.gateway, why }, 'online payment not recorded')
  }
}

const disconnected = <Row extends CheckoutRow>(checkout: Checkout<Row>, row: Row) =>
  checkout.unconfirmed(row, 'FAILED', null, 'DISCONNECTED', `${row.gateway} disconnected before the payment was confirmed`)

/** Asks Khalti how the payment stands (the return page, "Check again", the re-check job) and acts on that alone. */
export async function checkKhalti<Row extends CheckoutRow>(checkout: Checkout<Row>, row: Row): Promise<void> {
  const pidx = row.reference
  if (checkout.isSettled(row) || !pidx) return
  const merchant = await checkout.merchant(row)
  if (!merchant) return disconnected(checkout, row)
  const lookup = await lookupKhalti({ secretKey: merchant.secretKey }, pidx)
  await settle(checkout, row, khaltiVerdict(lookup, { pidx, amountPaisa: amountOf(row) }), lookup.answer)
}

/**
 * eSewa sent the payer back: to the success address with `data` (signed with the merchant's secret
 * key), or to the failure address (data null). A forged or altered answer changes nothing (`forged`);
 * a genuine one counts only when eSewa's status API agrees, at the right amount.
 */
export async function checkEsewaReturn<Row extends CheckoutRow>(checkout: Checkout<Row>, row: Row, data: string | null): Promise<{ forged: boolean }> {
  if (checkout.isSettled(row)) return { forged: false }
  const merchant = await checkout.merchant(row)
  if (!merchant) {
    await disconnected(checkout, row)
    return { forged: false }
  }
  if (data === null) {
    await checkout.unconfirmed(row, 'FAILED', { failureUrl: true }, 'CANCELED', 'canceled or failed at eSewa')
    return { forged: false }
  }
  const merchantCode = merchant.merchantCode ?? ''
  const response = readEsewaResponse(data, merchant.secretKey)
  if (!response || response.transaction_uuid !== row.orderId || response.product_code !== merchantCode) {
    logger.warn({ purpose: checkout.purpose, rowId: row.id, gateway: row.gateway }, 'eSewa answer with a bad signature or for another payment')
    return { forged: true }
  }
  const amountPaisa = amountOf(row)
  const status = await esewaStatus({ merchantCode, amountPaisa, transactionUuid: row.orderId })
  await settle(checkout, row, esewaVerdict(response, status, amountPaisa), { response, status: status.answer })
  return { forged: false }
}

/**
 * eSewa's status API alone, for the re-check job: the server asks eSewa itself (no browser answer
 * to believe), so COMPLETE at the same amount counts under eSewa's `ref_id`.
 */
export async function checkEsewaStatus<Row extends CheckoutRow>(checkout: Checkout<Row>, row: Row): Promise<void> {
  if (checkout.isSettled(row)) return
  const merchant = await checkout.merchant(row)
  if (!merchant) return disconnected(checkout, row)
  const amountPaisa = amountOf(row)
  const status = await esewaStatus({ merchantCode: merchant.merchantCode ?? '', amountPaisa, transactionUuid: row.orderId })
  await settle(checkout, row, esewaStatusVerdict(status, amountPaisa, status.refId), { status: status.answer })
}

/** The gateway's own lookup for the re-check job: Khalti's lookup, or eSewa's status API. */
export const checkAtGateway = <Row extends CheckoutRow>(checkout: Checkout<Row>, row: Row) =>
  row.gateway === 'KHALTI' ? checkKhalti(checkout, row) : checkEsewaStatus(checkout, row)
