// POST /v1/member/gateway-payment/{id}/decision: the member decides once about received money
// waiting for a decision (`apply`, `apply-to-renewal`, or `refunded` with a note). The same decision
// again answers the same. By the caller's role on its property (ADR 041): `proof:decide` decides in
// the owner's books, named as the decider (and the payment's recorder); a viewer 403; no role 404.
import { decideReceivedPayment } from '~/services/payments/gateway-decisions.server'
import { recordIdOf } from '~/services/record-id.server'
import { methodNotAllowed } from '~/v1/api.server'
import { answerMemberPost } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { operations } from '~/v1/operations'
import { gatewayPaymentAccess, requireAbility } from '~/services/team/access.server'
import type { Route } from './+types/member.gateway-payment.$id.decision'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberPost(args, operations.receivedPaymentDecide, {
    idOf: (params) => recordIdOf(params.id),
    write: async (memberId, id, input) => {
      const access = caller.of(requireAbility(await gatewayPaymentAccess(memberId, id), 'proof:decide'))
      return decideReceivedPayment(access.ownerId, id, input, { by: access })
    },
    data: (received) => ({ ...received, role: caller.role }),
  })
}
