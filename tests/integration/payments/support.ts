// Shared by the payment tests: msw playing Khalti's and eSewa's answers to the key checks, at the
// addresses the configuration gives (the live ones in tests; nothing leaves the machine).
import { delay, http, HttpResponse } from 'msw'
import { env } from '~/server/env.server'
import { server } from '../../setup/msw'

export const KHALTI_LOOKUP_URL = `${env.KHALTI_BASE_URL}/epayment/lookup/`
export const ESEWA_STATUS_URL = env.ESEWA_STATUS_URL

/** The Khalti sandbox's own example key shape. */
export const GOOD_KHALTI_KEY = 'live_secret_key_68791341fdd94846a146f0457ff7b455'

/** Khalti as it answers a lookup of an unknown pidx: 401 for a key it does not know, else "not found". */
export function khaltiKnows(...keys: string[]) {
  const seen: Array<{ authorization: string | null; body: unknown }> = []
  server.use(
    http.post(KHALTI_LOOKUP_URL, async ({ request }) => {
      const authorization = request.headers.get('authorization')
      seen.push({ authorization, body: await request.json() })
      if (!keys.some((key) => authorization === `Key ${key}`)) return HttpResponse.json({ detail: 'Invalid token.', status_code: 401 }, { status: 401 })
      return HttpResponse.json({ detail: 'Not found.', error_key: 'validation_error' }, { status: 404 })
    }),
  )
  return seen
}

/** eSewa's status API: NOT_FOUND for a known merchant's unknown transaction, 400 for an unknown merchant. */
export function esewaKnows(...merchantCodes: string[]) {
  const seen: URL[] = []
  server.use(
    http.get(ESEWA_STATUS_URL, ({ request }) => {
      const url = new URL(request.url)
      seen.push(url)
      const code = url.searchParams.get('product_code') ?? ''
      if (!merchantCodes.includes(code)) return HttpResponse.json({ code: 0, error_message: 'Invalid merchant' }, { status: 400 })
      return HttpResponse.json({ product_code: code, transaction_uuid: url.searchParams.get('transaction_uuid'), total_amount: 10, status: 'NOT_FOUND', ref_id: null })
    }),
  )
  return seen
}

/** A gateway that does not answer in time (the check's limit is PAYMENT_GATEWAY_TIMEOUT_MS). */
export function gatewayHangs(method: 'post' | 'get', url: string) {
  server.use(http[method](url, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  }))
}

export function gatewayFails(method: 'post' | 'get', url: string, status = 502) {
  server.use(http[method](url, () => new HttpResponse('<html>Bad Gateway</html>', { status })))
}
