// The operator console: who gets in (a 404 for everyone but an operator, a fresh
// sign-in for the operator), reasons on every state-changing action, the append-only audit log,
// the support desk's texts and the UNKNOWN message resent exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '~/server/env.server'
import { prisma } from '~/server/db.server'
import { createSupportTicket } from '~/services/ops/support-tickets.server'
import { assertClaimsOpen } from '~/services/ops/support-desk.server'
import { resendUnknownSms } from '~/services/ops/messages.server'
import { getMemberOverview, setSupportAccess } from '~/services/ops/members.server'
import { choosePlan } from '~/services/plans/plans.server'
import { createSession, commitWebSession } from '~/services/accounts/session.server'
import { operations } from '~/v1/operations'
import { createMember, uniquePhone } from '../../support/fixtures'
import { callRoute, formPost, pageGet, signedInCookie } from '../../support/route-call'

const OPS_PAGES = ['/ops', '/ops?status=CLOSED', '/ops/tickets/1', '/ops/members', '/ops/members/1', '/ops/money', '/ops/sms', '/ops/audit', '/ops/anything']
const OPS_ACTIONS = ['/ops/tickets/1', '/ops/members/1', '/ops/sms']
const API_CALLS = Object.values(operations)
  .filter((operation) => operation.tag === 'ops')
  .map((operation) => ({ method: operation.method.toUpperCase(), path: operation.path.replace('{id}', '1') }))

let operator: { id: number }
let operatorCookie: string
let operatorToken: string

beforeAll(async () => {
  operator = await createMember({ firstName: 'Ops' })
  env.OPERATOR_PHONES.push((await prisma.member.findUniqueOrThrow({ where: { id: operator.id } })).phone)
  operatorCookie = await signedInCookie(operator.id)
  operatorToken = (await createSession(operator.id, 'API')).token
})

afterAll(() => {
  env.OPERATOR_PHONES.length = 0
})

