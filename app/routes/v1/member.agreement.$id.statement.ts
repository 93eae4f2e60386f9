// GET /v1/member/agreement/{id}/statement?from=&to=: the agreement's statement for a date range
// (A.D.). Another member's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { statementJson } from '~/v1/tenancy-json.server'
import { getStatement } from '~/services/ledger/statements.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed, parseQuery } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.statement'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)
    const query = parseQuery(request, operations.agreementStatement.query)
    const statement = await getStatement(member.id, agreementId, query)
    return apiData(operations.agreementStatement.response.parse(statementJson(statement)))
  })
}

export const action = methodNotAllowed
