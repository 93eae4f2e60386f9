// The charts equal the ledger: every bar of every chart rebuilt here from the ledger's
// rows themselves (payments and their allocations, settlements, charges, agreements and units,
// expenses), with plain loops and none of the charts' queries, over a varied year: several
// properties, a voided payment, an opening credit, a renewal's carry-over, a terminated and
// settled agreement, expenses voided and not, months with nothing. One paisa apart fails.
// Another landlord's rows never count; a viewer sees the shared property, a collector nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addAdDays, daysBetween, isoDateOf } from '~/domain/ad-date'
import { BeforeBhadaaSchema } from '~/schemas/charge-schemas'
import { RenewalSchema } from '~/schemas/agreement-change-schemas'
import { renewAgreement, startDueRenewals } from '~/services/agreements/renewals.server'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { createAgreement } from '~/services/agreements/create.server'
import { recordExpense, type ExpenseInput } from '~/services/expenses/expenses.server'
import { recordPayment, voidPayment } from '~/services/ledger/ledger.server'
import { setBeforeBhadaa } from '~/services/ledger/opening-balance.server'
import { createProperty } from '~/services/properties/properties.server'
import { createUnit } from '~/services/properties/units.server'
import { getCharts, getRentCollected, lastBsMonths } from '~/services/reports/charts.server'
import { duesOverview } from '~/services/reports/dues-overview.server'
import { recordDepositReceived, settleAgreement } from '~/services/settlements/settlements.server'
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { parsed, payload } from '../agreements/support'
import { at, paymentInput } from '../ledger/support'
import { propertyInput, unitInput } from '../properties/support'

afterAll(() => stopQueueClient())

const TODAY = '2026-11-20'

const pay = (memberId: number, agreementId: number, amount: number, paidOn: string) => recordPayment(memberId, agreementId, paymentInput({ amount, paidOn }), { now: at(paidOn) })

function lease(memberId: number, overrides: Record<string, unknown>) {
  return createAgreement(memberId, parsed(payload({ tenantPhone: uniquePhone(), tenantPreferredLanguage: 'ENG', ...overrides })), { now: at(String(overrides.startDate)) })
}

export async function spend(ownerId: number, input: Partial<ExpenseInput> & { propertyId: number; spentOn: string; amountPaisa: number }) {
  return prisma.$transaction((tx) => recordExpense(tx, ownerId, { category: 'REPAIR', spentCalendar: 'AD', ...input }))
}

