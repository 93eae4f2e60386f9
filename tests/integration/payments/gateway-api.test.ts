// /v1/member/gateway: the same gateway accounts through the API, called as the route
// modules answer them. Keys go in and only their last four characters come out.
import { describe, expect, test } from 'vitest'
import { prisma } from '~/server/db.server'
import { createSession } from '~/services/accounts/session.server'
import { action as gatewayAction } from '~/routes/v1/member.gateway.$gateway'
import { loader as listLoader } from '~/routes/v1/member.gateway'
import { createMember } from '../../support/fixtures'
import { esewaKnows, gatewayFails, GOOD_KHALTI_KEY, KHALTI_LOOKUP_URL, khaltiKnows } from './support'

type Body = { data?: any; error?: { code: string; message: string; fields?: Record<string, string[]> } } // eslint-disable-line @typescript-eslint/no-explicit-any -- each call's own shape

async function call(method: string, gateway: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/v1/member/gateway/${gateway}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await gatewayAction({ request, params: { gateway }, context: undefined } as never)
  return { status: response.status, body: (await response.json()) as Body }
}

async function tokenOf(plan: 'BASIC' | 'PLUS' | 'PRO') {
  const member = await createMember()
  await prisma.member.update({ where: { id: member.id }, data: { plan } })
  return { member, token: (await createSession(member.id, 'API')).token }
}

describe('/v1/member/gateway', () => {
  test('PUT khalti and esewa connect; GET lists them with the last four characters only; DELETE disconnects', async () => {
    const { member, token } = await tokenOf('PLUS')
    khaltiKnows(GOOD_KHALTI_KEY)
    esewaKnows('EPAYTEST')
    const khalti = await call('PUT', 'khalti', token, { secretKey: GOOD_KHALTI_KEY })
    expect(khalti).toMatchObject({ status: 200, body: { data: { gateway: 'KHALTI', merchantCode: null, secretLast4: 'b455' } } })
    expect((await call('PUT', 'esewa', token, { merchantCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' })).status).toBe(200)
    const list = await listLoader({ request: new Request('http://localhost/v1/member/gateway', { headers: { authorization: `Bearer ${token}` } }), params: {}, context: undefined } as never)
    const text = await list.text()
    expect(JSON.parse(text).data).toMatchObject({ allowed: true, accounts: [{ gateway: 'KHALTI' }, { gateway: 'ESEWA', merchantCode: 'EPAYTEST' }] })
    expect(text).not.toContain('68791341')
    expect(await call('DELETE', 'khalti', token)).toMatchObject({ status: 200, body: { data: {} } })
    expect(await call('DELETE', 'khalti', token)).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } })
    expect(await prisma.gatewayAccount.count({ where: { memberId: member.id } })).toBe(1)
  })

  test('a key the gateway refuses is 400 with a clear message on the field; bad bodies are 400; an unknown gateway is 404', async () => {
    const { member, token } = await tokenOf('PRO')
    khaltiKnows(GOOD_KHALTI_KEY)
    const refused = await call('PUT', 'khalti', token, { secretKey: 'live_secret_key_wrong_000000' })
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', fields: { secretKey: [expect.stringMatching(/Khalti did not accept/)] } } } })
    expect((await call('PUT', 'esewa', token, { secretKey: 12 })).body.error?.fields).toMatchObject({ merchantCode: expect.any(Array), secretKey: expect.any(Array) })
    expect((await call('PUT', 'paypal', token, { secretKey: GOOD_KHALTI_KEY })).status).toBe(404)
    expect((await call('POST', 'khalti', token, { secretKey: GOOD_KHALTI_KEY })).status).toBe(405)
    expect(await prisma.gatewayAccount.count({ where: { memberId: member.id } })).toBe(0)
  })

  test('Basic plan: 403 PLAN_REQUIRED; gateway down: 502 GATEWAY_UNAVAILABLE; nothing saved', async () => {
    const basic = await tokenOf('BASIC')
    expect(await call('PUT', 'khalti', basic.token, { secretKey: GOOD_KHALTI_KEY })).toMatchObject({ status: 403, body: { error: { code: 'PLAN_REQUIRED' } } })
    const plus = await tokenOf('PLUS')
    gatewayFails('post', KHALTI_LOOKUP_URL, 500)
    expect(await call('PUT', 'khalti', plus.token, { secretKey: GOOD_KHALTI_KEY })).toMatchObject({ status: 502, body: { error: { code: 'GATEWAY_UNAVAILABLE' } } })
    expect(await prisma.gatewayAccount.count({ where: { memberId: { in: [basic.member.id, plus.member.id] } } })).toBe(0)
  })

  test('a retry with the same Idempotency-Key gets the first answer again; the same key with another key is 422', async () => {
    const { token } = await tokenOf('PLUS')
    khaltiKnows(GOOD_KHALTI_KEY, 'live_secret_key_other_00000000')
    const first = await call('PUT', 'khalti', token, { secretKey: GOOD_KHALTI_KEY }, { 'Idempotency-Key': 'gw-1' })
    const again = await call('PUT', 'khalti', token, { secretKey: GOOD_KHALTI_KEY }, { 'Idempotency-Key': 'gw-1' })
    expect(again.body).toEqual(first.body)
    expect((await call('PUT', 'khalti', token, { secretKey: 'live_secret_key_other_00000000' }, { 'Idempotency-Key': 'gw-1' })).body.error?.code).toBe('IDEMPOTENCY_KEY_REUSED')
  })
})
