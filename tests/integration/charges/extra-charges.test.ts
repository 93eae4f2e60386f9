// Extra charges against PostgreSQL: added to an agreement, paid oldest first like the
// rent, reminded by the scan with their description, counted on the dashboard; cancelled with a
// reason only while unpaid; refusals change nothing; another member's ids are not found.
import { afterAll, describe, expect, test } from 'vitest'
import { nepalTimeToInstant } from '~/domain/nepal-time'
import { ExtraChargeSchema } from '~/schemas/charge-schemas'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { addExtraCharge, cancelCharge } from '~/services/ledger/extra-charges.server'
import { getLedger, recordPayment } from '~/services/ledger/ledger.server'
import { duesOverview } from '~/services/reports/dues-overview.server'
import { scanReminders } from '~/services/reminders/reminders.server'
import { ConflictError, NotFoundError, ValidationError } from '~/services/errors'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { at, expectConsistent, leasedHouse, paymentInput } from '../ledger/support'
import { reminderListing } from '../reminders/support'

afterAll(() => stopQueueClient())

const tanker = (overrides: Record<string, unknown> = {}) => ExtraChargeSchema.parse({ description: 'Water tanker', amount: 1500, dueDate: '2026-03-12', ...overrides })
const MARCH_10 = { now: at('2026-03-10') }

describe('adding an extra charge', () => {
  test('is a charge of its own, paid after the rent due before it, on the dashboard when overdue', async () => {
    const { member, agreement } = await leasedHouse()
    const charge = await addExtraCharge(member.id, agreement.id, tanker(), MARCH_10)
    expect(charge).toMatchObject({ agreementId: agreement.id, kind: 'EXTRA', description: 'Water tanker', dueDate: '2026-03-12', amountPaisa: 1_500_00, status: 'DUE' })
    const ledger = await getLedger(member.id, agreement.id, { today: '2026-03-13' })
    expect(ledger.balance.overduePaisa).toBe(3 * 10_000_00 + 1_500_00)
    expect((await duesOverview(member.id, '2026-03-13')).overduePaisa).toBe(3 * 10_000_00 + 1_500_00)

    const payment = await recordPayment(member.id, agreement.id, paymentInput({ amount: 31500 }), MARCH_10)
    expect(payment.paidFor.at(-1)).toEqual({ chargeId: charge.id, amountPaisa: 1_500_00 })
    await expectConsistent(agreement.id)
  })

  test('credit the tenant has pays it at once', async () => {
    const { member, agreement } = await leasedHouse({ endDate: '2026-02-28' })
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 21000 }), MARCH_10)
    const charge = await addExtraCharge(member.id, agreement.id, tanker({ amount: 800, dueDate: '2026-02-20' }), { now: at('2026-02-10') })
    expect(charge).toMatchObject({ status: 'PAID', paidPaisa: 800_00 })
  })

  test('the reminder scan reminds it: a line of the day’s one text beside the rent still owed', async () => {
    const { member, agreement } = await leasedHouse()
    const charge = await addExtraCharge(member.id, agreement.id, tanker(), MARCH_10)
    await scanReminders(nepalTimeToInstant('2026-03-12', 9))
    // Alone on its day it is named by its description (app/domain tests); here the March rent, 7 days late, shares its day.
    const text = await reminderListing(charge.id, 0)
    const { paymentReference } = await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id }, select: { paymentReference: true } })
    expect(text?.body).toBe(`Namaste Ram, due since 5 Mar 2026, 7 days ago for Lakeside House: rent 10,000.00, other 1,500.00. Total Rs. 11,500.00. Ref ${paymentReference}. -Sita Sharma`)
  })

  test('a due date outside the agreement is an error on dueDate; an ended agreement takes none; nothing is added', async () => {
    const { member, agreement } = await leasedHouse()
    for (const dueDate of ['2025-12-31', '2027-01-01']) {
      const error = await addExtraCharge(member.id, agreement.id, tanker({ dueDate }), MARCH_10).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ValidationError)
      expect(Object.keys((error as ValidationError).fields)).toEqual(['dueDate'])
    }
    await terminateAgreement(member.id, agreement.id, { now: at('2026-03-10') })
    await expect(addExtraCharge(member.id, agreement.id, tanker(), MARCH_10)).rejects.toBeInstanceOf(ConflictError)
    expect(await prisma.charge.count({ where: { agreementId: agreement.id, kind: 'EXTRA' } })).toBe(0)
  })

  test('bad input is refused by the schema: no description, a negative or zero amount, a date that is not one', () => {
    for (const bad of [{ description: ' ' }, { amount: -100 }, { amount: 0 }, { amount: '12.345' }, { dueDate: '2026-02-30' }]) {
      expect(ExtraChargeSchema.safeParse({ description: 'Repair', amount: 100, dueDate: '2026-03-01', ...bad }).success).toBe(false)
    }
  })

  test('another member’s agreement is not found', async () => {
    const { agreement } = await leasedHouse()
    const other = await leasedHouse()
    await expect(addExtraCharge(other.member.id, agreement.id, tanker(), MARCH_10)).rejects.toBeInstanceOf(NotFoundError)
  })
})

describe('cancelling an extra charge', () => {
  test('while unpaid: CANCELLED with its reason, never owed, never reminded', async () => {
    const { member, agreement } = await leasedHouse()
    const charge = await addExtraCharge(member.id, agreement.id, tanker(), MARCH_10)
    const cancelled = await cancelCharge(member.id, charge.id, '  Tanker did not come ', MARCH_10)
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Tanker did not come' })
    expect((await getLedger(member.id, agreement.id, { today: '2026-03-13' })).balance.overduePaisa).toBe(3 * 10_000_00)
    await scanReminders(nepalTimeToInstant('2026-03-12', 9))
    expect(await prisma.smsMessage.count({ where: { chargeId: charge.id } })).toBe(0)
    await expect(cancelCharge(member.id, charge.id, 'again', MARCH_10)).rejects.toBeInstanceOf(ConflictError)
  })

  test('refused once anything of it is paid, for the rent, without a reason, and for another member', async () => {
    const { member, agreement } = await leasedHouse({ endDate: '2026-01-31' })
    const charge = await addExtraCharge(member.id, agreement.id, tanker({ dueDate: '2026-01-20' }), { now: at('2026-01-10') })
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 10500, paidOn: '2026-01-10' }), { now: at('2026-01-10') })
    await expect(cancelCharge(member.id, charge.id, 'No longer needed')).rejects.toBeInstanceOf(ConflictError)
    const rent = await prisma.charge.findFirstOrThrow({ where: { agreementId: agreement.id, kind: 'RENT' } })
    await expect(cancelCharge(member.id, rent.id, 'Not allowed')).rejects.toBeInstanceOf(ConflictError)
    await expect(cancelCharge(member.id, charge.id, '  ')).rejects.toBeInstanceOf(ValidationError)
    const other = await leasedHouse()
    await expect(cancelCharge(other.member.id, charge.id, 'Not mine')).rejects.toBeInstanceOf(NotFoundError)
    expect((await prisma.charge.findUniqueOrThrow({ where: { id: charge.id } })).status).toBe('PARTIAL')
  })
})
