// GET /v1/member/utilityoption: the utility options (`Rent` included; the form leaves it out).
import { operations } from '~/api/operations'
import { requireApiMember } from '~/services/api-auth.server'
import { listUtilityOptions } from '~/services/agreements.server'
import { apiData, handleApi, methodNotAllowed } from '~/utils/api.server'
import type { Route } from './+types/member.utilityoption'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireApiMember(request)
    return apiData(operations.utilityOptionList.response.parse(await listUtilityOptions()))
  })
}

export const action = methodNotAllowed
