// POST /v1/ops/sms/resume: resumes the paused SMS queue by hand, with a reason.
import { resumeSmsQueue } from '~/services/ops/messages.server'
import { apiData, parseJsonBody } from '~/v1/api.server'
import { opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  POST: async ({ request, operator }) => {
    const { reason } = await parseJsonBody(request, o.opsSmsResume.body)
    return apiData(await resumeSmsQueue(operator, reason))
  },
})

export const loader = answer
export const action = answer
