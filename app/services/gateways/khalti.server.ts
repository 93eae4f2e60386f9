// Khalti KPG-2 (docs.khalti.com/khalti-epayment, ../shared/nepal/README.md): server calls to
// `{KHALTI_BASE_URL}/epayment/...` with `Authorization: Key <secret key>`. The sandbox is
// https://dev.khalti.com/api/v2 (its test keys come from test-admin.khalti.com).
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
