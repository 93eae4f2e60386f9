// GET /v1/tenant/agreement/{id}/payment: the payments of one of the member's agreements as a tenant. Anyone else's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { paymentJson } from '~/v1/ledger-json.server'
import { getMyRentAgreement } from '~/services/my-rent/my-rent.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/tenant.agreement.$id.payment'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { agreement, ledger } = await getMyRentAgreement(member.phone, recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound))
    return apiData(operations.tenantPaymentList.response.parse(ledger.payments.map((payment) => paymentJson(agreement.id, payment))))
  })
}

export const action = methodNotAllowed
