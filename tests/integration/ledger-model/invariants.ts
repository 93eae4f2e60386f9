// The invariants checked after every step (README.md lists them). The ledger-wide ones are a few
// grouped queries over the landlord's rows; the comparison of every view of one agreement (the
// landlord's, the tenant's, the statement, /v1) runs for the agreement the step touched, and for
// every agreement at the end of a sequence.
import { fiscalYearBounds, fiscalYearOf } from '~/domain/fiscal-year'
import type { Balance } from '~/domain/ledger'
import { countCurrentAgreements } from '~/services/agreements/agreements.server'
import { getLedger } from '~/services/ledger/ledger.server'
import { getRentIncome } from '~/services/reports/rent-income.server'
import { getRentCollected } from '~/services/reports/charts.server'
import { getStatement } from '~/services/ledger/statements.server'
import { countTenants } from '~/services/tenants/tenants.server'
import { getMyRentAgreement, listMyRentAgreements } from '~/services/my-rent/my-rent.server'
import { prisma } from '~/server/db.server'
import type { LedgerModel } from './model'
import { v1, type World } from './world'

export class InvariantBroken extends Error {}

function expectSame(what: string, actual: unknown, expected: unknown) {
  const a = JSON.stringify(actual)
  const e = JSON.stringify(expected)
  if (a !== e) throw new InvariantBroken(`${what}: the app has ${a}, expected ${e}`)
}

/** Each agreement: each charge's paid part is its allocations, none over-paid, no payment over-allocated. */
async function checkRows(memberId: number) {
  const broken = await prisma.$queryRaw<Array<{ kind: string; id: number; detail: string }>>`
    SELECT 'charge paid is not its allocations' AS kind, c."id", c."paidPaisa"::text || ' vs ' || COALESCE(SUM(al."amountPaisa"), 0)::text AS detail
    FROM "Charge" c JOIN "Agreement" a ON a."id" = c."agreementId" LEFT JOIN "PaymentAllocation" al ON al."chargeId" = c."id"
    WHERE a."memberId" = ${memberId}
    GROUP BY c."id" HAVING c."paidPaisa" <> COALESCE(SUM(al."amountPaisa"), 0) OR c."paidPaisa" > c."amountPaisa"
      OR (c."status" IN ('CANCELLED', 'BEFORE_BHADAA') AND c."paidPaisa" <> 0)
    UNION ALL
    SELECT 'payment allocates more than it has', p."id", p."amountPaisa"::text || ' vs ' || COALESCE(SUM(al."amountPaisa"), 0)::text
    FROM "Payment" p LEFT JOIN "PaymentAllocation" al ON al."paymentId" = p."id"
    WHERE p."memberId" = ${memberId}
    GROUP BY p."id" HAVING COALESCE(SUM(al."amountPaisa"), 0) > GREATEST(p."amountPaisa", 0) OR (p."voidedAt" IS NOT NULL AND COALESCE(SUM(al."amountPaisa"), 0) > 0)
    LIMIT 5`
  if (broken.length > 0) throw new InvariantBroken(`ledger rows: ${broken.map((row) => `${row.kind} (${row.id}: ${row.detail})`).join('; ')}`)
}

/**
 * Every rupee a tenant or a gateway paid is in exactly one payment with its own receipt number,
 * gapless per landlord; a payment without a receipt is only one of the kinds that have none by
 * design (an opening credit, a carry-over, a settlement's deposit applied or refund).
 */
