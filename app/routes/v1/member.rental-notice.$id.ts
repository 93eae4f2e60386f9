// GET /v1/member/rental-notice/{id}: one notice with its printed text. By the caller's role on its
// agreement's property (ADR 041): `tenancy:view` reads it from the owner's books; others 404.
import { rentalNoticeLines } from '~/domain/rental-notice'
import { NOTICE_MESSAGES } from '~/schemas/rental-notice-schemas'
import { recordIdOf } from '~/services/record-id.server'
import { getNotice } from '~/services/paperwork/rental-notices.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import { noticeAccess, requireSight } from '~/services/team/access.server'
import type { Route } from './+types/member.rental-notice.$id'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const noticeId = recordIdOf(params.id, NOTICE_MESSAGES.notFound)
    const access = requireSight(await noticeAccess(member.id, noticeId), 'tenancy:view')
    const { facts, ...notice } = await getNotice(access.ownerId, noticeId)
    return apiData(operations.rentalNoticeShow.response.parse({ ...notice, printed: rentalNoticeLines(facts), role: access.role }))
  })
}

export const action = methodNotAllowed
