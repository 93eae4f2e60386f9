// GET /v1/member/tenant/{id}: the tenant with the member's own agreements with them; 404 when the
// member has none (or the id is not a tenant's).
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { tenantProfileJson } from '~/v1/agreements-json.server'
import { recordIdOf } from '~/services/record-id.server'
import { getTenantProfile, TENANT_MESSAGES } from '~/services/tenants.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.tenant.$id'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const tenant = await getTenantProfile(member.id, recordIdOf(params.id, TENANT_MESSAGES.tenantNotFound))
    return apiData(operations.tenantShow.response.parse(tenantProfileJson(member.id, tenant)))
  })
}

export const action = methodNotAllowed
