// The profit report against PostgreSQL: per property and month, the rent-income
// report's income less the expenses not voided; a void leaves the profit as it was before the
// expense; another landlord's rows never count; a co-owner's share adds up; a manager sees a
// shared property whole, a collector not at all.
import { afterAll, describe, expect, test } from 'vitest'
import { recordExpense } from '~/services/expenses/expenses.server'
import { recordPayment } from '~/services/ledger/ledger.server'
import { getProfit } from '~/services/reports/profit.server'
import { getRentIncome } from '~/services/reports/rent-income.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import * as profitRoute from '~/routes/v1/member.report.profit'
import * as chartsRoute from '~/routes/v1/member.report.charts'
import { createSession } from '~/services/accounts/session.server'
import { exportMemberWorkbook } from '~/services/reports/export.server'
import { getCharts } from '~/services/reports/charts.server'
import { apiCall } from '../../support/api-call'
import { readWorkbook, sheetObjects } from '../../support/xlsx'
import { createMember } from '../../support/fixtures'
import { at, leasedHouse, paymentInput } from '../ledger/support'

afterAll(() => stopQueueClient())

const spend = (ownerId: number, propertyId: number, spentOn: string, amountPaisa: number) =>
  prisma.$transaction((tx) => recordExpense(tx, ownerId, { propertyId, category: 'WATER', amountPaisa, spentOn, spentCalendar: 'AD' }))

async function year() {
  const { member, agreement, house } = await leasedHouse({ startDate: '2025-08-01', endDate: '2026-07-31' })
  await recordPayment(member.id, agreement.id, paymentInput({ amount: 10_000.5, paidOn: '2025-08-05' }), { now: at('2025-08-05') })
  await recordPayment(member.id, agreement.id, paymentInput({ amount: 10_000, paidOn: '2025-09-05' }), { now: at('2025-09-05') })
  await spend(member.id, house.id, '2025-08-10', 1_500_25) // Shrawan
  return { member, agreement, house }
}

describe('getProfit', () => {
  test('income as the rent-income report counts it, less expenses, per month, per property and in total', async () => {
    const { member, house } = await year()
    const profit = await getProfit(member.id, 2082)
    const income = await getRentIncome(member.id, 2082)
    const [lakeside] = profit.properties
    expect(lakeside).toMatchObject({ propertyId: house.id, propertyName: 'Lakeside House', shares: [] })
    expect(lakeside!.year).toMatchObject({ incomePaisa: income.total.totalPaisa, expensePaisa: 1_500_25, profitPaisa: 20_000_50 - 1_500_25 })
    expect(lakeside!.year.months.map((month) => month.incomePaisa)).toEqual(income.properties[0]!.report.months.map((month) => month.totalPaisa))
    expect(lakeside!.year.months[0]).toMatchObject({ month: 4, incomePaisa: 10_000_50, expensePaisa: 1_500_25, profitPaisa: 8_500_25 })
    expect(profit.total).toMatchObject({ incomePaisa: 20_000_50, expensePaisa: 1_500_25, profitPaisa: 18_500_25 })
    expect(profit.shared).toEqual([])
  })

  test('a voided expense leaves the profit as it was before the expense', async () => {
    const { member, house } = await year()
    const before = await getProfit(member.id, 2082)
    const expense = await spend(member.id, house.id, '2025-12-01', 7_777_77)
    const during = await getProfit(member.id, 2082)
    expect(during.total.profitPaisa).toBe(before.total.profitPaisa - 7_777_77)
    await prisma.expense.update({ where: { id: expense.id }, data: { voidedAt: new Date(), voidReason: 'Entered on the wrong property' } })
    expect(await getProfit(member.id, 2082)).toEqual(before)
  })

  test('a property with only expenses shows a loss; another landlord’s rows never count', async () => {
    const { member } = await year()
    const other = await year()
    const shed = await prisma.property.create({
      data: { memberId: member.id, name: 'Shed', type: 'COMMERCIAL', isDivided: false, area: 1, areaUnit: 'aana', address1: 'x', address2: '', provinceId: 3, districtId: 27, city: 'Kathmandu' },
    })
    await spend(member.id, shed.id, '2026-01-01', 300_00)
    const profit = await getProfit(member.id, 2082)
    expect(profit.properties.map((one) => [one.propertyName, one.year.profitPaisa])).toEqual([['Lakeside House', 18_500_25], ['Shed', -300_00]])
    expect(profit.total.profitPaisa).toBe(18_200_25)
    await expect(prisma.$transaction((tx) => recordExpense(tx, other.member.id, { propertyId: shed.id, category: 'OTHER', amountPaisa: 1, spentOn: '2026-01-01', spentCalendar: 'AD' }))).rejects.toThrow()
    expect((await getProfit(other.member.id, 2082)).properties.map((one) => one.propertyId)).toEqual([other.house.id])
  })

  test('co-owners’ shares add up to the profit; a manager sees the shared property whole; a collector does not see it', async () => {
    const { member, house } = await year()
    const coOwner = await createMember({ firstName: 'Maya', lastName: 'Thapa' })
    const manager = await createMember({ firstName: 'Gita', lastName: 'Rai' })
    const collector = await createMember({ firstName: 'Hari', lastName: 'Gurung' })
    await prisma.propertyTeamMember.createMany({
      data: [
        { propertyId: house.id, memberId: coOwner.id, role: 'CO_OWNER', shareBasisPoints: 3333 },
        { propertyId: house.id, memberId: manager.id, role: 'MANAGER' },
        { propertyId: house.id, memberId: collector.id, role: 'COLLECTOR' },
      ],
    })
    const own = await getProfit(member.id, 2082)
    const shares = own.properties[0]!.shares
    expect(shares.map((share) => share.sharePercent)).toEqual([66.67, 33.33])
    expect(shares.reduce((sum, share) => sum + share.profitPaisa, 0)).toBe(18_500_25)

    const theirs = await getProfit(coOwner.id, 2082)
    expect(theirs.total.profitPaisa).toBe(0)
    expect(theirs.shared).toHaveLength(1)
    expect(theirs.shared[0]).toMatchObject({ propertyId: house.id, role: 'CO_OWNER', shares: [], share: { memberId: coOwner.id, profitPaisa: shares[1]!.profitPaisa } })
    expect(theirs.shared[0]!.year).toEqual(own.properties[0]!.year)

    const managed = await getProfit(manager.id, 2082)
    expect(managed.shared[0]).toMatchObject({ propertyId: house.id, role: 'MANAGER', share: null, shares: [] })
    expect(managed.shared[0]!.year.profitPaisa).toBe(18_500_25)
    expect((await getProfit(collector.id, 2082)).shared).toEqual([])
  })
})

