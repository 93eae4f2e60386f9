// The member's SMS log and notifications: the services, GET /v1/member/sms and the
// /notifications page against the built server.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listNotifications, recordNotification } from '~/services/accounts/notifications.server'
import { createSession } from '~/services/accounts/session.server'
import { listSmsLog } from '~/services/sms/log.server'
import { prisma } from '~/server/db.server'
import { createMember, uniquePhone } from '../../support/fixtures'
import { webClient } from '../../support/http-clients'
import { startServer, type ServerProcess } from '../../support/server-process'

/** A message as the outbox records it, created `minutesAgo` ago. */
async function insertSms(memberId: number | null, overrides: { minutesAgo?: number; status?: 'SENT' | 'FAILED' | 'QUEUED'; error?: string; sendAfter?: Date } = {}) {
  const createdAt = new Date(Date.now() - (overrides.minutesAgo ?? 0) * 60_000)
  return prisma.smsMessage.create({
    data: {
      to: uniquePhone(),
      language: 'NEP',
      template: 'reminder',
      body: 'नमस्ते',
      segments: 1,
      status: overrides.status ?? 'SENT',
      error: overrides.error ?? null,
      provider: 'log',
      idempotencyKey: `test:${randomUUID()}`,
      memberId,
      createdAt,
      sentAt: overrides.status === 'SENT' || !overrides.status ? createdAt : null,
      sendAfter: overrides.sendAfter ?? null,
    },
  })
}

describe('listSmsLog', () => {
  test("the member's messages only, newest first, a page at a time", async () => {
    const member = await createMember()
    const other = await createMember()
    const rows = []
    for (let minutesAgo = 30; minutesAgo > 0; minutesAgo--) rows.push(await insertSms(member.id, { minutesAgo }))
    await insertSms(other.id)
    await insertSms(null)

    const first = await listSmsLog(member.id)
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 })
    expect(first.items.map((item) => item.id)).toEqual(rows.slice(5).reverse().map((row) => row.id))
    const second = await listSmsLog(member.id, { page: 2, pageSize: 25 })
    expect(second.items.map((item) => item.id)).toEqual(rows.slice(0, 5).reverse().map((row) => row.id))
    // A page size outside 25/50/100 falls back to 25.
    expect((await listSmsLog(member.id, { pageSize: 7 })).pageSize).toBe(25)
  })
})

describe('notifications', () => {
  test('recorded with a payload checked against its kind, listed newest first', async () => {
    const member = await createMember()
    await recordNotification(prisma, member.id, 'AGREEMENT_CREATED', { agreementId: 1, agreementName: 'Flat 2', tenantName: 'Ram Thapa' })
    await recordNotification(prisma, member.id, 'PAYMENT_RECORDED', { agreementId: 1, paymentId: 3, receiptNumber: 12, amountPaisa: 25_000_00, tenantName: 'Ram Thapa' })
    await expect(
      // @ts-expect-error a payload of another kind is a bug the types and the schema both catch
      recordNotification(prisma, member.id, 'PAYMENT_RECORDED', { agreementId: 1, agreementName: 'Flat 2', tenantName: 'Ram' }),
    ).rejects.toThrow()
    const { items, total } = await listNotifications(member.id)
    expect(total).toBe(2)
    expect(items).toMatchObject([
      { kind: 'PAYMENT_RECORDED', payload: { receiptNumber: 12, amountPaisa: 25_000_00 } },
      { kind: 'AGREEMENT_CREATED', payload: { agreementName: 'Flat 2' } },
    ])
  })

  test("recorded in the caller's transaction: rolled back with it", async () => {
    const member = await createMember()
    await expect(
      prisma.$transaction(async (tx) => {
        await recordNotification(tx, member.id, 'SMS_GATEWAY_RESUMED', {})
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect((await listNotifications(member.id)).total).toBe(0)
  })

  test('a row whose kind is not understood is left out, not a crash', async () => {
    const member = await createMember()
    await prisma.notification.create({ data: { memberId: member.id, kind: 'SOMETHING_OLD', payload: {} } })
    await recordNotification(prisma, member.id, 'SMS_GATEWAY_RESUMED', {})
    expect((await listNotifications(member.id)).items.map((item) => item.kind)).toEqual(['SMS_GATEWAY_RESUMED'])
  })
})

describe('over HTTP', () => {
  let server: ServerProcess
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(async () => {
    await server?.stop()
  })

  async function get(path: string, token?: string) {
    const response = await fetch(server.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; error?: { code: string; fields?: Record<string, string[]> } } }
  }

  test('GET /v1/member/sms: the log of the token’s member, paginated, phones in 10 digits', async () => {
    const member = await createMember()
    const other = await createMember()
    const failed = await insertSms(member.id, { status: 'FAILED', error: 'Sparrow SMS refused the message, the receiver is invalid (code 1007)' })
    await insertSms(other.id)
    const { token } = await createSession(member.id, 'API')

    const answer = await get('/v1/member/sms', token)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      items: [
        {
          id: failed.id,
          createdAt: failed.createdAt.toISOString(),
          sentAt: null,
          sendAfter: null,
          phone: failed.to.slice(4),
          template: 'reminder',
          language: 'NEP',
          segments: 1,
          status: 'FAILED',
          error: 'Sparrow SMS refused the message, the receiver is invalid (code 1007)',
          attempts: 0,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
      gatewayPaused: false,
    })
    expect((await get('/v1/member/sms?page=2&pageSize=50', token)).body.data).toMatchObject({ items: [], page: 2, pageSize: 50 })
  })

  test('GET /v1/member/sms: 401 without a token, 400 for a bad page', async () => {
    expect((await get('/v1/member/sms')).status).toBe(401)
    const member = await createMember()
    const { token } = await createSession(member.id, 'API')
    const bad = await get('/v1/member/sms?page=0&pageSize=7', token)
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.error?.fields ?? {}).sort()).toEqual(['page', 'pageSize'])
  })

  test('a text held to the sending hours says when it goes: sendAfter in /v1, the time on /notifications in both languages', async () => {
    const member = await createMember()
    // 09:00 in Nepal (03:15 UTC) on 30 July 2026.
    const held = await insertSms(member.id, { status: 'QUEUED', sendAfter: new Date('2026-07-30T03:15:00Z') })
    const { token } = await createSession(member.id, 'API')
    const answer = await get('/v1/member/sms', token)
    expect(answer.body.data).toMatchObject({ items: [{ id: held.id, status: 'QUEUED', sendAfter: '2026-07-30T03:15:00.000Z', sentAt: null }] })

    const web = await webClient(server, member.id)
    const english = await (await web.get('/notifications')).text()
    expect(english).toMatch(/Goes at [^<]*09:00[^<]*: texts to tenants go out between 9 am and 7 pm/)
    await prisma.member.update({ where: { id: member.id }, data: { prefLanguage: 'NEP' } })
    const nepali = await (await web.get('/notifications')).text()
    expect(nepali).toContain('मा जान्छ: भाडावालालाई सन्देश बिहान ९ देखि बेलुका ७ बजेसम्म मात्र पठाइन्छ')
  })

  test('the OpenAPI document has the SMS log', async () => {
    const { body } = await get('/v1/openapi.json')
    expect((body as unknown as { paths: Record<string, unknown> }).paths['/v1/member/sms']).toHaveProperty('get')
  })

  test('/notifications needs a signed-in member', async () => {
    const response = await fetch(server.url + '/notifications', { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^\/login/)
  })
})
