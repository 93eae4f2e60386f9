// What happens to an upcoming renewal when the lease ends early (DESIGN §11, ADR 021): terminating
// the running agreement cancels its renewal in the same transaction (every charge CANCELLED, nothing
// deleted, the unit free, the deposit settled on the running agreement); an upcoming renewal can be
// cancelled on its own, after which the running agreement may be renewed again. Once the renewal
// has started the old agreement is past and cannot be terminated, so the renewal is never touched.
// The same through DELETE /v1/member/agreement/{id}.
import { afterAll, describe, expect, test } from 'vitest'
import * as agreementRoute from '~/routes/v1/member.agreement.$id'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { RenewalSchema } from '~/schemas/agreement-change-schemas'
import { renewAgreement, renewalLinks, startDueRenewals } from '~/services/agreements/renewals.server'
import { countCurrentAgreements, getAgreement } from '~/services/agreements/agreements.server'
import { createAgreement } from '~/services/agreements/create.server'
import { previewTermination, terminateAgreement } from '~/services/agreements/termination.server'
import { getLedger, recordPayment } from '~/services/ledger/ledger.server'
import { previewSettlement, settleAgreement } from '~/services/settlements/settlements.server'
import { createSession } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { uniquePhone } from '../../support/fixtures'
import { at, expectConsistent, leasedHouse, paymentInput } from '../ledger/support'
import { apiCall } from '../../support/api-call'
import { parsed, payload } from './support'

afterAll(() => stopQueueClient())

const renewal = (body: Record<string, unknown> = {}) => RenewalSchema.parse({ endDate: '2027-12-31', leaseAmount: 11000, reason: 'Second year', ...body })
const stored = (agreementId: number) => prisma.agreement.findUniqueOrThrow({ where: { id: agreementId } })
const chargesOf = (agreementId: number) => prisma.charge.findMany({ where: { agreementId }, orderBy: { id: 'asc' } })

/** A lease of 2026 (Rs. 10,000 on the 5th, deposit Rs. 20,000), January to July paid, renewed on 20 August for 2027. */
async function renewedInAugust() {
  const lease = await leasedHouse({ deposit: 20000 })
  const { member, agreement } = lease
  await recordPayment(member.id, agreement.id, paymentInput({ amount: 70000, paidOn: '2026-07-05' }), { now: at('2026-07-05') })
  const result = await renewAgreement(member.id, agreement.id, renewal(), { now: at('2026-08-20') })
  return { ...lease, renewalId: result.agreementId }
}

