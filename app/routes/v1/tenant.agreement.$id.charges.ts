// GET /v1/tenant/agreement/{id}/charges: the dues and balance of one of the member's agreements as a tenant. Anyone else's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { balanceJson, chargeJson } from '~/v1/ledger-json.server'
import { getMyRentAgreement } from '~/services/my-rent/my-rent.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/tenant.agreement.$id.charges'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { ledger } = await getMyRentAgreement(member.phone, recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound))
    return apiData(
      operations.tenantAgreementCharges.response.parse({ calendarType: ledger.calendar, charges: ledger.charges.map(chargeJson), balance: balanceJson(ledger.balance) }),
    )
  })
}

export const action = methodNotAllowed
