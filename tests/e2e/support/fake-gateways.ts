// Khalti and eSewa as the e2e server sees them (KHALTI_BASE_URL, ESEWA_STATUS_URL point here): a
// small local HTTP server that accepts one Khalti test key and eSewa's test merchant code, and
// refuses anything else, as the real gateways answer a key check. Khalti also takes payments:
// initiate answers a payment page here, whose Pay button completes the payment and sends the
// browser back to the return URL, as Khalti's own page does; lookup then says Completed.
import { randomUUID } from 'node:crypto'
import http from 'node:http'

export const FAKE_KHALTI_KEY = 'test_secret_key_e2e_accepted_00000000e2e1'
export const FAKE_ESEWA_MERCHANT = 'EPAYTEST'

type KhaltiPayment = { amount: number; returnUrl: string; orderId: string; status: 'Initiated' | 'Completed' | 'User canceled' }

async function jsonBody(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    return {}
  }
}

export function startFakeGateways(port: number): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const baseUrl = `http://127.0.0.1:${port}`
  const khaltiPayments = new Map<string, KhaltiPayment>()
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const keyAccepted = request.headers.authorization === `Key ${FAKE_KHALTI_KEY}`
    if (request.method === 'POST' && url.pathname === '/khalti/api/v2/epayment/lookup/') {
      if (!keyAccepted) return answer(401, { detail: 'Invalid token.', status_code: 401 })
      const pidx = String((await jsonBody(request)).pidx)
      const payment = khaltiPayments.get(pidx)
      if (!payment) return answer(404, { detail: 'Not found.', error_key: 'validation_error' })
      const completed = payment.status === 'Completed'
      return answer(200, { pidx, total_amount: payment.amount, status: payment.status, transaction_id: completed ? `FAKE-${pidx.slice(0, 8)}` : null, fee: 0, refunded: false })
    }
    if (request.method === 'POST' && url.pathname === '/khalti/api/v2/epayment/initiate/') {
      if (!keyAccepted) return answer(401, { detail: 'Invalid token.', status_code: 401 })
      const body = await jsonBody(request)
      const pidx = `fake${randomUUID().replaceAll('-', '')}`
      khaltiPayments.set(pidx, { amount: Number(body.amount), returnUrl: String(body.return_url), orderId: String(body.purchase_order_id), status: 'Initiated' })
      return answer(200, { pidx, payment_url: `${baseUrl}/khalti/pay/${pidx}`, expires_at: new Date(Date.now() + 1_800_000).toISOString(), expires_in: 1800 })
    }
    const paying = /^\/khalti\/pay\/(\w+)(\/(pay|cancel))?$/.exec(url.pathname)
    const payment = paying ? khaltiPayments.get(paying[1]!) : undefined
    if (paying && payment && request.method === 'GET' && !paying[3]) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return response.end(
        `<!doctype html><title>Fake Khalti</title><h1>Fake Khalti</h1><p>Rs. ${payment.amount / 100}</p>` +
          `<form method="post" action="/khalti/pay/${paying[1]}/pay"><button>Pay with fake Khalti</button></form>` +
          `<form method="post" action="/khalti/pay/${paying[1]}/cancel"><button>Cancel</button></form>`,
      )
    }
    if (paying && payment && request.method === 'POST' && paying[3]) {
      payment.status = paying[3] === 'pay' ? 'Completed' : 'User canceled'
      const back = new URL(payment.returnUrl)
      back.searchParams.set('pidx', paying[1]!)
      back.searchParams.set('status', payment.status)
      back.searchParams.set('purchase_order_id', payment.orderId)
      response.writeHead(302, { Location: back.href })
      return response.end()
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
      resolve({ baseUrl, stop: () => new Promise<void>((done) => server.close(() => done())) }),
    )
  })
}
