// GET /v1/member/province: the provinces with their `Districts`, for the property form.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { provinceJson } from '~/v1/properties-json.server'
import { listProvinces } from '~/services/properties/places.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.province'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireApiMember(request)
    const provinces = await listProvinces()
    return apiData(operations.provinceList.response.parse(provinces.map(provinceJson)))
  })
}

export const action = methodNotAllowed
