// "I paid" through /v1, called as the route modules answer them: the tenant posts a
// report with a base64 photo, the landlord lists, rejects (a reason is required) or confirms it;
// another tenant's agreement and another member's report are 404; all in the OpenAPI document.
import { afterAll, describe, expect, test } from 'vitest'
import { RouterContextProvider } from 'react-router'
import { action as decide } from '~/routes/v1/member.payment-proof.$id.$decision'
import { loader as memberList } from '~/routes/v1/member.payment-proof'
import { action as report, loader as tenantList } from '~/routes/v1/tenant.agreement.$id.payment-proof'
import { addAdDays } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { prisma } from '~/server/db.server'
import { stopQueueClient } from '~/server/queue.server'
import { requestInfoContext } from '~/server/request-context'
import { createSession } from '~/services/accounts/session.server'
import { buildOpenApiDocument } from '~/v1/openapi.server'
import { operations } from '~/v1/operations'
import { createMember, uniquePhone } from '../../support/fixtures'
import { payableAgreement } from './pay-support'

afterAll(stopQueueClient)

type Body = { data?: any; error?: { code: string; fields?: Record<string, string[]> } } // eslint-disable-line @typescript-eslint/no-explicit-any -- each call's own shape

const context = () => {
  const provider = new RouterContextProvider()
  provider.set(requestInfoContext, { requestId: 'proof-api', cspNonce: '', clientIp: `proof-${Math.random()}` })
  return provider
}

async function call(handler: (args: never) => Promise<Response> | Response, token: string, url: string, params: Record<string, string>, body?: unknown) {
  const init: RequestInit = body === undefined ? { method: url.includes('/confirm') || url.includes('/reject') ? 'POST' : 'GET' } : { method: 'POST', body: JSON.stringify(body) }
  const request = new Request(`http://localhost${url}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } })
  const response = await handler({ request, params, context: context() } as never)
  return { status: response.status, body: (await response.json()) as Body }
}

const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')

describe('/v1 payment proofs', () => {
  test('report with a photo, list, reject needs a reason, confirm once; strangers get 404', async () => {
    const { member: landlord, agreement, tenantPhone } = await payableAgreement({ gateways: [] })
    const tenant = await createMember({ phone: tenantPhone })
    const stranger = await createMember({ phone: uniquePhone() })
    const tokenOf = async (who: { id: number }) => (await createSession(who.id, 'API')).token
    const [tenantToken, landlordToken, strangerToken] = [await tokenOf(tenant), await tokenOf(landlord), await tokenOf(stranger)]
    const path = `/v1/tenant/agreement/${agreement.id}/payment-proof`
    const params = { id: String(agreement.id) }
    const input = { amount: 2500, paidOn: addAdDays(nepalToday(), -1), method: 'BANK_TRANSFER', reference: 'NIBL-42' }

    const refused = await call(report, tenantToken, path, params, { ...input, photo: Buffer.from('%PDF-1.7').toString('base64') })
    expect(refused).toMatchObject({ status: 400, body: { error: { fields: { photo: [expect.any(String)] } } } })
    expect(await call(report, strangerToken, path, params, input)).toMatchObject({ status: 404 })

    const created = await call(report, tenantToken, path, params, { ...input, photo: PNG_BASE64 })
    expect(created).toMatchObject({ status: 201, body: { data: { status: 'PENDING', amount: 2500, method: 'BANK_TRANSFER', photo: true, receiptNumber: null } } })
    const proofId = String(created.body.data.id)
    expect((await call(tenantList, tenantToken, path, params)).body.data).toMatchObject([{ id: Number(proofId) }])
    expect(await call(tenantList, strangerToken, path, params)).toMatchObject({ status: 404 })

    const listed = await call(memberList, landlordToken, '/v1/member/payment-proof', {})
    expect(listed.body.data.map((proof: { id: number }) => proof.id)).toContain(Number(proofId))
    expect((await call(memberList, strangerToken, '/v1/member/payment-proof', {})).body.data).toEqual([])

    const reject = `/v1/member/payment-proof/${proofId}/reject`
    expect(await call(decide, landlordToken, reject, { id: proofId, decision: 'reject' }, {})).toMatchObject({ status: 400 })
    expect(await call(decide, strangerToken, `/v1/member/payment-proof/${proofId}/confirm`, { id: proofId, decision: 'confirm' })).toMatchObject({ status: 404 })
    expect(await call(decide, landlordToken, `/v1/member/payment-proof/${proofId}/approve`, { id: proofId, decision: 'approve' }, {})).toMatchObject({ status: 404 })

    const confirm = () => call(decide, landlordToken, `/v1/member/payment-proof/${proofId}/confirm`, { id: proofId, decision: 'confirm' })
    const [first, second] = await Promise.all([confirm(), confirm()])
    expect(first).toMatchObject({ status: 200, body: { data: { status: 'CONFIRMED', receiptNumber: expect.any(Number) } } })
    expect(second.body.data.receiptNumber).toBe(first.body.data.receiptNumber)
    expect(await prisma.payment.count({ where: { agreementId: agreement.id } })).toBe(1)
    expect(await call(decide, landlordToken, reject, { id: proofId, decision: 'reject' }, { reason: 'late' })).toMatchObject({ status: 409 })
  })

  test('every operation is in the OpenAPI document', () => {
    const document = JSON.stringify(buildOpenApiDocument(operations))
    for (const path of ['/v1/tenant/agreement/{id}/payment-proof', '/v1/member/payment-proof', '/v1/member/payment-proof/{id}/confirm', '/v1/member/payment-proof/{id}/reject']) expect(document).toContain(path)
  })
})
