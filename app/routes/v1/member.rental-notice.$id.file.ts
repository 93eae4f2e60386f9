// POST /v1/member/rental-notice/{id}/file: mark a notice filed with the day and the city's reference.
import { NOTICE_MESSAGES } from '~/schemas/rental-notice-schemas'
import { recordIdOf } from '~/services/record-id.server'
import { fileNotice } from '~/services/rental-notices.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.rental-notice.$id.file'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const input = await parseJsonBody(request, operations.rentalNoticeFile.body)
    const notice = await fileNotice(member.id, recordIdOf(params.id, NOTICE_MESSAGES.notFound), input)
    return apiData(operations.rentalNoticeFile.response.parse(notice))
  })
}
