// GET /v1/ops/members/{id}: a member's plan, plan payments, counts and SMS this month; tenants only while support access lasts.
import { toNationalNumber } from '~/domain/phone'
import { getMemberOverview } from '~/services/ops/members.server'
import { apiData } from '~/v1/api.server'
import { iso, opsId, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  GET: async ({ params }) => {
    const view = await getMemberOverview(opsId(params))
    const { supportAccessUntil: _, ...member } = view.member
    return apiData(o.opsMember.response.parse({
      member: { ...member, phone: toNationalNumber(member.phone), createdAt: iso(member.createdAt), planEndsAt: iso(member.planEndsAt) },
      usage: view.usage,
      smsThisMonth: view.smsThisMonth,
      planPayments: view.planPayments.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
      supportAccessUntil: iso(view.supportAccess),
      tenants: view.tenants?.map((t) => ({ ...t, phone: toNationalNumber(t.phone) })) ?? null,
    }))
  },
})

export const loader = answer
export const action = answer
