// The rent-income report is the money the landlord kept as rent (DESIGN §11), against PostgreSQL:
// a deposit received, held or refunded is not income; the part of it spent on unpaid charges at a
// settlement counts on the settlement day as those charges; money paid ahead and given back by the
// refund is taken off on that day; voided payments and a renewal's carry-over do not count; the
// report page's figures, the export sheet and /v1 agree to the paisa.
import { afterAll, describe, expect, test } from 'vitest'
import { RenewalSchema } from '~/schemas/agreement-change-schemas'
import * as rentIncomeRoute from '~/routes/v1/member.report.rent-income'
import { renewAgreement } from '~/services/agreements/renewals.server'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { exportMemberWorkbook } from '~/services/reports/export.server'
import { getLedger, recordPayment, voidPayment } from '~/services/ledger/ledger.server'
import { getRentIncome } from '~/services/reports/rent-income.server'
import { createSession } from '~/services/accounts/session.server'
import { recordDepositReceived, settleAgreement } from '~/services/settlements/settlements.server'
import { stopQueueClient } from '~/server/queue.server'
import { readWorkbook, sheetObjects } from '../../support/xlsx'
import { at, expectConsistent, leasedHouse, paymentInput } from '../ledger/support'
import { apiCall } from '../../support/api-call'

afterAll(() => stopQueueClient())

type Month = { month: number; rentPaisa: number; otherPaisa: number; creditPaisa: number; totalPaisa: number }
const monthsWithMoney = (report: { months: Month[] }) =>
  report.months.filter((month) => month.rentPaisa !== 0 || month.otherPaisa !== 0 || month.creditPaisa !== 0).map((m) => [m.month, m.rentPaisa, m.otherPaisa, m.creditPaisa, m.totalPaisa])

const pay = (memberId: number, agreementId: number, amount: number, paidOn: string) => recordPayment(memberId, agreementId, paymentInput({ amount, paidOn }), { now: at(paidOn) })

/**
 * The move-out the issue reports: rent Rs 10,000 (2026), deposit Rs 36,000; January to March paid,
 * Rs 28,000 in April (April's rent and Rs 18,000 ahead); terminated on 20 April (May on cancelled),
 * settled on 25 April with a Rs 2,500 deduction: refund Rs 51,500. A payment voided on the way.
 */
async function issueMoveOut() {
  const lease = await leasedHouse()
  const { member, agreement } = lease
  await recordDepositReceived(member.id, agreement.id, { amountPaisa: 36_000_00, receivedOn: '2026-01-01', method: 'CASH' })
  for (const day of ['2026-01-05', '2026-02-05', '2026-03-05']) await pay(member.id, agreement.id, 10_000, day)
  const mistake = await pay(member.id, agreement.id, 7_000, '2026-03-20')
  await voidPayment(member.id, mistake.id, 'Typed twice', { now: at('2026-03-21') })
  await pay(member.id, agreement.id, 28_000, '2026-04-05')
  await terminateAgreement(member.id, agreement.id, { now: at('2026-04-20') })
  const settlement = await settleAgreement(member.id, agreement.id, { deductions: [{ reason: 'Broken window', amountPaisa: 2_500_00 }], refundMethod: 'CASH' }, { now: at('2026-04-25') })
  return { ...lease, settlement }
}

