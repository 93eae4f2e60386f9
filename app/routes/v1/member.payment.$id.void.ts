// POST /v1/member/payment/{id}/void: void a payment with `{ reason }` (once per `Idempotency-Key`); 409 ALREADY_VOIDED. Another
// member's payment is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { paymentJson } from '~/v1/ledger-json.server'
import { type PaymentLine, voidPayment } from '~/services/ledger/ledger.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.payment.$id.void'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  return answerMemberWrite(args, operations.paymentVoid, {
    idOf: (params) => recordIdOf(params.id, LEDGER_MESSAGES.paymentNotFound),
    write: (memberId, paymentId, input, guard) => voidPayment(memberId, paymentId, input.reason, { guard }),
    data: (voided: PaymentLine & { agreementId: number }) => paymentJson(voided.agreementId, voided),
  })
}
