// GET /v1/member/agreement/{id}/settlement: the deposit settlement (404 until settled).
// POST: settle the deposit of a terminated or ended agreement (201), once per `Idempotency-Key`.
// By the caller's role on the agreement's property (ADR 041): `tenancy:view` reads it,
// `tenancy:manage` settles in the owner's books (else 403), named as its payments' recorder;
// an agreement of a property the caller has no role on is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { settlementJson } from '~/v1/tenancy-json.server'
import { NotFoundError } from '~/services/errors'
import { getSettlement, settleAgreement, type SettlementView } from '~/services/settlements/settlements.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { apiData, handleApi } from '~/v1/api.server'
import { agreementAccess, requireAbilityOn, requireSight } from '~/services/team/access.server'
import type { Route } from './+types/member.agreement.$id.settlement'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'tenancy:view')
    const settlement = await getSettlement(access.ownerId, agreementId)
    if (!settlement) throw new NotFoundError('settlement.error.notSettled')
    return apiData(operations.settlementGet.response.parse({ ...settlementJson(settlement), role: access.role }))
  })
}

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberWrite(args, operations.settlementCreate, {
    idOf: (params) => recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound),
    write: async (memberId, agreementId, input, guard) => {
      const access = caller.of(requireAbilityOn(await agreementAccess(memberId, agreementId), 'tenancy:view', 'tenancy:manage'))
      return settleAgreement(access.ownerId, agreementId, input, { guard, by: access })
    },
    data: (settlement: SettlementView) => ({ ...settlementJson(settlement), role: caller.role }),
    status: 201,
  })
}
