// GET /v1/ops/money: gateway payments that failed or still wait.
import { listGatewayProblems } from '~/services/ops/messages.server'
import { apiData } from '~/v1/api.server'
import { iso, opsRoute } from '~/v1/ops-route.server'
import { operations as o } from '~/v1/operations'

const answer = opsRoute({
  GET: async () => {
    const rows = await listGatewayProblems()
    return apiData(o.opsMoney.response.parse({ gatewayPayments: rows.map((r) => ({ ...r, amountPaisa: Number(r.amountPaisa), createdAt: iso(r.createdAt) })) }))
  },
})

export const loader = answer
export const action = answer