/** A landlord's varied year, and another landlord's rows beside it. */
async function seed() {
  const owner = await createMember({ firstName: 'Sita', lastName: 'Sharma' })
  const flats = await createProperty(owner.id, propertyInput({ name: 'Himalaya Apartments', division: true }))
  const flat1 = await createUnit(owner.id, flats.id, unitInput({ name: 'Flat 1' }))
  const flat2 = await createUnit(owner.id, flats.id, unitInput({ name: 'Flat 2' }))
  await createUnit(owner.id, flats.id, unitInput({ name: 'Flat 3' })) // never let
  const house = await createProperty(owner.id, propertyInput({ name: 'Lakeside House', division: false }))
  await createProperty(owner.id, propertyInput({ name: 'Empty Plot', division: true })) // no units: no place

  // Flat 1: three months, Rs 5,000 paid ahead, renewed; the balance carried over is not income again.
  const first = await lease(owner.id, { name: 'Flat 1 lease', propertyId: flats.id, unitId: flat1.id, startDate: '2026-01-01', endDate: '2026-03-31', leaseAmount: 10000 })
  await pay(owner.id, first.id, 35_000, '2026-01-05')
  const renewal = await renewAgreement(owner.id, first.id, RenewalSchema.parse({ endDate: '2026-12-31', reason: 'Another year' }), { now: at('2026-03-25') })
  await startDueRenewals({ today: '2026-04-01', now: at('2026-04-01'), memberId: owner.id })
  await pay(owner.id, renewal.agreementId, 5_000, '2026-04-05')
  const mistake = await pay(owner.id, renewal.agreementId, 7_000.5, '2026-05-01')
  await voidPayment(owner.id, mistake.id, 'Typed twice', { now: at('2026-05-02') })
  await pay(owner.id, renewal.agreementId, 20_000.25, '2026-06-10')

  // Flat 2: a deposit, paid ahead, terminated and settled with a deduction.
  const second = await lease(owner.id, { name: 'Flat 2 lease', propertyId: flats.id, unitId: flat2.id, startDate: '2026-02-01', endDate: '2027-01-31', leaseAmount: 15000 })
  await recordDepositReceived(owner.id, second.id, { amountPaisa: 30_000_00, receivedOn: '2026-02-01', method: 'CASH' })
  await pay(owner.id, second.id, 15_000, '2026-02-05')
  await pay(owner.id, second.id, 15_000, '2026-03-05')
  await pay(owner.id, second.id, 40_000, '2026-06-01')
  await terminateAgreement(owner.id, second.id, { now: at('2026-07-20') })
  await settleAgreement(owner.id, second.id, { deductions: [{ reason: 'Broken window', amountPaisa: 2_500_00 }], refundMethod: 'CASH' }, { now: at('2026-07-25') })

  // The house: credit from before Bhadaa (not income), then months paid and months left unpaid.
  const third = await lease(owner.id, { name: 'House lease', propertyId: house.id, startDate: '2025-12-01', endDate: '2027-11-30', leaseAmount: 12000 })
  await setBeforeBhadaa(owner.id, third.id, BeforeBhadaaSchema.parse({ paidUpTo: '2025-12-31', balance: 'CREDIT', amount: 2000 }), { now: at('2026-01-01') })
  await pay(owner.id, third.id, 34_000, '2026-02-10')
  await pay(owner.id, third.id, 12_000, '2026-04-05')

  await spend(owner.id, { propertyId: flats.id, unitId: flat1.id, spentOn: '2026-03-15', amountPaisa: 2_500_50 })
  await spend(owner.id, { propertyId: house.id, spentOn: '2026-08-01', amountPaisa: 1_200_00, category: 'WATER' })
  await spend(owner.id, { propertyId: house.id, spentOn: '2026-08-30', amountPaisa: 99 })
  await spend(owner.id, { propertyId: flats.id, spentOn: '2025-10-01', amountPaisa: 700_00 }) // before the 12 months
  const voided = await spend(owner.id, { propertyId: flats.id, spentOn: '2026-09-01', amountPaisa: 5_000_00 })
  await prisma.expense.update({ where: { id: voided.id }, data: { voidedAt: at('2026-09-02'), voidReason: 'Paid by the tenant' } })

  // Another landlord: their money, their expenses and their arrears are theirs.
  const stranger = await createMember({ firstName: 'Bishal', lastName: 'Rai' })
  const theirs = await createProperty(stranger.id, propertyInput({ name: 'Stranger House', division: false }))
  const theirLease = await lease(stranger.id, { name: 'Their lease', propertyId: theirs.id, startDate: '2026-01-01', endDate: '2026-12-31', leaseAmount: 9000 })
  await pay(stranger.id, theirLease.id, 9_000, '2026-05-05')
  await spend(stranger.id, { propertyId: theirs.id, spentOn: '2026-05-06', amountPaisa: 4_444_44 })

  return { owner, flats, house, stranger }
}

type Filter = { ownerId: number; propertyIds?: number[] }

