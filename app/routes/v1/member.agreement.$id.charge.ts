// POST /v1/member/agreement/{id}/charge: add an extra charge (201), once per `Idempotency-Key`.
// Another member's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { agreementChargeJson } from '~/v1/tenancy-json.server'
import { addExtraCharge, type ChargeWithAgreement } from '~/services/extra-charges.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerOnce } from '~/v1/idempotency.server'
import { handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.charge'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)
    const input = await parseJsonBody(request, operations.extraChargeCreate.body)
    return answerOnce(request, operations.extraChargeCreate, {
      memberId: member.id,
      input,
      write: (guard) => addExtraCharge(member.id, agreementId, input, { guard }),
      data: (charge: ChargeWithAgreement) => agreementChargeJson(charge),
      status: 201,
    })
  })
}
