// GET /v1/member/agreement/my/count: `{ count }` of the member's current agreements.
import { requireApiMember } from '~/v1/auth.server'
import { countCurrentAgreements } from '~/services/agreements/agreements.server'
import { apiCount, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.my.count'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiCount(await countCurrentAgreements(member.id))
  })
}

export const action = methodNotAllowed