async function checkMoney(model: LedgerModel, memberId: number) {
  const [payments, settlements, gateway] = await Promise.all([
    prisma.payment.findMany({
      where: { memberId },
      select: { id: true, agreementId: true, amountPaisa: true, paidOn: true, receiptNumber: true, voidedAt: true, openingCredit: true, carryOver: true },
    }),
    prisma.settlement.findMany({ where: { memberId }, select: { depositPaymentId: true, refundPaymentId: true } }),
    prisma.gatewayPayment.findMany({ where: { memberId }, select: { orderId: true, status: true, amountPaisa: true, paymentId: true } }),
  ])
  const byId = new Map(payments.map((payment) => [payment.id, payment]))
  const settlementPayments = new Set(settlements.flatMap((row) => [row.depositPaymentId, row.refundPaymentId]))
  const receipted = payments.filter((payment) => payment.receiptNumber !== null)
  for (const payment of payments) {
    if (payment.receiptNumber === null && !payment.openingCredit && !payment.carryOver && !settlementPayments.has(payment.id)) {
      throw new InvariantBroken(`payment ${payment.id} of ${Number(payment.amountPaisa) / 100} has no receipt number and is none of the receipt-less kinds`)
    }
    if (payment.receiptNumber !== null && (payment.openingCredit || payment.carryOver || settlementPayments.has(payment.id))) {
      throw new InvariantBroken(`payment ${payment.id} has a receipt number but is not money a tenant paid`)
    }
  }
  const numbers = receipted.map((payment) => payment.receiptNumber!).sort((a, b) => a - b)
  expectSame('receipt numbers (gapless from 1)', numbers, numbers.map((_, index) => index + 1))

  const expected = model.money.filter((money) => money.paymentId !== null)
  expectSame('receipted payments', receipted.length, expected.length)
  for (const money of expected) {
    const payment = byId.get(money.paymentId!)
    if (!payment) throw new InvariantBroken(`the ${money.source} payment ${money.paymentId} of ${money.amountPaisa / 100} is not in the ledger`)
    expectSame(`payment ${payment.id}`, [payment.agreementId, Number(payment.amountPaisa), payment.paidOn.toISOString().slice(0, 10), payment.voidedAt !== null], [
      money.agreementId,
      money.amountPaisa,
      money.paidOn,
      money.voided,
    ])
  }
  for (const order of model.orders) {
    const row = gateway.find((one) => one.orderId === order.orderId)
    if (!row) throw new InvariantBroken(`gateway order ${order.orderId} is not recorded`)
    const money = model.money.find((one) => one.orderId === order.orderId)
    const held = order.state === 'DONE' && money?.paymentId === null
    const done = !held ? 'COMPLETED' : money?.refunded ? 'REFUNDED' : 'NEEDS_DECISION'
    const state = { STARTED: ['INITIATED'], PENDING: ['PENDING'], DONE: [done], FAILED: ['FAILED'] }[order.state]
    if (!state.includes(String(row.status))) throw new InvariantBroken(`gateway order ${order.orderId}: ${row.status}, expected ${state.join(' or ')}`)
    const payment = row.paymentId === null ? null : byId.get(row.paymentId)
    if (order.state === 'DONE' && !held && (!payment || payment.amountPaisa !== row.amountPaisa)) {
      throw new InvariantBroken(`gateway order ${order.orderId} was completed at ${Number(row.amountPaisa) / 100} but its money is not one payment of that amount`)
    }
    if ((order.state !== 'DONE' || held) && row.paymentId !== null) throw new InvariantBroken(`gateway order ${order.orderId} is ${row.status} but has a payment`)
  }
}

/** The rent-income report of each fiscal year with money in it equals the model's (`thisYearOnly`: the year of today). */
export async function checkReport(model: LedgerModel, memberId: number, { thisYearOnly = false }: { thisYearOnly?: boolean } = {}) {
  const days = thisYearOnly ? [model.today] : [model.today, ...model.money.map((money) => money.paidOn), ...model.settlementIncome.map((event) => event.date)]
  const years = [...new Set(days.map(fiscalYearOf))]
  for (const year of years) {
    const bounds = fiscalYearBounds(year)
    const report = await getRentIncome(memberId, year)
    expectSame(`rent income of FY ${year}/${(year + 1) % 100} (paisa)`, report.total.totalPaisa, model.income(bounds.start, bounds.end))
    if (year === fiscalYearOf(model.today)) await checkChart(model, memberId, report.total.months)
  }
}

/**
 * The dashboard's chart (rent collected in the last six B.S. months, one SQL statement, ADR 068)
 * equals the rent-income report's rent (read through Prisma and counted in JS) in each of its
 * months of this fiscal year: two ways of counting the same ledger.
 */
