// An early renewal (DESIGN §11, ADR 021): made months before the end, the renewal is upcoming. The
// running agreement keeps its charges, payments, balance and pay link, and takes every payment; on
// the renewal's start day the daily job moves only the balance still open, once (a second run, or a
// late one, moves nothing more and dates it the start day). Counts and plan limits count started
// agreements only; My Rent shows one current lease per unit; the renewal's terms may still change.
import { afterAll, describe, expect, test } from 'vitest'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { AgreementChangeSchema, RenewalSchema } from '~/schemas/agreement-change-schemas'
import { ProofCreateSchema } from '~/schemas/payment-proof-schemas'
import { changeAgreement } from '~/services/agreements/changes.server'
import { renewAgreement, startDueRenewals } from '~/services/agreements/renewals.server'
import { countCurrentAgreements, getAgreement, listCurrentAgreements } from '~/services/agreements/agreements.server'
import { createAgreement } from '~/services/agreements/create.server'
import { readDashboard } from '~/services/reports/dashboard-read.server'
import { getLedger, recordPayment } from '~/services/ledger/ledger.server'
import { ensurePayCode, payLinkAgreement } from '~/services/payments/pay-links.server'
import { submitProof } from '~/services/payments/proofs.server'
import { countPlanUsage } from '~/services/plans/plans.server'
import { createProperty } from '~/services/properties/properties.server'
import { countTenants, getTenantProfile } from '~/services/tenants/tenants.server'
import { listMyRentAgreements } from '~/services/my-rent/my-rent.server'
import { agreementCardJson } from '~/v1/agreements-json.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { uniquePhone } from '../../support/fixtures'
import { callRoute, formPost, signedInCookie } from '../../support/route-call'
import { at, expectConsistent, leasedHouse, paymentInput } from '../ledger/support'
import { parsed, payload } from './support'
import { propertyInput } from '../properties/support'

afterAll(() => stopQueueClient())

const renewal = (body: Record<string, unknown> = {}) => RenewalSchema.parse({ endDate: '2027-12-31', leaseAmount: 11000, reason: 'Second year', ...body })
const ledgerOf = async (memberId: number, agreementId: number, today: string) => {
  const { charges, payments, balance } = await getLedger(memberId, agreementId, { today })
  return { charges, payments, balance }
}

/** A lease of 2026 (Rs. 10,000 on the 5th), January to July paid, renewed on 20 August for 2027. */
async function renewedInAugust() {
  const lease = await leasedHouse()
  const { member, agreement } = lease
  await recordPayment(member.id, agreement.id, paymentInput({ amount: 70000, paidOn: '2026-07-05' }), { now: at('2026-07-05') })
  const code = await ensurePayCode(agreement.id)
  const before = await ledgerOf(member.id, agreement.id, '2026-08-20')
  const result = await renewAgreement(member.id, agreement.id, renewal(), { now: at('2026-08-20') })
  return { ...lease, code, before, result }
}

describe('an early renewal leaves the running agreement alone until it starts', () => {
  test('the running agreement keeps its charges, balance and pay link; the renewal is upcoming', async () => {
    const { member, agreement, code, before, result } = await renewedInAugust()
    expect(result).toMatchObject({ isUpcoming: true, startsOn: '2027-01-01', carriedOverPaisa: 0 })
    expect(await ledgerOf(member.id, agreement.id, '2026-08-20')).toEqual(before)
    expect(before.balance.dueNowPaisa).toBe(10_000_00) // August's rent, due on the 5th
    expect(await prisma.payment.count({ where: { agreementId: { in: [agreement.id, result.agreementId] }, carryOver: true } })).toBe(0)

    // The pay link stays on the running agreement; the renewal's page hands out the same one.
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).payCode).toBe(code)
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: result.agreementId } })).payCode).toBeNull()
    expect(await ensurePayCode(result.agreementId)).toBe(code)
    expect((await payLinkAgreement(code, '2026-08-20')).id).toBe(agreement.id)

    // The renewal's own ledger holds only its future schedule, nothing due.
    const next = await ledgerOf(member.id, result.agreementId, '2026-08-20')
    expect(next.charges.every((charge) => charge.dueDate >= '2027-01-01')).toBe(true)
    expect(next.balance.dueNowPaisa).toBe(0)
  })

  test('every payment goes to the running agreement; one on the renewal is refused with a clear message, nothing written', async () => {
    const { member, agreement, result } = await renewedInAugust()
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 10000, paidOn: '2026-08-21' }), { now: at('2026-08-21') })
    expect((await ledgerOf(member.id, agreement.id, '2026-08-21')).balance.dueNowPaisa).toBe(0)

    await expect(recordPayment(member.id, result.agreementId, paymentInput({ amount: 10000, paidOn: '2026-08-21' }), { now: at('2026-08-21') })).rejects.toMatchObject({
      fields: { paidOn: ['ledger.error.renewalNotStarted'] },
    })
    const { phone } = await prisma.tenant.findFirstOrThrow({ where: { agreements: { some: { id: agreement.id } } } })
    const proof = ProofCreateSchema.parse({ amount: '10000', paidOn: '2026-08-21', method: 'CASH', reference: '' })
    await expect(submitProof(phone, result.agreementId, proof, null, { today: '2026-08-21' })).rejects.toMatchObject({ fields: { paidOn: ['ledger.error.renewalNotStarted'] } })
    expect(await prisma.payment.count({ where: { agreementId: result.agreementId } })).toBe(0)
    expect(await prisma.paymentProof.count({ where: { agreementId: result.agreementId } })).toBe(0)
  })
})

