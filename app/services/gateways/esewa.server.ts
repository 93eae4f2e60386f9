// eSewa ePay v2 (developer.esewa.com.np/pages/Epay-V2, ../shared/nepal/README.md): the browser
// posts a signed form to ESEWA_FORM_URL; the server asks ESEWA_STATUS_URL
// (`?product_code=&total_amount=&transaction_uuid=`) how a payment ended. The test (UAT) addresses
// are https://rc-epay.esewa.com.np/api/epay/main/v2/form and
// https://rc.esewa.com.np/api/epay/transaction/status/, with merchant code EPAYTEST.
import { createHmac, randomUUID } from 'node:crypto'
import { z } from 'zod'
import { env } from '~/server/env.server'
import { callPaymentGateway, GatewayUnavailableError } from './http.server'
import type { KeyCheck } from './khalti.server'

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