describe('the profit and the charts elsewhere', () => {
  test('the export’s Profit sheet and /v1 give the report’s figures to the paisa; a bad year is 400', async () => {
    const { member } = await year()
    const profit = await getProfit(member.id, 2082)
    const workbook = await readWorkbook(await exportMemberWorkbook(member.id, 'en', { now: at('2026-05-01') }))
    const rows = sheetObjects(workbook, 'Profit')
    const paisa = (value: unknown) => Math.round(Number(value) * 100)
    const yearRow = rows.find((row) => row['Month (B.S.)'] === 'FY 2082/83' && row.Property === 'All properties')!
    expect([yearRow['Income (Rs.)'], yearRow['Expenses (Rs.)'], yearRow['Profit (Rs.)']].map(paisa)).toEqual([profit.total.incomePaisa, profit.total.expensePaisa, profit.total.profitPaisa])
    const lakeside = rows.filter((row) => row.Property === 'Lakeside House' && row['Month (B.S.)'] !== 'FY 2082/83')
    expect(lakeside.map((row) => paisa(row['Profit (Rs.)']))).toEqual(profit.properties[0]!.year.months.map((month) => month.profitPaisa))

    const { token } = await createSession(member.id, 'API')
    const answer = await apiCall(profitRoute.loader, { path: '/v1/member/report/profit?fiscalYear=2082', token, params: {} })
    expect(answer.status).toBe(200)
    type Answer = { data: any } // eslint-disable-line @typescript-eslint/no-explicit-any -- checked field by field below
    expect((answer.body as Answer).data).toMatchObject({ fiscalYear: 2082, total: { incomePaisa: 20_000_50, expensePaisa: 1_500_25, profitPaisa: 18_500_25 }, shared: [] })
    expect((answer.body as Answer).data.properties[0].year.months[0]).toMatchObject({ bsYear: 2082, bsMonth: 4, profitPaisa: 8_500_25 })
    const bad = await apiCall(profitRoute.loader, { path: '/v1/member/report/profit?fiscalYear=1999', token, params: {} })
    expect(bad.status).toBe(400)

    const charts = await apiCall(chartsRoute.loader, { path: '/v1/member/report/charts', token, params: {} })
    expect(charts.status).toBe(200)
    const chartsData = (charts.body as Answer).data
    const today = chartsData.today
    const read = await getCharts(member.id, today)
    expect(chartsData.months.map((month: { incomePaisa: number }) => month.incomePaisa)).toEqual(read.months.map((month) => month.incomePaisa))
    expect(chartsData.arrears.map((age: { paisa: number }) => age.paisa)).toEqual(read.arrears.map((age) => age.paisa))
  })
})
