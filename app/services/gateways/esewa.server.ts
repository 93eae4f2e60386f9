// eSewa ePay v2 (developer.esewa.com.np/pages/Epay-V2, ../shared/nepal/README.md): the browser
// posts a signed form to ESEWA_FORM_URL; the server asks ESEWA_STATUS_URL
// (`?product_code=&total_amount=&transaction_uuid=`) how a payment ended. The test (UAT) addresses
// are https://rc-epay.esewa.com.np/api/epay/main/v2/form and
// https://rc.esewa.com.np/api/epay/transaction/status/, with merchant code EPAYTEST.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { env } from '~/server/env.server'
import { callPaymentGateway, GatewayUnavailableError } from './http.server'
import type { GatewayVerdict, KeyCheck } from './khalti.server'

/** base64(HMAC-SHA256(secret, "name=value,name=value,...")) over `signedFieldNames`, in their order. */
export function esewaSignature(secretKey: string, fields: Record<string, string>, signedFieldNames: readonly string[]): string {
  const message = signedFieldNames.map((name) => `${name}=${fields[name] ?? ''}`).join(',')
  return createHmac('sha256', secretKey).update(message).digest('base64')
}

const StatusSchema = z.object({ status: z.string(), product_code: z.string().optional() })

/**
 * Asks eSewa whether it knows the merchant code: the status of a transaction that does not exist.
 * A known merchant gets a status (NOT_FOUND); an unknown one is refused (4xx). The status API takes
 * no secret, so eSewa cannot check the secret key before a payment: the signature of the first
 * payment's answer does. Anything else is GatewayUnavailableError.
 */
export async function checkEsewaMerchant(merchantCode: string, { statusUrl = env.ESEWA_STATUS_URL, timeoutMs = env.PAYMENT_GATEWAY_TIMEOUT_MS } = {}): Promise<KeyCheck> {
  const url = new URL(statusUrl)
  url.searchParams.set('product_code', merchantCode)
  url.searchParams.set('total_amount', '10')
  url.searchParams.set('transaction_uuid', `bhadaa-check-${randomUUID()}`)
  const answer = await callPaymentGateway(url.href, { method: 'GET', headers: { Accept: 'application/json' } }, { gateway: 'eSewa', timeoutMs })
  if (answer.status === 200 && StatusSchema.safeParse(answer.json).success) return 'ACCEPTED'
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) return 'REFUSED'
  throw new GatewayUnavailableError(`eSewa answered HTTP ${answer.status}`)
}

/** eSewa counts rupees with decimals ("1000.0", "1,000.0"); we count paisa. */
export function esewaRupees(paisa: number): string {
  return (paisa / 100).toFixed(2)
}
export function paisaOfEsewaAmount(value: string | number): number | null {
  const rupees = Number(String(value).replace(/,/g, ''))
  return Number.isFinite(rupees) && rupees >= 0 ? Math.round(rupees * 100) : null
}

const REQUEST_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'] as const

/** The fields of the form the payer's browser posts to ESEWA_FORM_URL, signed with the merchant's secret key. */
export function esewaForm(
  { merchantCode, secretKey }: { merchantCode: string; secretKey: string },
  order: { amountPaisa: number; transactionUuid: string; successUrl: string; failureUrl: string },
): Record<string, string> {
  const amount = esewaRupees(order.amountPaisa)
  const fields: Record<string, string> = {
    amount,
    tax_amount: '0',
    total_amount: amount,
    transaction_uuid: order.transactionUuid,
    product_code: merchantCode,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: order.successUrl,
    failure_url: order.failureUrl,
    signed_field_names: REQUEST_SIGNED_FIELDS.join(','),
  }
  return { ...fields, signature: esewaSignature(secretKey, fields, REQUEST_SIGNED_FIELDS) }
}

const ResponseSchema = z.object({
  transaction_code: z.string(),
  status: z.string(),
  total_amount: z.union([z.string(), z.number()]),
  transaction_uuid: z.string(),
  product_code: z.string(),
  signed_field_names: z.string().min(1),
  signature: z.string().min(1),
})

export type EsewaResponse = z.output<typeof ResponseSchema>

/**
 * The success redirect's `data` (base64 JSON), if its signature — over its own `signed_field_names`
 * with the merchant's secret key — checks out; null for anything forged, altered or unreadable.
 */
export function readEsewaResponse(data: string, secretKey: string): EsewaResponse | null {
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(data, 'base64').toString('utf8'))
  } catch {
    return null
  }
  const parsed = ResponseSchema.safeParse(json)
  if (!parsed.success) return null
  const fields = Object.fromEntries(Object.entries(parsed.data).map(([name, value]) => [name, String(value)]))
  const expected = Buffer.from(esewaSignature(secretKey, fields, parsed.data.signed_field_names.split(',')))
  const given = Buffer.from(parsed.data.signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? parsed.data : null
}

const PaymentStatusSchema = z.object({ status: z.string(), total_amount: z.union([z.string(), z.number()]), ref_id: z.string().nullish() })

/** How a payment stands at eSewa (COMPLETE, PENDING, CANCELED, NOT_FOUND, AMBIGUOUS, FULL_REFUND, ...). */
export async function esewaStatus(
  order: { merchantCode: string; amountPaisa: number; transactionUuid: string },
  { statusUrl = env.ESEWA_STATUS_URL, timeoutMs = env.PAYMENT_GATEWAY_TIMEOUT_MS } = {},
): Promise<{ status: string; amountPaisa: number | null; refId: string | null; answer: unknown }> {
  const url = new URL(statusUrl)
  url.searchParams.set('product_code', order.merchantCode)
  url.searchParams.set('total_amount', esewaRupees(order.amountPaisa))
  url.searchParams.set('transaction_uuid', order.transactionUuid)
  const answer = await callPaymentGateway(url.href, { method: 'GET', headers: { Accept: 'application/json' } }, { gateway: 'eSewa', timeoutMs })
  const parsed = answer.status === 200 ? PaymentStatusSchema.safeParse(answer.json) : null
  if (!parsed?.success) throw new GatewayUnavailableError(`eSewa's status API answered HTTP ${answer.status}`)
  return { status: parsed.data.status, amountPaisa: paisaOfEsewaAmount(parsed.data.total_amount), refId: parsed.data.ref_id ?? null, answer: answer.json }
}

const ESEWA_PENDING = new Set(['PENDING', 'AMBIGUOUS'])

/** A signed answer counts only when it and the status API both say COMPLETE, at the same amount. */
export function esewaVerdict(response: EsewaResponse, status: { status: string; amountPaisa: number | null }, amountPaisa: number): GatewayVerdict {
  const signedComplete = response.status === 'COMPLETE' && paisaOfEsewaAmount(response.total_amount) === amountPaisa
  return esewaStatusVerdict(status, amountPaisa, signedComplete ? response.transaction_code : null)
}

/**
 * The status API's word alone (the re-check job asks eSewa itself, with no browser answer to
 * believe): COMPLETE at the same amount counts under `transactionId` (eSewa's ref_id there).
 */
export function esewaStatusVerdict(status: { status: string; amountPaisa: number | null }, amountPaisa: number, transactionId: string | null): GatewayVerdict {
  if (status.status === 'COMPLETE' && status.amountPaisa === amountPaisa && transactionId) return { outcome: 'COMPLETED', transactionId }
  if (ESEWA_PENDING.has(status.status)) return { outcome: 'PENDING', why: status.status }
  return { outcome: 'FAILED', why: status.status === 'COMPLETE' ? 'amount mismatch' : status.status }
}
