// POST /v1/member/agreement/{id}/tenant-phone `{ phone }`: a wrong phone number (issue 18): the
// agreement moves to the tenant with the right number; only that number is texted. Another
// member's agreement is 404.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { tenantJson } from '~/v1/tenant-correction-json.server'
import { moveAgreementToPhone, TENANT_CORRECTION_MESSAGES } from '~/services/tenant-corrections.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.tenant-phone'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, TENANT_CORRECTION_MESSAGES.agreementNotFound)
    const { phone } = await parseJsonBody(request, operations.agreementTenantPhone.body)
    const moved = await moveAgreementToPhone(member.id, agreementId, phone)
    return apiData(operations.agreementTenantPhone.response.parse({ agreementId: moved.agreementId, tenant: tenantJson(moved.tenant) }))
  })
}
