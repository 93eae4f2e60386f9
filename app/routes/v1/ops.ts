// /v1/ops/* (issue 20): the operator console's API, one module for every path (app/v1/ops-operations.ts
// is the contract). The operator check comes first, so anyone else meets 404 on any path and method.
import { toNationalNumber } from '~/domain/phone'
import { listAudit } from '~/services/audit.server'
import { changeMemberPlanAsOperator, getMemberOverview, searchMembers } from '~/services/ops/members.server'
import { dropUnknownSms, getSmsHealth, listGatewayProblems, resendUnknownSms, resumeSmsQueue } from '~/services/ops/messages.server'
import { addTicketNote, getTicket, listTickets, replyToTicket, setClaimFreeze, setTicketStatus } from '~/services/ops/support-desk.server'
import { recordIdOf } from '~/services/record-id.server'
import { ApiError, apiData, handleApi, parseJsonBody, parseQuery } from '~/v1/api.server'
import { requireApiOperator } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/ops'

const o = operations
const iso = (date: Date | null) => date?.toISOString() ?? null
const national = (phone: string | null) => (phone === null ? null : toNationalNumber(phone))
const done = () => apiData({ ok: true as const })

type Handler = (request: Request, id: number) => Promise<Response>

/** Each operation's method and path (without /v1/ops), `:id` a record id. */
const ROUTES: Array<[string, RegExp, Handler]> = [
  ['GET', /^tickets$/, async (request) => {
    const { status = 'NEW' } = parseQuery(request, o.opsTickets.query)
    const { items, counts } = await listTickets(status)
    return apiData(o.opsTickets.response.parse({ items: items.map((t) => ({ ...t, phone: national(t.phone), createdAt: iso(t.createdAt) })), counts }))
  }],
  ['GET', /^tickets\/([^/]+)$/, async (_request, id) => {
    const { notes, smsStatus, ...ticket } = await getTicket(id)
    return apiData(o.opsTicket.response.parse({
      ...ticket,
      phone: national(ticket.phone),
      createdAt: iso(ticket.createdAt),
      notes: notes.map((n) => ({ id: n.id, body: n.body, smsMessageId: n.smsMessageId, smsStatus: n.smsMessageId === null ? null : (smsStatus[n.smsMessageId] ?? null), createdAt: iso(n.createdAt) })),
    }))
  }],
  ['POST', /^tickets\/([^/]+)\/reply$/, async (request, id) => {
    const { body } = await parseJsonBody(request, o.opsTicketReply.body)
    return apiData(await replyToTicket(await requireApiOperator(request), id, body))
  }],
  ['POST', /^tickets\/([^/]+)\/note$/, async (request, id) => {
    const { body } = await parseJsonBody(request, o.opsTicketNote.body)
    await addTicketNote(await requireApiOperator(request), id, body)
    return done()
  }],
  ['POST', /^tickets\/([^/]+)\/status$/, async (request, id) => {
    const { status } = await parseJsonBody(request, o.opsTicketStatus.body)
    await setTicketStatus(await requireApiOperator(request), id, status)
    return done()
  }],
  ['POST', /^tickets\/([^/]+)\/claims$/, async (request, id) => {
    const { freeze, reason } = await parseJsonBody(request, o.opsTicketClaims.body)
    await setClaimFreeze(await requireApiOperator(request), id, freeze, reason)
    return done()
  }],
  ['GET', /^members$/, async (request) => {
    const { q = '' } = parseQuery(request, o.opsMembers.query)
    const items = await searchMembers(q)
    return apiData(o.opsMembers.response.parse({ items: items.map((m) => ({ ...m, phone: toNationalNumber(m.phone), createdAt: iso(m.createdAt) })) }))
  }],
  ['GET', /^members\/([^/]+)$/, async (_request, id) => {
    const view = await getMemberOverview(id)
    const { supportAccessUntil: _, ...member } = view.member
    return apiData(o.opsMember.response.parse({
      member: { ...member, phone: toNationalNumber(member.phone), createdAt: iso(member.createdAt), planEndsAt: iso(member.planEndsAt) },
      usage: view.usage,
      smsThisMonth: view.smsThisMonth,
      planPayments: view.planPayments.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
      supportAccessUntil: iso(view.supportAccess),
      tenants: view.tenants?.map((t) => ({ ...t, phone: toNationalNumber(t.phone) })) ?? null,
    }))
  }],
  ['POST', /^members\/([^/]+)\/plan$/, async (request, id) => {
    const { plan, reason } = await parseJsonBody(request, o.opsMemberPlan.body)
    const result = await changeMemberPlanAsOperator(await requireApiOperator(request), id, plan, reason)
    return apiData(o.opsMemberPlan.response.parse(result))
  }],
  ['GET', /^money$/, async () => {
    const rows = await listGatewayProblems()
    return apiData(o.opsMoney.response.parse({ gatewayPayments: rows.map((r) => ({ ...r, amountPaisa: Number(r.amountPaisa), createdAt: iso(r.createdAt) })) }))
  }],
  ['GET', /^sms$/, async () => {
    const health = await getSmsHealth()
    return apiData(o.opsSms.response.parse({
      provider: health.provider,
      last24h: health.last24h,
      credits: health.credits,
      paused: health.gateway.paused ? { since: iso(health.gateway.since), reason: health.gateway.reason, error: health.gateway.error } : null,
      unknown: health.unknown.map((m) => ({ ...m, to: toNationalNumber(m.to), createdAt: iso(m.createdAt) })),
    }))
  }],
  ['POST', /^sms\/resume$/, async (request) => {
    const { reason } = await parseJsonBody(request, o.opsSmsResume.body)
    return apiData(await resumeSmsQueue(await requireApiOperator(request), reason))
  }],
  ['POST', /^sms\/([^/]+)\/resend$/, async (request, id) => {
    const { reason } = await parseJsonBody(request, o.opsSmsResend.body)
    return apiData(await resendUnknownSms(await requireApiOperator(request), id, reason))
  }],
  ['POST', /^sms\/([^/]+)\/drop$/, async (request, id) => {
    const { reason } = await parseJsonBody(request, o.opsSmsDrop.body)
    await dropUnknownSms(await requireApiOperator(request), id, reason)
    return done()
  }],
  ['GET', /^audit$/, async (request) => {
    const { page = 1 } = parseQuery(request, o.opsAudit.query)
    const audit = await listAudit({ page })
    return apiData(o.opsAudit.response.parse({ items: audit.items.map((r) => ({ ...r, createdAt: iso(r.createdAt) })), total: audit.total, page: audit.page }))
  }],
]

function answer(request: Request, splat: string | undefined) {
  return handleApi(request, async () => {
    await requireApiOperator(request)
    const path = (splat ?? '').replace(/\/+$/, '')
    const matches = ROUTES.filter(([, pattern]) => pattern.test(path))
    if (matches.length === 0) throw new ApiError(404, 'NOT_FOUND', 'Not found.')
    const match = matches.find(([method]) => method === request.method)
    if (!match) throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on /v1/ops/${path}.`)
    const [, pattern, handler] = match
    const param = pattern.exec(path)?.[1]
    return handler(request, param === undefined ? 0 : recordIdOf(param))
  })
}

export function loader({ request, params }: Route.LoaderArgs) {
  return answer(request, params['*'])
}

export function action({ request, params }: Route.ActionArgs) {
  return answer(request, params['*'])
}
