// POST /v1/member/agreement/{id}/paylink/sms: text the agreement's pay link to its tenant (at most
// 3 a day; a repeat of the same `seen` is not sent twice). 409 without online payment; 404 for
// another member's or an ended agreement.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { textPayLink, type PayLinkTextResult } from '~/services/payments/pay-link-sms.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberPost } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.paylink.sms'
import { agreementAccess, requireAbilityOn } from '~/services/team/access.server'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberPost(args, operations.payLinkSms, {
    idOf: (params) => recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound),
    write: async (memberId, agreementId, input) => {
      const access = caller.of(requireAbilityOn(await agreementAccess(memberId, agreementId), 'dues:view', 'tenancy:manage'))
      return textPayLink(access.ownerId, agreementId, { seen: input.seen })
    },
    data: ({ sent, textedToday }: PayLinkTextResult) => ({ sent, textedToday, role: caller.role }),
  })
}
