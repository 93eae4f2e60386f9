// A member's plan (spec §2.6, §4.6, §9 "Plan chooser"; DESIGN §7-8): which plan they are on, how
// much of each limit they use, and changing plan. Any plan may be chosen at any time. A downgrade
// below what the member already has is allowed and deletes nothing; the services that create
// (properties/properties.server.ts, and agreements and tenants) refuse new ones while the count is at or over
// the new limit (checkPlanLimit), so the member is back in bounds only by ending or deleting.
// Choosing changes the plan at once while plans are free (no Bhadaa merchant account configured);
// otherwise Plus and Pro are bought through billing.server.ts and only Basic is chosen here,
// except by an operator (a goodwill change with its reason).
// A plan chosen here has no end date (a paid one's is dropped: choosing Basic ends it now).
import { isoDateOf } from '~/domain/ad-date'
import { type AuditEntry, recordAudit } from '~/services/audit.server'
import { isMemberPlan, type MemberPlan, PLAN_RESOURCES, planLimit, type PlanResource } from '~/domain/plans'
import type { MessageCode } from '~/i18n/message'
import { prisma } from '~/server/db.server'
import { currentAgreementWhere } from '~/services/agreements/current.server'
import { NotFoundError, ValidationError } from '~/services/errors'
import { plansArePaid } from './billing.server'

type Db = Pick<typeof prisma, 'property' | 'agreement'>

/** What counts against the limits: every property; current agreements (agreements/current.server.ts, as the agreement service checks them); the tenants on them. */
export type PlanUsage = Record<PlanResource, number>

export type OverLimit = { resource: PlanResource; count: number; limit: number }

export type MemberPlanStatus = { plan: MemberPlan; usage: PlanUsage; overLimits: OverLimit[] }

export const PLAN_MESSAGES = {
  unknownPlan: 'errors.unknownPlan',
  memberNotFound: 'errors.memberNotFound',
  paymentRequired: 'billing.error.paymentRequired',
} as const satisfies Record<string, MessageCode>

export async function countPlanUsage(memberId: number, db: Db = prisma): Promise<PlanUsage> {
  const active = { memberId, ...currentAgreementWhere() }
  const [properties, agreements, tenants] = await Promise.all([
    db.property.count({ where: { memberId } }),
    db.agreement.count({ where: active }),
    db.agreement.findMany({ where: active, distinct: ['tenantId'], select: { tenantId: true } }).then((rows) => rows.length),
  ])
  return { properties, tenants, agreements }
}

/** The limits of `plan` that `usage` is over (more than allowed, not merely at the limit). */
export function overLimitsOf(plan: MemberPlan, usage: PlanUsage): OverLimit[] {
  return PLAN_RESOURCES.flatMap((resource) => {
    const limit = planLimit(plan, resource)
    return usage[resource] > limit ? [{ resource, count: usage[resource], limit }] : []
  })
}

/** The member's plan, usage and over-limits, and when a paid plan ends (A.D. `YYYY-MM-DD`, the first day back on Basic; null: no end). */
export async function getMemberPlan(memberId: number): Promise<MemberPlanStatus & { endsOn: string | null }> {
  const member = await prisma.member.findUnique({ where: { id: memberId }, select: { plan: true, planEndsOn: true } })
  if (!member) throw new NotFoundError(PLAN_MESSAGES.memberNotFound)
  const usage = await countPlanUsage(memberId)
  return { plan: member.plan, usage, overLimits: overLimitsOf(member.plan, usage), endsOn: member.planEndsOn && isoDateOf(member.planEndsOn) }
}

/**
 * Puts the member on `plan` and says which of its limits they are already over. The member's row
 * is locked, as when a property is created, so a creation racing the change sees one plan or the
 * other, never a mix.
 */
export async function choosePlan(
  memberId: number,
  plan: unknown,
  // Who changed it, for the audit log: the member themself, or an operator with a reason.
  by: Pick<AuditEntry, 'actorMemberId' | 'actorRole' | 'reason'> = { actorMemberId: memberId, actorRole: 'MEMBER' },
): Promise<MemberPlanStatus & { previousPlan: MemberPlan }> {
  if (!isMemberPlan(plan)) throw new ValidationError(PLAN_MESSAGES.unknownPlan, { plan: [PLAN_MESSAGES.unknownPlan] })
  if (plan !== 'BASIC' && plansArePaid() && by.actorRole !== 'OPERATOR') throw new ValidationError(PLAN_MESSAGES.paymentRequired, { plan: [PLAN_MESSAGES.paymentRequired] })
  return prisma.$transaction(async (tx) => {
    const [member] = await tx.$queryRaw<Array<{ plan: MemberPlan }>>`
      SELECT "plan"::text AS "plan" FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`
    if (!member) throw new NotFoundError(PLAN_MESSAGES.memberNotFound)
    if (member.plan !== plan) {
      await tx.member.update({ where: { id: memberId }, data: { plan, planEndsOn: null } })
      const action = by.actorRole === 'OPERATOR' ? 'operator.planChange' : 'member.planChange'
      await recordAudit({ ...by, action, target: `member:${memberId}`, subjectMemberId: memberId, details: { from: member.plan, to: plan } }, tx)
    }
    const usage = await countPlanUsage(memberId, tx)
    return { plan, previousPlan: member.plan, usage, overLimits: overLimitsOf(plan, usage) }
  })
}
