// GET /v1/member/agreement/{id}/charges: the agreement's charges and balance, for every role on its
// property (ADR 041). An agreement of a property the caller has no role on is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { balanceJson, chargeJson } from '~/v1/ledger-json.server'
import { getLedger } from '~/services/ledger/ledger.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import { agreementAccess, requireSight } from '~/services/team/access.server'
import type { Route } from './+types/member.agreement.$id.charges'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'dues:view')
    const ledger = await getLedger(access.ownerId, agreementId)
    return apiData(
      operations.agreementCharges.response.parse({
        calendarType: ledger.calendar,
        charges: ledger.charges.map(chargeJson),
        balance: balanceJson(ledger.balance),
        role: access.role,
      }),
    )
  })
}

export const action = methodNotAllowed
