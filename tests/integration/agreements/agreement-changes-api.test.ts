// /v1 for changes and renewals called directly, with a real API session: the JSON the
// OpenAPI schema parses, field errors that change nothing, 404s, the addendum as JSON and HTML.
import { afterAll, describe, expect, test } from 'vitest'
import * as agreementRoute from '~/routes/v1/member.agreement.$id'
import * as renewalRoute from '~/routes/v1/member.agreement.$id.renewal'
import * as changesRoute from '~/routes/v1/member.agreement.$id.changes'
import * as addendumRoute from '~/routes/v1/member.agreement.$id.addendum'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { createSession } from '~/services/accounts/session.server'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { leasedHouse } from '../ledger/support'
import { apiCall } from '../../support/api-call'
import { aYearFromToday } from '../properties/support'

afterAll(() => stopQueueClient())

describe('/v1 agreement changes and renewals', () => {
  test('PATCH changes the rent from a date; GET /changes lists it; POST /renewal renews (201); the addendum prints both', async () => {
    // The lease runs into the future so the agreement is current whatever today is; the change
    // takes effect within it, the renewal runs a year past its end.
    const endDate = aYearFromToday()
    const effectiveDate = addAdDays(nepalToday(), 30)
    const { member, agreement } = await leasedHouse({ startDate: '2026-01-01', endDate })
    const { token } = await createSession(member.id, 'API')
    const params = { id: String(agreement.id) }
    const path = `/v1/member/agreement/${agreement.id}`

    const bad = await apiCall(agreementRoute.action, { path, token, method: 'PATCH', body: { effectiveDate: '2025-01-01', leaseAmount: 0, reason: 'x' }, params })
    expect(bad.status).toBe(400)
    expect(Object.keys((bad.body as { error: { fields: object } }).error.fields).sort()).toEqual(['leaseAmount'])
    const outside = await apiCall(agreementRoute.action, { path, token, method: 'PATCH', body: { effectiveDate: '2025-01-01', leaseAmount: 12000, reason: 'x' }, params })
    expect(outside.status).toBe(400)
    expect((outside.body as { error: { fields: object } }).error.fields).toEqual({ effectiveDate: ['The effective date must be within the agreement (from its start to its end)'] })
    expect(await prisma.agreementChange.count({ where: { agreementId: agreement.id } })).toBe(0)

    const changed = await apiCall(agreementRoute.action, { path, token, method: 'PATCH', body: { effectiveDate, leaseAmount: 12000, reason: 'Market rent' }, params })
    expect(changed.status).toBe(200)
    expect((changed.body as { data: { change: object } }).data.change).toMatchObject({ kind: 'CHANGE', effectiveDate, oldTerms: { leaseAmount: 10000 }, newTerms: { leaseAmount: 12000 } })
    const listed = await apiCall(changesRoute.loader, { path: `${path}/changes`, token, params })
    expect((listed.body as { data: unknown[] }).data).toHaveLength(1)

    const renewed = await apiCall(renewalRoute.action, { path: `${path}/renewal`, token, method: 'POST', body: { endDate: addAdDays(endDate, 365), reason: 'Another year' }, params })
    expect(renewed.status).toBe(201)
    const { agreementId } = (renewed.body as { data: { agreementId: number } }).data
    expect(await prisma.agreement.findUniqueOrThrow({ where: { id: agreementId } })).toMatchObject({ renewedFromId: agreement.id, leaseAmountPaisa: 12_000_00n })
    expect((await apiCall(renewalRoute.action, { path: `${path}/renewal`, token, method: 'POST', body: { endDate: addAdDays(endDate, 365) }, params })).status).toBe(409)

    const json = await apiCall(addendumRoute.loader, { path: `${path}/addendum?language=both`, token, params })
    const documents = (json.body as { data: { documents: Array<{ items: Array<{ kind: string }> }> } }).data.documents
    expect(documents.map((document) => document.items.map((item) => item.kind))).toEqual([['CHANGE', 'RENEWAL'], ['CHANGE', 'RENEWAL']])
    const request = new Request(`http://localhost${path}/addendum?format=html&language=ne`, { headers: { authorization: `Bearer ${token}` } })
    const html = (await addendumRoute.loader({ request, params, context: {} } as never)) as Response
    expect(html.headers.get('content-type')).toContain('text/html')
    const page = await html.text()
    expect(page).toContain('भाडा सम्झौताको थप पत्र')
    expect(page).not.toContain('<script')

    const other = await leasedHouse()
    const { token: otherToken } = await createSession(other.member.id, 'API')
    expect((await apiCall(agreementRoute.action, { path, token: otherToken, method: 'PATCH', body: { effectiveDate, leaseAmount: 13000, reason: 'x' }, params })).status).toBe(404)
    expect((await apiCall(addendumRoute.loader, { path: `${path}/addendum`, token: otherToken, params })).status).toBe(404)
  })
})
