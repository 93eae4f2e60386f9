// POST /v1/member/payment/{id}/void: void a payment with `{ reason }`; 409 ALREADY_VOIDED. Another
// member's payment is 404.
import { LEDGER_MESSAGES } from '~/api/ledger-schemas'
import { operations } from '~/api/operations'
import { requireApiMember } from '~/services/api-auth.server'
import { ledgerApiError, paymentJson } from '~/services/ledger-json.server'
import { getPayment, voidPayment } from '~/services/ledger.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/utils/api.server'
import type { Route } from './+types/member.payment.$id.void'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const paymentId = recordIdOf(params.id, LEDGER_MESSAGES.paymentNotFound)
    const { reason } = await parseJsonBody(request, operations.paymentVoid.body)
    const voided = await voidPayment(member.id, paymentId, reason).catch((error: unknown) => {
      throw ledgerApiError(error)
    })
    const { agreementId } = await getPayment(member.id, voided.id)
    return apiData(operations.paymentVoid.response.parse(paymentJson(agreementId, voided)))
  })
}
