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
import { esewaForm, esewaStatus, esewaVerdict, readEsewaResponse } from './gateways/esewa.server'
import { GatewayUnavailableError } from './gateways/http.server'
import { type GatewayVerdict, initiateKhalti, khaltiVerdict, lookupKhalti } from './gateways/khalti.server'
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

export const appendAnswer = (answers: Prisma.JsonValue, answer: unknown): Prisma.InputJsonValue =>
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
      await prisma.gatewayPayment.update({ where: { id: row.id }, data: { status: 'FAILED', answers: appendAnswer(row.answers, { error: String(error) }) } })
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
    return await confirmKhalti(code, row.reference)
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
    if (isUniqueViolation(error)) return settleWithout(row, 'FAILED', answer, `transaction ${transactionId} already recorded`)
    throw error
  }
}

/** A final or pending answer that records nothing (kept with the row; mismatches are logged for the landlord). */
async function settleWithout(row: Row, status: 'PENDING' | 'FAILED', answer: unknown, why: string): Promise<void> {
  await prisma.gatewayPayment.updateMany({ where: { id: row.id, status: { not: 'COMPLETED' } }, data: { status, answers: appendAnswer(row.answers, answer) } })
  if (status === 'FAILED') logger.warn({ gatewayPaymentId: row.id, memberId: row.memberId, gateway: row.gateway, why }, 'online payment not recorded')
}

/** Acts on the gateway's verdict: completes the payment, or records why it does not count (yet). */
async function settle(row: Row, verdict: GatewayVerdict, answer: unknown): Promise<void> {
  if (verdict.outcome === 'COMPLETED') await complete(row, verdict.transactionId, answer)
  else await settleWithout(row, verdict.outcome, answer, verdict.why)
}

/** Khalti sent the payer back (GET return_url?pidx=...): ask Khalti how it stands and act on that alone. */
export async function confirmKhalti(code: string, pidx: string): Promise<GatewayPaymentResult> {
  const row = await ownRow(code, { gateway: 'KHALTI', reference: pidx })
  if (row.status !== 'COMPLETED') {
    const credentials = await gatewayCredentials(row.memberId, 'KHALTI')
    if (!credentials) {
      await settleWithout(row, 'FAILED', null, 'Khalti disconnected before the payment was confirmed')
    } else {
      const lookup = await lookupKhalti({ secretKey: credentials.secretKey }, pidx)
      await settle(row, khaltiVerdict(lookup, { pidx, amountPaisa: Number(row.amountPaisa) }), lookup.answer)
    }
  }
  return getGatewayPaymentResult(code, row.orderId)
}

/**
 * eSewa sent the payer back: to the success URL with `data` (signed with the landlord's secret
 * key), or to the failure URL (data null). A forged or altered `data` records nothing and leaves
 * the row as it was; a genuine one is believed only when the status API agrees.
 */
export async function confirmEsewa(code: string, orderId: string, data: string | null): Promise<GatewayPaymentResult & { forged: boolean }> {
  const row = await ownRow(code, { gateway: 'ESEWA', orderId })
  const credentials = row.status === 'COMPLETED' ? null : await gatewayCredentials(row.memberId, 'ESEWA')
  if (row.status !== 'COMPLETED' && !credentials) await settleWithout(row, 'FAILED', null, 'eSewa disconnected before the payment was confirmed')
  if (row.status === 'COMPLETED' || !credentials) return { ...(await getGatewayPaymentResult(code, orderId)), forged: false }

  if (data === null) {
    await settleWithout(row, 'FAILED', { failureUrl: true }, 'canceled or failed at eSewa')
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
  await settle(row, esewaVerdict(response, status, amountPaisa), answer)
  return { ...(await getGatewayPaymentResult(code, orderId)), forged: false }
}
