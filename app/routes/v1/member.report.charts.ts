// GET /v1/member/report/charts: the numbers of the charts on /reports, in paisa and
// units, over the last 12 B.S. months; the member's properties and those shared with them by a
// role with books:view.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { chartsJson } from '~/v1/report-json.server'
import { getCharts } from '~/services/reports/charts.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.report.charts'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiData(operations.chartsReport.response.parse(chartsJson(await getCharts(member.id))))
  })
}

export const action = methodNotAllowed
