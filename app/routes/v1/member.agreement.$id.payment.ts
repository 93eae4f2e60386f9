// /v1/member/agreement/{id}/payment. GET: the agreement's payments, newest first. POST: record one
// (201), once per `Idempotency-Key`. By the caller's role on the agreement's property (ADR 041):
// every role reads them, the owner, co-owners, managers and collectors record (a viewer: 403),
// in the owner's books; an id of a property the caller has no role on is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { paymentJson } from '~/v1/ledger-json.server'
import { type PaymentLine, listPayments, recordPayment } from '~/services/ledger/ledger.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { apiData, handleApi } from '~/v1/api.server'
import { agreementAccess, requireAbility, requireSight } from '~/services/team/access.server'
import type { Route } from './+types/member.agreement.$id.payment'

const agreementIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = agreementIdOf(params)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'dues:view')
    const payments = await listPayments(access.ownerId, agreementId)
    return apiData(operations.paymentList.response.parse(payments.map((payment) => ({ ...paymentJson(agreementId, payment), role: access.role }))))
  })
}

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberWrite(args, operations.paymentCreate, {
    idOf: agreementIdOf,
    write: async (memberId, agreementId, input, guard) => {
      const access = caller.of(requireAbility(await agreementAccess(memberId, agreementId), 'payment:record'))
      return recordPayment(access.ownerId, agreementId, input, { guard, by: access })
    },
    data: (payment: PaymentLine, agreementId: number) => ({ ...paymentJson(agreementId, payment), role: caller.role }),
    status: 201,
  })
}