describe('the deposit in the rent-income report', () => {
  test('deposit and refund are not income: the year is what was kept, the paid-ahead money given back is taken off on the settlement day', async () => {
    const { member, agreement, settlement } = await issueMoveOut()
    expect(settlement).toMatchObject({ depositPaisa: 36_000_00, deductionsPaisa: 2_500_00, refundPaisa: 51_500_00, owedPaisa: 0 })
    await expectConsistent(agreement.id)

    const { total } = await getRentIncome(member.id, 2082)
    // Kept: four months' rent and the deduction (paid by April's money ahead); the rest of what was
    // paid ahead (Rs 15,500) was counted in Chaitra and is given back in Baisakh, with the deposit.
    expect(total).toMatchObject({ rentPaisa: 40_000_00, otherPaisa: 2_500_00, creditPaisa: 0, totalPaisa: 42_500_00, taxPaisa: 4_000_00 })
    expect(monthsWithMoney(total)).toEqual([
      [9, 10_000_00, 0, 0, 10_000_00], // Poush (5 January)
      [10, 10_000_00, 0, 0, 10_000_00], // Magh
      [11, 10_000_00, 0, 0, 10_000_00], // Falgun: the voided payment is not there
      [12, 10_000_00, 18_000_00, 15_500_00, 28_000_00], // Chaitra: rent, the deduction, Rs 15,500 ahead
      [1, 0, -15_500_00, -15_500_00, -15_500_00], // Baisakh 12 (25 April): given back
    ])
  })

  test('the deposit spent on unpaid rent and a deduction counts on the settlement day, as rent and as the deduction; the rest refunded is not negative', async () => {
    const { member, agreement } = await leasedHouse({ endDate: '2026-02-28' })
    await recordDepositReceived(member.id, agreement.id, { amountPaisa: 15_000_00, receivedOn: '2026-01-01', method: 'BANK_TRANSFER' })
    await pay(member.id, agreement.id, 10_000, '2026-01-05')
    // Held, the deposit is nothing in the report.
    expect((await getRentIncome(member.id, 2082)).total).toMatchObject({ rentPaisa: 10_000_00, totalPaisa: 10_000_00 })

    const settled = await settleAgreement(member.id, agreement.id, { deductions: [{ reason: 'Paint', amountPaisa: 2_000_00 }], refundMethod: 'CASH' }, { now: at('2026-03-10') })
    expect(settled).toMatchObject({ unpaidDuesPaisa: 10_000_00, refundPaisa: 3_000_00 })
    // The January receipt still pays January: the deposit pays what was unpaid when it was applied.
    const ledger = await getLedger(member.id, agreement.id, { today: '2026-03-10' })
    const january = ledger.charges.find((charge) => charge.kind === 'RENT' && charge.dueDate === '2026-01-05')!
    expect(ledger.payments[0]!.paidFor).toEqual([{ chargeId: january.id, amountPaisa: 10_000_00 }])

    const { total } = await getRentIncome(member.id, 2082)
    expect(monthsWithMoney(total)).toEqual([
      [9, 10_000_00, 0, 0, 10_000_00], // Poush: January's rent, on 5 January
      [11, 10_000_00, 2_000_00, 0, 12_000_00], // Falgun (10 March): February's rent and the paint, from the deposit
    ])
    expect(total).toMatchObject({ rentPaisa: 20_000_00, otherPaisa: 2_000_00, totalPaisa: 22_000_00, taxPaisa: 2_000_00 })
  })

  test('the deposit spent at a settlement counts in the settlement’s fiscal year, not the one the rent was due in', async () => {
    const { member, agreement } = await leasedHouse({ endDate: '2026-07-31' })
    await recordDepositReceived(member.id, agreement.id, { amountPaisa: 15_000_00, receivedOn: '2026-01-01', method: 'CASH' })
    for (const month of ['01', '02', '03', '04', '05', '06']) await pay(member.id, agreement.id, 10_000, `2026-${month}-05`)
    // July's rent (due 5 July, FY 2082/83) is never paid; the deposit pays it on 2 August (FY
    // 2083/84) and Rs 5,000 of it is refunded, which is neither income nor a loss.
    const settled = await settleAgreement(member.id, agreement.id, { deductions: [], refundMethod: 'CASH' }, { now: at('2026-08-02') })
    expect(settled.refundPaisa).toBe(5_000_00)
    expect((await getRentIncome(member.id, 2082)).total).toMatchObject({ rentPaisa: 60_000_00, creditPaisa: 0, totalPaisa: 60_000_00 })
    expect((await getRentIncome(member.id, 2083)).total).toMatchObject({ rentPaisa: 10_000_00, creditPaisa: 0, totalPaisa: 10_000_00 })
  })

  test('a renewal’s carry-over is not income again: money paid ahead counts once, when it was received', async () => {
    const { member, agreement } = await leasedHouse({ endDate: '2026-03-31' })
    await pay(member.id, agreement.id, 35_000, '2026-01-05') // three months and Rs 5,000 ahead
    const renewal = await renewAgreement(member.id, agreement.id, RenewalSchema.parse({ endDate: '2026-12-31', reason: 'Another year' }), { now: at('2026-03-31') })
    await pay(member.id, renewal.agreementId, 5_000, '2026-04-05')
    const { total } = await getRentIncome(member.id, 2082)
    // Rs 35,000 on 5 January (Rs 5,000 of it ahead) and Rs 5,000 on 5 April: nothing more.
    expect(total).toMatchObject({ rentPaisa: 35_000_00, otherPaisa: 5_000_00, totalPaisa: 40_000_00 })
  })

  test('the report, its export sheet and /v1 agree to the paisa', async () => {
    const { member } = await issueMoveOut()
    const { total } = await getRentIncome(member.id, 2082)

    const workbook = await readWorkbook(await exportMemberWorkbook(member.id, 'en', { now: at('2026-05-01') }))
    const rows = sheetObjects(workbook, 'Rent income')
    const paisa = (value: unknown) => Math.round(Number(value) * 100)
    const yearRow = rows.find((row) => row['Month (B.S.)'] === 'FY 2082/83' && row.Property === 'All properties')!
    expect([yearRow['Rent (Rs.)'], yearRow['Other income (Rs.)'], yearRow['Total (Rs.)'], yearRow['House-rent tax (Rs.)']].map(paisa)).toEqual([total.rentPaisa, total.otherPaisa, total.totalPaisa, total.taxPaisa])
    const monthRows = rows.filter((row) => row.Property === 'All properties' && row['Month (B.S.)'] !== 'FY 2082/83')
    expect(monthRows.map((row) => paisa(row['Total (Rs.)']))).toEqual(total.months.map((month) => month.totalPaisa))
    expect(monthRows.map((row) => paisa(row['Of which credit (Rs.)']))).toEqual(total.months.map((month) => month.creditPaisa))

    const { token } = await createSession(member.id, 'API')
    const answer = await apiCall(rentIncomeRoute.loader, { path: '/v1/member/report/rent-income?fiscalYear=2082', token, params: {} })
    expect(answer.status).toBe(200)
    const data = (answer.body as { data: { total: { rent: number; other: number; credit: number; total: number; tax: number; months: Array<{ total: number; credit: number }> } } }).data
    expect([data.total.rent, data.total.other, data.total.credit, data.total.total, data.total.tax].map(paisa)).toEqual([total.rentPaisa, total.otherPaisa, total.creditPaisa, total.totalPaisa, total.taxPaisa])
    expect(data.total.months.map((month) => paisa(month.total))).toEqual(total.months.map((month) => month.totalPaisa))
    expect(data.total.months.map((month) => paisa(month.credit))).toEqual(total.months.map((month) => month.creditPaisa))
  })
})
