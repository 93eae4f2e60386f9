// POST /v1/member/tenant-request/{id} `{ accept }`: accept or decline a request to correct a tenant
// (issue 18). 404 for one the member may not answer; 409 when answered already.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { tenantRequestJson } from '~/v1/tenant-correction-json.server'
import { answerTenantRequest, TENANT_CORRECTION_MESSAGES } from '~/services/tenant-corrections.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.tenant-request.$id'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const requestId = recordIdOf(params.id, TENANT_CORRECTION_MESSAGES.requestNotFound)
    const { accept } = await parseJsonBody(request, operations.tenantRequestAnswer.body)
    return apiData(operations.tenantRequestAnswer.response.parse(tenantRequestJson(await answerTenantRequest(member.id, requestId, accept))))
  })
}
