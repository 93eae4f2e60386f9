// GET /v1/member/rental-notice: the member's rental notices (open ones by default).
import { listNotices, listOpenNotices } from '~/services/paperwork/rental-notices.server'
import { apiData, handleApi, methodNotAllowed, parseQuery } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.rental-notice'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { status } = parseQuery(request, operations.rentalNoticeList.query)
    const notices = status === 'open' ? await listOpenNotices(member.id) : await listNotices(member.id)
    return apiData(operations.rentalNoticeList.response.parse(notices))
  })
}

export const action = methodNotAllowed