describe('on the start day the daily job moves only the open balance, once', () => {
  test('November and December unpaid: two copies, overdue still, one carry-over dated the start day; a second and a late run move nothing', async () => {
    const { member, agreement, code, result } = await renewedInAugust()
    for (const month of ['08', '09', '10']) await recordPayment(member.id, agreement.id, paymentInput({ amount: 10000, paidOn: `2026-${month}-25` }), { now: at(`2026-${month}-25`) })
    expect(await startDueRenewals({ today: '2026-12-31', now: at('2026-12-31'), memberId: member.id })).toBe(0)
    expect((await ledgerOf(member.id, agreement.id, '2026-12-31')).balance.dueNowPaisa).toBe(20_000_00)

    // The job missed the 1st: the run of the 3rd catches up, dated the 1st.
    expect(await startDueRenewals({ today: '2027-01-03', now: at('2027-01-03'), memberId: member.id })).toBe(1)
    expect(await startDueRenewals({ today: '2027-01-03', now: at('2027-01-03'), memberId: member.id })).toBe(0)
    expect(await startDueRenewals({ today: '2027-01-04', now: at('2027-01-04'), memberId: member.id })).toBe(0)

    const moved = await prisma.payment.findMany({ where: { agreementId: { in: [agreement.id, result.agreementId] }, carryOver: true } })
    expect(moved.map((payment) => [payment.agreementId, Number(payment.amountPaisa), payment.paidOn.toISOString().slice(0, 10)])).toEqual([[agreement.id, 20_000_00, '2027-01-01']])
    const copies = await prisma.charge.findMany({ where: { agreementId: result.agreementId, idempotencyKey: { startsWith: 'renewal:' } }, orderBy: { dueDate: 'asc' } })
    expect(copies.map((charge) => [charge.dueDate.toISOString().slice(0, 10), Number(charge.amountPaisa)])).toEqual([
      ['2026-11-05', 10_000_00],
      ['2026-12-05', 10_000_00],
    ])
    expect((await ledgerOf(member.id, agreement.id, '2027-01-03')).balance.dueNowPaisa).toBe(0)
    const next = await ledgerOf(member.id, result.agreementId, '2027-01-03')
    expect(next.balance).toMatchObject({ dueNowPaisa: 20_000_00, overduePaisa: 20_000_00 })
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: result.agreementId } })).payCode).toBe(code)
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).payCode).toBeNull()
    expect((await payLinkAgreement(code, '2027-01-03')).id).toBe(result.agreementId)
    // From now on payments go to the renewal.
    await recordPayment(member.id, result.agreementId, paymentInput({ amount: 20000, paidOn: '2027-01-03' }), { now: at('2027-01-03') })
    await expectConsistent(agreement.id)
    await expectConsistent(result.agreementId)
  })

  test('money paid before the hand-over and recorded after it goes to the renewal with its own date; the ended lease keeps no credit', async () => {
    const { member, agreement, result } = await renewedInAugust()
    for (const month of ['08', '09', '10']) await recordPayment(member.id, agreement.id, paymentInput({ amount: 10000, paidOn: `2026-${month}-25` }), { now: at(`2026-${month}-25`) })
    expect(await startDueRenewals({ today: '2027-01-01', now: at('2027-01-01'), memberId: member.id })).toBe(1)

    // Cash taken on 30 December, written down on the 5th: the receipt names the old lease's page.
    const late = await recordPayment(member.id, agreement.id, paymentInput({ amount: 10000, paidOn: '2026-12-30' }), { now: at('2027-01-05') })
    expect(late).toMatchObject({ agreementId: result.agreementId, paidOn: '2026-12-30', receiptNumber: 5 })
    const old = await ledgerOf(member.id, agreement.id, '2027-01-05')
    expect(old.payments.map((payment) => payment.receiptNumber)).toEqual([4, 3, 2, 1])
    expect(old.balance).toMatchObject({ dueNowPaisa: 0, creditPaisa: 0 })
    // December's copy is paid; January's new rent (Rs 11,000, due on the 5th) is due.
    expect((await ledgerOf(member.id, result.agreementId, '2027-01-05')).balance).toMatchObject({ dueNowPaisa: 21_000_00, overduePaisa: 10_000_00 })
    // Before the old lease's start it is still refused on its date, and nothing is written.
    await expect(recordPayment(member.id, agreement.id, paymentInput({ amount: 10000, paidOn: '2025-12-30' }), { now: at('2027-01-05') })).rejects.toMatchObject({ fields: { paidOn: ['ledger.error.paidBeforeStart'] } })
    expect(await prisma.payment.count({ where: { agreementId: { in: [agreement.id, result.agreementId] }, carryOver: false } })).toBe(5)
    await expectConsistent(agreement.id)
    await expectConsistent(result.agreementId)
  })

  test('the agreement page of a handed-over lease records on the renewal and shows it there', async () => {
    const { member, agreement, result } = await renewedInAugust()
    await startDueRenewals({ today: '2027-01-01', now: at('2027-01-01'), memberId: member.id })
    const paidOn = nepalToday()
    const outcome = await callRoute(
      formPost(`/agreements/${agreement.id}`, { intent: 'record-payment', calendarType: 'AD', amount: '2500', paidOn, method: 'CASH', reference: '', note: '' }, { cookie: await signedInCookie(member.id) }),
    )
    expect({ status: outcome.status, location: outcome.headers.get('Location') }).toEqual({ status: 302, location: `/agreements/${result.agreementId}#agreement-ledger` })
    const payments = await prisma.payment.findMany({ where: { agreementId: { in: [agreement.id, result.agreementId] }, carryOver: false, receiptNumber: { gt: 1 } } })
    expect(payments.map((payment) => [payment.agreementId, Number(payment.amountPaisa)])).toEqual([[result.agreementId, 2_500_00]])
  })

  test('nothing open at the end: nothing moves but the pay link; a renewal terminated before its start never takes over', async () => {
    const { member, agreement, result } = await renewedInAugust()
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 50000, paidOn: '2026-08-25' }), { now: at('2026-08-25') })
    expect(await startDueRenewals({ today: '2027-01-01', now: at('2027-01-01'), memberId: member.id })).toBe(1)
    expect(await prisma.payment.count({ where: { agreementId: { in: [agreement.id, result.agreementId] }, carryOver: true } })).toBe(0)
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: result.agreementId } })).renewalStartedAt).not.toBeNull()

    const other = await renewedInAugust()
    await prisma.agreement.update({ where: { id: other.result.agreementId }, data: { status: 'TERMINATED' } })
    expect(await startDueRenewals({ today: '2027-01-01', now: at('2027-01-01'), memberId: other.member.id })).toBe(0)
    expect((await prisma.agreement.findUniqueOrThrow({ where: { id: other.agreement.id } })).payCode).toBe(other.code)
  })

  test('renewed on or after its start day (on time): it takes over at once, as the job would', async () => {
    const { member, agreement } = await leasedHouse({ endDate: '2026-06-30' })
    await recordPayment(member.id, agreement.id, paymentInput({ amount: 50000, paidOn: '2026-05-05' }), { now: at('2026-05-05') })
    const late = await renewAgreement(member.id, agreement.id, renewal({ endDate: '2027-06-30' }), { now: at('2026-07-02') })
    expect(late).toMatchObject({ isUpcoming: false, startsOn: '2026-07-01', carriedOverPaisa: 10_000_00 })
    expect(await startDueRenewals({ today: '2026-07-02', now: at('2026-07-02'), memberId: member.id })).toBe(0)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id, carryOver: true } })).toBe(1)
  })
})