describe('terminating the running agreement while its renewal is upcoming', () => {
  test('the preview says the renewal is cancelled too; nothing is written', async () => {
    const { member, agreement, renewalId } = await renewedInAugust()
    const preview = await previewTermination(member.id, agreement.id, { now: at('2026-09-01'), moveOutDate: '2026-09-15', proRata: false })
    expect(preview).toMatchObject({ moveOutDate: '2026-09-15', isUpcoming: false, renewal: { id: renewalId, startsOn: '2027-01-01' } })
    expect((await stored(renewalId)).status).toBe('ACTIVE')
    expect((await chargesOf(renewalId)).every((charge) => charge.status !== 'CANCELLED')).toBe(true)
  })

  test('cancels the renewal in the same transaction: every charge CANCELLED with a reason, nothing deleted; it never starts', async () => {
    const { member, agreement, renewalId } = await renewedInAugust()
    const before = await chargesOf(renewalId)
    expect(before.length).toBeGreaterThan(0)
    await terminateAgreement(member.id, agreement.id, { now: at('2026-09-01'), moveOutDate: '2026-09-15' })

    expect(await stored(agreement.id)).toMatchObject({ status: 'TERMINATED' })
    const next = await stored(renewalId)
    expect(next).toMatchObject({ status: 'TERMINATED', renewedFromId: null, renewalStartedAt: null })
    expect((await getAgreement(member.id, renewalId)).state).toBe('past')
    const after = await chargesOf(renewalId)
    expect(after.map((charge) => charge.id)).toEqual(before.map((charge) => charge.id))
    expect(after.every((charge) => charge.status === 'CANCELLED' && charge.cancelReason === 'The renewed agreement ended')).toBe(true)
    const { balance } = await getLedger(member.id, renewalId, { today: '2026-09-01' })
    expect(balance.dueNowPaisa).toBe(0)
    await expectConsistent(renewalId)

    // The history still links them; the renewal's start day moves nothing.
    expect(await renewalLinks(member.id, renewalId)).toEqual({ renewedFromId: agreement.id, renewedById: null })
    expect(await startDueRenewals({ today: '2027-01-01', now: at('2027-01-01'), memberId: member.id })).toBe(0)
    expect(await prisma.payment.count({ where: { agreementId: { in: [agreement.id, renewalId] }, carryOver: true } })).toBe(0)
    const audit = await prisma.auditEvent.findFirstOrThrow({ where: { action: 'member.agreementTerminate', target: `agreement:${agreement.id}` } })
    expect(audit.details).toMatchObject({ cancelledRenewal: { id: renewalId } })
  })

  test('the unit is free for a new tenant, and the deposit is settled on the running agreement, never on the cancelled renewal', async () => {
    const { member, house, agreement, renewalId } = await renewedInAugust()
    await terminateAgreement(member.id, agreement.id, { now: at('2026-09-01'), moveOutDate: '2026-09-01' })

    await expect(previewSettlement(member.id, renewalId, [], { now: at('2026-09-02') })).rejects.toMatchObject({ detail: { code: 'settlement.error.cancelledRenewal' } })
    await expect(settleAgreement(member.id, renewalId, { deductions: [], refundMethod: 'CASH' }, { now: at('2026-09-02') })).rejects.toMatchObject({ detail: { code: 'settlement.error.cancelledRenewal' } })
    expect(await prisma.settlement.count({ where: { agreementId: renewalId } })).toBe(0)
    const settled = await settleAgreement(member.id, agreement.id, { deductions: [], refundMethod: 'CASH' }, { now: at('2026-09-02') })
    expect(settled).toMatchObject({ depositPaisa: 20_000_00 })

    const next = await createAgreement(
      member.id,
      parsed(payload({ name: 'New tenant', propertyId: house.id, tenantPhone: uniquePhone(), startDate: '2026-10-01', endDate: '2027-09-30', leaseAmount: 12000 })),
      { now: at('2026-09-02') },
    )
    expect(next.status).toBe('ACTIVE')
  })
})

describe('cancelling an upcoming renewal from its own page', () => {
  test('every charge of it CANCELLED, the running agreement untouched, and it may be renewed again', async () => {
    const { member, agreement, renewalId } = await renewedInAugust()
    const running = await getLedger(member.id, agreement.id, { today: '2026-08-25' })
    const preview = await previewTermination(member.id, renewalId, { now: at('2026-08-25'), moveOutDate: null, proRata: false })
    expect(preview).toMatchObject({ isUpcoming: true, startsOn: '2027-01-01', renewal: null, remainingPaisa: 0, lastPeriod: [] })

    await terminateAgreement(member.id, renewalId, { now: at('2026-08-25') })
    expect(await stored(renewalId)).toMatchObject({ status: 'TERMINATED', renewedFromId: null })
    expect((await chargesOf(renewalId)).every((charge) => charge.status === 'CANCELLED' && charge.cancelReason === 'Cancelled before it started')).toBe(true)
    expect(await stored(agreement.id)).toMatchObject({ status: 'ACTIVE' })
    expect(await getLedger(member.id, agreement.id, { today: '2026-08-25' })).toEqual(running)
    expect(await renewalLinks(member.id, agreement.id)).toEqual({ renewedFromId: null, renewedById: null })
    expect(await countCurrentAgreements(member.id, prisma, '2026-08-25')).toBe(1)

    const again = await renewAgreement(member.id, agreement.id, renewal({ leaseAmount: 10500, endDate: '2027-06-30' }), { now: at('2026-08-26') })
    expect(again).toMatchObject({ isUpcoming: true, startsOn: '2027-01-01' })
    expect(await renewalLinks(member.id, agreement.id)).toEqual({ renewedFromId: null, renewedById: again.agreementId })
    // The new renewal starts and takes over as any other.
    expect(await startDueRenewals({ today: '2027-01-01', now: at('2027-01-01'), memberId: member.id })).toBe(1)
    expect(await stored(again.agreementId)).toMatchObject({ status: 'ACTIVE', renewalStartedAt: expect.any(Date) })
  })

  test('a move-out day on or after its start is refused with its own message, nothing changed; a day before it cancels it', async () => {
    const { member, renewalId } = await renewedInAugust()
    for (const moveOutDate of ['2027-01-01', '2027-03-15']) {
      await expect(terminateAgreement(member.id, renewalId, { now: at('2026-08-25'), moveOutDate })).rejects.toMatchObject({
        fields: { moveOutDate: ['agreement.error.moveOutUpcoming'] },
      })
    }
    expect(await stored(renewalId)).toMatchObject({ status: 'ACTIVE' })
    expect((await chargesOf(renewalId)).some((charge) => charge.status === 'CANCELLED')).toBe(false)
    await terminateAgreement(member.id, renewalId, { now: at('2026-08-25'), moveOutDate: '2026-12-31' })
    expect((await chargesOf(renewalId)).every((charge) => charge.status === 'CANCELLED')).toBe(true)
  })
})

