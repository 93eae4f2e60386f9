// Reminders from the scan to the gateway, through a real pg-boss worker running the app's
// sms-send handler, against Sparrow as msw plays it: a 500 is retried and then sent once; an
// invalid number fails at once; a paid charge or a terminated agreement stops its reminders, even
// ones already queued; and a worker killed in the middle of a batch, restarted, sends nothing
// twice and misses nothing still due. The day is three years ahead, so no other test's charges
// fall on it, and its deadlines are still to come for the real clock the worker sends with.
import { http, HttpResponse } from 'msw'
import { PgBoss } from 'pg-boss'
import { afterAll, afterEach, beforeEach, expect, test, vi } from 'vitest'

// This process's environment names Sparrow: it is read once, when the app's modules load (as the
// launcher does at start-up), so it is set before they are imported. Test files share a worker's
// module cache (vitest.config.ts), so the parsed environment (kept on the process, server/env.ts)
// is dropped and the app's modules are loaded afresh for this file, and again for the next one
// once the environment is back as it was.
const sparrowEnvironment = vi.hoisted(() => {
  const sparrow = { SMS_PROVIDER: 'sparrow', SPARROW_TOKEN: 'sparrow-token', SPARROW_FROM: 'Bhadaa' }
  const before = Object.fromEntries(Object.keys(sparrow).map((name) => [name, process.env[name]]))
  /** Sets `values`, drops the parsed environment and the loaded modules, so the next import reads them. */
  const reloadWith = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('bhadaa.env')]
    vi.resetModules()
  }
  reloadWith(sparrow)
  return { restore: () => reloadWith(before) }
})
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { listNotifications } from '~/services/accounts/notifications.server'
import { runReminderScan, scanReminders } from '~/services/reminders/reminders.server'
import { SPARROW_BASE_URL, sparrowSmsProvider } from '~/services/sms/providers/sparrow.server'
import { sweepSmsOutbox } from '~/services/sms/sweep.server'
import { SMS_BATCH_SEND_QUEUE } from '~/services/sms/send.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { server } from '../../setup/msw'
import { cleanOutbox, startSmsWorker, waitForStatus } from '../sms/support'
import { agreementAt, at, landlordWithPlaces, remindersOf } from './support'

const SPARROW_SEND = `${SPARROW_BASE_URL}/v2/sms/`
const SENT = { count: 1, response_code: 200, response: '1 mesages has been queued for delivery' }
const year = Number(nepalToday().slice(0, 4)) + 3
const DUE = `${year}-03-10`
const ELECTRICITY = { utilityId: 'Electricity', price: 1000, paymentInterval: 1, paymentDayOfMonth: 10 }

let worker: Awaited<ReturnType<typeof startSmsWorker>> | undefined

beforeEach(cleanOutbox)
afterEach(async () => {
  await worker?.stop()
  worker = undefined
})
afterAll(async () => {
  await stopQueueClient()
  sparrowEnvironment.restore()
})

/** What the gateway was asked to send, as `number|text`, in order. */
function gateway(answer: (call: number) => Response = () => HttpResponse.json(SENT)) {
  const calls: string[] = []
  server.use(
    http.post(SPARROW_SEND, async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      calls.push(`+977${form.get('to')}|${form.get('text')}`)
      return answer(calls.length)
    }),
  )
  return calls
}

/** Agreements whose rent and electricity fall due on DUE; the agreement-created texts are set aside. */
async function leases(count: number) {
  const made = []
  while (made.length < count) {
    const { member, places } = await landlordWithPlaces()
    for (const place of places.slice(0, count - made.length)) {
      made.push({ memberId: member.id, ...(await agreementAt(member.id, place, { start: `${year}-03-01`, end: `${year + 1}-02-28`, paymentDayOfMonth: 10, utilities: [ELECTRICITY] }, new Date())) })
    }
  }
  await cleanOutbox()
  return made.map((lease) => ({ ...lease, due: lease.charges.filter((charge) => charge.dueDate.toISOString().startsWith(DUE)) }))
}

const settled = async (chargeIds: number[]) => (await remindersOf(chargeIds)).every((message) => !['QUEUED', 'SENDING'].includes(message.status))

