// The rent-income report against PostgreSQL: money received in a B.S. fiscal year
// (Shrawan 1 – Ashadh end), by month and property, rent apart from other income and unspent
// credit; payments outside the year, voided payments and opening credits are left out; the
// house-rent tax is at the member's rate, to the paisa.
import { afterAll, describe, expect, test } from 'vitest'
import { BeforeBhadaaSchema, ExtraChargeSchema } from '~/schemas/charge-schemas'
import { addExtraCharge } from '~/services/ledger/extra-charges.server'
import { recordPayment, voidPayment } from '~/services/ledger/ledger.server'
import { updateRentTaxPercent } from '~/services/accounts/member-settings.server'
import { setBeforeBhadaa } from '~/services/ledger/opening-balance.server'
import { getRentIncome } from '~/services/reports/rent-income.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { createMember } from '../../support/fixtures'
import { at, leasedHouse, paymentInput } from '../ledger/support'

afterAll(() => stopQueueClient())

const LATER = { now: at('2026-07-20') }

describe('getRentIncome', () => {
  test('counts what was received in the fiscal year, by month and property, with the tax at the member’s rate', async () => {
    const { member, agreement, house } = await leasedHouse({ startDate: '2025-06-01', endDate: '2026-12-31' })
    await setBeforeBhadaa(member.id, agreement.id, BeforeBhadaaSchema.parse({ paidUpTo: '2025-07-31', balance: 'CREDIT', amount: 2000 }))
    await addExtraCharge(member.id, agreement.id, ExtraChargeSchema.parse({ description: 'Water tanker', amount: 1500, dueDate: '2025-08-01' }), LATER)
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 3000, paidOn: '2025-07-16' }), LATER) // FY 2081/82
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 11500.55, paidOn: '2025-07-17' }), LATER) // Shrawan 1
    const voided = await recordPayment(member.id, agreement.id, paymentInput({ amount: 5000, paidOn: '2025-09-01' }), LATER)
    await voidPayment(member.id, voided.id, 'Counted twice', LATER)
    await addExtraCharge(member.id, agreement.id, ExtraChargeSchema.parse({ description: 'Repair', amount: 1234.56, dueDate: '2025-09-01' }), LATER)
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 250000, paidOn: '2026-07-16' }), LATER) // Ashadh 31
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 777, paidOn: '2026-07-17' }), LATER) // FY 2083/84
    const second = await leasedHouse({ startDate: '2025-06-01', endDate: '2026-12-31' }, member)
    await prisma.property.update({ where: { id: second.house.id }, data: { name: 'Baneshwor Flats' } })
    await recordPayment(member.id, second.agreement.id, paymentInput({ amount: 4000, paidOn: '2025-10-20' }), LATER)
    const other = await leasedHouse({ startDate: '2025-06-01', endDate: '2026-12-31' })
    await recordPayment(other.member.id, other.agreement.id, paymentInput({ amount: 999, paidOn: '2025-08-01' }), LATER)

    await updateRentTaxPercent(member.id, 2.5)
    const income = await getRentIncome(member.id, 2082)
    const months = (report: { months: { month: number; rentPaisa: number; otherPaisa: number; creditPaisa: number }[] }) =>
      report.months.filter((month) => month.rentPaisa + month.otherPaisa > 0).map((month) => [month.month, month.rentPaisa, month.otherPaisa, month.creditPaisa])
    expect(income.properties.map((property) => [property.propertyId, property.propertyName])).toEqual([[second.house.id, 'Baneshwor Flats'], [house.id, 'Lakeside House']])
    const [flats, lakeside] = income.properties.map((property) => property.report)
    // Shrawan 1: rent and the repair; Ashadh 31: the rest of the rent, and credit not yet spent. The
    // tanker was paid by the opening credit, which is not income of the year.
    expect(months(lakeside!)).toEqual([[4, 10_265_99, 1_234_56, 0], [3, 156_234_01, 93_765_99, 93_765_99]])
    expect(lakeside).toMatchObject({ rentPaisa: 166_500_00, otherPaisa: 95_000_55, totalPaisa: 261_500_55, taxRatePercent: 2.5, taxPaisa: 4_162_50 })
    expect(months(flats!)).toEqual([[7, 4_000_00, 0, 0]]) // Kartik
    expect(income.total).toMatchObject({ rentPaisa: 170_500_00, otherPaisa: 95_000_55, creditPaisa: 93_765_99, totalPaisa: 265_500_55, taxPaisa: 4_262_50 })
    expect(income.total.start).toBe('2025-07-17')
    expect(income.total.end).toBe('2026-07-16')
  })

  test('the rate is 10 % until set; a year with nothing received is zeros; a year outside the calendar is a RangeError', async () => {
    const { member, agreement } = await leasedHouse({ startDate: '2025-06-01', endDate: '2026-12-31' })
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 10000.05, paidOn: '2025-08-05' }), LATER)
    const income = await getRentIncome(member.id, 2082)
    expect(income.total).toMatchObject({ rentPaisa: 10_000_05, taxRatePercent: 10, taxPaisa: 1_000_01 })
    expect((await getRentIncome(member.id, 2081)).total).toMatchObject({ totalPaisa: 0, taxPaisa: 0 })
    expect((await getRentIncome(member.id, 2081)).properties).toEqual([])
    await expect(getRentIncome(member.id, 2088)).rejects.toThrow(RangeError)
  })
})

describe('co-owners’ shares (ADR 041)', () => {
  test('each owner’s part of a property’s year adds up to it to the paisa; a co-owner sees only their own', async () => {
    const { member, agreement, house } = await leasedHouse({ startDate: '2025-06-01', endDate: '2026-12-31' })
    const owner = await prisma.member.findUniqueOrThrow({ where: { id: member.id } })
    const ownerName = `${owner.firstName} ${owner.lastName}`
    const coOwner = await createMember({ firstName: 'Maya', lastName: 'Thapa' })
    const other = await createMember({ firstName: 'Bishal', lastName: 'Rai' })
    await prisma.propertyTeamMember.createMany({
      data: [
        { propertyId: house.id, memberId: coOwner.id, role: 'CO_OWNER', shareBasisPoints: 3333 },
        { propertyId: house.id, memberId: other.id, role: 'CO_OWNER', shareBasisPoints: 1667 },
      ],
    })
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 10_000.01, paidOn: '2025-08-01' }), LATER)

    const income = await getRentIncome(member.id, 2082)
    const [property] = income.properties
    expect(property!.shares.map((share) => [share.name, share.sharePercent])).toEqual([
      [ownerName, 50],
      ['Maya Thapa', 33.33],
      ['Bishal Rai', 16.67],
    ])
    for (const figure of ['rentPaisa', 'totalPaisa', 'taxPaisa'] as const) {
      expect(property!.shares.reduce((sum, share) => sum + share[figure], 0), figure).toBe(property!.report[figure])
    }
    expect(property!.shares[0]!.rentPaisa).toBe(Math.ceil(property!.report.rentPaisa / 2))

    const theirs = await getRentIncome(coOwner.id, 2082)
    expect(theirs.properties).toEqual([])
    expect(theirs.coOwned).toEqual([
      { propertyId: house.id, propertyName: 'Lakeside House', ownerName, share: property!.shares[1] },
    ])
  })
})
