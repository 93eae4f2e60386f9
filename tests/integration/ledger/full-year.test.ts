// A year of one agreement against PostgreSQL: with meter readings,
// an extra charge, a late fee and a waiver, a rent change mid-year, a renewal and a move-out
// settlement with deductions. After every step the statement balances (its running balance, its
// totals and the ledger's rows agree); at the end the Excel export and the rent-income report
// agree with the statements.
import { afterAll, expect, test } from 'vitest'
import { AgreementChangeSchema, RenewalSchema } from '~/schemas/agreement-change-schemas'
import { ExtraChargeSchema, LateFeeRuleSchema } from '~/schemas/charge-schemas'
import { MeterRateSchema, ReadingCreateSchema } from '~/schemas/meter-schemas'
import { changeAgreement } from '~/services/agreements/changes.server'
import { renewAgreement, startDueRenewals } from '~/services/agreements/renewals.server'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { exportMemberWorkbook } from '~/services/reports/export.server'
import { addExtraCharge, cancelCharge } from '~/services/ledger/extra-charges.server'
import { addLateFees, setLateFeeRule } from '~/services/ledger/late-fees.server'
import { recordPayment } from '~/services/ledger/ledger.server'
import { recordAgreementReading } from '~/services/meters/readings.server'
import { setMeterRate } from '~/services/meters/meters.server'
import { getRentIncome } from '~/services/reports/rent-income.server'
import { recordDepositReceived, settleAgreement } from '~/services/settlements/settlements.server'
import { getStatement } from '~/services/ledger/statements.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { readWorkbook, sheetObjects } from '../../support/xlsx'
import { at, expectConsistent, leasedHouse, paymentInput } from '../ledger/support'

afterAll(() => stopQueueClient())

const FAR = { from: '2025-01-01', to: '2028-12-31' }

/** The statement over every day balances, and agrees with the ledger's rows. */
async function expectBalanced(memberId: number, agreementId: number) {
  const statement = await getStatement(memberId, agreementId, FAR)
  let balance = statement.openingBalancePaisa
  for (const line of statement.lines) {
    balance += line.type === 'CHARGE' || line.type === 'PAYMENT_OUT' ? line.amountPaisa : -line.amountPaisa
    expect(line.balancePaisa).toBe(balance)
  }
  expect(statement.closingBalancePaisa).toBe(balance)
  expect(statement.closingBalancePaisa).toBe(statement.openingBalancePaisa + statement.chargedPaisa - statement.receivedPaisa + statement.paidOutPaisa)
  const [charges, payments] = await Promise.all([
    prisma.charge.aggregate({ where: { agreementId, status: { notIn: ['CANCELLED', 'BEFORE_BHADAA'] } }, _sum: { amountPaisa: true } }),
    prisma.payment.aggregate({ where: { agreementId, voidedAt: null }, _sum: { amountPaisa: true } }),
  ])
  expect(statement.closingBalancePaisa).toBe(Number(charges._sum.amountPaisa ?? 0n) - Number(payments._sum.amountPaisa ?? 0n))
  await expectConsistent(agreementId)
  return statement
}

