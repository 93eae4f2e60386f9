// GET /v1/member/report/rent-income?fiscalYear=2082: the member's rent income of a B.S. fiscal
// year. A year outside the calendar table is 400.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { rentIncomeJson } from '~/v1/report-json.server'
import { getRentIncome } from '~/services/reports/rent-income.server'
import { apiData, handleApi, methodNotAllowed, parseQuery } from '~/v1/api.server'
import type { Route } from './+types/member.report.rent-income'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { fiscalYear } = parseQuery(request, operations.rentIncomeReport.query)
    return apiData(operations.rentIncomeReport.response.parse(rentIncomeJson(await getRentIncome(member.id, fiscalYear))))
  })
}

export const action = methodNotAllowed
