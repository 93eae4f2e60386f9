// POST /v1/account/logout: the access token of the request stops working.
import { operations } from '~/v1/operations'
import { bearerToken, requireApiMember } from '~/v1/auth.server'
import { revokeSession } from '~/services/accounts/session.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/account.logout'

export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    await requireApiMember(request) // 401 for a token that is already invalid
    await revokeSession(bearerToken(request) as string)
    return apiData(operations.accountLogout.response.parse({}))
  })
}

export const loader = methodNotAllowed
