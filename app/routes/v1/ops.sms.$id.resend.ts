// POST /v1/ops/sms/{id}/resend: sends an UNKNOWN message again, once, with a reason.
import { resendUnknownSms } from '~/services/ops/messages.server'
import { apiData, parseJsonBody } from '~/v1/api.server'
import { opsId, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  POST: async ({ request, operator, params }) => {
    const { reason } = await parseJsonBody(request, o.opsSmsResend.body)
    return apiData(await resendUnknownSms(operator, opsId(params), reason))
  },
})

export const loader = answer
export const action = answer
