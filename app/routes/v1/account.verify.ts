// GET /v1/account/verify: is this access token valid, and whose is it?
import { operations } from '~/api/operations'
import { requireApiMember } from '~/services/api-auth.server'
import { apiData, handleApi } from '~/utils/api.server'
import type { Route } from './+types/account.verify'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiData(operations.accountVerifyToken.response.parse({ member }))
  })
}
