// POST /v1/ops/tickets/{id}/note: an internal note on the ticket.
import { addTicketNote } from '~/services/ops/support-desk.server'
import { parseJsonBody } from '~/v1/api.server'
import { done, opsId, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  POST: async ({ request, operator, params }) => {
    const { body } = await parseJsonBody(request, o.opsTicketNote.body)
    await addTicketNote(operator, opsId(params), body)
    return done()
  },
})

export const loader = answer
export const action = answer
