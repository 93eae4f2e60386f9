// A year of an A.D. and of a B.S. agreement, scanned every hour on the hour (Nepal time) and at
// a few hundred random extra moments (the clock is the scan's argument): exactly the reminders the charges and the members' offsets
// call for, each decided once, at 09:00 of its day, never outside 09:00-19:00. The expectation is
// computed here from the charge rows and the offsets alone, with plain date arithmetic.
import { afterAll, expect, test } from 'vitest'
import { nepalClock } from '~/domain/nepal-time'
import { scanReminders } from '~/services/reminders/reminders.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { agreementAt, at, everyHour, landlordWithPlaces } from './support'

afterAll(stopQueueClient)

const DAY_MS = 86_400_000
const plusDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const isoOf = (date: Date) => date.toISOString().slice(0, 10)

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
}

test('a year of an A.D. and a B.S. agreement: exactly the expected reminders, at 09:00 of their day, none twice', { timeout: 600_000 }, async () => {
  const created = at('2027-01-01', 8)
  const ad = await landlordWithPlaces()
  const adLease = await agreementAt(
    ad.member.id,
    ad.places[0]!,
    {
      start: '2027-01-10',
      end: '2028-01-09',
      paymentDayOfMonth: 31,
      utilities: [{ utilityId: 'Water', price: 500, paymentInterval: 2, paymentDayOfMonth: 15 }],
    },
    created,
  )
  const bs = await landlordWithPlaces()
  await prisma.member.update({ where: { id: bs.member.id }, data: { reminderOffsets: [-7, -1, 0, 14] } })
  const bsLease = await agreementAt(
    bs.member.id,
    bs.places[2]!,
    { calendar: 'BS', start: '2027-01-15', end: '2028-01-14', paymentDayOfMonth: 32, tenantPreferredLanguage: 'NEP' },
    created,
  )

  const firstDay = '2027-01-01'
  const expected = new Map<string, { day: string; language: string; memberId: number }>()
  for (const [lease, offsets, language, memberId] of [
    [adLease, [-3, 0, 3, 7], 'ENG', ad.member.id],
    [bsLease, [-7, -1, 0, 14], 'NEP', bs.member.id],
  ] as const) {
    expect(lease.charges.length).toBeGreaterThan(11)
    for (const charge of lease.charges) {
      for (const offset of offsets) {
        const day = plusDays(isoOf(charge.dueDate), offset)
        if (day >= firstDay && day <= lease.agreement.endDate) expected.set(`reminder:${charge.id}:${offset}`, { day, language, memberId })
      }
    }
  }
  const chargeIds = [...adLease.charges, ...bsLease.charges].map((charge) => charge.id)

  const next = random(2083)
  const hours = everyHour(firstDay, '2028-01-16')
  const extra = Array.from({ length: 300 }, () => new Date(hours[0]!.getTime() + Math.floor(next() * (hours.at(-1)!.getTime() - hours[0]!.getTime()))))
  const clock = [...hours, ...extra].sort((a, b) => a.getTime() - b.getTime())

  // What the scans decided is read after each stretch of them: before 09:00, the 09:00 scan, and
  // the rest of the day. Only the 09:00 scan may decide anything.
  const stretchOf = (now: Date) => {
    const { date, hour } = nepalClock(now)
    return `${date} ${hour < 9 ? 'night' : now.getTime() === at(date, 9).getTime() ? '09:00' : 'later'}`
  }
  const decidedAt = new Map<string, Date>()
  let lastId = (await prisma.smsMessage.aggregate({ _max: { id: true } }))._max.id ?? 0
  for (const [index, now] of clock.entries()) {
    await scanReminders(now)
    const following = clock[index + 1]
    if (following && stretchOf(following) === stretchOf(now)) continue
    const fresh = await prisma.smsMessage.findMany({ where: { chargeId: { in: chargeIds }, id: { gt: lastId } }, select: { id: true, idempotencyKey: true } })
    for (const message of fresh) {
      expect(decidedAt.has(message.idempotencyKey), `${message.idempotencyKey} decided twice`).toBe(false)
      decidedAt.set(message.idempotencyKey, now)
      lastId = Math.max(lastId, message.id)
    }
  }

  expect([...decidedAt.keys()].sort()).toEqual([...expected.keys()].sort())
  for (const [key, { day }] of expected) {
    const when = decidedAt.get(key)!
    const clockThen = nepalClock(when)
    expect(clockThen.hour, key).toBeGreaterThanOrEqual(9)
    expect(clockThen.hour, key).toBeLessThan(19)
    expect(when, key).toEqual(at(day, 9))
  }

  const messages = await prisma.smsMessage.findMany({ where: { chargeId: { in: chargeIds } } })
  expect(messages).toHaveLength(expected.size)
  for (const message of messages) {
    const { day, language, memberId } = expected.get(message.idempotencyKey)!
    expect(message).toMatchObject({ template: 'reminder', status: 'QUEUED', language, memberId, sendBefore: at(day, 19) })
    expect(message.jobId).not.toBeNull()
  }
  expect(messages.filter((message) => message.language === 'NEP').every((message) => /[०-९]/.test(message.body))).toBe(true)
})
