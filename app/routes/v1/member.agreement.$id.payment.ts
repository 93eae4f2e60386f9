// /v1/member/agreement/{id}/payment. GET: the agreement's payments, newest first. POST: record one
// (201), once per `Idempotency-Key`. Another member's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { paymentJson } from '~/v1/ledger-json.server'
import { type PaymentLine, listPayments, recordPayment } from '~/services/ledger/ledger.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { apiData, handleApi } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.payment'

const agreementIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = agreementIdOf(params)
    const payments = await listPayments(member.id, agreementId)
    return apiData(operations.paymentList.response.parse(payments.map((payment) => paymentJson(agreementId, payment))))
  })
}

export function action(args: Route.ActionArgs) {
  return answerMemberWrite(args, operations.paymentCreate, {
    idOf: agreementIdOf,
    write: (memberId, agreementId, input, guard) => recordPayment(memberId, agreementId, input, { guard }),
    data: (payment: PaymentLine, agreementId: number) => paymentJson(agreementId, payment),
    status: 201,
  })
}
