// Fault: PostgreSQL unreachable. A web process and a worker reach the database through a TCP
// proxy the test cuts (the shared PostgreSQL stays up). Requests answer 503 with Retry-After,
// never 500, and work again as soon as the database is back; a text the gateway accepted while
// the database was away is recorded SENT, not UNKNOWN, and sent once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sessionCookie } from '~/services/accounts/session.server'
import { createSmsBatchInTransaction, enqueueSms } from '~/services/sms/send.server'
import { prisma } from '~/server/db.server'
import { secondsUntil, sparrowEnv, sparrowStub, tcpProxy, type TcpProxy } from '../../support/faults'
import { runLauncher, startServer } from '../../support/server-process'
import { cleanOutbox, smsInput } from '../sms/support'

const OUTAGE_MS = 3_000

describe('the database is unreachable', () => {
  let proxy: TcpProxy
  beforeAll(async () => {
    proxy = await tcpProxy(process.env.DATABASE_URL as string)
  })
  afterAll(async () => {
    await proxy.close()
  })

  test('/v1 and pages answer 503 with Retry-After, and recover when it is back', async () => {
    const web = await startServer({ args: ['--role=web'], env: { DATABASE_URL: proxy.url } })
    // A session cookie and a bearer token make the page and the API call ask the database.
    const cookie = (await sessionCookie.serialize('any-token')).split(';')[0]?.replace(/^[^=]+/, '__Host-bhadaa_session') as string
    const apiCall = () => fetch(`${web.url}/v1/member/agreement/my/count`, { headers: { authorization: 'Bearer not-a-real-token' } })
    const pageCall = () => fetch(`${web.url}/`, { headers: { cookie } })
    const statuses: number[] = []
    const count = async (response: Promise<Response>) => {
      const answered = await response
      statuses.push(answered.status)
      return answered
    }
    try {
      expect((await count(apiCall())).status).toBe(401)
      proxy.cut()
      const api = await count(apiCall())
      expect(api.status).toBe(503)
      expect(api.headers.get('retry-after')).toBe('5')
      expect(await api.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('briefly unavailable') } })
      const page = await count(pageCall())
      expect(page.status).toBe(503)
      expect(page.headers.get('retry-after')).toBe('5')
      const html = await page.text()
      expect(html).toContain('Error 503')
      expect(html).toContain('briefly unavailable')
      expect(html).not.toMatch(/prisma|ECONNREFUSED|at .+\.(ts|js):\d+/i)
      // A page of the signed-in area: the 503 page is served without React, as every page is since
      // ADR 037, so it cannot turn into the 500 page (hydration data would carry only a sanitised error).
      const signedInPage = await count(fetch(`${web.url}/properties/create`, { headers: { cookie } }))
      expect(signedInPage.status).toBe(503)
      const signedInHtml = await signedInPage.text()
      expect(signedInHtml).toContain('briefly unavailable')
      expect(signedInHtml).not.toContain('__reactRouterContext')
      expect(signedInHtml).not.toContain('type="module"')
      // Requests during the rest of the outage: 503 each, none 500.
      const outageEnds = Date.now() + OUTAGE_MS
      while (Date.now() < outageEnds) {
        await count(apiCall())
        await count(pageCall())
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      proxy.restore()
      const recovery = await secondsUntil(async () => (await count(apiCall())).status === 401 && (await count(pageCall())).status === 200, 30_000)
      const fiveHundreds = statuses.filter((status) => status >= 500 && status !== 503).length
      console.log(
        `[fault: database unreachable ${OUTAGE_MS / 1000} s] requests ${statuses.length}, 503 ${statuses.filter((s) => s === 503).length}, other 5xx ${fiveHundreds}, seconds to recover ${recovery}`,
      )
      expect(fiveHundreds).toBe(0)
      expect(recovery).not.toBeNull()
    } finally {
      proxy.restore()
      await web.stop()
    }
  }, 90_000)

  test('a text the gateway accepted while the database blipped is recorded SENT, and sent once', async () => {
    await cleanOutbox()
    let outageStarted = 0
    const stub = await sparrowStub({
      delayMs: 200,
      // The gateway takes the text, and the database goes away before the answer arrives.
      onText() {
        outageStarted = Date.now()
        proxy.cut()
        setTimeout(() => proxy.restore(), OUTAGE_MS)
      },
    })
    const worker = runLauncher(['--role=worker'], { ...sparrowEnv(stub, proxy.url), LOG_LEVEL: 'info' })
    try {
      // The blip must come after start-up: a worker whose start-up loses the database exits (and
      // is restarted by its supervisor), which is another test's story.
      expect(await secondsUntil(async () => worker.output().includes('worker started'), 60_000, 100)).not.toBeNull()
      const input = smsInput({ body: `Fault test: bookkeeping ${Date.now()}` })
      const ids = await createSmsBatchInTransaction(prisma, [input])
      await enqueueSms(ids)
      const settled = () => prisma.smsMessage.findUniqueOrThrow({ where: { id: ids[0] } }).then((m) => m.status)
      await secondsUntil(async () => !['QUEUED', 'SENDING'].includes(await settled()), 60_000, 250)
      const recovered = outageStarted ? (Date.now() - outageStarted) / 1_000 : null
      const status = await settled()
      const received = stub.received.get(input.body) ?? 0
      console.log(`[fault: database blip after the gateway accepted] sent ${received}, duplicates ${Math.max(0, received - 1)}, lost ${received === 0 ? 1 : 0}, status ${status}, seconds to recover ${recovered}`)
      expect(status, `the worker said:\n${worker.output().slice(-6000)}`).toBe('SENT')
      expect(received).toBe(1)
    } finally {
      proxy.restore()
      worker.child.kill('SIGTERM')
      await worker.exited
      await stub.close()
      await cleanOutbox()
    }
  }, 90_000)
})