describe('a renewal that has started', () => {
  test('the old agreement is past: terminating it is refused and the renewal stays as it is', async () => {
    const { member, agreement, renewalId } = await renewedInAugust()
    expect(await startDueRenewals({ today: '2027-01-01', now: at('2027-01-01'), memberId: member.id })).toBe(1)
    await expect(terminateAgreement(member.id, agreement.id, { now: at('2027-01-02') })).rejects.toMatchObject({ detail: { code: 'agreement.error.notCurrent' } })
    expect(await stored(renewalId)).toMatchObject({ status: 'ACTIVE', renewedFromId: agreement.id })
    // The renewal itself is terminated as any current agreement, with a move-out day.
    await terminateAgreement(member.id, renewalId, { now: at('2027-02-10'), moveOutDate: '2027-02-10' })
    expect(await stored(renewalId)).toMatchObject({ status: 'TERMINATED', renewedFromId: agreement.id })
  })
})

describe('DELETE /v1/member/agreement/{id} with an upcoming renewal', () => {
  const tokenOf = async (memberId: number) => (await createSession(memberId, 'API')).token
  const call = async (memberId: number, agreementId: number, body?: unknown) =>
    apiCall(agreementRoute.action, { path: `/v1/member/agreement/${agreementId}`, token: await tokenOf(memberId), method: 'DELETE', body, params: { id: String(agreementId) } })
  // At the real time: a lease running now whose renewal starts in two months.
  async function runningNow() {
    const today = nepalToday()
    const lease = await leasedHouse({ startDate: addAdDays(today, -30), endDate: addAdDays(today, 60) })
    const result = await renewAgreement(lease.member.id, lease.agreement.id, renewal({ endDate: addAdDays(today, 400) }))
    return { ...lease, renewalId: result.agreementId }
  }

  test('on the renewal: it is cancelled; a move-out day after its start is 400, nothing changed', async () => {
    const { member, agreement, renewalId } = await runningNow()
    const refused = await call(member.id, renewalId, { moveOutDate: addAdDays(nepalToday(), 70) })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('has not started yet')
    expect((await stored(renewalId)).status).toBe('ACTIVE')
    expect(await call(member.id, renewalId)).toEqual({ status: 200, body: { data: {} } })
    expect(await stored(renewalId)).toMatchObject({ status: 'TERMINATED', renewedFromId: null })
    expect(await stored(agreement.id)).toMatchObject({ status: 'ACTIVE' })
  })

  test('on the running agreement: both end, the renewal with every charge cancelled', async () => {
    const { member, agreement, renewalId } = await runningNow()
    expect((await call(member.id, agreement.id)).status).toBe(200)
    expect(await stored(agreement.id)).toMatchObject({ status: 'TERMINATED' })
    expect(await stored(renewalId)).toMatchObject({ status: 'TERMINATED' })
    expect((await chargesOf(renewalId)).every((charge) => charge.status === 'CANCELLED')).toBe(true)
  })
})
