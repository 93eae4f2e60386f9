// One reminder text a day per tenant and landlord, against PostgreSQL: the charges of a
// tenant reminded on one day (rent, a utility, an extra charge, across their agreements with the
// landlord) are one text listing each amount and the total; a scan again decides nothing; a charge
// added after the day's text waits for its next reminder day; the pay link follows the lines when
// it fits; sending checks every charge the text lists. The days are seven years ahead, so no other
// test's charges fall on them.
import { afterAll, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { KhaltiAccountSchema } from '~/schemas/gateway-schemas'
import { ExtraChargeSchema } from '~/schemas/charge-schemas'
import { addExtraCharge } from '~/services/ledger/extra-charges.server'
import { connectKhalti } from '~/services/payments/gateway-accounts.server'
import { areReminderChargesOwed, remindersStillOwed, scanReminders } from '~/services/reminders/reminders.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { GOOD_KHALTI_KEY, khaltiKnows } from '../payments/support'
import { agreementAt, at, landlordWithPlaces } from './support'

afterAll(stopQueueClient)

const year = Number(nepalToday().slice(0, 4)) + 7
const DUE = `${year}-04-12`
const WATER = { utilityId: 'Water', price: 500, paymentInterval: 1, paymentDayOfMonth: 12 }
const isoOf = (date: Date) => date.toISOString().slice(0, 10)
const tanker = (dueDate = DUE, description = 'Water tanker') => ExtraChargeSchema.parse({ description, amount: 1500, dueDate })

async function leaseWithThreeCharges({ online = false, language = 'ENG' as 'ENG' | 'NEP' } = {}) {
  const { member, places } = await landlordWithPlaces()
  if (online) {
    await prisma.member.update({ where: { id: member.id }, data: { plan: 'PRO' } })
    khaltiKnows(GOOD_KHALTI_KEY)
    await connectKhalti(member.id, KhaltiAccountSchema.parse({ secretKey: GOOD_KHALTI_KEY }))
  }
  const terms = { start: `${year}-04-01`, end: `${year + 1}-03-31`, paymentDayOfMonth: 12, utilities: [WATER], tenantPreferredLanguage: language }
  const made = await agreementAt(member.id, places[2]!, terms, at(`${year}-04-01`, 8))
  const extra = await addExtraCharge(member.id, made.agreement.id, tanker(), { now: at(`${year}-04-02`, 8) })
  const due = made.charges.filter((charge) => isoOf(charge.dueDate) === DUE).map((charge) => charge.id)
  expect(due).toHaveLength(2)
  return { member, places, ...made, tenantId: await tenantOf(made.agreement.id), due: [...due, extra.id] }
}

const referenceOf = async (agreementId: number) => (await prisma.agreement.findUniqueOrThrow({ where: { id: agreementId }, select: { paymentReference: true } })).paymentReference
const tenantOf = async (agreementId: number) => (await prisma.agreement.findUniqueOrThrow({ where: { id: agreementId }, select: { tenantId: true } })).tenantId
const textsTo = (tenantId: number) => prisma.smsMessage.findMany({ where: { tenantId, template: 'reminder' }, orderBy: { id: 'asc' } })
const decisionsOf = (chargeIds: readonly number[]) =>
  prisma.reminderDecision.findMany({ where: { chargeId: { in: [...chargeIds] } }, orderBy: [{ chargeId: 'asc' }, { offsetDays: 'asc' }] })

test('three charges due the same day: one text with each amount and the total; scanning again sends nothing more', async () => {
  const lease = await leaseWithThreeCharges()
  const first = await scanReminders(at(DUE, 9))
  expect(first.decided).toBeGreaterThanOrEqual(1)
  const [text, ...more] = await textsTo(lease.tenantId)
  expect(more).toEqual([])
  const reference = await referenceOf(lease.agreement.id)
  expect(text!.body).toBe(`Namaste Ram, due today, 12 Apr ${year} for Lakeside House: rent 25,000.00, water 500.00, other 1,500.00. Total Rs. 27,000.00. Ref ${reference}. -Sita Sharma`)
  expect(text).toMatchObject({ idempotencyKey: `reminder:${lease.due[0]}:0`, chargeId: lease.due[0], segments: 1, status: 'QUEUED' })
  expect((await decisionsOf(lease.due)).map(({ chargeId, offsetDays, smsMessageId }) => ({ chargeId, offsetDays, smsMessageId }))).toEqual(
    lease.due.map((chargeId) => ({ chargeId, offsetDays: 0, smsMessageId: text!.id })),
  )

  for (const hour of [9, 10, 15]) {
    const again = await scanReminders(at(DUE, hour, 30))
    expect(again).toMatchObject({ decided: 0, charges: 0, waiting: 0 })
  }
  await Promise.all([scanReminders(at(DUE, 11)), scanReminders(at(DUE, 11))])
  expect(await textsTo(lease.tenantId)).toHaveLength(1)
})

test('a charge added after the day’s text waits for its next reminder day; then one text lists everything still owed', async () => {
  const lease = await leaseWithThreeCharges()
  await scanReminders(at(DUE, 9))
  const late = await addExtraCharge(lease.member.id, lease.agreement.id, tanker(DUE, 'Plumber'), { now: at(DUE, 11) })
  const noon = await scanReminders(at(DUE, 12))
  expect(noon).toMatchObject({ decided: 0, charges: 0, waiting: 1 })
  expect(await textsTo(lease.tenantId)).toHaveLength(1)
  expect(await decisionsOf([late.id])).toMatchObject([{ chargeId: late.id, offsetDays: 0, smsMessageId: null }])
  expect(await scanReminders(at(DUE, 13))).toMatchObject({ decided: 0, waiting: 0 })

  // Three days later (the default offsets are -3, 0, 3, 7) the four charges are one text.
  await prisma.charge.update({ where: { id: lease.due[1]! }, data: { status: 'PAID', paidPaisa: 500_00 } })
  await scanReminders(at(addAdDays(DUE, 3), 9))
  const texts = await textsTo(lease.tenantId)
  expect(texts).toHaveLength(2)
  expect(texts[1]!.body).toBe(
    `Namaste Ram, was due on 12 Apr ${year} for Lakeside House: rent 25,000.00, other 1,500.00, other 1,500.00. Total Rs. 28,000.00. Ref ${await referenceOf(lease.agreement.id)}. -Sita Sharma`,
  )
  expect((await decisionsOf([...lease.due, late.id])).filter((decision) => decision.offsetDays === 3).map((decision) => decision.chargeId)).toEqual(
    [lease.due[0]!, lease.due[2]!, late.id],
  )
})

test('in Nepali: the lines and the total in Devanagari digits, within two segments', async () => {
  const lease = await leaseWithThreeCharges({ language: 'NEP' })
  await scanReminders(at(DUE, 9))
  const [text] = await textsTo(lease.tenantId)
  expect(text!.body).toMatch(/भाडा २५,०००\.००, पानी ५००\.००, अन्य १,५००\.००, जम्मा रु\. २७,०००\.०० तिर्ने दिन आज/)
  expect(text!.body).toContain(` सन्दर्भ ${await referenceOf(lease.agreement.id)}।`)
  expect(text!.segments).toBeLessThanOrEqual(2)
})

test('the pay link follows the lines and the total when it fits', async () => {
  const lease = await leaseWithThreeCharges({ online: true })
  await scanReminders(at(DUE, 9))
  const [text] = await textsTo(lease.tenantId)
  const { payCode } = await prisma.agreement.findUniqueOrThrow({ where: { id: lease.agreement.id }, select: { payCode: true } })
  const reference = await referenceOf(lease.agreement.id)
  expect(text!.body).toMatch(
    new RegExp(`^Due today, 12 Apr ${year}: rent 25,000\\.00, water 500\\.00, other 1,500\\.00\\. Total Rs\\. 27,000\\.00\\. Ref ${reference}\\. Pay online: http://localhost:\\d+/p/${payCode}$`),
  )
  expect(text!.segments).toBe(1)
})

test('one text for a tenant’s agreements with the same landlord; sending checks every charge it lists', async () => {
  const lease = await leaseWithThreeCharges()
  const terms = { start: `${year}-04-01`, end: `${year + 1}-03-31`, paymentDayOfMonth: 12, tenantPhone: lease.tenantPhone }
  const second = await agreementAt(lease.member.id, lease.places[0]!, terms, at(`${year}-04-01`, 8))
  expect(await tenantOf(second.agreement.id)).toBe(lease.tenantId)
  const secondRent = second.charges.find((charge) => isoOf(charge.dueDate) === DUE)!
  await scanReminders(at(DUE, 9))
  const [text, ...more] = await textsTo(lease.tenantId)
  expect(more).toEqual([])
  expect(text!.body).toContain(': rent 25,000.00, water 500.00, other 1,500.00, rent 25,000.00. Total Rs. 52,000.00.')
  // Each agreement has its own reference: a text about two names neither.
  expect(text!.body).not.toContain('Ref ')
  expect((await decisionsOf([...lease.due, secondRent.id])).every((decision) => decision.smsMessageId === text!.id)).toBe(true)

  expect(await areReminderChargesOwed(text!.id, text!.chargeId!, at(DUE, 9, 5))).toBe(true)
  await prisma.charge.update({ where: { id: secondRent.id }, data: { status: 'PAID', paidPaisa: 25_000_00 } })
  expect(await areReminderChargesOwed(text!.id, text!.chargeId!, at(DUE, 9, 5))).toBe(false)
})

test('the sender’s batch check: one query answers, per text, whether every charge it lists is still owed', async () => {
  const paidLater = await leaseWithThreeCharges()
  const untouched = await leaseWithThreeCharges()
  await scanReminders(at(DUE, 9))
  const [first] = await textsTo(paidLater.tenantId)
  const [second] = await textsTo(untouched.tenantId)
  const batch = [first!, second!].map((text) => ({ messageId: text.id, chargeId: text.chargeId! }))
  expect(await remindersStillOwed(batch, at(DUE, 9, 5))).toEqual(new Set([first!.id, second!.id]))

  // A charge the first text lists through its decisions only (not its own chargeId) is paid.
  const listedOnly = paidLater.due.find((id) => id !== first!.chargeId)!
  const { amountPaisa } = await prisma.charge.findUniqueOrThrow({ where: { id: listedOnly }, select: { amountPaisa: true } })
  await prisma.charge.update({ where: { id: listedOnly }, data: { status: 'PAID', paidPaisa: amountPaisa } })
  expect(await remindersStillOwed(batch, at(DUE, 9, 5))).toEqual(new Set([second!.id]))
  expect(await remindersStillOwed([], at(DUE, 9, 5))).toEqual(new Set())
})