function apiCall(method: string, path: string, token: string | null, body?: unknown) {
  return callRoute(
    new Request(`http://localhost${path}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
    }),
  )
}

describe('who gets in', () => {
  it('answers 404 on every /ops page and action to a visitor and to a member who is not an operator', async () => {
    expect(API_CALLS.length).toBeGreaterThanOrEqual(15)
    const member = await createMember()
    const cookie = await signedInCookie(member.id)
    // Member 1 is whichever member another test made first: the posts below must leave its plan as it was.
    const planOfMemberOne = () => prisma.member.findUnique({ where: { id: 1 }, select: { plan: true } }).then((row) => row?.plan ?? null)
    const planBefore = await planOfMemberOne()
    for (const who of [undefined, cookie]) {
      for (const url of OPS_PAGES) {
        const outcome = await callRoute(pageGet(url, who ? { cookie: who } : {}))
        expect({ url, status: outcome.status }).toEqual({ url, status: 404 })
      }
      for (const url of OPS_ACTIONS) {
        const outcome = await callRoute(formPost(url, { intent: 'plan', plan: 'PRO', reason: 'x' }, who ? { cookie: who } : {}))
        expect({ url, status: outcome.status }).toEqual({ url, status: 404 })
      }
    }
    expect(await planOfMemberOne()).toBe(planBefore)
  })

  it('answers 404 on every /v1/ops call without a token, and to a member who is not an operator', async () => {
    const member = await createMember()
    const { token } = await createSession(member.id, 'API')
    for (const bearer of [null, token, 'not-a-token']) {
      for (const { method, path } of API_CALLS) {
        const outcome = await apiCall(method, path, bearer, method === 'GET' ? undefined : { reason: 'x', plan: 'PRO', body: 'x', status: 'CLOSED', freeze: true })
        expect({ method, path, status: outcome.status }).toEqual({ method, path, status: 404 })
      }
    }
  })

  it('lets an operator in, and sends one whose sign-in is older than 12 hours to sign in again', async () => {
    expect((await callRoute(pageGet('/ops', { cookie: operatorCookie }))).status).toBe(200)
    const stale = (await commitWebSession(operator.id, new Date(Date.now() - 13 * 60 * 60 * 1000))).split(';')[0] ?? ''
    // Active a moment ago: only the sign-in is old.
    await prisma.session.updateMany({ where: { memberId: operator.id, createdAt: { lt: new Date(Date.now() - 12 * 60 * 60 * 1000) } }, data: { lastSeenAt: new Date() } })
    const outcome = await callRoute(pageGet('/ops/sms', { cookie: stale }))
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toBe('/login?redirectTo=%2Fops%2Fsms')
    // That session is over: the sign-in page does not send the operator back to the dashboard.
    expect((await callRoute(pageGet('/ops', { cookie: stale }))).status).toBe(404)

    const old = await createSession(operator.id, 'API', new Date(Date.now() - 13 * 60 * 60 * 1000))
    expect((await apiCall('GET', '/v1/ops/tickets', old.token)).status).toBe(401)
    expect((await apiCall('GET', '/v1/ops/tickets', operatorToken)).status).toBe(200)
  })
})

describe('reasons and the audit log', () => {
  it('refuses a plan change without a reason, and keeps one with its reason', async () => {
    const member = await createMember()
    const before = await prisma.auditEvent.count()
    const refused = await callRoute(formPost(`/ops/members/${member.id}`, { intent: 'plan', plan: 'PRO', reason: '  ' }, { cookie: operatorCookie }))
    expect(refused.status).toBe(400)
    expect(refused.data.error).toMatch(/reason/i)
    const api = await apiCall('POST', `/v1/ops/members/${member.id}/plan`, operatorToken, { plan: 'PRO', reason: '' })
    expect(api.status).toBe(400)
    expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).plan).toBe('BASIC')
    expect(await prisma.auditEvent.count()).toBe(before)

    const done = await callRoute(formPost(`/ops/members/${member.id}`, { intent: 'plan', plan: 'PRO', reason: 'goodwill' }, { cookie: operatorCookie }))
    expect(done.status).toBe(303)
    expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).plan).toBe('PRO')
    const row = await prisma.auditEvent.findFirstOrThrow({ where: { target: `member:${member.id}` }, orderBy: { id: 'desc' } })
    expect(row).toMatchObject({ actorMemberId: operator.id, actorRole: 'OPERATOR', action: 'operator.planChange', reason: 'goodwill', subjectMemberId: member.id })
  })

  it('offers no route that changes the audit log, and the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const audit = await import('~/routes/ops/audit')
    expect(audit).not.toHaveProperty('action')
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await apiCall(method, '/v1/ops/audit', operatorToken, {})).status).toBe(405)
    }
    await prisma.auditEvent.create({ data: { actorRole: 'MEMBER', action: 'test.row' } })
    const row = await prisma.auditEvent.findFirstOrThrow({ where: { action: 'test.row' } })
    await expect(prisma.auditEvent.update({ where: { id: row.id }, data: { action: 'changed' } })).rejects.toThrow(/append-only/)
    await expect(prisma.auditEvent.delete({ where: { id: row.id } })).rejects.toThrow(/append-only/)
    await expect(prisma.$executeRawUnsafe('TRUNCATE "AuditEvent"')).rejects.toThrow(/append-only/)
    expect((await prisma.auditEvent.findUniqueOrThrow({ where: { id: row.id } })).action).toBe('test.row')
  })
})

describe('support desk and messages', () => {
  it('texts the ticket number, replies by SMS through the outbox, and closes the ticket', async () => {
    const phone = uniquePhone()
    const ticket = await createSupportTicket(null, { name: 'Hari', phone, message: 'Help please' }, { clientIp: `ops-${phone}` })
    const numberText = await prisma.smsMessage.findUniqueOrThrow({ where: { idempotencyKey: `support-ticket:${ticket.id}` } })
    expect(numberText).toMatchObject({ to: phone, template: 'support-ticket' })
    expect(numberText.body).toContain(`#${ticket.id}`)

    const reply = await callRoute(formPost(`/ops/tickets/${ticket.id}`, { intent: 'reply', body: 'We are on it' }, { cookie: operatorCookie }))
    expect(reply.status).toBe(303)
    const note = await prisma.supportTicketNote.findFirstOrThrow({ where: { ticketId: ticket.id } })
    const sms = await prisma.smsMessage.findUniqueOrThrow({ where: { id: note.smsMessageId ?? 0 } })
    expect(sms).toMatchObject({ to: phone, template: 'support-reply', body: `Bhadaa support #${ticket.id}: We are on it` })
    await callRoute(formPost(`/ops/tickets/${ticket.id}`, { intent: 'status', status: 'CLOSED' }, { cookie: operatorCookie }))
    expect((await prisma.supportTicket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe('CLOSED')
  })

  it('freezes sign-ups of a reported phone until the report is closed', async () => {
    const phone = uniquePhone()
    const report = await createSupportTicket(null, { name: 'Gita', phone, message: 'Someone took my number' }, { clientIp: `ops-${phone}`, kind: 'WRONGFUL_USE' })
    const refused = await callRoute(formPost(`/ops/tickets/${report.id}`, { intent: 'freeze', reason: '' }, { cookie: operatorCookie }))
    expect(refused.status).toBe(400)
    await assertClaimsOpen(phone)
    await callRoute(formPost(`/ops/tickets/${report.id}`, { intent: 'freeze', reason: 'report under review' }, { cookie: operatorCookie }))
    await expect(assertClaimsOpen(phone)).rejects.toThrow(/wrongful use/)
    await callRoute(formPost(`/ops/tickets/${report.id}`, { intent: 'status', status: 'CLOSED' }, { cookie: operatorCookie }))
    await assertClaimsOpen(phone)
  })

  it('resends an UNKNOWN message exactly once, never twice', async () => {
    const message = await prisma.smsMessage.create({
      data: { to: uniquePhone(), language: 'ENG', template: 'otp', body: 'Your code', segments: 1, status: 'UNKNOWN', provider: 'log', idempotencyKey: `ops-test:${uniquePhone()}` },
    })
    const first = await callRoute(formPost('/ops/sms', { intent: 'resend', messageId: String(message.id), reason: 'tenant did not get it' }, { cookie: operatorCookie }))
    expect(first.status).toBe(303)
    const second = await apiCall('POST', `/v1/ops/sms/${message.id}/resend`, operatorToken, { reason: 'again' })
    expect(second.status).toBe(409)
    await expect(resendUnknownSms(operator, message.id, 'and again')).rejects.toThrow()
    expect(await prisma.smsMessage.count({ where: { idempotencyKey: `resend:${message.id}` } })).toBe(1)
  })
})

describe('members', () => {
  it('shows a member their own audit rows in Settings > Activity, and lapses support access after 7 days', async () => {
    const member = await createMember()
    await choosePlan(member.id, 'PLUS')
    const cookie = await signedInCookie(member.id)
    const page = await callRoute(pageGet('/settings/activity', { cookie }))
    expect(page.data.items.map((row: { action: string }) => row.action)).toEqual(['member.planChange'])

    expect((await getMemberOverview(member.id)).tenants).toBeNull()
    await callRoute(formPost('/settings/activity', { intent: 'allow' }, { cookie }))
    expect((await getMemberOverview(member.id)).tenants).toEqual([])
    expect((await getMemberOverview(member.id, new Date(Date.now() + 8 * 24 * 60 * 60 * 1000))).tenants).toBeNull()
    await setSupportAccess(member.id, false)
    expect((await getMemberOverview(member.id)).tenants).toBeNull()
  })
})
