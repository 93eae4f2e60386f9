// /v1/member/plan, called as the route module answers it: the plan, its end and the
// billing history; a free change without Bhadaa's merchant account; what to pay with it.
import { afterEach, describe, expect, test } from 'vitest'
import { addAdMonths } from '~/domain/ad-date'
import { nepalToday } from '~/domain/nepal-time'
import { action as planAction, loader as planLoader } from '~/routes/v1/member.plan'
import { confirmPlanKhalti } from '~/services/plans/billing.server'
import { createSession } from '~/services/accounts/session.server'
import { env } from '~/server/env.server'
import { prisma } from '~/server/db.server'
import { createMember } from '../../support/fixtures'
import { fakeKhalti, KHALTI_PAY_PAGE } from './pay-support'

type Body = { data?: any; error?: { code: string; message: string; fields?: Record<string, string[]> } } // eslint-disable-line @typescript-eslint/no-explicit-any -- each call's own shape

async function call(method: 'GET' | 'PUT', token: string, body?: unknown) {
  const request = new Request('http://localhost/v1/member/plan', {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const args = { request, params: {}, context: undefined } as never
  const response = method === 'GET' ? await planLoader(args) : await planAction(args)
  return { status: response.status, body: (await response.json()) as Body }
}

async function member() {
  const created = await createMember()
  return { member: created, token: (await createSession(created.id, 'API')).token }
}

afterEach(() => {
  env.BHADAA_KHALTI_SECRET_KEY = undefined
})

describe('/v1/member/plan', () => {
  test('without Bhadaa’s merchant account a change is free and at once', async () => {
    const { member: one, token } = await member()
    expect(await call('GET', token)).toMatchObject({ status: 200, body: { data: { plan: 'BASIC', period: null, endsAt: null, paid: false, gateways: [], history: [], usage: { properties: 0 } } } })
    expect(await call('PUT', token, { plan: 'PRO' })).toMatchObject({ status: 200, body: { data: { plan: 'PRO', endsAt: null, payment: null } } })
    expect((await prisma.member.findUniqueOrThrow({ where: { id: one.id } })).plan).toBe('PRO')
    expect(await call('PUT', token, { plan: 'GOLD' })).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', fields: { plan: [expect.any(String)] } } } })
  })

  test('with it, Plus answers what to pay; once Khalti confirms, GET shows the plan, its end and the payment', async () => {
    env.BHADAA_KHALTI_SECRET_KEY = 'live_secret_key_bhadaa_own_account_0000001'
    const { member: one, token } = await member()
    expect(await call('PUT', token, { plan: 'PLUS' })).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', fields: { period: [expect.any(String)], gateway: [expect.any(String)] } } } })
    fakeKhalti()
    const answer = await call('PUT', token, { plan: 'PLUS', period: 'MONTH', gateway: 'KHALTI' })
    expect(answer).toMatchObject({ status: 200, body: { data: { plan: 'BASIC', paid: true, gateways: ['KHALTI'], payment: { gateway: 'KHALTI', paymentUrl: expect.stringContaining(KHALTI_PAY_PAGE) } } } })
    expect((await prisma.member.findUniqueOrThrow({ where: { id: one.id } })).plan).toBe('BASIC')
    await confirmPlanKhalti(answer.body.data.payment.pidx)
    const endsAt = addAdMonths(nepalToday(), 1)
    expect(await call('GET', token)).toMatchObject({
      status: 200,
      body: { data: { plan: 'PLUS', period: 'MONTH', endsAt, history: [{ plan: 'PLUS', period: 'MONTH', amountPaisa: 50_000, gateway: 'KHALTI', status: 'COMPLETED', endsOn: endsAt }] } },
    })
    // Basic stays free, and ends the paid plan at once.
    expect(await call('PUT', token, { plan: 'BASIC' })).toMatchObject({ status: 200, body: { data: { plan: 'BASIC', endsAt: null, payment: null } } })
  })
})
