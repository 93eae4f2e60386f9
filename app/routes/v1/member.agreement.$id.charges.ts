// GET /v1/member/agreement/{id}/charges: the agreement's charges and balance. Another member's id is 404.
import { LEDGER_MESSAGES } from '~/api/ledger-schemas'
import { operations } from '~/api/operations'
import { requireApiMember } from '~/services/api-auth.server'
import { balanceJson, chargeJson } from '~/services/ledger-json.server'
import { getLedger } from '~/services/ledger.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed } from '~/utils/api.server'
import type { Route } from './+types/member.agreement.$id.charges'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const ledger = await getLedger(member.id, recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound))
    return apiData(
      operations.agreementCharges.response.parse({ calendarType: ledger.calendar, charges: ledger.charges.map(chargeJson), balance: balanceJson(ledger.balance) }),
    )
  })
}

export const action = methodNotAllowed
