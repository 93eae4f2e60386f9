// /v1/member/tenant/{id}/identity: GET the tenant's identity document with its number
// (a logged view), PUT adds or replaces it. A landlord of the tenant only; anyone else 404.
import { recordIdOf } from '~/services/record-id.server'
import { saveIdentity, viewIdentity } from '~/services/tenants/identity.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import { clientIpOf } from '~/web/auth.server'
import type { Route } from './+types/member.tenant.$id.identity'

export function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const identity = await viewIdentity({ as: 'landlord', memberId: member.id }, { memberId: member.id, ip: clientIpOf(context) }, recordIdOf(params.id))
    return apiData(operations.tenantIdentityShow.response.parse(identity))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PUT') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const tenantId = recordIdOf(params.id)
    const input = await parseJsonBody(request, operations.tenantIdentityUpdate.body)
    return apiData(operations.tenantIdentityUpdate.response.parse(await saveIdentity(member.id, tenantId, input)))
  })
}
