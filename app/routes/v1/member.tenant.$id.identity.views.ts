// GET /v1/member/tenant/{id}/identity/views: who has seen the tenant's identity document. A team
// member through a property shared with `tenancy:view` (ADR 041, 045); anyone else 404.
import { recordIdOf } from '~/services/record-id.server'
import { listIdentityViews } from '~/services/tenants/identity.server'
import { apiData, handleApi } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import { tenantAccess } from '~/services/team/tenant-access.server'
import type { Route } from './+types/member.tenant.$id.identity.views'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const tenantId = recordIdOf(params.id)
    const access = await tenantAccess(member.id, tenantId, 'tenancy:view')
    const views = await listIdentityViews(access.ownerId, tenantId)
    return apiData(operations.tenantIdentityViews.response.parse(views.map((view) => ({ ...view, role: access.role }))))
  })
}