async function checkChart(model: LedgerModel, memberId: number, reportMonths: ReadonlyArray<{ start: string; rentPaisa: number }>) {
  for (const month of await getRentCollected(memberId, model.today)) {
    const inReport = reportMonths.find((reported) => reported.start === month.start)
    if (inReport) expectSame(`the dashboard's chart, rent of the month from ${month.start} (paisa)`, month.rentCollectedPaisa, inReport.rentPaisa)
  }
}

/**
 * No unit has two current leases; the counts (dashboard, plans) count what has started and not
 * ended. A renewal takes nothing before its start day (no payment, not even a carry-over); once it
 * has started, the lease it renews holds no balance (what was open moved across, once).
 */
async function checkLeases(model: LedgerModel, memberId: number) {
  const today = model.today
  const [rows, agreements, tenants] = await Promise.all([
    prisma.$queryRaw<Array<{ id: number; unitId: number | null; status: string; startDate: Date; endDate: Date; unpaid: bigint; credit: bigint; payments: number }>>`
      SELECT a."id", a."unitId", a."status"::text AS "status", a."startDate", a."endDate",
        COALESCE((SELECT SUM(c."amountPaisa" - c."paidPaisa") FROM "Charge" c WHERE c."agreementId" = a."id" AND c."status" NOT IN ('CANCELLED', 'BEFORE_BHADAA')), 0)::bigint AS "unpaid",
        (COALESCE((SELECT SUM(p."amountPaisa") FROM "Payment" p WHERE p."agreementId" = a."id" AND p."voidedAt" IS NULL), 0)
          - COALESCE((SELECT SUM(c."paidPaisa") FROM "Charge" c WHERE c."agreementId" = a."id"), 0))::bigint AS "credit",
        (SELECT count(*) FROM "Payment" p WHERE p."agreementId" = a."id")::int AS "payments"
      FROM "Agreement" a WHERE a."memberId" = ${memberId}`,
    countCurrentAgreements(memberId),
    countTenants(memberId),
  ])
  const holding = new Map<number | null, number[]>()
  for (const row of rows) {
    const running = row.status === 'ACTIVE' && row.startDate.toISOString().slice(0, 10) <= today && row.endDate.toISOString().slice(0, 10) >= today
    if (running) holding.set(row.unitId, [...(holding.get(row.unitId) ?? []), row.id])
  }
  for (const [unitId, ids] of holding) if (ids.length > 1) throw new InvariantBroken(`unit ${unitId} has ${ids.length} current leases: ${ids.join(', ')}`)
  for (const lease of model.leases) {
    const row = rows.find((one) => one.id === lease.id)
    const terminated = lease.terminatedOn !== null
    if (!row || (row.status === 'TERMINATED') !== terminated) throw new InvariantBroken(`lease ${lease.id}: status ${row?.status}, terminated in the model: ${terminated}`)
    if (lease.renewedFromId !== null && model.isUpcoming(lease) && row.payments > 0) {
      throw new InvariantBroken(`renewal ${lease.id} starts on ${lease.startDate} but already holds ${row.payments} payments`)
    }
    const renewal = lease.renewedById === null ? null : model.lease(lease.renewedById)
    if (renewal && renewal.startDate <= today && (row.unpaid !== 0n || row.credit !== 0n)) {
      throw new InvariantBroken(`lease ${lease.id}: its renewal started on ${renewal.startDate}, yet it still holds ${Number(row.unpaid) / 100} unpaid and ${Number(row.credit) / 100} credit`)
    }
  }
  expectSame('current agreements counted', agreements, model.current().length)
  expectSame('current tenants counted', tenants, model.currentTenantCount())
}

const figuresOf = (balance: Balance) => ({ dueNow: balance.dueNowPaisa, overdue: balance.overduePaisa, credit: balance.creditPaisa, next: balance.next })

