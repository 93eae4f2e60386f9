// POST /v1/tenant/repair/{id}/reopen: the tenant reopens a request marked done, within 7 days of
// it being done (409 otherwise), once per `Idempotency-Key`. Anyone else's request is 404.
import { REPAIR_MESSAGES } from '~/domain/repairs'
import { recordIdOf } from '~/services/record-id.server'
import { reopenRepair, type RepairView } from '~/services/repairs/repairs.server'
import { methodNotAllowed } from '~/v1/api.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { operations } from '~/v1/operations'
import { repairJson } from '~/v1/repair-json.server'
import { prisma } from '~/server/db.server'
import type { Route } from './+types/tenant.repair.$id.reopen'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  return answerMemberWrite(args, operations.tenantRepairReopen, {
    idOf: (params) => recordIdOf(params.id, REPAIR_MESSAGES.notFound),
    write: async (memberId, repairId, { note }, guard) => {
      const { phone } = await prisma.member.findUniqueOrThrow({ where: { id: memberId }, select: { phone: true } })
      return reopenRepair({ memberId, phone }, repairId, note, { guard })
    },
    data: (repair: RepairView) => repairJson(repair),
  })
}
