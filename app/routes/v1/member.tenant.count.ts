// GET /v1/member/tenant/count: `{ count }` of the tenants on the member's current agreements.
import { requireApiMember } from '~/v1/auth.server'
import { countTenants } from '~/services/tenants/tenants.server'
import { apiCount, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.tenant.count'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiCount(await countTenants(member.id))
  })
}

export const action = methodNotAllowed
