// GET /v1/member/rental-notice: the member's rental notices (open ones by default; `role` OWNER), then
// those of the properties shared with them by a role that sees tenancies (ADR 041), with that role.
import { listNotices, listOpenNotices, listSharedNotices } from '~/services/paperwork/rental-notices.server'
import { apiData, handleApi, methodNotAllowed, parseQuery } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.rental-notice'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { status } = parseQuery(request, operations.rentalNoticeList.query)
    const [own, shared] = await Promise.all([
      status === 'open' ? listOpenNotices(member.id) : listNotices(member.id),
      listSharedNotices(member.id, { open: status === 'open' }),
    ])
    return apiData(operations.rentalNoticeList.response.parse([...own.map((notice) => ({ ...notice, role: 'OWNER' })), ...shared]))
  })
}

export const action = methodNotAllowed
