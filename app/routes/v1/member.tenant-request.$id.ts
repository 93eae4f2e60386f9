// POST /v1/member/tenant-request/{id} `{ accept }`: accept or decline a request to correct a tenant.
// 404 for one the member may not answer; 409 when answered already.
import { operations } from '~/v1/operations'
import { tenantRequestJson } from '~/v1/tenant-correction-json.server'
import { answerTenantRequest, TENANT_CORRECTION_MESSAGES } from '~/services/tenants/corrections.server'
import { recordIdOf } from '~/services/record-id.server'
import { methodNotAllowed } from '~/v1/api.server'
import { answerMemberPost } from '~/v1/idempotency.server'
import type { Route } from './+types/member.tenant-request.$id'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  return answerMemberPost(args, operations.tenantRequestAnswer, {
    idOf: (params) => recordIdOf(params.id, TENANT_CORRECTION_MESSAGES.requestNotFound),
    write: (memberId, requestId, { accept }) => answerTenantRequest(memberId, requestId, accept),
    data: tenantRequestJson,
  })
}
