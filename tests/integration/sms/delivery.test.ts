// Delivery through a real pg-boss worker running the app's sms-send handler, against Sparrow and
// Aakash as msw plays them: a 500 is retried (with backoff) and then sent once; an invalid number
// fails at once; no credit pauses the gateway, holds every message, and the periodic check
// resumes it with nothing lost or doubled. And a one-time code goes out before a queue of reminders.
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest'
import { listNotifications } from '~/services/accounts/notifications.server'
import { getSmsProviderStatus } from '~/services/sms/provider-pause.server'
import { AAKASH_BASE_URL, aakashSmsProvider } from '~/services/sms/providers/aakash.server'
import { SPARROW_BASE_URL, sparrowSmsProvider } from '~/services/sms/providers/sparrow.server'
import { sweepSmsOutbox } from '~/services/sms/sweep.server'
import { createSmsBatchInTransaction, enqueueSms, queueSms, SMS_SEND_QUEUE } from '~/services/sms/send.server'
import { SMS_SEND_BATCH, SMS_SEND_LOOPS } from '../../../jobs/sms-send.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { server } from '../../setup/msw'
import { createMember } from '../../support/fixtures'
import { cleanOutbox, recordingProvider, smsInput, startSmsWorker, statusOf, waitForStatus } from './support'

const SPARROW_SEND = `${SPARROW_BASE_URL}/v2/sms/`
const SPARROW_CREDIT = `${SPARROW_BASE_URL}/v2/credit/`
const AAKASH_SEND = `${AAKASH_BASE_URL}/sms/v3/send`

let worker: Awaited<ReturnType<typeof startSmsWorker>> | undefined

beforeEach(cleanOutbox)
afterEach(async () => {
  await worker?.stop()
  worker = undefined
})
// The next test file in this worker's database finds no paused gateway and nothing waiting.
afterAll(cleanOutbox)
afterAll(stopQueueClient)

const sparrowProvider = () => sparrowSmsProvider({ token: 'sparrow-token', from: 'Bhadaa' })

/** Every number the gateway was asked to text, in order. */
function gatewayCalls() {
  const calls: string[] = []
  return { calls, record: async (request: Request) => calls.push(new URLSearchParams(await request.text()).get('to') ?? '') }
}

const national = (phone: string) => phone.slice(4)
/** The clock of a later periodic check. */
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000)
const SENT = { count: 1, response_code: 200, response: '1 mesages has been queued for delivery' }

