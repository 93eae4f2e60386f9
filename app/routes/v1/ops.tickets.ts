// GET /v1/ops/tickets: the support desk's queue of one status (`?status=NEW` by default), with each status's count.
import { listTickets } from '~/services/ops/support-desk.server'
import { apiData, parseQuery } from '~/v1/api.server'
import { iso, national, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  GET: async ({ request }) => {
    const { status = 'NEW' } = parseQuery(request, o.opsTickets.query)
    const { items, counts } = await listTickets(status)
    return apiData(o.opsTickets.response.parse({ items: items.map((t) => ({ ...t, phone: national(t.phone), createdAt: iso(t.createdAt) })), counts }))
  },
})

export const loader = answer
export const action = answer
