// POST /v1/ops/tickets/{id}/claims: freezes (or thaws) claims on a wrongful-use report's phone.
import { setClaimFreeze } from '~/services/ops/support-desk.server'
import { parseJsonBody } from '~/v1/api.server'
import { done, opsId, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  POST: async ({ request, operator, params }) => {
    const { freeze, reason } = await parseJsonBody(request, o.opsTicketClaims.body)
    await setClaimFreeze(operator, opsId(params), freeze, reason)
    return done()
  },
})

export const loader = answer
export const action = answer
