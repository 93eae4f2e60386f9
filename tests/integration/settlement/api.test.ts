// /v1/member/agreement/{id}/settlement called directly, with a real API session: the
// JSON the OpenAPI schema parses, field errors that change nothing, 404s.
import { afterAll, describe, expect, test } from 'vitest'
import * as settlementRoute from '~/routes/v1/member.agreement.$id.settlement'
import { createSession } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { leasedHouse } from '../ledger/support'
import { apiCall } from '../../support/api-call'

afterAll(() => stopQueueClient())

/** Ended on 28 February with January's and February's rent (10,000 each) unpaid and a deposit of 30,000. */
async function endedLease() {
  const lease = await leasedHouse({ endDate: '2026-02-28', deposit: 30_000 })
  const { token } = await createSession(lease.member.id, 'API')
  return { ...lease, token, params: { id: String(lease.agreement.id) }, path: `/v1/member/agreement/${lease.agreement.id}/settlement` }
}

describe('/v1/member/agreement/{id}/settlement', () => {
  test('POST settles (201) and records the deposit received; GET reads it, 404 before', async () => {
    const { agreement, token, params, path } = await endedLease()
    expect((await apiCall(settlementRoute.loader, { path, token, params })).status).toBe(404)
    const body = { depositReceivedOn: '2026-01-01', depositMethod: 'BANK_TRANSFER', deductions: [{ reason: 'Broken window', amount: 5000 }] }
    const settled = await apiCall(settlementRoute.action, { path, token, method: 'POST', body, params })
    expect(settled.status).toBe(201)
    expect((settled.body as { data: object }).data).toMatchObject({
      agreementId: agreement.id,
      deposit: 30000,
      unpaidDues: 20000,
      credit: 0,
      deductions: [{ reason: 'Broken window', amount: 5000 }],
      deductionsTotal: 5000,
      refund: 5000,
      owed: 0,
    })
    expect(await prisma.agreement.findUniqueOrThrow({ where: { id: agreement.id } })).toMatchObject({ depositMethod: 'BANK_TRANSFER', depositReceivedOn: new Date('2026-01-01') })
    const read = await apiCall(settlementRoute.loader, { path, token, params })
    expect(read).toEqual({ status: 200, body: settled.body })
    expect((await apiCall(settlementRoute.action, { path, token, method: 'POST', body, params })).status).toBe(409)
  })

  test('deductions above the deposit plus the dues: 400 on `deductions`, nothing changes; another member: 404', async () => {
    const { agreement, token, params, path } = await endedLease()
    const bad = await apiCall(settlementRoute.action, { path, token, method: 'POST', body: { deductions: [{ reason: 'Roof', amount: 50000.01 }] }, params })
    expect(bad.status).toBe(400)
    expect((bad.body as { error: { fields: object } }).error.fields).toEqual({ deductions: ['Deductions cannot be more than the deposit plus the unpaid dues'] })
    const blank = await apiCall(settlementRoute.action, { path, token, method: 'POST', body: { deductions: [{ reason: '', amount: 0 }] }, params })
    expect(blank.status).toBe(400)
    expect(await prisma.settlement.count({ where: { agreementId: agreement.id } })).toBe(0)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(0)

    const other = await leasedHouse()
    const { token: otherToken } = await createSession(other.member.id, 'API')
    expect((await apiCall(settlementRoute.action, { path, token: otherToken, method: 'POST', body: { deductions: [] }, params })).status).toBe(404)
  })
})
