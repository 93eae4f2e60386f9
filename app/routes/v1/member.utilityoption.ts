// GET /v1/member/utilityoption: the utility options (`Rent` included; the form leaves it out).
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { listUtilityOptions } from '~/services/agreements/agreements.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.utilityoption'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireApiMember(request)
    return apiData(operations.utilityOptionList.response.parse(await listUtilityOptions()))
  })
}

export const action = methodNotAllowed
