// The texts that tell a tenant of a change, against PostgreSQL: a voided payment and
// a termination each text the tenant once, in their language, and the termination is an event in
// the member's Notifications.
import { afterAll, describe, expect, test } from 'vitest'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { recordPayment, voidPayment } from '~/services/ledger/ledger.server'
import { listNotifications } from '~/services/accounts/notifications.server'
import { ConflictError } from '~/services/errors'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { at, leasedHouse, paymentInput } from '../ledger/support'

afterAll(() => stopQueueClient())

const textsOf = (agreementId: number, template: string) =>
  prisma.smsMessage.findMany({ where: { template, tenant: { agreements: { some: { id: agreementId } } } }, select: { body: true, idempotencyKey: true, language: true } })

describe('texts to the tenant', () => {
  test('a voided payment: which receipt, and why; once', async () => {
    const { member, agreement } = await leasedHouse()
    const payment = await recordPayment(member.id, agreement.id, paymentInput({ amount: 4000 }), { now: at('2026-03-10') })
    await voidPayment(member.id, payment.id, 'Cheque bounced', { now: at('2026-03-11') })
    await expect(voidPayment(member.id, payment.id, 'Again')).rejects.toBeInstanceOf(ConflictError)
    expect(await textsOf(agreement.id, 'payment-voided')).toEqual([
      { idempotencyKey: `payment-voided:${payment.id}`, language: 'ENG', body: expect.stringMatching(/Sita Sharma voided receipt no\. 1 \(Rs\. 4,000\.00, 10 Mar 2026\) for Lakeside House: Cheque bounced\./) },
    ])
  })

  test('a termination: its date, in Nepali for a Nepali-speaking tenant, and an event in Notifications', async () => {
    const { member, agreement } = await leasedHouse({ tenantPreferredLanguage: 'NEP' })
    await terminateAgreement(member.id, agreement.id, { now: at('2026-03-10') })
    const [text] = await textsOf(agreement.id, 'agreement-terminated')
    expect(text).toMatchObject({ idempotencyKey: `agreement-terminated:${agreement.id}`, language: 'NEP' })
    expect(text!.body).toContain('भाडा सम्झौता सन् २०२६ मार्च १०मा')
    const notifications = await listNotifications(member.id)
    expect(notifications.items.map((item) => item.kind)).toContain('AGREEMENT_TERMINATED')
    expect(notifications.items.find((item) => item.kind === 'AGREEMENT_TERMINATED')!.payload).toEqual({
      agreementId: agreement.id,
      agreementName: 'Lakeside lease',
      tenantName: expect.any(String),
      terminatedOn: '2026-03-10',
      calendar: 'AD',
    })
  })
})
