// GET /v1/member/tenant-request: the requests to correct a tenant waiting for this member's answer.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { tenantRequestJson } from '~/v1/tenant-correction-json.server'
import { listTenantRequests } from '~/services/tenants/corrections.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.tenant-request'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiData(operations.tenantRequestList.response.parse((await listTenantRequests(member.id)).map(tenantRequestJson)))
  })
}

export const action = methodNotAllowed
