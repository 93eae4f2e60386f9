// GET /v1/tenant/agreement/{id}/receipt/{receiptNumber}: a receipt of one of the member's agreements as a tenant. Any other pair is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { receiptJson } from '~/v1/my-rent-json.server'
import { getMyRentReceipt } from '~/services/my-rent/my-rent.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/tenant.agreement.$id.receipt.$receiptNumber'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const receipt = await getMyRentReceipt(
      member.phone,
      recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound),
      recordIdOf(params.receiptNumber, LEDGER_MESSAGES.paymentNotFound),
    )
    return apiData(operations.tenantReceipt.response.parse(receiptJson(receipt)))
  })
}

export const action = methodNotAllowed
