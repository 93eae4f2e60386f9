// POST /v1/ops/tickets/{id}/reply: texts a reply to the ticket's phone through the SMS outbox.
import { replyToTicket } from '~/services/ops/support-desk.server'
import { apiData, parseJsonBody } from '~/v1/api.server'
import { opsId, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  POST: async ({ request, operator, params }) => {
    const { body } = await parseJsonBody(request, o.opsTicketReply.body)
    return apiData(await replyToTicket(operator, opsId(params), body))
  },
})

export const loader = answer
export const action = answer