test('a year of one agreement: readings, extra charge, late fee and waiver, rent change, renewal, move-out; statement, export and report agree', async () => {
  const { member, agreement } = await leasedHouse() // 2026-01-01 to 2026-12-31, Rs. 10,000 due on the 5th
  const id = agreement.id
  const step = () => expectBalanced(member.id, id)
  await recordDepositReceived(member.id, id, { amountPaisa: 20_000_00, receivedOn: '2026-01-01', method: 'CASH' })

  // Electricity on a meter: 12.50 a unit; readings on the 1st, due 7 days later.
  await setMeterRate(member.id, id, MeterRateSchema.parse({ utilityId: 'Electricity', rate: '12.50', fixed: '0', effectiveFrom: '2026-01-01' }))
  const read = (readOn: string, reading: string) => recordAgreementReading(member.id, id, ReadingCreateSchema.parse({ utilityId: 'Electricity', readOn, reading }), { now: at(readOn) })
  await read('2026-01-01', '1000')
  await recordPayment(member.id, id, paymentInput({ amount: 10000, paidOn: '2026-01-05' }), { now: at('2026-01-05') })
  await read('2026-02-01', '1100') // 100 units: Rs. 1,250
  await step()

  // A late fee on February's unpaid rent, waived; the next run does not add it again.
  await setLateFeeRule(member.id, id, LateFeeRuleSchema.parse({ kind: 'FLAT', graceDays: 5, value: 500 }).rule)
  await addLateFees(at('2026-02-11'))
  const fee = await prisma.charge.findFirstOrThrow({ where: { agreementId: id, kind: 'LATE_FEE' } })
  await cancelCharge(member.id, fee.id, 'First time', { now: at('2026-02-12') })
  await addLateFees(at('2026-02-14')) // the metered charge (due 8 Feb) now gets its fee, kept
  expect(await prisma.charge.count({ where: { agreementId: id, kind: 'LATE_FEE' } })).toBe(2)
  await step()

  await recordPayment(member.id, id, paymentInput({ amount: 11750, paidOn: '2026-02-20' }), { now: at('2026-02-20') })
  await addExtraCharge(member.id, id, ExtraChargeSchema.parse({ description: 'Water tanker', amount: 1500, dueDate: '2026-03-12' }), { now: at('2026-03-01') })
  await read('2026-03-01', '1180') // 80 units: Rs. 1,000
  await recordPayment(member.id, id, paymentInput({ amount: 12500, paidOn: '2026-03-10' }), { now: at('2026-03-10') })
  await step()

  // The rent changes mid-year: Rs. 12,000 from 1 June. January to May stay as they are.
  await recordPayment(member.id, id, paymentInput({ amount: 20000, paidOn: '2026-04-05' }), { now: at('2026-04-05') })
  await changeAgreement(member.id, id, AgreementChangeSchema.parse({ effectiveDate: '2026-06-01', leaseAmount: 12000, reason: 'Market rent' }), { now: at('2026-05-20') })
  const rents = await prisma.charge.findMany({ where: { agreementId: id, kind: 'RENT', status: { not: 'CANCELLED' } }, orderBy: { dueDate: 'asc' } })
  expect(rents.map((charge) => Number(charge.amountPaisa) / 100)).toEqual([10000, 10000, 10000, 10000, 10000, 12000, 12000, 12000, 12000, 12000, 12000, 12000])
  await step()
  for (const month of ['06', '07', '08', '09', '10']) await recordPayment(member.id, id, paymentInput({ amount: 12000, paidOn: `2026-${month}-05` }), { now: at(`2026-${month}-05`) })
  await step()

  // Renewed for 2027 in December: on 1 January what is still owed (November's and December's rent,
  // part of May's, the fee) moves with it (the daily job; changed with ADR 021's 2026-11-28 rule,
  // before it moved when the renewal was made).
  const renewal = await renewAgreement(member.id, id, RenewalSchema.parse({ endDate: '2027-12-31', reason: 'Another year' }), { now: at('2026-12-20') })
  const next = renewal.agreementId
  const owedAtEnd = (await step()).closingBalancePaisa
  expect(owedAtEnd).toBeGreaterThan(0)
  await startDueRenewals({ today: '2027-01-01', now: at('2027-01-01'), memberId: member.id })
  const old = await step()
  expect(old.closingBalancePaisa).toBe(0)
  const renewed = await expectBalanced(member.id, next)
  expect(renewed.lines.filter((line) => line.type === 'CHARGE' && line.date < '2027-01-01').reduce((sum, line) => sum + line.amountPaisa, 0)).toBe(owedAtEnd)
  expect((await prisma.agreement.findUniqueOrThrow({ where: { id: next } })).depositPaisa).toBe(20_000_00n)

  // Moves out in February 2027: terminated, the deposit settled with a deduction.
  await recordPayment(member.id, next, paymentInput({ amount: 30000, paidOn: '2027-01-05' }), { now: at('2027-01-05') })
  await terminateAgreement(member.id, next, { now: at('2027-02-10') })
  await expectBalanced(member.id, next)
  const settlement = await settleAgreement(member.id, next, { deductions: [{ reason: 'Broken window', amountPaisa: 3_000_00 }], refundMethod: 'CASH' }, { now: at('2027-02-15') })
  const final = await expectBalanced(member.id, next)
  expect(final.closingBalancePaisa).toBe(settlement.owedPaisa)

  // The export's charges and payments of both agreements give the same balance as the statements.
  const workbook = await readWorkbook(await exportMemberWorkbook(member.id, 'en', { now: at('2027-02-15') }))
  const sum = (rows: Array<Record<string, unknown>>, column: string) => Math.round(rows.reduce((total, row) => total + Number(row[column] ?? 0), 0) * 100)
  const liveCharges = sheetObjects(workbook, 'Charges').filter((row) => row.Status !== 'CANCELLED' && row.Status !== 'BEFORE_BHADAA')
  const statementCharged = old.chargedPaisa + final.chargedPaisa
  expect(sum(liveCharges, 'Amount (Rs.)')).toBe(statementCharged)
  const payments = sheetObjects(workbook, 'Payments').filter((row) => !row['Voided on'] && !row.Voided)
  expect(sum(payments, 'Amount (Rs.)')).toBe(old.receivedPaisa - old.paidOutPaisa + final.receivedPaisa - final.paidOutPaisa)

  // The rent-income report counts the money kept: every payment in but the carry-over ones and the
  // deposit, plus the part of the deposit spent on charges (the deposit in, less the refund).
  const carriedIn = await prisma.payment.aggregate({ where: { agreementId: { in: [id, next] }, carryOver: true, amountPaisa: { gt: 0 } }, _sum: { amountPaisa: true } })
  const [fy82, fy83] = await Promise.all([getRentIncome(member.id, 2082), getRentIncome(member.id, 2083)])
  expect(fy82.total.totalPaisa + fy83.total.totalPaisa).toBe(old.receivedPaisa + final.receivedPaisa - Number(carriedIn._sum.amountPaisa ?? 0n) - settlement.refundPaisa)
  const rentReceived = await prisma.paymentAllocation.aggregate({
    where: { charge: { kind: 'RENT', agreementId: { in: [id, next] } }, payment: { carryOver: false, voidedAt: null } },
    _sum: { amountPaisa: true },
  })
  expect(fy82.total.rentPaisa + fy83.total.rentPaisa).toBe(Number(rentReceived._sum.amountPaisa ?? 0n))
})