/** Every bar, from the rows. */
async function rebuild({ ownerId, propertyIds }: Filter, today: string) {
  const on = (propertyId: number) => propertyIds === undefined || propertyIds.includes(propertyId)
  const months = lastBsMonths(today)
  const monthOf = (day: string) => months.findIndex((month) => month.start <= day && day <= month.end)
  const rent = months.map(() => 0)
  const income = months.map(() => 0)
  const expense = months.map(() => 0)

  const payments = await prisma.payment.findMany({ where: { memberId: ownerId }, include: { agreement: true, allocations: { include: { charge: true } }, depositOf: true, refundOf: true } })
  for (const payment of payments) {
    if (!on(payment.agreement.propertyId)) continue
    if (payment.voidedAt || payment.openingCredit || payment.carryOver || payment.depositOf || payment.refundOf) continue
    const index = monthOf(isoDateOf(payment.paidOn))
    if (index < 0) continue
    income[index]! += Number(payment.amountPaisa)
    for (const allocation of payment.allocations) if (allocation.charge.kind === 'RENT') rent[index]! += Number(allocation.amountPaisa)
  }
  // A settlement: what the deposit paid on charges counts; the refund beyond the deposit left gives paid-ahead money back.
  const settlements = await prisma.settlement.findMany({ where: { memberId: ownerId }, include: { agreement: true, depositPayment: { include: { allocations: { include: { charge: true } } } } } })
  for (const settlement of settlements) {
    if (!on(settlement.agreement.propertyId)) continue
    const index = monthOf(isoDateOf(settlement.settledOn))
    if (index < 0) continue
    const allocations = settlement.depositPayment?.allocations ?? []
    const spentOfDeposit = allocations.reduce((sum, allocation) => sum + Number(allocation.amountPaisa), 0)
    const depositLeft = Number(settlement.depositPayment?.amountPaisa ?? 0n) - spentOfDeposit
    income[index]! += spentOfDeposit - Math.max(0, Number(settlement.refundPaisa) - depositLeft)
    for (const allocation of allocations) if (allocation.charge.kind === 'RENT') rent[index]! += Number(allocation.amountPaisa)
  }
  for (const row of await prisma.expense.findMany({ where: { memberId: ownerId } })) {
    const index = monthOf(isoDateOf(row.spentOn))
    if (on(row.propertyId) && !row.voidedAt && index >= 0) expense[index]! += Number(row.amountPaisa)
  }

  // Places on each month's day: units of divided properties, an undivided property as one.
  const properties = await prisma.property.findMany({ where: { memberId: ownerId }, include: { units: true, agreements: true } })
  const unitsLet = months.map(() => 0)
  const unitsVacant = months.map(() => 0)
  months.forEach((month, index) => {
    const day = month.end < today ? month.end : today
    for (const property of properties.filter((one) => on(one.id))) {
      const places = property.isDivided ? property.units.map((unit) => ({ unitId: unit.id as number | null, createdAt: unit.createdAt })) : [{ unitId: null, createdAt: property.createdAt }]
      for (const place of places) {
        const agreements = property.agreements.filter((agreement) => agreement.unitId === place.unitId)
        const exists = nepalToday(place.createdAt) <= day || agreements.some((agreement) => isoDateOf(agreement.startDate) <= day)
        if (!exists) continue
        const isLet = agreements.some((agreement) => {
          const gone = agreement.status === 'TERMINATED' ? (agreement.moveOutDate ? isoDateOf(agreement.moveOutDate) : nepalToday(agreement.terminatedAt!)) : null
          return isoDateOf(agreement.startDate) <= day && day <= isoDateOf(agreement.endDate) && !(gone !== null && gone <= day)
        })
        if (isLet) unitsLet[index]! += 1
        else unitsVacant[index]! += 1
      }
    }
  })

  // Arrears: each charge not cancelled nor settled before Bhadaa, less what its allocations paid, by days past due.
  const arrears = [0, 0, 0, 0]
  const charges = await prisma.charge.findMany({ where: { agreement: { memberId: ownerId } }, include: { agreement: true, allocations: true } })
  for (const charge of charges) {
    if (!on(charge.agreement.propertyId) || charge.status === 'CANCELLED' || charge.status === 'BEFORE_BHADAA') continue
    const unpaid = Number(charge.amountPaisa) - charge.allocations.reduce((sum, allocation) => sum + Number(allocation.amountPaisa), 0)
    const days = daysBetween(isoDateOf(charge.dueDate), today)
    if (unpaid <= 0 || days <= 0) continue
    arrears[days <= 30 ? 0 : days <= 60 ? 1 : days <= 90 ? 2 : 3]! += unpaid
  }
  return { rent, income, expense, unitsLet, unitsVacant, arrears }
}

function drawn(charts: Awaited<ReturnType<typeof getCharts>>) {
  return {
    rent: charts.months.map((month) => month.rentCollectedPaisa),
    income: charts.months.map((month) => month.incomePaisa),
    expense: charts.months.map((month) => month.expensePaisa),
    unitsLet: charts.months.map((month) => month.unitsLet),
    unitsVacant: charts.months.map((month) => month.unitsVacant),
    arrears: charts.arrears.map((age) => age.paisa),
  }
}

let seeded: Awaited<ReturnType<typeof seed>>
beforeAll(async () => {
  seeded = await seed()
})

