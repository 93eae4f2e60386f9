// GET /v1/member/tenant/{id}/identity/views: who has seen the tenant's identity document.
import { recordIdOf } from '~/services/record-id.server'
import { listIdentityViews } from '~/services/tenants/identity.server'
import { apiData, handleApi } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.tenant.$id.identity.views'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiData(operations.tenantIdentityViews.response.parse(await listIdentityViews(member.id, recordIdOf(params.id))))
  })
}
