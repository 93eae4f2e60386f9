// GET /v1/member/gateway-payment: money tenants paid online that the gateway confirmed but that
// could not be recorded as a payment, waiting for the member's decision: their own, and those of the
// properties shared with them by a role that decides it (`proof:decide`, ADR 041), each with the
// member's role on its property.
import { listReceivedWaiting } from '~/services/payments/gateway-decisions.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.gateway-payment'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiData(operations.receivedPaymentList.response.parse(await listReceivedWaiting(member.id, { shared: true })))
  })
}

export const action = methodNotAllowed
