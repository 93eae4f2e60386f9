// GET /v1/member/agreement/{id}/statement?from=&to=: the agreement's statement for a date range
// (A.D.). Another member's id is 404.
import { operations } from '~/v1/operations'
import { statementLoader } from '~/v1/statement-route.server'
import { getStatement } from '~/services/ledger/statements.server'
import { methodNotAllowed } from '~/v1/api.server'
import { agreementAccess, requireSight } from '~/services/team/access.server'

export const loader = statementLoader(operations.agreementStatement, async (member, agreementId, range) => {
  const access = requireSight(await agreementAccess(member.id, agreementId), 'tenancy:view')
  return { statement: await getStatement(access.ownerId, agreementId, range), role: access.role }
})

export const action = methodNotAllowed
