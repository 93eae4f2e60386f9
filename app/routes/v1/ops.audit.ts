// GET /v1/ops/audit: the audit log, newest first, a page at a time (`?page=1`); no operation changes it.
import { listAudit } from '~/services/audit.server'
import { apiData, parseQuery } from '~/v1/api.server'
import { iso, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  GET: async ({ request }) => {
    const { page = 1 } = parseQuery(request, o.opsAudit.query)
    const audit = await listAudit({ page })
    return apiData(o.opsAudit.response.parse({ items: audit.items.map((r) => ({ ...r, createdAt: iso(r.createdAt) })), total: audit.total, page: audit.page }))
  },
})

export const loader = answer
export const action = answer
