// POST /v1/ops/sms/{id}/drop: settles an UNKNOWN message without sending it again, with a reason.
import { dropUnknownSms } from '~/services/ops/messages.server'
import { parseJsonBody } from '~/v1/api.server'
import { done, opsId, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  POST: async ({ request, operator, params }) => {
    const { reason } = await parseJsonBody(request, o.opsSmsDrop.body)
    await dropUnknownSms(operator, opsId(params), reason)
    return done()
  },
})

export const loader = answer
export const action = answer
