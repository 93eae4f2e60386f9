// The pay link in reminders: a tenant whose landlord's pay page takes rent (Plus or Pro with a
// gateway connected, or a bank QR saved on any plan) gets `<PUBLIC_URL>/p/<code>` at the end of
// each reminder; others get the reminder without it. Every reminder carries the agreement's
// payment reference. The day is five years ahead, so no other test's charges fall on it.
import { afterAll, expect, test } from 'vitest'
import { sampleMerchantQr } from '~/domain/merchant-qr-samples'
import { nepalToday } from '~/domain/nepal-time'
import { KhaltiAccountSchema } from '~/schemas/gateway-schemas'
import { connectKhalti } from '~/services/payments/gateway-accounts.server'
import { savePaymentQr } from '~/services/payments/payment-qrs.server'
import { scanReminders } from '~/services/reminders/reminders.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { agreementAt, at, landlordWithPlaces, remindersOf } from '../reminders/support'
import { GOOD_KHALTI_KEY, khaltiKnows } from './support'

afterAll(stopQueueClient)

const year = Number(nepalToday().slice(0, 4)) + 5
const DUE = `${year}-04-12`

async function lease({ online = false, qr = false }: { online?: boolean; qr?: boolean }) {
  const { member, places } = await landlordWithPlaces()
  if (qr) await savePaymentQr(member.id, null, sampleMerchantQr('SITA SHARMA', 'KATHMANDU'))
  if (online) {
    await prisma.member.update({ where: { id: member.id }, data: { plan: 'PRO' } })
    khaltiKnows(GOOD_KHALTI_KEY)
    await connectKhalti(member.id, KhaltiAccountSchema.parse({ secretKey: GOOD_KHALTI_KEY }))
  }
  const made = await agreementAt(member.id, places[2]!, { start: `${year}-04-01`, end: `${year + 1}-03-31`, paymentDayOfMonth: 12 }, new Date())
  return { ...made, member, rent: made.charges.find((charge) => charge.dueDate.toISOString().startsWith(DUE))! }
}

test('reminders of a landlord who takes rent online end with the agreement’s pay link; the others do not', async () => {
  const online = await lease({ online: true })
  const offline = await lease({ online: false })
  await scanReminders(at(DUE, 9))
  const [withLink] = await remindersOf([online.rent.id])
  const [without] = await remindersOf([offline.rent.id])
  const { payCode, paymentReference } = await prisma.agreement.findUniqueOrThrow({ where: { id: online.agreement.id }, select: { payCode: true, paymentReference: true } })
  expect(payCode).toMatch(/^[0-9A-Za-z]{12}$/)
  expect(withLink?.body).toMatch(new RegExp(` Ref ${paymentReference}\\. Pay online: http://localhost:\\d+/p/${payCode}$`))
  expect(withLink?.segments).toBe(1)
  expect(without?.body).not.toContain('/p/')
  const offlineAgreement = await prisma.agreement.findUniqueOrThrow({ where: { id: offline.agreement.id }, select: { payCode: true, paymentReference: true } })
  expect(offlineAgreement.payCode).toBeNull()
  expect(without?.body).toMatch(new RegExp(` Ref ${offlineAgreement.paymentReference}\\.$`))
})

test('a Basic landlord with only a bank QR: the reminder carries the pay link (its code made now) and the reference', async () => {
  const { member, ...qrOnly } = await lease({ qr: true })
  expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id }, select: { plan: true } })).plan).toBe('BASIC')
  expect(await prisma.gatewayAccount.count({ where: { memberId: member.id } })).toBe(0)
  await scanReminders(at(DUE, 9))
  const [reminder] = await remindersOf([qrOnly.rent.id])
  const { payCode, paymentReference } = await prisma.agreement.findUniqueOrThrow({ where: { id: qrOnly.agreement.id }, select: { payCode: true, paymentReference: true } })
  expect(payCode).toMatch(/^[0-9A-Za-z]{12}$/)
  expect(reminder?.body).toMatch(new RegExp(` Ref ${paymentReference}\\. Pay online: http://localhost:\\d+/p/${payCode}$`))
  expect(reminder?.segments).toBe(1)
})
