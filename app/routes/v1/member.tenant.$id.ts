// GET /v1/member/tenant/{id}: the tenant with the member's own agreements with them; 404 when the
// member has none (or the id is not a tenant's). PATCH: correct the names and language, or send a
// request to whoever else holds the record. A team member (ADR 041, 045): through an agreement on a
// property shared with `tenancy:view` (only those agreements), PATCH with `tenancy:manage` (else 403).
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { tenantProfileJson } from '~/v1/agreements-json.server'
import { recordIdOf } from '~/services/record-id.server'
import { getTenantProfile, TENANT_MESSAGES } from '~/services/tenants/tenants.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { correctTenant } from '~/services/tenants/corrections.server'
import { tenantCorrectionJson } from '~/v1/tenant-correction-json.server'
import { tenantAccess } from '~/services/team/tenant-access.server'
import { requireAbility } from '~/services/team/access.server'
import type { Route } from './+types/member.tenant.$id'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const tenantId = recordIdOf(params.id, TENANT_MESSAGES.tenantNotFound)
    const access = await tenantAccess(member.id, tenantId, 'tenancy:view')
    const tenant = await getTenantProfile(access.ownerId, tenantId, { by: access })
    return apiData(operations.tenantShow.response.parse({ ...tenantProfileJson(access.ownerId, tenant), role: access.role }))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PATCH') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const tenantId = recordIdOf(params.id, TENANT_MESSAGES.tenantNotFound)
    const input = await parseJsonBody(request, operations.tenantCorrect.body)
    const access = requireAbility(await tenantAccess(member.id, tenantId, 'tenancy:view'), 'tenancy:manage')
    const corrected = await correctTenant(access.ownerId, tenantId, input)
    return apiData(operations.tenantCorrect.response.parse({ ...tenantCorrectionJson(corrected), role: access.role }))
  })
}
