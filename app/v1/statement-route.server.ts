// The loader of an agreement's statement, shared by the member's path (their own agreement) and the
// tenant's (an agreement whose tenant phone is the member's verified phone): the same query and the
// same answer; only the lookup that finds the agreement differs, and anyone else's id is 404. The
// member's answer carries their role on the agreement's property (ADR 041); the tenant's none.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import type { z } from 'zod'
import type { AgreementStatement } from '~/services/ledger/statements.server'
import type { PropertyRoleName } from '~/domain/property-roles'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, parseQuery } from './api.server'
import { requireApiMember } from './auth.server'
import { statementJson } from './tenancy-json.server'
import type { StatementQuerySchema } from './tenancy-operations'

type Member = Awaited<ReturnType<typeof requireApiMember>>

/** The member's answer (with `role`) or the tenant's: the statement's shape either way. */
type StatementOperation = { query: typeof StatementQuerySchema; response: z.ZodType }

type StatementOf = (
  member: Member,
  agreementId: number,
  range: z.output<typeof StatementQuerySchema>,
) => Promise<{ statement: AgreementStatement; role?: PropertyRoleName }>

/** GET …/agreement/{id}/statement?from=&to= for the operation, the statement found by `statementOf`. */
export function statementLoader(operation: StatementOperation, statementOf: StatementOf) {
  return ({ request, params }: { request: Request; params: { id: string } }) =>
    handleApi(request, async () => {
      const member = await requireApiMember(request)
      const agreementId = recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)
      const query = parseQuery(request, operation.query)
      const { statement, role } = await statementOf(member, agreementId, query)
      return apiData(operation.response.parse({ ...statementJson(statement), ...(role && { role }) }))
    })
}
