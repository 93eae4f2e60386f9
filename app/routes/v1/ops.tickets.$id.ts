// GET /v1/ops/tickets/{id}: one ticket with its replies and internal notes (each SMS reply's delivery status).
import { getTicket } from '~/services/ops/support-desk.server'
import { apiData } from '~/v1/api.server'
import { iso, national, opsId, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  GET: async ({ params }) => {
    const { notes, smsStatus, ...ticket } = await getTicket(opsId(params))
    return apiData(o.opsTicket.response.parse({
      ...ticket,
      phone: national(ticket.phone),
      createdAt: iso(ticket.createdAt),
      notes: notes.map((n) => ({ id: n.id, body: n.body, smsMessageId: n.smsMessageId, smsStatus: n.smsMessageId === null ? null : (smsStatus[n.smsMessageId] ?? null), createdAt: iso(n.createdAt) })),
    }))
  },
})

export const loader = answer
export const action = answer
