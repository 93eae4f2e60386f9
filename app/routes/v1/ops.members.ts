// GET /v1/ops/members: members whose phone or name matches `?q=`.
import { toNationalNumber } from '~/domain/phone'
import { searchMembers } from '~/services/ops/members.server'
import { apiData, parseQuery } from '~/v1/api.server'
import { iso, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  GET: async ({ request }) => {
    const { q = '' } = parseQuery(request, o.opsMembers.query)
    const items = await searchMembers(q)
    return apiData(o.opsMembers.response.parse({ items: items.map((m) => ({ ...m, phone: toNationalNumber(m.phone), createdAt: iso(m.createdAt) })) }))
  },
})

export const loader = answer
export const action = answer