describe('Sparrow through the worker', () => {
  test('a provider answering 500 is retried after a backoff delay and then succeeds: sent once', async () => {
    const { calls, record } = gatewayCalls()
    server.use(
      http.post(SPARROW_SEND, async ({ request }) => {
        await record(request)
        return calls.length === 1
          ? HttpResponse.json({ response_code: 500, response: 'Internal Server Error' }, { status: 500 })
          : HttpResponse.json(SENT)
      }),
    )
    worker = await startSmsWorker(sparrowProvider())
    const input = smsInput()
    const { id } = await queueSms(input)

    // The first attempt fails; the job waits to retry, its next run pushed into the future.
    await expect.poll(async () => (await worker!.jobOf(id))?.state, { timeout: 20_000, interval: 100 }).toBe('retry')
    const job = (await worker.jobOf(id))!
    expect(job.startAfter.getTime()).toBeGreaterThan(Date.now())
    expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'QUEUED',
      attempts: 1,
      error: 'Sparrow SMS answered HTTP 500',
    })

    // Instead of waiting out the backoff, let the retry run now.
    await worker.boss.update(SMS_SEND_QUEUE.name, undefined, { id: job.id, startAfter: new Date() })
    await waitForStatus(id, 'SENT')
    expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ attempts: 2, error: null })
    expect(calls).toEqual([national(input.to), national(input.to)])
    await expect.poll(async () => (await worker!.jobOf(id))?.state, { timeout: 10_000 }).toBe('completed')
  })

  test('an invalid number fails at once: one call, no retry, the member told', async () => {
    const { calls, record } = gatewayCalls()
    server.use(
      http.post(SPARROW_SEND, async ({ request }) => {
        await record(request)
        return HttpResponse.json({ response_code: 1007, response: 'Invalid Receiver' }, { status: 403 })
      }),
    )
    const member = await createMember()
    worker = await startSmsWorker(sparrowProvider())
    const { id } = await queueSms(smsInput({ memberId: member.id }))

    await waitForStatus(id, 'FAILED')
    await expect.poll(async () => (await worker!.jobOf(id))?.state, { timeout: 10_000 }).toBe('completed')
    expect(calls).toHaveLength(1)
    expect((await prisma.smsMessage.findUniqueOrThrow({ where: { id } })).error).toContain('the receiver is invalid (code 1007)')
    expect((await listNotifications(member.id)).items).toMatchObject([{ kind: 'SMS_FAILED', payload: { smsId: id, status: 'FAILED' } }])
  })

  test('no credit pauses the gateway and holds every message; the credit check resumes it: nothing lost or doubled', async () => {
    const sparrow = sparrowProvider()
    let credits = 0
    const { calls, record } = gatewayCalls()
    server.use(
      http.post(SPARROW_SEND, async ({ request }) => {
        await record(request)
        return credits > 0 ? HttpResponse.json(SENT) : HttpResponse.json({ response_code: 1012, response: 'No Credits Available' }, { status: 403 })
      }),
      http.get(SPARROW_CREDIT, () => HttpResponse.json({ credits_available: credits, credits_consumed: 500, response_code: 200 })),
    )
    const member = await createMember()
    worker = await startSmsWorker(sparrow)
    const first = await queueSms(smsInput({ memberId: member.id }))
    await expect.poll(() => getSmsProviderStatus('sparrow'), { timeout: 20_000, interval: 100 }).toMatchObject({ paused: true, reason: 'NO_CREDIT' })
    expect(await statusOf(first.id)).toBe('QUEUED')
    expect((await prisma.smsMessage.findUniqueOrThrow({ where: { id: first.id } })).error).toContain('there are no credits (code 1012)')
    expect((await listNotifications(member.id)).items).toMatchObject([{ kind: 'SMS_GATEWAY_PAUSED', payload: { reason: 'NO_CREDIT' } }])

    // While paused, new messages wait without a call to the gateway.
    const more = [await queueSms(smsInput({ memberId: member.id })), await queueSms(smsInput({ memberId: member.id }))]
    for (const { id } of more) await expect.poll(async () => (await worker!.jobOf(id))?.state, { timeout: 20_000 }).toBe('completed')
    expect(calls).toHaveLength(1)
    for (const { id } of [first, ...more]) expect(await statusOf(id)).toBe('QUEUED')

    // The periodic check: not right after the pause; then still no credit; then credit.
    expect(await sweepSmsOutbox(sparrow)).toMatchObject({ providerCheck: 'NOT_YET' })
    expect(await sweepSmsOutbox(sparrow, minutesLater(5))).toMatchObject({ providerCheck: 'STILL_PAUSED' })
    credits = 100
    expect(await sweepSmsOutbox(sparrow, minutesLater(10))).toMatchObject({ providerCheck: 'RESUMED' })
    expect(await getSmsProviderStatus('sparrow')).toEqual({ provider: 'sparrow', paused: false })
    for (const { id } of [first, ...more]) await waitForStatus(id, 'SENT')

    const numbers = await prisma.smsMessage.findMany({ where: { id: { in: [first.id, ...more.map((m) => m.id)] } }, select: { to: true } })
    // The refused first call, then each message exactly once.
    expect(calls.slice(1).sort()).toEqual(numbers.map(({ to }) => national(to)).sort())
    expect((await listNotifications(member.id)).items.map((item) => item.kind)).toEqual(['SMS_GATEWAY_RESUMED', 'SMS_GATEWAY_PAUSED'])
  })
})

