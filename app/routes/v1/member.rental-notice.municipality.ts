// /v1/member/rental-notice/municipality: GET which municipalities of the member's properties ask
// for rental notices; PATCH sets them.
import { listNoticeMunicipalities, setNoticeMunicipalities } from '~/services/paperwork/rental-notices.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.rental-notice.municipality'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiData(operations.noticeMunicipalityList.response.parse(await listNoticeMunicipalities(member.id)))
  })
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'PATCH') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { required } = await parseJsonBody(request, operations.noticeMunicipalityUpdate.body)
    return apiData(operations.noticeMunicipalityUpdate.response.parse(await setNoticeMunicipalities(member.id, required)))
  })
}
