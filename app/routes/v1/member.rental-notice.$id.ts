// GET /v1/member/rental-notice/{id}: one notice with its printed text. Another member's is 404.
import { rentalNoticeLines } from '~/domain/rental-notice'
import { NOTICE_MESSAGES } from '~/schemas/rental-notice-schemas'
import { recordIdOf } from '~/services/record-id.server'
import { getNotice } from '~/services/paperwork/rental-notices.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.rental-notice.$id'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { facts, ...notice } = await getNotice(member.id, recordIdOf(params.id, NOTICE_MESSAGES.notFound))
    return apiData(operations.rentalNoticeShow.response.parse({ ...notice, printed: rentalNoticeLines(facts) }))
  })
}

export const action = methodNotAllowed
