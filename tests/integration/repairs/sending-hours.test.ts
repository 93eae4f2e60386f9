// Repair texts within DESIGN §5's sending hours (ADR 046), against PostgreSQL and pg-boss, sent
// through the log provider: a move at night is held until 09:00 in Nepal (its job starts then, and
// a job that comes early sends nothing), then sent once whatever runs (the job, the sweeper, a
// repeated job); a request that moved again overnight texts only its latest state; a move in the
// hours goes at once. The clock is each call's `now`, days ahead of the real one, so pg-boss
// (whose clock is the database's) holds the jobs too.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PgBoss } from 'pg-boss'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { handleSmsSendJobs } from '../../../jobs/sms-send.server'
import { addAdDays } from '~/domain/ad-date'
import { nepalTimeToInstant, nepalToday } from '~/domain/nepal-time'
import { RepairMoveJsonSchema } from '~/schemas/repair-schemas'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { moveRepair, reopenRepair, reportRepair } from '~/services/repairs/repairs.server'
import { logSmsProvider } from '~/services/sms/providers/log.server'
import { SMS_SEND_QUEUE, type SmsSendJob } from '~/services/sms/send.server'
import { sweepSmsOutbox } from '~/services/sms/sweep.server'
import { propertyAccess } from '~/services/team/access.server'
import { cleanOutbox } from '../sms/support'
import { leak, rentedHouse } from './support'

let dir: string
let boss: PgBoss
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bhadaa-repair-hours-'))
  boss = new PgBoss({ connectionString: process.env.DATABASE_URL, supervise: false, schedule: false })
  await boss.start()
})
beforeEach(cleanOutbox)
afterAll(async () => {
  await cleanOutbox()
  await boss.stop({ graceful: false })
  await stopQueueClient()
  await rm(dir, { recursive: true, force: true })
})

const move = (body: Record<string, unknown>) => RepairMoveJsonSchema.parse(body)
/** A day in Nepal two days after the real today: its evening and the next morning are still to come for pg-boss. */
const evening = addAdDays(nepalToday(), 2)
const at = (day: string, hour: number, minute = 0) => nepalTimeToInstant(day, hour, minute)
const nine = at(addAdDays(evening, 1), 9)

async function textsOf(repairId: number) {
  const events = await prisma.repairEvent.findMany({ where: { repairId }, select: { id: true } })
  return prisma.smsMessage.findMany({ where: { idempotencyKey: { in: events.map(({ id }) => `repair-changed:${id}`) } }, orderBy: { id: 'asc' } })
}

/** The message's current job as pg-boss has it, as the worker would be handed it. */
async function jobOf(messageId: number) {
  const { jobId } = await prisma.smsMessage.findUniqueOrThrow({ where: { id: messageId } })
  const [job] = await boss.findJobs<SmsSendJob>(SMS_SEND_QUEUE.name, { id: jobId! })
  return job!
}

/** Runs the app's sms-send handler on these jobs at `now`, through a log provider writing `file`. */
async function runJobs(jobs: ReadonlyArray<{ id: string; data: SmsSendJob }>, file: string, now: Date) {
  const attempts = jobs.map(({ id, data }) => ({ id, data, retryCount: 0, retryLimit: SMS_SEND_QUEUE.retryLimit }))
  return handleSmsSendJobs(attempts, logSmsProvider(file), now)
}

async function logged(file: string): Promise<Array<{ id: number; body: string }>> {
  const text = await readFile(file, 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: number; body: string })
}

async function startedWork() {
  const { owner, house, agreement, tenant } = await rentedHouse()
  const repair = await reportRepair(tenant, agreement.id, leak(), [])
  // The new agreement's text to the tenant is not these tests' business: the queue holds only the repair's.
  await cleanOutbox()
  return { access: await propertyAccess(owner.id, house.id), repair, tenant }
}

