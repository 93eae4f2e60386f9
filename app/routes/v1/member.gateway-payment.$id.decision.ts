// POST /v1/member/gateway-payment/{id}/decision: the member decides once about received money
// waiting for a decision (`apply`, `apply-to-renewal`, or `refunded` with a note). The same decision
// again answers the same; another member's id is 404.
import { decideReceivedPayment } from '~/services/payments/gateway-decisions.server'
import { recordIdOf } from '~/services/record-id.server'
import { methodNotAllowed } from '~/v1/api.server'
import { answerMemberPost } from '~/v1/idempotency.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.gateway-payment.$id.decision'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  return answerMemberPost(args, operations.receivedPaymentDecide, {
    idOf: (params) => recordIdOf(params.id),
    write: (memberId, id, input) => decideReceivedPayment(memberId, id, input),
    data: (received) => received,
  })
}