test('a provider answering 500 is retried after its backoff and then succeeds: sent once', async () => {
  const calls = gateway((call) => (call === 1 ? HttpResponse.json({ response_code: 500, response: 'Internal Server Error' }, { status: 500 }) : HttpResponse.json(SENT)))
  const [lease] = await leases(1)
  const rent = lease!.due.find((charge) => charge.kind === 'RENT')!
  await prisma.charge.update({ where: { id: lease!.due.find((charge) => charge.kind === 'UTILITY')!.id }, data: { status: 'PAID', paidPaisa: 100_000 } })
  expect((await scanReminders(at(DUE, 9))).decided).toBeGreaterThanOrEqual(1)
  const [reminder] = await remindersOf([rent.id])
  expect(reminder).toMatchObject({ idempotencyKey: `reminder:${rent.id}:0`, provider: 'sparrow', status: 'QUEUED' })

  worker = await startSmsWorker()
  await expect.poll(async () => (await worker!.jobOf(reminder!.id))?.state, { timeout: 20_000, interval: 100 }).toBe('retry')
  expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id: reminder!.id } })).toMatchObject({ status: 'QUEUED', attempts: 1 })
  const job = (await worker.jobOf(reminder!.id))!
  await worker.boss.update(SMS_BATCH_SEND_QUEUE.name, undefined, { id: job.id, startAfter: new Date() })
  await waitForStatus(reminder!.id, 'SENT')
  const mine = calls.filter((call) => call.startsWith(lease!.tenantPhone))
  expect(mine).toEqual([`${lease!.tenantPhone}|${reminder!.body}`, `${lease!.tenantPhone}|${reminder!.body}`])
  expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id: reminder!.id } })).toMatchObject({ attempts: 2, error: null })
})

test('an invalid number fails at once: one call, no retry, the landlord told', async () => {
  const calls = gateway(() => HttpResponse.json({ response_code: 1007, response: 'Invalid Receiver' }, { status: 403 }))
  const [lease] = await leases(1)
  await scanReminders(at(DUE, 9))
  // Rent and electricity due the same day are one text.
  const reminders = await remindersOf(lease!.due.map((charge) => charge.id))
  expect(reminders).toHaveLength(1)
  worker = await startSmsWorker()
  for (const reminder of reminders) await waitForStatus(reminder.id, 'FAILED')
  expect(calls.filter((call) => call.startsWith(lease!.tenantPhone))).toHaveLength(1)
  const { items } = await listNotifications(lease!.memberId)
  expect(items.filter((item) => item.kind === 'SMS_FAILED').map((item) => item.payload)).toEqual(
    expect.arrayContaining(reminders.map((reminder) => expect.objectContaining({ smsId: reminder.id, status: 'FAILED' }))),
  )
})

test('a paid charge and a terminated agreement stop their reminders, also ones already queued', async () => {
  const calls = gateway()
  const [paid, terminated] = await leases(2)
  const before = at(addAdDays(DUE, -3), 9)
  await scanReminders(before)
  const paidRent = paid!.due.find((charge) => charge.kind === 'RENT')!
  const paidElectricity = paid!.due.find((charge) => charge.kind === 'UTILITY')!
  // Each tenant's rent and electricity are one text.
  const queued = await remindersOf([paidRent.id, paidElectricity.id, ...terminated!.due.map((charge) => charge.id)])
  expect(queued.map((message) => message.status)).toEqual(['QUEUED', 'QUEUED'])

  // As the ledger records a full payment; and the other agreement ends early.
  await prisma.charge.update({ where: { id: paidRent.id }, data: { status: 'PAID', paidPaisa: paidRent.amountPaisa } })
  await terminateAgreement(terminated!.memberId, terminated!.agreement.id)

  worker = await startSmsWorker()
  for (const message of queued) await waitForStatus(message.id, 'CANCELLED')
  // The text listing the paid rent is no longer true: cancelled, electricity with it.
  expect((await prisma.smsMessage.findUniqueOrThrow({ where: { id: queued[0]!.id } })).error).toMatch(/charge it lists is paid or cancelled/)

  // The unpaid electricity of the same agreement is reminded on its next days, alone; the rest nothing more.
  for (const day of [DUE, addAdDays(DUE, 3), addAdDays(DUE, 7)]) await scanReminders(at(day, 9))
  const electricity = await prisma.smsMessage.findMany({ where: { chargeId: paidElectricity.id }, orderBy: { id: 'asc' } })
  expect(electricity.map((message) => message.idempotencyKey)).toEqual([0, 3, 7].map((offset) => `reminder:${paidElectricity.id}:${offset}`))
  for (const message of electricity) await waitForStatus(message.id, 'SENT')
  expect(await remindersOf([paidRent.id, ...terminated!.due.map((charge) => charge.id)])).toHaveLength(2)
  expect(calls.filter((call) => call.startsWith(paid!.tenantPhone) && call.includes('rent'))).toEqual([])
  // The terminated tenant gets the termination's own text, and no reminder.
  expect(calls.filter((call) => call.startsWith(terminated!.tenantPhone))).toEqual([expect.stringContaining('was terminated by')])
})

