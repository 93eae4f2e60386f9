// GET /v1/member/gateway: the member's connected payment gateways (last four characters of each key only).
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { getGatewaySettings } from '~/services/payments/gateway-accounts.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.gateway'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiData(operations.gatewayList.response.parse(await getGatewaySettings(member.id)))
  })
}

export const action = methodNotAllowed
