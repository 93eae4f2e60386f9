// POST /v1/member/rental-notice/{id}/file: mark a notice filed with the day and the city's reference.
import { NOTICE_MESSAGES } from '~/schemas/rental-notice-schemas'
import { recordIdOf } from '~/services/record-id.server'
import { fileNotice } from '~/services/paperwork/rental-notices.server'
import { methodNotAllowed } from '~/v1/api.server'
import { answerMemberPost } from '~/v1/idempotency.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.rental-notice.$id.file'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  return answerMemberPost(args, operations.rentalNoticeFile, {
    idOf: (params) => recordIdOf(params.id, NOTICE_MESSAGES.notFound),
    write: fileNotice,
    data: (notice) => notice,
  })
}
