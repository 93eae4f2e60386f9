// The /v1 operations of the operator console (docs/OPS-INTERFACE.md), tag `ops`: a
// bearer token of a member in OPERATOR_PHONES, signed in at most 12 hours ago; anyone else gets
// 404 on every /v1/ops path. Every write takes a `reason` (the audit log keeps it) except the
// ticket's reply, note and status, whose text is the record. Merged into `operations`.
import { z } from 'zod'
import { type Operation, RecordIdSchema } from './common-schemas'

const reason = z.string().meta({ description: 'Why (required, at most 300 characters): kept in the audit log' })
const instant = z.string().meta({ description: 'ISO 8601' })
const Status = z.enum(['NEW', 'IN_PROGRESS', 'CLOSED'])
const Plan = z.enum(['BASIC', 'PLUS', 'PRO'])
const SmsStatus = z.enum(['QUEUED', 'SENDING', 'SENT', 'FAILED', 'UNKNOWN', 'CANCELLED'])

const TicketSchema = z.object({
  id: RecordIdSchema.meta({ description: 'The ticket number' }),
  kind: z.enum(['SUPPORT', 'WRONGFUL_USE']),
  status: Status,
  name: z.string(),
  phone: z.string().nullable().meta({ description: 'National number, 98XXXXXXXX' }),
  message: z.string(),
  freezesClaims: z.boolean().meta({ description: 'A wrongful-use report freezing sign-ups of its phone until closed' }),
  createdAt: instant,
})
const NoteSchema = z.object({ id: RecordIdSchema, body: z.string(), smsMessageId: RecordIdSchema.nullable(), smsStatus: SmsStatus.nullable(), createdAt: instant })
const MemberSchema = z.object({ id: RecordIdSchema, phone: z.string(), firstName: z.string(), lastName: z.string(), plan: Plan, createdAt: instant })
const AuditSchema = z.object({
  id: RecordIdSchema,
  createdAt: instant,
  actorMemberId: RecordIdSchema.nullable(),
  actorRole: z.enum(['OPERATOR', 'MEMBER']),
  action: z.string(),
  target: z.string().nullable(),
  subjectMemberId: RecordIdSchema.nullable(),
  ip: z.string().nullable(),
  reason: z.string().nullable(),
})
const Done = z.object({ ok: z.literal(true) })
const ticketPath = '/v1/ops/tickets/{id}'
const ops = { tag: 'ops', auth: 'bearer' as const, errors: [404] }

