// POST /v1/member/agreement/{id}/charge: add an extra charge (201), once per `Idempotency-Key`.
// Another member's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { agreementChargeJson } from '~/v1/tenancy-json.server'
import { addExtraCharge, type ChargeWithAgreement } from '~/services/ledger/extra-charges.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.charge'
import { agreementAccess, requireAbilityOn } from '~/services/team/access.server'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberWrite(args, operations.extraChargeCreate, {
    idOf: (params) => recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound),
    write: async (memberId, agreementId, input, guard) => {
      const access = caller.of(requireAbilityOn(await agreementAccess(memberId, agreementId), 'dues:view', 'tenancy:manage'))
      return addExtraCharge(access.ownerId, agreementId, input, { guard })
    },
    data: (charge: ChargeWithAgreement) => ({ ...agreementChargeJson(charge), role: caller.role }),
    status: 201,
  })
}
