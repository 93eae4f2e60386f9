// GET /v1/member/agreement/{id}/settlement: the deposit settlement (404 until settled).
// POST: settle the deposit of a terminated or ended agreement (201), once per `Idempotency-Key`.
// Another member's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { settlementJson } from '~/v1/tenancy-json.server'
import { NotFoundError } from '~/services/errors'
import { getSettlement, settleAgreement, type SettlementView } from '~/services/settlements/settlements.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { apiData, handleApi } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.settlement'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)
    const settlement = await getSettlement(member.id, agreementId)
    if (!settlement) throw new NotFoundError('settlement.error.notSettled')
    return apiData(operations.settlementGet.response.parse(settlementJson(settlement)))
  })
}

export function action(args: Route.ActionArgs) {
  return answerMemberWrite(args, operations.settlementCreate, {
    idOf: (params) => recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound),
    write: (memberId, agreementId, input, guard) => settleAgreement(memberId, agreementId, input, { guard }),
    data: (settlement: SettlementView) => settlementJson(settlement),
    status: 201,
  })
}
