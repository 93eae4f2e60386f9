// POST /v1/ops/members/{id}/plan: change a member's plan, with a reason for the audit log.
import { changeMemberPlanAsOperator } from '~/services/ops/members.server'
import { apiData, parseJsonBody } from '~/v1/api.server'
import { opsId, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  POST: async ({ request, operator, params }) => {
    const { plan, reason } = await parseJsonBody(request, o.opsMemberPlan.body)
    return apiData(o.opsMemberPlan.response.parse(await changeMemberPlanAsOperator(operator, opsId(params), plan, reason)))
  },
})

export const loader = answer
export const action = answer
