// GET /v1/tenant/agreement/{id}/statement?from=&to=: the statement of one of the member's agreements
// as a tenant, the landlord's statement scoped by the verified phone. Anyone else's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { statementJson } from '~/v1/tenancy-json.server'
import { getMyRentStatement } from '~/services/ledger/statements.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed, parseQuery } from '~/v1/api.server'
import type { Route } from './+types/tenant.agreement.$id.statement'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)
    const query = parseQuery(request, operations.tenantAgreementStatement.query)
    const statement = await getMyRentStatement(member.phone, agreementId, query)
    return apiData(operations.tenantAgreementStatement.response.parse(statementJson(statement)))
  })
}

export const action = methodNotAllowed
