// PATCH /v1/member/repair/{id} (`{ status, note, cost?, chargeTenant? }`): move a repair request,
// once per `Idempotency-Key`; a move its state does not allow is 409. By the caller's role on its
// property: `repair:manage` moves (a viewer 403), a request they may not see is 404.
import { REPAIR_MESSAGES } from '~/domain/repairs'
import { recordIdOf } from '~/services/record-id.server'
import { getRepair, moveRepair, type RepairView } from '~/services/repairs/repairs.server'
import { handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { answerOnce } from '~/v1/idempotency.server'
import { operations } from '~/v1/operations'
import { repairJson } from '~/v1/repair-json.server'
import type { Route } from './+types/member.repair.$id'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PATCH') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const repairId = recordIdOf(params.id, REPAIR_MESSAGES.notFound)
    const input = await parseJsonBody(request, operations.memberRepairMove.body)
    const { access } = await getRepair(member.id, repairId)
    return answerOnce(request, operations.memberRepairMove, {
      memberId: member.id,
      input,
      write: (guard) => moveRepair(access, repairId, input, { guard }),
      data: (repair: RepairView) => ({ ...repairJson(repair), role: access.role }),
    })
  })
}