describe('counts, lists and the tenant count only started agreements', () => {
  // Real dates: the dashboard, the plan and the index read Nepal's today.
  const today = nepalToday()

  async function runningAndRenewed() {
    const lease = await leasedHouse({ startDate: addAdDays(today, -200), endDate: addAdDays(today, 120) })
    const result = await renewAgreement(lease.member.id, lease.agreement.id, renewal({ endDate: addAdDays(today, 500) }))
    return { ...lease, result }
  }

  test('the dashboard, /plans, the counts and the tenant list do not count the upcoming renewal; the index lists it as upcoming', async () => {
    const { member, agreement, result } = await runningAndRenewed()
    expect(await countCurrentAgreements(member.id)).toBe(1)
    expect(await countTenants(member.id)).toBe(1)
    expect(await countPlanUsage(member.id)).toMatchObject({ agreements: 1, tenants: 1 })
    expect((await readDashboard({ id: member.id, phone: uniquePhone() })).counts).toMatchObject({ agreements: 1, tenants: 1 })
    const listed = await listCurrentAgreements(member.id)
    expect(listed.map((line) => [line.id, line.state, line.isCurrent]).sort()).toEqual(
      [
        [agreement.id, 'current', true],
        [result.agreementId, 'upcoming', false],
      ].sort(),
    )
    const upcoming = await getAgreement(member.id, result.agreementId)
    expect(agreementCardJson(member.id, upcoming)).toMatchObject({ state: 'upcoming', current: false, startsOn: addAdDays(today, 121) })
    expect(agreementCardJson(member.id, await getAgreement(member.id, agreement.id))).toMatchObject({ state: 'current', current: true, startsOn: null })
    const profile = await getTenantProfile(member.id, agreement.tenant.id)
    expect(profile.agreements.map((line) => line.state).sort()).toEqual(['current', 'upcoming'])

    // On its start day it counts, and the old one does not.
    expect(await countCurrentAgreements(member.id, prisma, addAdDays(today, 121))).toBe(1)
    expect(await countCurrentAgreements(member.id, prisma, addAdDays(today, 120))).toBe(1)
  })

  test('a lease made ahead of time is not counted until it starts, and holds its property from now', async () => {
    const { member } = await leasedHouse({ startDate: addAdDays(today, -200), endDate: addAdDays(today, 120) })
    const house = await createProperty(member.id, propertyInput({ name: 'Hill House', division: false }))
    const ahead = (fields: Record<string, unknown>) =>
      parsed(payload({ name: 'Hill lease', propertyId: house.id, tenantPhone: uniquePhone(), tenantPreferredLanguage: 'ENG', startDate: addAdDays(today, 30), endDate: addAdDays(today, 400), leaseAmount: 9000, paymentDayOfMonth: 5, ...fields }))
    await createAgreement(member.id, ahead({}))
    expect(await countCurrentAgreements(member.id)).toBe(1)
    expect(await countTenants(member.id)).toBe(1)
    expect((await readDashboard({ id: member.id, phone: uniquePhone() })).counts.agreements).toBe(1)
    expect(await countCurrentAgreements(member.id, prisma, addAdDays(today, 30))).toBe(2)
    // The house is taken from now: not free to let twice.
    await expect(createAgreement(member.id, ahead({ name: 'Second' }))).rejects.toMatchObject({ name: 'ConflictError' })

  })

  test('My Rent shows one current lease for the unit and the renewal as upcoming, pointing payments to the running one', async () => {
    const { agreement, result } = await runningAndRenewed()
    const { phone } = await prisma.tenant.findFirstOrThrow({ where: { agreements: { some: { id: agreement.id } } } })
    const tenancies = await listMyRentAgreements(phone)
    expect(tenancies.map((tenancy) => [tenancy.agreement.id, tenancy.agreement.state, tenancy.paymentsGoTo])).toEqual([
      [agreement.id, 'current', null],
      [result.agreementId, 'upcoming', agreement.id],
    ])
    expect(tenancies.filter((tenancy) => tenancy.agreement.isCurrent)).toHaveLength(1)
  })
})

describe('the renewal’s terms may change before it starts', () => {
  test('a new rent from its start rewrites its charges; a date before its start is a field error', async () => {
    const { member, agreement, before, result } = await renewedInAugust()
    const changed = await changeAgreement(member.id, result.agreementId, AgreementChangeSchema.parse({ effectiveDate: '2027-01-01', leaseAmount: 12000, reason: 'Agreed again' }), { now: at('2026-09-01') })
    expect(changed.rewritten).toBe(12)
    const rents = await prisma.charge.findMany({ where: { agreementId: result.agreementId, kind: 'RENT', status: { not: 'CANCELLED' } } })
    expect(rents.every((charge) => charge.amountPaisa === 12_000_00n)).toBe(true)
    await expect(
      changeAgreement(member.id, result.agreementId, AgreementChangeSchema.parse({ effectiveDate: '2026-12-01', leaseAmount: 13000, reason: 'Too early' }), { now: at('2026-09-01') }),
    ).rejects.toMatchObject({ fields: { effectiveDate: ['changes.error.effectiveOutside'] } })
    // The running agreement is untouched.
    expect((await ledgerOf(member.id, agreement.id, '2026-08-20')).charges).toEqual(before.charges)
  })
})
