// POST /v1/member/charge/{id}/cancel: cancel an unpaid extra charge or waive a late fee with
// `{ reason }` (once per `Idempotency-Key`); 409 for any other charge. Another member's charge is 404.
import { CHARGE_MESSAGES } from '~/schemas/charge-schemas'
import { operations } from '~/v1/operations'
import { agreementChargeJson } from '~/v1/tenancy-json.server'
import { cancelCharge, type ChargeWithAgreement } from '~/services/ledger/extra-charges.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.charge.$id.cancel'
import { chargeAccess, requireAbilityOn } from '~/services/team/access.server'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberWrite(args, operations.chargeCancel, {
    idOf: (params) => recordIdOf(params.id, CHARGE_MESSAGES.chargeNotFound),
    write: async (memberId, chargeId, input, guard) => {
      const access = caller.of(requireAbilityOn(await chargeAccess(memberId, chargeId), 'dues:view', 'tenancy:manage'))
      return cancelCharge(access.ownerId, chargeId, input.reason, { guard })
    },
    data: (charge: ChargeWithAgreement) => ({ ...agreementChargeJson(charge), role: caller.role }),
  })
}
