// GET /v1/member/report/profit?fiscalYear=2082: the member's profit of a B.S. fiscal year, per
// property and month, and the properties shared with them by a role with books:view.
// A year outside the calendar table is 400.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { profitJson } from '~/v1/report-json.server'
import { getProfit } from '~/services/reports/profit.server'
import { apiData, handleApi, methodNotAllowed, parseQuery } from '~/v1/api.server'
import type { Route } from './+types/member.report.profit'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { fiscalYear } = parseQuery(request, operations.profitReport.query)
    return apiData(operations.profitReport.response.parse(profitJson(await getProfit(member.id, fiscalYear))))
  })
}

export const action = methodNotAllowed
