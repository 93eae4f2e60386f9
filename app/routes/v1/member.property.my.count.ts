// GET /v1/member/property/my/count: `{ count }` of the member's properties.
import { requireApiMember } from '~/v1/auth.server'
import { countProperties } from '~/services/properties/properties.server'
import { apiCount, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.property.my.count'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiCount(await countProperties(member.id))
  })
}

export const action = methodNotAllowed
