// Pay links through /v1, called as the route modules answer them: the landlord's
// GET /v1/member/agreement/{id}/paylink, and the public GET/POST /v1/public/pay/{code}.
import { describe, expect, test } from 'vitest'
import { RouterContextProvider } from 'react-router'
import { loader as payLinkLoader } from '~/routes/v1/member.agreement.$id.paylink'
import { action as payAction, loader as payLoader } from '~/routes/v1/public.pay.$code'
import { action as khaltiAction } from '~/routes/v1/public.pay.$code.khalti'
import { prisma } from '~/server/db.server'
import { requestInfoContext } from '~/server/request-context'
import { createSession } from '~/services/accounts/session.server'
import { buildOpenApiDocument } from '~/v1/openapi.server'
import { operations } from '~/v1/operations'
import { ESEWA_SECRET, fakeKhalti, KHALTI_PAY_PAGE, payableAgreement } from './pay-support'

type Body = { data?: any; error?: { code: string; message: string; fields?: Record<string, string[]> } } // eslint-disable-line @typescript-eslint/no-explicit-any -- each call's own shape

function contextFor(clientIp = `api-${Math.random()}`) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { requestId: 'api-test', cspNonce: '', clientIp })
  return context
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Body }
}

describe('/v1 pay links', () => {
  test('the landlord reads the link; a stranger reads what is due and starts a Khalti payment', async () => {
    const { member, agreement, code } = await payableAgreement()
    const { token } = await createSession(member.id, 'API')
    const link = await answer(await payLinkLoader({ request: new Request(`http://localhost/v1/member/agreement/${agreement.id}/paylink`, { headers: { authorization: `Bearer ${token}` } }), params: { id: String(agreement.id) }, context: contextFor() } as never))
    expect(link).toMatchObject({ status: 200, body: { data: { url: expect.stringMatching(new RegExp(`/p/${code}$`)) } } })

    const page = await answer(await payLoader({ request: new Request(`http://localhost/v1/public/pay/${code}`), params: { code }, context: contextFor() } as never))
    expect(page.body.data).toMatchObject({ landlordName: 'Sita Sharma', propertyName: 'Lakeside House', gateways: ['KHALTI', 'ESEWA'] })
    expect(page.body.data.dueNowPaisa).toBeGreaterThan(0)

    fakeKhalti()
    const post = async (body: unknown) =>
      answer(await payAction({ request: new Request(`http://localhost/v1/public/pay/${code}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), params: { code }, context: contextFor() } as never))
    const khalti = await post({ gateway: 'KHALTI', charge: 'all' })
    expect(khalti).toMatchObject({ status: 200, body: { data: { gateway: 'KHALTI', paymentUrl: expect.stringContaining(KHALTI_PAY_PAGE), pidx: expect.any(String) } } })
    const esewa = await post({ gateway: 'ESEWA', charge: 'all' })
    expect(esewa.body.data).toMatchObject({ gateway: 'ESEWA', formUrl: expect.any(String), fields: { signed_field_names: 'total_amount,transaction_uuid,product_code' } })
    expect(JSON.stringify(esewa.body)).not.toContain(ESEWA_SECRET)
    expect((await post({ gateway: 'PAYPAL' })).status).toBe(400)
    expect(await prisma.gatewayPayment.count({ where: { agreementId: agreement.id } })).toBe(2)
  })

  test('POST /v1/public/pay/{code}/khalti starts the same Khalti payment, the path naming the gateway', async () => {
    const { agreement, code } = await payableAgreement()
    fakeKhalti()
    const post = async (payCode: string, body: unknown) =>
      answer(await khaltiAction({ request: new Request(`http://localhost/v1/public/pay/${payCode}/khalti`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), params: { code: payCode }, context: contextFor() } as never))
    const started = await post(code, {})
    expect(started).toMatchObject({ status: 200, body: { data: { gateway: 'KHALTI', paymentUrl: expect.stringContaining(KHALTI_PAY_PAGE), pidx: expect.any(String) } } })
    const row = await prisma.gatewayPayment.findFirstOrThrow({ where: { agreementId: agreement.id } })
    expect(row).toMatchObject({ gateway: 'KHALTI', chargeId: null, reference: started.body.data.pidx, orderId: started.body.data.orderId })
    expect(await post(code, { charge: 'none' })).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } })
    expect((await post('no-such-code', {})).status).toBe(404)
    const esewaOnly = await payableAgreement({ gateways: ['ESEWA'] })
    expect((await post(esewaOnly.code, {})).status).toBe(400)
    expect(await prisma.gatewayPayment.count({ where: { agreementId: { in: [agreement.id, esewaOnly.agreement.id] } } })).toBe(1)
  })

  test('an ended agreement is 404 for both', async () => {
    const { member, agreement, code } = await payableAgreement({ gateways: ['KHALTI'] })
    await prisma.agreement.update({ where: { id: agreement.id }, data: { status: 'ENDED' } })
    const { token } = await createSession(member.id, 'API')
    expect((await payLinkLoader({ request: new Request('http://localhost/', { headers: { authorization: `Bearer ${token}` } }), params: { id: String(agreement.id) }, context: contextFor() } as never)).status).toBe(404)
    expect((await payLoader({ request: new Request(`http://localhost/v1/public/pay/${code}`), params: { code }, context: contextFor() } as never)).status).toBe(404)
  })

  test('the OpenAPI document has them', () => {
    const document = JSON.stringify(buildOpenApiDocument(operations))
    for (const path of ['/v1/member/agreement/{id}/paylink', '/v1/public/pay/{code}', '/v1/public/pay/{code}/khalti', '/v1/tenant/agreement/{id}/statement']) expect(document).toContain(path)
  })
})
