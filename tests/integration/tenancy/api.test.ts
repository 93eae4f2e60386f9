// The tenancy's /v1 routes called directly (issue 18), with a real API session: their JSON shapes,
// the OpenAPI response schemas they are parsed with, field errors for bad input, 404 for another
// member's agreement.
import { afterAll, describe, expect, test } from 'vitest'
import * as beforeBhadaaRoute from '~/routes/v1/member.agreement.$id.before-bhadaa'
import { createSession } from '~/services/session.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { leasedHouse } from '../ledger/support'
import { apiCall } from './support'

afterAll(() => stopQueueClient())

describe('/v1/member/agreement/{id}/before-bhadaa', () => {
  test('POST sets the day and the balance; GET reads them', async () => {
    const { member, agreement } = await leasedHouse({ startDate: '2024-01-01' })
    const { token } = await createSession(member.id, 'API')
    const path = `/v1/member/agreement/${agreement.id}/before-bhadaa`
    const set = await apiCall(beforeBhadaaRoute.action, { path, token, method: 'POST', body: { paidUpTo: '2025-12-31', balance: 'CREDIT', amount: 1500.5 }, params: { id: String(agreement.id) } })
    expect(set).toEqual({ status: 200, body: { data: { paidUpTo: '2025-12-31', openingBalance: -1500.5, settledCount: 24, settled: 240000 } } })
    const read = await apiCall(beforeBhadaaRoute.loader, { path, token, params: { id: String(agreement.id) } })
    expect(read.body).toEqual(set.body)
  })

  test('bad input is 400 with fields and changes nothing; another member’s agreement is 404', async () => {
    const { member, agreement } = await leasedHouse({ startDate: '2024-01-01' })
    const { token } = await createSession(member.id, 'API')
    const params = { id: String(agreement.id) }
    const path = `/v1/member/agreement/${agreement.id}/before-bhadaa`
    const bad = await apiCall(beforeBhadaaRoute.action, { path, token, method: 'POST', body: { paidUpTo: '2023-01-01' }, params })
    expect(bad.status).toBe(400)
    expect(Object.keys((bad.body as { error: { fields: object } }).error.fields)).toEqual(['paidUpTo'])
    const negative = await apiCall(beforeBhadaaRoute.action, { path, token, method: 'POST', body: { paidUpTo: '2025-12-31', balance: 'OWED', amount: -1 }, params })
    expect(negative.status).toBe(400)
    expect(await prisma.charge.count({ where: { agreementId: agreement.id, status: 'BEFORE_BHADAA' } })).toBe(0)

    const other = await leasedHouse()
    const { token: otherToken } = await createSession(other.member.id, 'API')
    expect((await apiCall(beforeBhadaaRoute.loader, { path, token: otherToken, params })).status).toBe(404)
  })
})