test('a worker killed in the middle of a batch, restarted, sends nothing twice and misses nothing still due', async () => {
  const calls = gateway()
  const all = await leases(6)
  const chargeIds = all.flatMap((lease) => lease.due.map((charge) => charge.id))
  expect(chargeIds).toHaveLength(12)
  // Each tenant's rent and electricity are one text: six texts for twelve charges.
  expect((await scanReminders(at(DUE, 9))).charges).toBeGreaterThanOrEqual(12)
  const decided = await remindersOf(chargeIds)
  expect(decided).toHaveLength(6)

  // The state a crash leaves: two messages committed but never queued (their job lost: the
  // batch's one job, so the sixth text's too), one claimed (SENDING) when the provider call was
  // cut off, two whose transaction never committed (no text, no day, no decisions).
  const [lost, interrupted, rolledBack] = [decided.slice(0, 2), decided[2]!, decided.slice(3, 5)]
  const boss = new PgBoss({ connectionString: process.env.DATABASE_URL, supervise: false, schedule: false })
  await boss.start()
  await boss.deleteJob(SMS_BATCH_SEND_QUEUE.name, [...new Set(lost.map((message) => message.jobId!))])
  await boss.stop({ graceful: false })
  await prisma.smsMessage.updateMany({ where: { id: { in: lost.map((message) => message.id) } }, data: { jobId: null } })
  await prisma.smsMessage.update({ where: { id: interrupted.id }, data: { status: 'SENDING', sendingAt: new Date(), attempts: 1 } })
  const rolledBackIds = rolledBack.map((message) => message.id)
  await prisma.reminderDecision.deleteMany({ where: { smsMessageId: { in: rolledBackIds } } })
  await prisma.reminderDay.deleteMany({ where: { smsMessageId: { in: rolledBackIds } } })
  await prisma.smsMessage.deleteMany({ where: { id: { in: rolledBackIds } } })

  // The restart: the next hour's scan, the sweeper's pass (a quarter of an hour on), the worker.
  const rescan = await runReminderScan(at(DUE, 10))
  expect(rescan.reminders.decided).toBe(2)
  const swept = await sweepSmsOutbox(sparrowSmsProvider({ token: 'sparrow-token', from: 'Bhadaa' }), new Date(Date.now() + 15 * 60_000))
  expect(swept).toMatchObject({ interrupted: 1, providerCheck: 'ACTIVE' })
  expect(swept.requeued).toBeGreaterThanOrEqual(2)
  worker = await startSmsWorker()
  await expect.poll(() => settled(chargeIds), { timeout: 30_000, interval: 200 }).toBe(true)

  const final = await remindersOf(chargeIds)
  expect(new Set(final.map((message) => message.idempotencyKey)).size).toBe(6)
  expect(final).toHaveLength(6)
  expect(final.find((message) => message.idempotencyKey === interrupted.idempotencyKey)!.status).toBe('UNKNOWN')
  const sent = final.filter((message) => message.status === 'SENT')
  expect(sent).toHaveLength(5)
  const mine = new Set(all.map((lease) => lease.tenantPhone))
  const ours = calls.filter((call) => mine.has(call.split('|')[0]!))
  expect(ours.sort()).toEqual(sent.map((message) => `${message.to}|${message.body}`).sort())
  expect(ours).not.toContain(`${interrupted.to}|${interrupted.body}`)

  // Another restart changes nothing.
  await runReminderScan(at(DUE, 11))
  await sweepSmsOutbox(sparrowSmsProvider({ token: 'sparrow-token', from: 'Bhadaa' }), new Date(Date.now() + 30 * 60_000))
  expect(await remindersOf(chargeIds)).toHaveLength(6)
  expect(calls.filter((call) => mine.has(call.split('|')[0]!))).toHaveLength(5)
})
