// GET /v1/member/tenant: the tenants of the member's agreements.
import { operations } from '~/api/operations'
import { requireApiMember } from '~/services/api-auth.server'
import { tenantListJson } from '~/services/agreements-json.server'
import { listTenants } from '~/services/tenants.server'
import { apiData, handleApi, methodNotAllowed } from '~/utils/api.server'
import type { Route } from './+types/member.tenant'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const tenants = await listTenants(member.id)
    return apiData(operations.tenantList.response.parse(tenants.map(tenantListJson)))
  })
}

export const action = methodNotAllowed
