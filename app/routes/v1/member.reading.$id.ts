// PATCH /v1/member/reading/{id}: correct a mistyped meter reading while its charge and
// the next reading's are unpaid (409 otherwise), once per `Idempotency-Key`. Another member's
// reading is 404.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { readingJson } from '~/v1/meters-json.server'
import { CORRECTION_MESSAGES, correctReading } from '~/services/meters/reading-corrections.server'
import type { ReadingLine } from '~/services/meters/meters.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerOnce } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.reading.$id'
import { readingAccess, requireAbilityOn } from '~/services/team/access.server'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PATCH') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const readingId = recordIdOf(params.id, CORRECTION_MESSAGES.readingNotFound)
    const input = await parseJsonBody(request, operations.readingCorrect.body)
    const caller = callerRole()
    return answerOnce(request, operations.readingCorrect, {
      memberId: member.id,
      input,
      write: async (guard) => {
        const access = caller.of(requireAbilityOn(await readingAccess(member.id, readingId), 'dues:view', 'tenancy:manage'))
        return correctReading(access.ownerId, readingId, { value: input.reading }, { guard })
      },
      data: (reading: ReadingLine) => ({ ...readingJson(reading), role: caller.role }),
      status: 200,
    })
  })
}
