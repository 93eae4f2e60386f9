// GET /v1/member/tenant: the tenants of the member's agreements.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { tenantListJson } from '~/v1/agreements-json.server'
import { listTenants } from '~/services/tenants/tenants.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.tenant'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const tenants = await listTenants(member.id)
    return apiData(operations.tenantList.response.parse(tenants.map(tenantListJson)))
  })
}

export const action = methodNotAllowed
