// `node scripts/sms-provider-stub.ts`: a stand-in for Sparrow SMS for the SMS bench
// (scripts/bench-sms.ts), in a process of its own so it takes no time from the worker it serves.
// Every POST /v2/sms/ is accepted after SMS_STUB_DELAY_MS (50); GET /stats answers how many texts
// and TCP connections it has had (a worker that keeps its connections alive opens few). Prints
// `{"port":N}` once listening.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const DELAY_MS = Number(process.env.SMS_STUB_DELAY_MS ?? 50)
let texts = 0
let connections = 0

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/stats') {
    response.setHeader('content-type', 'application/json')
    return void response.end(JSON.stringify({ texts, connections }))
  }
  request.resume()
  request.on('end', () => {
    setTimeout(() => {
      texts++
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ count: 1, response_code: 200, response: '1 mesages has been queued for delivery' }))
    }, DELAY_MS)
  })
})
server.keepAliveTimeout = 60_000
server.on('connection', () => connections++)
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