describe('every bar equals the ledger', () => {
  test('the landlord’s four charts, bar by bar, to the paisa', async () => {
    const { owner } = seeded
    const charts = await getCharts(owner.id, TODAY)
    const expected = await rebuild({ ownerId: owner.id }, TODAY)
    expect(drawn(charts)).toEqual(expected)
    // The set is varied: money in several months, months with nothing, arrears of every age, places let and vacant.
    expect(expected.income.filter((paisa) => paisa !== 0).length).toBeGreaterThanOrEqual(4)
    expect(expected.income.filter((paisa) => paisa === 0).length).toBeGreaterThanOrEqual(2)
    expect(expected.expense.filter((paisa) => paisa !== 0).length).toBe(3) // Chaitra, Shrawan and Bhadra
    expect(expected.arrears.every((paisa) => paisa > 0)).toBe(true)
    expect(Math.max(...expected.unitsVacant)).toBeGreaterThan(0)
    expect(Math.max(...expected.unitsLet)).toBe(3)
    // The months run to the one today is in, Mangsir 2083.
    expect(charts.months.at(-1)).toMatchObject({ year: 2083, month: 8 })
    expect(charts.months[0]).toMatchObject({ year: 2082, month: 9 })
  })

  test('the arrears add up to what the dashboard calls overdue', async () => {
    const { owner } = seeded
    const charts = await getCharts(owner.id, TODAY)
    expect(charts.arrears.reduce((sum, age) => sum + age.paisa, 0)).toBe((await duesOverview(owner.id, TODAY)).overduePaisa)
    expect(charts.arrears.map((age) => [age.fromDays, age.toDays])).toEqual([[0, 30], [31, 60], [61, 90], [91, null]])
  })

  test('the dashboard’s small chart is the rent chart’s last months', async () => {
    const { owner } = seeded
    const charts = await getCharts(owner.id, TODAY)
    const small = await getRentCollected(owner.id, TODAY, 6)
    expect(small.map((month) => month.rentCollectedPaisa)).toEqual(charts.months.slice(-6).map((month) => month.rentCollectedPaisa))
    // Its SQL (in the dashboard's one statement) against the rent-income report's query, over all 12 months.
    expect((await getRentCollected(owner.id, TODAY, 12)).map((month) => month.rentCollectedPaisa)).toEqual(charts.months.map((month) => month.rentCollectedPaisa))
  })

  test('another landlord’s rows never count, in either direction', async () => {
    const { stranger, owner } = seeded
    const theirs = await getCharts(stranger.id, TODAY)
    expect(drawn(theirs)).toEqual(await rebuild({ ownerId: stranger.id }, TODAY))
    expect(theirs.months.reduce((sum, month) => sum + month.expensePaisa, 0)).toBe(4_444_44)
    const mine = await getCharts(owner.id, TODAY)
    expect(mine.months.reduce((sum, month) => sum + month.expensePaisa, 0)).toBe(2_500_50 + 1_200_00 + 99)
  })

  test('a viewer draws the property shared with them, whole, from the owner’s books; a collector draws nothing of it', async () => {
    const { owner, house } = seeded
    const viewer = await createMember({ firstName: 'Maya', lastName: 'Thapa' })
    const collector = await createMember({ firstName: 'Hari', lastName: 'Gurung' })
    await prisma.propertyTeamMember.createMany({
      data: [
        { propertyId: house.id, memberId: viewer.id, role: 'VIEWER' },
        { propertyId: house.id, memberId: collector.id, role: 'COLLECTOR' },
      ],
    })
    expect(drawn(await getCharts(viewer.id, TODAY))).toEqual(await rebuild({ ownerId: owner.id, propertyIds: [house.id] }, TODAY))
    expect((await getRentCollected(viewer.id, TODAY, 12)).map((month) => month.rentCollectedPaisa)).toEqual((await rebuild({ ownerId: owner.id, propertyIds: [house.id] }, TODAY)).rent)
    expect((await getRentCollected(collector.id, TODAY, 12)).every((month) => month.rentCollectedPaisa === 0)).toBe(true)
    const nothing = drawn(await getCharts(collector.id, TODAY))
    expect([...nothing.rent, ...nothing.income, ...nothing.expense, ...nothing.unitsLet, ...nothing.unitsVacant, ...nothing.arrears].every((value) => value === 0)).toBe(true)
  })

  test('a later day moves the window: every bar still equals the ledger', async () => {
    const { owner } = seeded
    const later = addAdDays(TODAY, 75)
    expect(drawn(await getCharts(owner.id, later))).toEqual(await rebuild({ ownerId: owner.id }, later))
  })
})
