// POST /v1/member/charge/{id}/cancel: cancel an unpaid extra charge or waive a late fee with
// `{ reason }` (once per `Idempotency-Key`); 409 for any other charge. Another member's charge is 404.
import { TENANCY_MESSAGES } from '~/schemas/tenancy-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { agreementChargeJson } from '~/v1/tenancy-json.server'
import { cancelCharge, type ChargeWithAgreement } from '~/services/extra-charges.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerOnce } from '~/v1/idempotency.server'
import { handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.charge.$id.cancel'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const chargeId = recordIdOf(params.id, TENANCY_MESSAGES.chargeNotFound)
    const input = await parseJsonBody(request, operations.chargeCancel.body)
    return answerOnce(request, operations.chargeCancel, {
      memberId: member.id,
      input,
      write: (guard) => cancelCharge(member.id, chargeId, input.reason, { guard }),
      data: (charge: ChargeWithAgreement) => agreementChargeJson(charge),
    })
  })
}
