// POST /v1/member/payment/{id}/void: void a payment with `{ reason }` (once per `Idempotency-Key`); 409 ALREADY_VOIDED. By the
// caller's role on its property (ADR 041): the owner and co-owners; a manager within 7 days of its
// recording; others 403. A payment of a property the caller has no role on is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { paymentJson } from '~/v1/ledger-json.server'
import { type PaymentLine, voidPayment } from '~/services/ledger/ledger.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { methodNotAllowed } from '~/v1/api.server'
import { paymentAccess, requireAbility } from '~/services/team/access.server'
import type { Route } from './+types/member.payment.$id.void'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberWrite(args, operations.paymentVoid, {
    idOf: (params) => recordIdOf(params.id, LEDGER_MESSAGES.paymentNotFound),
    write: async (memberId, paymentId, input, guard) => {
      const access = caller.of(requireAbility(await paymentAccess(memberId, paymentId), 'payment:void'))
      return voidPayment(access.ownerId, paymentId, input.reason, { guard, by: access })
    },
    data: (voided: PaymentLine & { agreementId: number }) => ({ ...paymentJson(voided.agreementId, voided), role: caller.role }),
  })
}
