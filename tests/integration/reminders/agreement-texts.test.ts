// The agreement's other texts: the welcome SMS to the tenant, written with the agreement and
// queued after it commits; and the member's notice (an SMS and an event) 30 days before the end,
// decided once per agreement by the hourly scan, within the sending hours.
import { afterAll, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { listNotifications } from '~/services/accounts/notifications.server'
import { runReminderScan } from '~/services/reminders/reminders.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { agreementAt, at, landlordWithPlaces } from './support'

afterAll(stopQueueClient)

const year = Number(nepalToday().slice(0, 4)) + 3

test('creating an agreement texts the tenant once, in their language, and records the event', async () => {
  const { member, places } = await landlordWithPlaces()
  const { agreement, tenantPhone } = await agreementAt(
    member.id,
    places[0]!,
    // From next month for a year, not in `year`: the B.S. table ends on 2032-04-13, which this
    // lease reaches in March 2031.
    { calendar: 'BS', start: addAdDays(nepalToday(), 30), end: addAdDays(nepalToday(), 394), tenantPreferredLanguage: 'NEP' },
    new Date(),
  )
  const messages = await prisma.smsMessage.findMany({ where: { to: tenantPhone } })
  expect(messages).toHaveLength(1)
  expect(messages[0]).toMatchObject({
    idempotencyKey: `agreement-created:${agreement.id}`,
    template: 'agreement-created',
    language: 'NEP',
    memberId: member.id,
    tenantId: agreement.tenant.id,
    chargeId: null,
  })
  expect(messages[0]!.jobId).not.toBeNull()
  expect(messages[0]!.body).toContain('मासिक भाडा रु. २५,०००.००')
  const { items } = await listNotifications(member.id)
  expect(items).toMatchObject([{ kind: 'AGREEMENT_CREATED', payload: { agreementId: agreement.id, agreementName: 'Flat 1 lease', tenantName: 'Ram Thapa' } }])
})

test('the member hears of an agreement ending 30 days before, once; a missed day is made up within three', async () => {
  const { member, places } = await landlordWithPlaces()
  await prisma.member.update({ where: { id: member.id }, data: { prefLanguage: 'NEP' } })
  const ends = `${year + 1}-06-30`
  const onTime = await agreementAt(member.id, places[0]!, { start: `${year}-07-01`, end: ends }, new Date())
  // Its 30th day before the end came the day before the first scan.
  const late = await agreementAt(member.id, places[1]!, { start: `${year}-07-02`, end: addAdDays(ends, -1) }, new Date())
  const tooLate = await agreementAt(member.id, places[2]!, { start: `${year}-07-05`, end: addAdDays(ends, -4) }, new Date())
  const noticesOf = () => prisma.smsMessage.findMany({ where: { memberId: member.id, template: 'agreement-ending' }, orderBy: { id: 'asc' } })

  const thirtyBefore = addAdDays(ends, -30)
  await runReminderScan(at(thirtyBefore, 8)) // before the sending hours
  expect(await noticesOf()).toEqual([])
  for (const hour of [9, 10, 18]) await runReminderScan(at(thirtyBefore, hour))
  for (const day of [1, 2, 3, 5]) await runReminderScan(at(addAdDays(thirtyBefore, day), 9 + day))

  const notices = await noticesOf()
  expect(notices.map((notice) => notice.idempotencyKey)).toEqual([`agreement-ending:${onTime.agreement.id}`, `agreement-ending:${late.agreement.id}`])
  expect(notices[0]).toMatchObject({ to: member.phone, language: 'NEP', status: 'QUEUED' })
  expect(notices[0]!.body).toContain('३० दिन बाँकी')
  expect(notices[1]!.body).toContain('२९ दिन बाँकी')
  const events = (await listNotifications(member.id, { limit: 20 })).items.filter((item) => item.kind === 'AGREEMENT_ENDING')
  expect(events.map((event) => event.payload)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ agreementId: onTime.agreement.id, endDate: ends, calendar: 'AD' }),
      expect.objectContaining({ agreementId: late.agreement.id, endDate: addAdDays(ends, -1) }),
    ]),
  )
  expect(events).toHaveLength(2)
  expect(notices.some((notice) => notice.idempotencyKey === `agreement-ending:${tooLate.agreement.id}`)).toBe(false)
})
