// Members and plans for the operators: search by phone or name; each member's plan,
// counts and SMS sent this month; a plan change with a reason (audited, through choosePlan). The
// member's tenants stay hidden unless the member allowed support access, which lapses by itself
// 7 days after it was given (Member.supportAccessUntil).
import { isRecordId } from '~/domain/record-id'
import { normalizeNepalPhone } from '~/domain/phone'
import { prisma } from '~/server/db.server'
import { recordAudit } from '~/services/audit.server'
import { NotFoundError } from '~/services/errors'
import { choosePlan, countPlanUsage } from '~/services/plans/plans.server'
import { type Operator, requireReason } from './operators.server'

export const SUPPORT_ACCESS_MS = 7 * 24 * 60 * 60 * 1000

const SUMMARY = { id: true, phone: true, firstName: true, lastName: true, plan: true, createdAt: true } as const

/** Up to 50 members whose phone or name matches `query` (an empty query: the newest members). */
export async function searchMembers(query: string) {
  const text = query.trim().slice(0, 100)
  const phone = normalizeNepalPhone(text)
  const where = text === ''
    ? {}
    : {
        OR: [
          { phone: phone.ok ? phone.e164 : { contains: text.replace(/\D/g, '') || text } },
          { firstName: { contains: text, mode: 'insensitive' as const } },
          { lastName: { contains: text, mode: 'insensitive' as const } },
        ],
      }
  return prisma.member.findMany({ where, orderBy: { id: 'desc' }, take: 50, select: SUMMARY })
}

/** The start of the current month in Nepal time (UTC+5:45), as an instant. */
function monthStart(now: Date): Date {
  const offsetMs = (5 * 60 + 45) * 60 * 1000
  const local = new Date(now.getTime() + offsetMs)
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetMs)
}

/** The plan payments of a member (paid plans), newest first: the operator's view of their billing. */
export async function listPlanPayments(memberId: number) {
  const rows = await prisma.planPayment.findMany({
    where: { memberId },
    orderBy: { id: 'desc' },
    take: 50,
    select: { id: true, plan: true, period: true, gateway: true, amountPaisa: true, status: true, transactionId: true, endsOn: true, createdAt: true },
  })
  return rows.map((row) => ({ ...row, amountPaisa: Number(row.amountPaisa) }))
}

export async function getMemberOverview(memberId: number, now = new Date()) {
  const member = isRecordId(memberId)
    ? await prisma.member.findUnique({ where: { id: memberId }, select: { ...SUMMARY, supportAccessUntil: true, planEndsOn: true } })
    : null
  if (!member) throw new NotFoundError('errors.memberNotFound')
  const accessOpen = member.supportAccessUntil !== null && member.supportAccessUntil > now
  const [usage, smsThisMonth, planPayments, tenants] = await Promise.all([
    countPlanUsage(memberId),
    prisma.smsMessage.count({ where: { memberId, createdAt: { gte: monthStart(now) }, status: { in: ['SENT', 'SENDING', 'UNKNOWN'] } } }),
    listPlanPayments(memberId),
    accessOpen
      ? prisma.agreement.findMany({
          where: { memberId },
          distinct: ['tenantId'],
          orderBy: { tenantId: 'asc' },
          take: 100,
          select: { tenant: { select: { id: true, phone: true, firstName: true, lastName: true } } },
        }).then((rows) => rows.map((row) => row.tenant))
      : Promise.resolve(null),
  ])
  // A paid plan's end (its first day back on Basic); null for a free or operator-given plan.
  const { planEndsOn, ...rest } = member
  return { member: { ...rest, planEndsAt: planEndsOn }, usage, smsThisMonth, planPayments, supportAccess: accessOpen ? member.supportAccessUntil : null, tenants }
}

/** An operator's plan change; the reason is required and kept in the audit log (choosePlan writes it). */
export async function changeMemberPlanAsOperator(operator: Operator, memberId: number, plan: unknown, reason: unknown) {
  const why = requireReason(reason)
  await getMemberOverview(memberId)
  return choosePlan(memberId, plan, { actorMemberId: operator.id, actorRole: 'OPERATOR', reason: why })
}

/** The member lets the operators read their tenants for a support case, for 7 days (or ends it early). */
export async function setSupportAccess(memberId: number, allow: boolean, now = new Date()) {
  const until = allow ? new Date(now.getTime() + SUPPORT_ACCESS_MS) : null
  await prisma.$transaction(async (tx) => {
    await tx.member.update({ where: { id: memberId }, data: { supportAccessUntil: until } })
    await recordAudit({ actorMemberId: memberId, actorRole: 'MEMBER', action: allow ? 'member.supportAccessGrant' : 'member.supportAccessEnd', target: `member:${memberId}`, subjectMemberId: memberId, details: { until: until?.toISOString() ?? null } }, tx)
  })
  return until
}

export async function getSupportAccess(memberId: number, now = new Date()): Promise<Date | null> {
  const row = await prisma.member.findUnique({ where: { id: memberId }, select: { supportAccessUntil: true } })
  return row?.supportAccessUntil && row.supportAccessUntil > now ? row.supportAccessUntil : null
}
