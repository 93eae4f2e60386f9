// GET /v1/member/agreement/my/latest: the member's own 3 agreements created last (the dashboard's
// list), so each says `role` OWNER.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { latestAgreements } from '~/services/agreements/agreements.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.my.latest'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const latest = await latestAgreements(member.id)
    return apiData(operations.agreementLatest.response.parse(latest.map((agreement) => ({ ...agreement, role: 'OWNER' }))))
  })
}

export const action = methodNotAllowed