/** One agreement as the landlord, the tenant, the statement and /v1 see it: the same money. */
export async function checkViews(model: LedgerModel, world: World, agreementId: number, { withApi = true }: { withApi?: boolean } = {}) {
  const lease = model.lease(agreementId)
  const today = model.today
  const [landlord, tenant, statement, api, paidIn] = await Promise.all([
    getLedger(world.memberId, agreementId, { today }),
    getMyRentAgreement(lease.tenantPhone, agreementId, { today }),
    getStatement(world.memberId, agreementId, { to: '2099-12-31' }),
    withApi ? v1(world, 'GET', `/v1/member/agreement/${agreementId}/charges`) : null,
    prisma.payment.aggregate({ where: { agreementId, voidedAt: null }, _sum: { amountPaisa: true } }),
  ])
  const open = landlord.charges.filter((charge) => charge.status === 'DUE' || charge.status === 'PARTIAL')
  const unpaid = open.reduce((sum, charge) => sum + charge.amountPaisa - charge.paidPaisa, 0)
  const counted = landlord.charges.filter((charge) => charge.status !== 'CANCELLED' && charge.status !== 'BEFORE_BHADAA')
  const charged = counted.reduce((sum, charge) => sum + charge.amountPaisa, 0)
  const allocated = counted.reduce((sum, charge) => sum + charge.paidPaisa, 0)
  expectSame(`lease ${agreementId}: charges − allocations = unpaid`, charged - allocated, unpaid)
  expectSame(`lease ${agreementId}: the tenant's balance`, figuresOf(tenant.balance), figuresOf(landlord.balance))
  expectSame(`lease ${agreementId}: the tenant's charges`, tenant.ledger.charges, landlord.charges)
  if (api) {
    const data = (api.data as { balance: { dueNow: number; overdue: number; credit: number } }).balance
    expectSame(`lease ${agreementId}: /v1's balance (paisa)`, [data.dueNow, data.overdue, data.credit].map((rupees) => Math.round(rupees * 100)), [
      landlord.balance.dueNowPaisa,
      landlord.balance.overduePaisa,
      landlord.balance.creditPaisa,
    ])
  }
  // The statement's closing balance is what is owed on every charge less the money not yet spent.
  const credit = Number(paidIn._sum.amountPaisa ?? 0n) - allocated
  expectSame(`lease ${agreementId}: the statement's closing balance`, statement.closingBalancePaisa, unpaid - credit)
  const notYetDue = open.filter((charge) => charge.dueDate > today).reduce((sum, charge) => sum + charge.amountPaisa - charge.paidPaisa, 0)
  expectSame(`lease ${agreementId}: due now`, landlord.balance.dueNowPaisa, unpaid - notYetDue)
}

/**
 * After a step: the ledger-wide invariants, and the views of the agreement it touched. To keep a
 * step cheap, the report is read after steps that may change what was received, for the fiscal
 * year of today (every year with money at the end of the sequence), and /v1's view (a whole request through its route) after the steps that went
 * through the web or /v1 (every agreement's at the end).
 */
export async function checkInvariants(model: LedgerModel, world: World, touched: number | null, { withApi, report }: { withApi: boolean; report: boolean }) {
  await Promise.all([
    timed('rows', checkRows(world.memberId)),
    timed('money', checkMoney(model, world.memberId)),
    report ? timed('report', checkReport(model, world.memberId, { thisYearOnly: true })) : null,
    timed('leases', checkLeases(model, world.memberId)),
    touched === null ? null : timed('views', checkViews(model, world, touched, { withApi })),
  ])
}

/** With LEDGER_MODEL_PROFILE: how long each check took, summed (printed at the end of the run). */
export const checkTimes = new Map<string, number>()
async function timed(name: string, check: Promise<void>) {
  const began = performance.now()
  await check
  checkTimes.set(name, (checkTimes.get(name) ?? 0) + performance.now() - began)
}

/** My Rent: each tenant sees one current lease per unit, the ones the model says are current. */
export async function checkMyRent(model: LedgerModel) {
  for (const phone of new Set(model.leases.map((lease) => lease.tenantPhone))) {
    const tenancies = await listMyRentAgreements(phone, { today: model.today })
    const current = tenancies.filter((tenancy) => tenancy.agreement.state === 'current').map((tenancy) => tenancy.agreement.id)
    const expected = model.current().filter((lease) => lease.tenantPhone === phone).map((lease) => lease.id)
    expectSame(`My Rent of ${phone}: current leases`, [...current].sort(), [...expected].sort())
  }
}
