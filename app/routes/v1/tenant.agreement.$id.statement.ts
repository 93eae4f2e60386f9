// GET /v1/tenant/agreement/{id}/statement?from=&to=: the statement of one of the member's agreements
// as a tenant, the landlord's statement scoped by the verified phone. Anyone else's id is 404.
import { operations } from '~/v1/operations'
import { statementLoader } from '~/v1/statement-route.server'
import { getMyRentStatement } from '~/services/ledger/statements.server'
import { methodNotAllowed } from '~/v1/api.server'

export const loader = statementLoader(operations.tenantAgreementStatement, async (member, agreementId, range) => ({
  statement: await getMyRentStatement(member.phone, agreementId, range),
}))

export const action = methodNotAllowed