export const opsOperations = {
  opsTickets: { ...ops, method: 'get', path: '/v1/ops/tickets', summary: 'The support desk’s queue of one status (NEW by default), with the count of each', query: z.object({ status: Status.optional() }), response: z.object({ items: z.array(TicketSchema), counts: z.record(Status, z.number().int()) }) },
  opsTicket: { ...ops, method: 'get', path: ticketPath, summary: 'One ticket with its replies and internal notes', response: TicketSchema.extend({ notes: z.array(NoteSchema) }) },
  opsTicketReply: { ...ops, method: 'post', path: `${ticketPath}/reply`, summary: 'Texts a reply to the ticket’s phone through the SMS outbox (in the SMS log); NEW becomes IN_PROGRESS. 409 without a phone', body: z.object({ body: z.string().meta({ description: 'At most 300 characters' }) }), response: z.object({ smsMessageId: RecordIdSchema }), errors: [404, 409] },
  opsTicketNote: { ...ops, method: 'post', path: `${ticketPath}/note`, summary: 'Adds an internal note', body: z.object({ body: z.string() }), response: Done },
  opsTicketStatus: { ...ops, method: 'post', path: `${ticketPath}/status`, summary: 'Moves the ticket to a status', body: z.object({ status: Status }), response: Done },
  opsTicketClaims: { ...ops, method: 'post', path: `${ticketPath}/claims`, summary: 'Freezes (or thaws) claims on a wrongful-use report’s phone until the ticket is closed. 409 for another kind', body: z.object({ freeze: z.boolean(), reason }), response: Done, errors: [404, 409] },
  opsMembers: { ...ops, method: 'get', path: '/v1/ops/members', summary: 'Members whose phone or name matches `q` (up to 50, newest first)', query: z.object({ q: z.string().max(100).optional() }), response: z.object({ items: z.array(MemberSchema) }) },
  opsMember: {
    ...ops,
    method: 'get',
    path: '/v1/ops/members/{id}',
    summary: 'A member’s plan, its end, plan payments, counts and SMS this month; their tenants only while the member allows support access (7 days)',
    response: z.object({
      member: MemberSchema.extend({ planEndsAt: instant.nullable() }),
      usage: z.object({ properties: z.number().int(), agreements: z.number().int(), tenants: z.number().int() }),
      smsThisMonth: z.number().int(),
      planPayments: z.array(z.object({ id: RecordIdSchema, amountPaisa: z.number().int(), status: z.string(), createdAt: instant })),
      supportAccessUntil: instant.nullable(),
      tenants: z.array(z.object({ id: RecordIdSchema, phone: z.string(), firstName: z.string(), lastName: z.string() })).nullable().meta({ description: 'null: no support access' }),
    }),
  },
  opsMemberPlan: { ...ops, method: 'post', path: '/v1/ops/members/{id}/plan', summary: 'Changes the member’s plan (goodwill, refund); audited with the reason', body: z.object({ plan: Plan, reason }), response: z.object({ plan: Plan, previousPlan: Plan }) },
  opsMoney: {
    ...ops,
    method: 'get',
    path: '/v1/ops/money',
    summary: 'Gateway payments that failed or still wait after 15 minutes',
    response: z.object({ gatewayPayments: z.array(z.object({ id: RecordIdSchema, gateway: z.string(), memberId: RecordIdSchema, agreementId: RecordIdSchema, amountPaisa: z.number().int(), orderId: z.string(), status: z.string(), createdAt: instant })) }),
  },
  opsSms: {
    ...ops,
    method: 'get',
    path: '/v1/ops/sms',
    summary: 'SMS health: messages by status in the last 24 hours, UNKNOWN messages waiting for a person, the provider’s credit (null: not available) and the queue’s pause',
    response: z.object({
      provider: z.string(),
      last24h: z.record(SmsStatus, z.number().int()),
      credits: z.number().nullable(),
      paused: z.object({ since: instant, reason: z.string(), error: z.string().nullable() }).nullable(),
      unknown: z.array(z.object({ id: RecordIdSchema, to: z.string(), template: z.string(), body: z.string(), error: z.string().nullable(), createdAt: instant })),
    }),
  },
  opsSmsResend: { ...ops, method: 'post', path: '/v1/ops/sms/{id}/resend', summary: 'Sends an UNKNOWN message again, once (a new message keyed `resend:<id>`). 409 when already resent or dropped', body: z.object({ reason }), response: z.object({ resentId: RecordIdSchema }), errors: [404, 409] },
  opsSmsDrop: { ...ops, method: 'post', path: '/v1/ops/sms/{id}/drop', summary: 'Settles an UNKNOWN message without sending it again. 409 when already settled', body: z.object({ reason }), response: Done, errors: [404, 409] },
  opsSmsResume: { ...ops, method: 'post', path: '/v1/ops/sms/resume', summary: 'Resumes the paused SMS queue by hand. 409 when it is not paused', body: z.object({ reason }), response: z.object({ queued: z.number().int() }), errors: [404, 409] },
  opsAudit: { ...ops, method: 'get', path: '/v1/ops/audit', summary: 'The audit log, newest first, 50 a page. Read only: no operation changes a row', query: z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() }), response: z.object({ items: z.array(AuditSchema), total: z.number().int(), page: z.number().int() }) },
} satisfies Record<string, Operation>
