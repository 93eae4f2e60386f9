// GET /v1/tenant/agreement/{id}/gateway-payment: the tenant's online payments that the gateway
// confirmed but that could not be recorded as a normal payment, and what the landlord decided.
// Scoped by the verified phone: anyone else's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { listReceivedForTenant } from '~/services/payments/gateway-decisions.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/tenant.agreement.$id.gateway-payment'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const received = await listReceivedForTenant(member.phone, recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound))
    return apiData(operations.tenantReceivedPaymentList.response.parse(received))
  })
}

export const action = methodNotAllowed
