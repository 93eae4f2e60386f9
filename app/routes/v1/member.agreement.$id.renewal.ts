// /v1/member/agreement/{id}/renewal. POST: renew the agreement (201), once per `Idempotency-Key`:
// a new agreement from the day after its end (ADR 021). Another member's id is 404.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { agreementChangeJson } from '~/v1/agreements-json.server'
import { CHANGE_MESSAGES } from '~/schemas/agreement-change-schemas'
import { renewAgreement, type RenewalResult } from '~/services/agreements/renewals.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerOnce } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { paisaToRupees } from '~/domain/money'
import { handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.renewal'
import { agreementAccess, requireAbilityOn } from '~/services/team/access.server'

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, CHANGE_MESSAGES.agreementNotFound)
    const input = await parseJsonBody(request, operations.agreementRenewal.body)
    const caller = callerRole()
    return answerOnce(request, operations.agreementRenewal, {
      memberId: member.id,
      input,
      write: async (guard) => {
        const access = caller.of(requireAbilityOn(await agreementAccess(member.id, agreementId), 'tenancy:view', 'tenancy:manage'))
        return renewAgreement(access.ownerId, agreementId, input, { guard, by: access })
      },
      data: (result: RenewalResult) => ({ change: agreementChangeJson(result.change), agreementId: result.agreementId, startsOn: result.startsOn, upcoming: result.isUpcoming, carriedOver: paisaToRupees(result.carriedOverPaisa), role: caller.role }),
      status: 201,
    })
  })
}
