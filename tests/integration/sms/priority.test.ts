// A one-time code never waits behind a batch (issue 19): with 500 reminders queued, a code queued
// after all of them reaches the gateway while the reminders are still going out. Order, not time:
// the worker fetches jobs by priority, so the code is in the first batches it claims.
import { afterAll, afterEach, beforeEach, expect, test } from 'vitest'
import { SMS_SEND_BATCH, SMS_SEND_LOOPS } from '../../../jobs/sms-send.server'
import { createSmsBatchInTransaction, enqueueSms, queueSms } from '~/services/sms/send.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { cleanOutbox, recordingProvider, smsInput, startSmsWorker, waitForStatus } from './support'

const REMINDERS = 500

let worker: Awaited<ReturnType<typeof startSmsWorker>> | undefined

beforeEach(cleanOutbox)
afterEach(async () => {
  await worker?.stop()
  worker = undefined
})
afterAll(cleanOutbox)
afterAll(stopQueueClient)

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
  const position = sent.indexOf(code.id)
  // Among the texts the worker's first fetches claimed (in creation order it would be the last),
  // so reminders were still going out after it.
  expect(position).toBeGreaterThanOrEqual(0)
  expect(position).toBeLessThan(SMS_SEND_BATCH * SMS_SEND_LOOPS)
  expect(SMS_SEND_BATCH * SMS_SEND_LOOPS).toBeLessThan(REMINDERS)
}, 120_000)
