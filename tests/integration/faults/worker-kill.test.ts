// Fault: a worker SIGKILLed in the middle of a batch, with two web and two worker processes on one
// database and a stand-in Sparrow gateway. Every text reaches the gateway at most once; none is
// lost; the ones the killed worker was sending are UNKNOWN (never resent), decided within about
// one attempt's lifetime; and the web processes keep answering throughout. Texts queued a job each
// (enqueueSms), and a job per hundred, as the reminder scan queues them (ADR 050).
import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { createSmsBatchInTransaction, enqueueSms, SMS_BATCH_SEND_QUEUE, SMS_BATCH_TEXTS } from '~/services/sms/send.server'
import { prisma } from '~/server/db.server'
import { enqueueMany } from '~/server/queue.server'
import { secondsUntil, sparrowEnv, sparrowStub } from '../../support/faults'
import { runLauncher, startServer } from '../../support/server-process'
import { cleanOutbox, smsInput } from '../sms/support'

const TEXTS = 200
const KILL_AFTER = 40

const queueings = {
  'a job per text': (ids: number[]) => enqueueSms(ids),
  'a job per hundred texts': async (ids: number[]) => {
    for (let start = 0; start < ids.length; start += SMS_BATCH_TEXTS) {
      const messageIds = ids.slice(start, start + SMS_BATCH_TEXTS)
      const id = randomUUID()
      await prisma.smsMessage.updateMany({ where: { id: { in: messageIds } }, data: { jobId: id } })
      await enqueueMany(SMS_BATCH_SEND_QUEUE, [{ id, data: { messageIds } }])
    }
  },
}

test.each(Object.keys(queueings) as Array<keyof typeof queueings>)('SIGKILL of a worker mid-batch, %s: no duplicate, no loss, the web keeps answering', async (queueing) => {
  await cleanOutbox()
  const stub = await sparrowStub({ delayMs: 200 })
  const env = sparrowEnv(stub, process.env.DATABASE_URL as string)
  const webs = [await startServer({ args: ['--role=web'], env }), await startServer({ args: ['--role=web'], env })]
  const workers = [runLauncher(['--role=worker'], env), runLauncher(['--role=worker'], env)]
  const statuses: number[] = []
  let loading = true
  const webLoad = (async () => {
    for (let i = 0; loading && i < 5_000; i++) {
      const web = webs[i % webs.length]!
      statuses.push(await fetch(`${web.url}/terms`).then((r) => r.status, () => 599))
    }
  })()
  try {
    const tag = Date.now()
    const inputs = Array.from({ length: TEXTS }, (_, i) => smsInput({ body: `Fault test ${tag}: text ${i}` }))
    const ids = await createSmsBatchInTransaction(prisma, inputs)
    await queueings[queueing](ids)

    expect(await secondsUntil(async () => stub.total() >= KILL_AFTER, 60_000, 10)).not.toBeNull()
    workers[0]!.child.kill('SIGKILL')
    const killedAt = new Date()
    const sentAtKill = stub.total()

    // Recovered: no text is left SENDING under an attempt that began before the kill (the killed
    // worker's, decided by the recovery). Finished: every text settled, which also takes the
    // surviving worker's time to send the rest of the batch.
    const pending = (where: object) => prisma.smsMessage.count({ where: { id: { in: ids }, ...where } })
    const recovered = await secondsUntil(async () => (await pending({ status: 'SENDING', sendingAt: { lte: killedAt } })) === 0, 100_000, 250)
    const finished = await secondsUntil(async () => (await pending({ status: { in: ['QUEUED', 'SENDING'] } })) === 0, 100_000, 250)
    const messages = await prisma.smsMessage.findMany({ where: { id: { in: ids } }, select: { body: true, status: true } })
    const receivedOf = (body: string) => stub.received.get(body) ?? 0
    const sent = messages.filter((m) => receivedOf(m.body) > 0).length
    const duplicates = messages.reduce((sum, m) => sum + Math.max(0, receivedOf(m.body) - 1), 0)
    // Lost: decided to send, yet neither at the gateway nor marked UNKNOWN for a person to check.
    const lost = messages.filter((m) => receivedOf(m.body) === 0 && m.status !== 'UNKNOWN').length
    const unknown = messages.filter((m) => m.status === 'UNKNOWN').length
    const sentButNotRecorded = messages.filter((m) => m.status === 'SENT' && receivedOf(m.body) !== 1).length
    loading = false
    await webLoad
    const fiveHundreds = statuses.filter((status) => status >= 500).length
    console.log(
      `[fault: worker SIGKILL mid-batch, ${queueing}, 2 web + 2 worker] texts ${TEXTS}, at the kill ${sentAtKill}, sent ${sent}, duplicates ${duplicates}, lost ${lost}, unknown ${unknown}, web requests ${statuses.length}, 5xx ${fiveHundreds}, seconds to recover ${recovered}, seconds more to finish the batch ${finished}`,
    )
    expect(recovered).not.toBeNull()
    expect(finished).not.toBeNull()
    expect(duplicates).toBe(0)
    expect(lost).toBe(0)
    expect(sentButNotRecorded).toBe(0)
    expect(messages.filter((m) => m.status === 'SENT').length + unknown).toBe(TEXTS)
    expect(fiveHundreds).toBe(0)
  } finally {
    loading = false
    await webLoad
    workers[1]!.child.kill('SIGTERM')
    await Promise.all(workers.map((worker) => worker.exited))
    await Promise.all(webs.map((web) => web.stop()))
    await stub.close()
    await cleanOutbox()
  }
}, 180_000)
