// POST /v1/member/agreement/{id}/tenant-phone `{ phone }`: a wrong phone number: the
// agreement moves to the tenant with the right number; only that number is texted. Another
// member's agreement is 404. By the caller's role on the agreement's property (ADR 041):
// `tenancy:manage` moves it in the owner's books; a role that sees the tenancy 403; others 404.
import { operations } from '~/v1/operations'
import { tenantJson } from '~/v1/tenant-correction-json.server'
import { moveAgreementToPhone, TENANT_CORRECTION_MESSAGES } from '~/services/tenants/corrections.server'
import { recordIdOf } from '~/services/record-id.server'
import { methodNotAllowed } from '~/v1/api.server'
import { answerMemberPost } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { agreementAccess, requireAbilityOn } from '~/services/team/access.server'
import type { Route } from './+types/member.agreement.$id.tenant-phone'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberPost(args, operations.agreementTenantPhone, {
    idOf: (params) => recordIdOf(params.id, TENANT_CORRECTION_MESSAGES.agreementNotFound),
    write: async (memberId, agreementId, { phone }) => {
      const access = caller.of(requireAbilityOn(await agreementAccess(memberId, agreementId), 'tenancy:view', 'tenancy:manage'))
      return moveAgreementToPhone(access.ownerId, agreementId, phone)
    },
    data: (moved) => ({ agreementId: moved.agreementId, tenant: tenantJson(moved.tenant), role: caller.role }),
  })
}
