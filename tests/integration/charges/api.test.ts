// The charges' /v1 routes (before Bhadaa, extra charges, cancelling, late fees, the statement)
// called directly, with a real API session: their JSON shapes, the OpenAPI response schemas they
// are parsed with, field errors for bad input, 404 for another member's agreement.
import { afterAll, describe, expect, test } from 'vitest'
import * as beforeBhadaaRoute from '~/routes/v1/member.agreement.$id.before-bhadaa'
import * as chargeRoute from '~/routes/v1/member.agreement.$id.charge'
import * as cancelRoute from '~/routes/v1/member.charge.$id.cancel'
import * as lateFeeRoute from '~/routes/v1/member.agreement.$id.late-fee'
import * as statementRoute from '~/routes/v1/member.agreement.$id.statement'
import { createSession } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { leasedHouse } from '../ledger/support'
import { aYearFromToday } from '../properties/support'
import { apiCall } from '../../support/api-call'

afterAll(() => stopQueueClient())

describe('/v1/member/agreement/{id}/before-bhadaa', () => {
  test('POST sets the day and the balance; GET reads them', async () => {
    const { member, agreement } = await leasedHouse({ startDate: '2024-01-01' })
    const { token } = await createSession(member.id, 'API')
    const path = `/v1/member/agreement/${agreement.id}/before-bhadaa`
    const set = await apiCall(beforeBhadaaRoute.action, { path, token, method: 'POST', body: { paidUpTo: '2025-12-31', balance: 'CREDIT', amount: 1500.5 }, params: { id: String(agreement.id) } })
    expect(set).toEqual({ status: 200, body: { data: { paidUpTo: '2025-12-31', openingBalance: -1500.5, settledCount: 24, settled: 240000, role: 'OWNER' } } })
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

describe('/v1 extra charges', () => {
  test('POST …/charge adds one (201); POST /v1/member/charge/{id}/cancel cancels it; bad input is 400 with fields', async () => {
    const { member, agreement } = await leasedHouse({ startDate: '2024-01-01', endDate: aYearFromToday() })
    const { token } = await createSession(member.id, 'API')
    const params = { id: String(agreement.id) }
    const path = `/v1/member/agreement/${agreement.id}/charge`
    const added = await apiCall(chargeRoute.action, { path, token, method: 'POST', body: { description: 'Plumber', amount: 750.25, dueDate: '2026-12-01' }, params })
    expect(added).toMatchObject({ status: 201, body: { data: { agreementId: agreement.id, kind: 'EXTRA', description: 'Plumber', amount: 750.25, paid: 0, status: 'DUE', dueDate: '2026-12-01', openingBalance: false, cancelReason: null } } })
    const id = (added.body as { data: { id: number } }).data.id

    const bad = await apiCall(chargeRoute.action, { path, token, method: 'POST', body: { description: 'Plumber', amount: -5, dueDate: '2027-06-01' }, params })
    expect(bad.status).toBe(400)
    expect(Object.keys((bad.body as { error: { fields: object } }).error.fields)).toEqual(['amount'])

    const cancelPath = `/v1/member/charge/${id}/cancel`
    const cancelled = await apiCall(cancelRoute.action, { path: cancelPath, token, method: 'POST', body: { reason: 'Fixed for free' }, params: { id: String(id) } })
    expect(cancelled).toMatchObject({ status: 200, body: { data: { id, status: 'CANCELLED', cancelReason: 'Fixed for free' } } })
    const again = await apiCall(cancelRoute.action, { path: cancelPath, token, method: 'POST', body: { reason: 'Again' }, params: { id: String(id) } })
    expect(again.status).toBe(409)
    expect(await prisma.charge.count({ where: { agreementId: agreement.id, kind: 'EXTRA' } })).toBe(1)
  })
})

describe('/v1/member/agreement/{id}/late-fee', () => {
  test('GET says NONE by default; POST sets a rule (400 with fields for a bad one); GET reads it', async () => {
    const { member, agreement } = await leasedHouse()
    const { token } = await createSession(member.id, 'API')
    const params = { id: String(agreement.id) }
    const path = `/v1/member/agreement/${agreement.id}/late-fee`
    expect((await apiCall(lateFeeRoute.loader, { path, token, params })).body).toEqual({ data: { kind: 'NONE', graceDays: null, value: null, cap: null, version: null, role: 'OWNER' } })
    const bad = await apiCall(lateFeeRoute.action, { path, token, method: 'POST', body: { kind: 'PERCENT', graceDays: 3, value: 0 }, params })
    expect(bad.status).toBe(400)
    expect(Object.keys((bad.body as { error: { fields: object } }).error.fields)).toEqual(['value'])
    const set = await apiCall(lateFeeRoute.action, { path, token, method: 'POST', body: { kind: 'PERCENT', graceDays: 3, value: 5, cap: 750 }, params })
    expect(set).toEqual({ status: 200, body: { data: { kind: 'PERCENT', graceDays: 3, value: 5, cap: 750, version: 1, role: 'OWNER' } } })
    expect((await apiCall(lateFeeRoute.loader, { path, token, params })).body).toEqual(set.body)
  })
})

describe('/v1/member/agreement/{id}/statement', () => {
  test('the range’s lines in rupees; a bad date or a reversed range is 400 with fields', async () => {
    const { member, agreement } = await leasedHouse()
    const { token } = await createSession(member.id, 'API')
    const params = { id: String(agreement.id) }
    const base = `/v1/member/agreement/${agreement.id}/statement`
    const answer = await apiCall(statementRoute.loader, { path: `${base}?from=2026-01-01&to=2026-02-28`, token, params })
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { agreementId: agreement.id, from: '2026-01-01', to: '2026-02-28', openingBalance: 0, charged: 20000, received: 0, closingBalance: 20000, settledBeforeBhadaa: [] } },
    })
    expect((answer.body as { data: { lines: Array<{ balance: number; charge: { kind: string } }> } }).data.lines.map((line) => [line.charge.kind, line.balance])).toEqual([['RENT', 10000], ['RENT', 20000]])
    const bad = await apiCall(statementRoute.loader, { path: `${base}?from=2026-02-30`, token, params })
    expect(bad.status).toBe(400)
    const reversed = await apiCall(statementRoute.loader, { path: `${base}?from=2026-03-01&to=2026-02-01`, token, params })
    expect(reversed.status).toBe(400)
    expect(Object.keys((reversed.body as { error: { fields: object } }).error.fields)).toEqual(['to'])
  })
})