describe('Aakash through the worker', () => {
  test('"Not enough balance" pauses; the check lets one message through as a probe, and its success resumes the rest', async () => {
    const aakash = aakashSmsProvider({ authToken: 'aakash-token' })
    let balance = false
    const { calls, record } = gatewayCalls()
    server.use(
      http.post(AAKASH_SEND, async ({ request }) => {
        await record(request)
        if (!balance) return HttpResponse.json({ error: true, message: 'Not enough balance.' })
        return HttpResponse.json({ error: false, message: 'queued', data: { valid: [{ id: calls.length, mobile: calls.at(-1) }], invalid: [] } })
      }),
    )
    worker = await startSmsWorker(aakash)
    const first = await queueSms(smsInput())
    await expect.poll(() => getSmsProviderStatus('aakash'), { timeout: 20_000, interval: 100 }).toMatchObject({ paused: true, reason: 'NO_CREDIT' })
    const second = await queueSms(smsInput())
    await expect.poll(async () => (await worker!.jobOf(second.id))?.state, { timeout: 20_000 }).toBe('completed')

    // Still no balance: the probe (the oldest waiting message) is refused and the gateway stays paused.
    expect(await sweepSmsOutbox(aakash, minutesLater(5))).toMatchObject({ providerCheck: 'PROBING' })
    await expect.poll(() => calls.length, { timeout: 20_000 }).toBe(2)
    await expect.poll(async () => (await worker!.jobOf(first.id))?.state, { timeout: 20_000 }).toBe('completed')
    expect(await getSmsProviderStatus('aakash')).toMatchObject({ paused: true })
    expect(await statusOf(second.id)).toBe('QUEUED')

    balance = true
    expect(await sweepSmsOutbox(aakash, minutesLater(10))).toMatchObject({ providerCheck: 'PROBING' })
    await waitForStatus(first.id, 'SENT')
    await waitForStatus(second.id, 'SENT')
    expect(await getSmsProviderStatus('aakash')).toEqual({ provider: 'aakash', paused: false })
    // Refused, refused probe, the probe sent, then the other one: each message sent exactly once.
    expect(calls).toHaveLength(4)
    const sent = calls.slice(2).sort()
    const numbers = await prisma.smsMessage.findMany({ where: { id: { in: [first.id, second.id] } }, select: { to: true } })
    expect(sent).toEqual(numbers.map(({ to }) => national(to)).sort())
  })
})

// A one-time code never waits behind a batch (ADR 023). Order, not time: the worker
// fetches jobs by priority, so the code queued after 500 reminders is in the first batches it claims.
describe('codes first', () => {
  const REMINDERS = 500

  test('a code queued after 500 reminders is sent before the reminders finish, each text once', async () => {
    const reminders = await createSmsBatchInTransaction(prisma, Array.from({ length: REMINDERS }, () => smsInput({ template: 'reminder' })))
    expect(await enqueueSms(reminders)).toBe(REMINDERS)
    const code = await queueSms(smsInput({ template: 'otp', body: 'Your Bhadaa code is 123456. It expires in 10 minutes.' }))

    // A gateway that takes a moment per text, as a real one does.
    const { provider, sent } = recordingProvider(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { providerMessageId: `test-${id}` }
    })
    worker = await startSmsWorker(provider)
    await waitForStatus(code.id, 'SENT')
    for (const id of reminders) await waitForStatus(id, 'SENT')

    expect(sent).toHaveLength(REMINDERS + 1)
    expect(new Set(sent).size).toBe(REMINDERS + 1)
    // Sent before the reminders finished (in creation order it would be the last).
    expect(sent.indexOf(code.id)).toBeGreaterThanOrEqual(0)
    expect(sent.indexOf(code.id)).toBeLessThan(REMINDERS)
    // Claimed by the worker's first fetches, one per loop: fewer reminders were fetched before it
    // than those fetches hold. Fetch order, not the order the gateway answered in: on a busy
    // machine one loop's sends can finish after another loop's next fetch.
    const jobs = await worker.boss.findJobs<{ messageId: number }>(SMS_SEND_QUEUE.name)
    const codeJob = jobs.find((job) => job.data.messageId === code.id)!
    const fetchedBefore = jobs.filter((job) => job.id !== codeJob.id && job.startedOn! < codeJob.startedOn!)
    expect(fetchedBefore.length).toBeLessThan(SMS_SEND_BATCH * SMS_SEND_LOOPS)
    expect(SMS_SEND_BATCH * SMS_SEND_LOOPS).toBeLessThan(REMINDERS)
  }, 120_000)
})
