// POST /v1/member/rental-notice/{id}/file: mark a notice filed with the day and the city's reference.
// By the caller's role on its agreement's property (ADR 041): `tenancy:manage` files it in the
// owner's books; a role that sees the tenancy but may not run it 403; no role (or a collector) 404.
import { NOTICE_MESSAGES } from '~/schemas/rental-notice-schemas'
import { recordIdOf } from '~/services/record-id.server'
import { fileNotice } from '~/services/paperwork/rental-notices.server'
import { methodNotAllowed } from '~/v1/api.server'
import { answerMemberPost } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { operations } from '~/v1/operations'
import { noticeAccess, requireAbilityOn } from '~/services/team/access.server'
import type { Route } from './+types/member.rental-notice.$id.file'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberPost(args, operations.rentalNoticeFile, {
    idOf: (params) => recordIdOf(params.id, NOTICE_MESSAGES.notFound),
    write: async (memberId, noticeId, input) => {
      const access = caller.of(requireAbilityOn(await noticeAccess(memberId, noticeId), 'tenancy:view', 'tenancy:manage'))
      return fileNotice(access.ownerId, noticeId, input)
    },
    data: (notice) => ({ ...notice, role: caller.role }),
  })
}
