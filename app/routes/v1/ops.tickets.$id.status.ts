// POST /v1/ops/tickets/{id}/status: the ticket's new status.
import { setTicketStatus } from '~/services/ops/support-desk.server'
import { parseJsonBody } from '~/v1/api.server'
import { done, opsId, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  POST: async ({ request, operator, params }) => {
    const { status } = await parseJsonBody(request, o.opsTicketStatus.body)
    await setTicketStatus(operator, opsId(params), status)
    return done()
  },
})

export const loader = answer
export const action = answer
