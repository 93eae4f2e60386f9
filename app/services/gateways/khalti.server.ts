// Khalti KPG-2 (docs.khalti.com/khalti-epayment, ../shared/nepal/README.md): server calls to
// `{KHALTI_BASE_URL}/epayment/...` with `Authorization: Key <secret key>`. The sandbox is
// https://dev.khalti.com/api/v2 (its test keys come from test-admin.khalti.com).
import { z } from 'zod'
import { env } from '~/server/env.server'
import { callPaymentGateway, GatewayUnavailableError } from './http.server'

export type KeyCheck = 'ACCEPTED' | 'REFUSED'

/**
 * Asks Khalti whether it knows the secret key, without moving money: a lookup of a payment that
 * does not exist. Khalti authenticates before it looks: 401/403 means the key is refused, while
 * "not found" (400/404) means it was accepted. Anything else is GatewayUnavailableError.
 */
export async function checkKhaltiKey(secretKey: string, { baseUrl = env.KHALTI_BASE_URL, timeoutMs = env.PAYMENT_GATEWAY_TIMEOUT_MS } = {}): Promise<KeyCheck> {
  const answer = await callPaymentGateway(
    `${baseUrl}/epayment/lookup/`,
    { method: 'POST', headers: { Authorization: `Key ${secretKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ pidx: 'bhadaa-key-check' }) },
    { gateway: 'Khalti', timeoutMs },
  )
  if (answer.status === 401 || answer.status === 403) return 'REFUSED'
  if (answer.status === 200 || answer.status === 400 || answer.status === 404) return 'ACCEPTED'
  throw new GatewayUnavailableError(`Khalti answered HTTP ${answer.status}`)
}

export type KhaltiCall = { secretKey: string; baseUrl?: string; timeoutMs?: number }

const InitiatedSchema = z.object({ pidx: z.string().min(1), payment_url: z.url() })

/**
 * Starts a payment (POST /epayment/initiate/; `amount` in paisa). Khalti answers the page to send
 * the payer to. A refusal (4xx, e.g. a key revoked since it was saved) or anything else is
 * GatewayUnavailableError: the payer can only try again later.
 */
export async function initiateKhalti(
  { secretKey, baseUrl = env.KHALTI_BASE_URL, timeoutMs = env.PAYMENT_GATEWAY_TIMEOUT_MS }: KhaltiCall,
  order: { returnUrl: string; websiteUrl: string; amountPaisa: number; orderId: string; orderName: string },
): Promise<{ pidx: string; paymentUrl: string; answer: unknown }> {
  const answer = await callPaymentGateway(
    `${baseUrl}/epayment/initiate/`,
    {
      method: 'POST',
      headers: { Authorization: `Key ${secretKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        return_url: order.returnUrl,
        website_url: order.websiteUrl,
        amount: order.amountPaisa,
        purchase_order_id: order.orderId,
        purchase_order_name: order.orderName,
      }),
    },
    { gateway: 'Khalti', timeoutMs },
  )
  const parsed = answer.status === 200 ? InitiatedSchema.safeParse(answer.json) : null
  if (!parsed?.success) throw new GatewayUnavailableError(`Khalti did not start the payment (HTTP ${answer.status})`)
  return { pidx: parsed.data.pidx, paymentUrl: parsed.data.payment_url, answer: answer.json }
}

const LookupSchema = z.object({
  pidx: z.string(),
  total_amount: z.number().int(),
  status: z.string(),
  transaction_id: z.string().nullish(),
})

export type KhaltiLookup = z.output<typeof LookupSchema> & { answer: unknown }

/** How a payment stands at Khalti (POST /epayment/lookup/): Completed, Pending, Initiated, Expired, User canceled, Refunded, ... */
export async function lookupKhalti({ secretKey, baseUrl = env.KHALTI_BASE_URL, timeoutMs = env.PAYMENT_GATEWAY_TIMEOUT_MS }: KhaltiCall, pidx: string): Promise<KhaltiLookup> {
  const answer = await callPaymentGateway(
    `${baseUrl}/epayment/lookup/`,
    { method: 'POST', headers: { Authorization: `Key ${secretKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ pidx }) },
    { gateway: 'Khalti', timeoutMs },
  )
  const parsed = answer.status === 200 ? LookupSchema.safeParse(answer.json) : null
  if (!parsed?.success) throw new GatewayUnavailableError(`Khalti's lookup answered HTTP ${answer.status}`)
  return { ...parsed.data, answer: answer.json }
}

/** What a gateway's answer means for one payment: counted (with the gateway's transaction id), still pending, or failed (why). */
export type GatewayVerdict = { outcome: 'COMPLETED'; transactionId: string } | { outcome: 'PENDING' | 'FAILED'; why: string }

const KHALTI_PENDING = new Set(['Pending', 'Initiated'])

/** A lookup counts only as Completed, for the same pidx, at the same amount, with a transaction id. */
export function khaltiVerdict(lookup: KhaltiLookup, expected: { pidx: string; amountPaisa: number }): GatewayVerdict {
  if (lookup.status === 'Completed' && lookup.pidx === expected.pidx && lookup.total_amount === expected.amountPaisa && lookup.transaction_id) {
    return { outcome: 'COMPLETED', transactionId: lookup.transaction_id }
  }
  if (KHALTI_PENDING.has(lookup.status)) return { outcome: 'PENDING', why: lookup.status }
  return { outcome: 'FAILED', why: lookup.status === 'Completed' ? 'amount mismatch' : lookup.status }
}