describe('a move outside the hours', () => {
  test('at 20:30 is held until 09:00, then sent once, whatever runs it: the job early, the sweeper, the job, a repeat', async () => {
    const file = path.join(dir, 'held.log')
    const { access, repair } = await startedWork()
    await moveRepair(access, repair.id, move({ status: 'IN_PROGRESS' }), { now: at(evening, 20, 30) })
    const [sms] = await textsOf(repair.id)
    expect(sms).toMatchObject({ status: 'QUEUED', sendAfter: nine })

    // pg-boss holds its job until then: no worker fetches it.
    const queued = await jobOf(sms!.id)
    expect(queued.startAfter).toEqual(nine)
    expect(await boss.fetch(SMS_SEND_QUEUE.name, { batchSize: 10 })).toEqual([])

    // The job run a minute early anyway (a clock ahead of the database's): nothing sent, a new job for 09:00.
    expect(await runJobs([queued], file, at(addAdDays(evening, 1), 8, 59))).toEqual([{ id: queued.id, status: 'completed' }])
    expect(await logged(file)).toEqual([])
    const requeued = await jobOf(sms!.id)
    expect(requeued.id).not.toBe(queued.id)
    expect(requeued.startAfter).toEqual(nine)
    expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id: sms!.id } })).toMatchObject({ status: 'QUEUED', attempts: 0 })

    // 09:00: the sweeper finds its job waiting and queues nothing; the job sends it; the same job
    // again, and the early one, send nothing more.
    expect(await sweepSmsOutbox(logSmsProvider(file), new Date(nine.getTime() + 6 * 60_000))).toMatchObject({ requeued: 0 })
    await runJobs([requeued], file, nine)
    await runJobs([requeued, queued], file, new Date(nine.getTime() + 60_000))
    expect(await prisma.smsMessage.findUniqueOrThrow({ where: { id: sms!.id } })).toMatchObject({ status: 'SENT', attempts: 1 })
    expect((await logged(file)).map(({ id }) => id)).toEqual([sms!.id])
  })

  test('a held text whose job was lost is queued again by the sweeper for 09:00, not at once', async () => {
    const { access, repair } = await startedWork()
    await moveRepair(access, repair.id, move({ status: 'DECLINED', note: 'Your own kettle' }), { now: at(evening, 23) })
    const [sms] = await textsOf(repair.id)
    await boss.deleteAllJobs(SMS_SEND_QUEUE.name)
    const file = path.join(dir, 'lost.log')
    expect(await sweepSmsOutbox(logSmsProvider(file), new Date(Date.now() + 6 * 60_000))).toMatchObject({ requeued: 1 })
    expect((await jobOf(sms!.id)).startAfter).toEqual(nine)
    expect(await boss.fetch(SMS_SEND_QUEUE.name, { batchSize: 10 })).toEqual([])
  })

  test('before 09:00 (at 06:30) waits for 09:00 of the same day', async () => {
    const { access, repair } = await startedWork()
    await moveRepair(access, repair.id, move({ status: 'IN_PROGRESS' }), { now: at(addAdDays(evening, 1), 6, 30) })
    expect(await textsOf(repair.id)).toMatchObject([{ status: 'QUEUED', sendAfter: nine }])
  })
})

describe('a request that moved again overnight', () => {
  test('two moves: one text, the latest state', async () => {
    const file = path.join(dir, 'two.log')
    const { access, repair } = await startedWork()
    await moveRepair(access, repair.id, move({ status: 'IN_PROGRESS' }), { now: at(evening, 20, 30) })
    await moveRepair(access, repair.id, move({ status: 'DONE' }), { now: at(evening, 22) })
    const [started, done] = await textsOf(repair.id)
    expect([started!.sendAfter, done!.sendAfter]).toEqual([nine, nine])

    await runJobs([await jobOf(started!.id), await jobOf(done!.id)], file, nine)
    expect(await textsOf(repair.id)).toMatchObject([
      { id: started!.id, status: 'CANCELLED', error: expect.stringContaining('moved again') },
      { id: done!.id, status: 'SENT' },
    ])
    const lines = await logged(file)
    expect(lines.map(({ id }) => id)).toEqual([done!.id])
    expect(lines[0]!.body).toContain('finished your repair request')
  })

  test('done, then reopened by the tenant at night: nothing is sent, the text is no longer true', async () => {
    const file = path.join(dir, 'reopened.log')
    const { access, repair, tenant } = await startedWork()
    await moveRepair(access, repair.id, move({ status: 'DONE' }), { now: at(evening, 20) })
    await reopenRepair(tenant, repair.id, 'Still drips', { now: at(evening, 21) })
    const [done] = await textsOf(repair.id)
    await runJobs([await jobOf(done!.id)], file, nine)
    expect(await textsOf(repair.id)).toMatchObject([{ id: done!.id, status: 'CANCELLED' }])
    expect(await logged(file)).toEqual([])
  })
})

describe('a move in the hours', () => {
  test('at 10:00 goes at once, and each such move is texted (once per move)', async () => {
    const file = path.join(dir, 'day.log')
    const { access, repair } = await startedWork()
    const ten = at(addAdDays(evening, 1), 10)
    await moveRepair(access, repair.id, move({ status: 'IN_PROGRESS' }), { now: ten })
    await moveRepair(access, repair.id, move({ status: 'DONE' }), { now: new Date(ten.getTime() + 60_000) })
    const texts = await textsOf(repair.id)
    expect(texts.map(({ sendAfter }) => sendAfter)).toEqual([null, null])
    // Its job may run at once (pg-boss's clock is today's).
    const jobs = await Promise.all(texts.map(({ id }) => jobOf(id)))
    expect(jobs.every((job) => job.startAfter.getTime() <= Date.now() + 1_000)).toBe(true)
    await runJobs(jobs, file, new Date(ten.getTime() + 2 * 60_000))
    expect((await textsOf(repair.id)).map(({ status }) => status)).toEqual(['SENT', 'SENT'])
    expect((await logged(file)).map(({ id }) => id).sort()).toEqual(texts.map(({ id }) => id).sort())
  })
})
