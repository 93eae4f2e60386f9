// POST /v1/member/payment/{id}/void: void a payment with `{ reason }` (once per `Idempotency-Key`); 409 ALREADY_VOIDED. Another
// member's payment is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { paymentJson } from '~/v1/ledger-json.server'
import { type PaymentLine, voidPayment } from '~/services/ledger.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerOnce } from '~/v1/idempotency.server'
import { handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.payment.$id.void'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const paymentId = recordIdOf(params.id, LEDGER_MESSAGES.paymentNotFound)
    const input = await parseJsonBody(request, operations.paymentVoid.body)
    return answerOnce(request, operations.paymentVoid, {
      memberId: member.id,
      input,
      write: (guard) =>
        voidPayment(member.id, paymentId, input.reason, { guard }),
      data: (voided: PaymentLine & { agreementId: number }) => paymentJson(voided.agreementId, voided),
    })
  })
}
