// Khalti and eSewa as the e2e server sees them (KHALTI_BASE_URL, ESEWA_STATUS_URL point here): a
// small local HTTP server that accepts one Khalti test key and eSewa's test merchant code, and
// refuses anything else, as the real gateways answer a key check.
import http from 'node:http'

export const FAKE_KHALTI_KEY = 'test_secret_key_e2e_accepted_00000000e2e1'
export const FAKE_ESEWA_MERCHANT = 'EPAYTEST'

export function startFakeGateways(port: number): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'POST' && url.pathname === '/khalti/api/v2/epayment/lookup/') {
      if (request.headers.authorization !== `Key ${FAKE_KHALTI_KEY}`) return answer(401, { detail: 'Invalid token.', status_code: 401 })
      return answer(404, { detail: 'Not found.', error_key: 'validation_error' })
    }
    if (request.method === 'GET' && url.pathname === '/esewa/api/epay/transaction/status/') {
      const code = url.searchParams.get('product_code')
      if (code !== FAKE_ESEWA_MERCHANT) return answer(400, { code: 0, error_message: 'Invalid merchant' })
      return answer(200, { product_code: code, transaction_uuid: url.searchParams.get('transaction_uuid'), total_amount: 10, status: 'NOT_FOUND', ref_id: null })
    }
    answer(404, { detail: 'Not found.' })
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ baseUrl: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((done) => server.close(() => done())) }),
    )
  })
}
