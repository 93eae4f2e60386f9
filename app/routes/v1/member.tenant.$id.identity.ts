// /v1/member/tenant/{id}/identity: GET the tenant's identity document with its number
// (a logged view, naming the caller), PUT adds or replaces it. A landlord of the tenant, or a team
// member through a property shared with `tenancy:view` (PUT: `tenancy:manage`, else 403); anyone else 404.
import { recordIdOf } from '~/services/record-id.server'
import { saveIdentity, viewIdentity } from '~/services/tenants/identity.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import { clientIpOf } from '~/web/auth.server'
import { tenantAccess, tenantAccessOrNull } from '~/services/team/tenant-access.server'
import { requireAbility } from '~/services/team/access.server'
import type { Route } from './+types/member.tenant.$id.identity'

export function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const tenantId = recordIdOf(params.id)
    const access = await tenantAccess(member.id, tenantId, 'tenancy:view')
    const identity = await viewIdentity({ as: 'landlord', memberId: access.ownerId }, { memberId: access.actorId, ip: clientIpOf(context) }, tenantId)
    return apiData(operations.tenantIdentityShow.response.parse(identity && { ...identity, role: access.role }))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PUT') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const tenantId = recordIdOf(params.id)
    const input = await parseJsonBody(request, operations.tenantIdentityUpdate.body)
    // No way to the tenant: the service, with the caller's own id, judges the input (400) before its 404.
    const access = await tenantAccessOrNull(member.id, tenantId, 'tenancy:view')
    const ownerId = access ? requireAbility(access, 'tenancy:manage').ownerId : member.id
    const saved = await saveIdentity(ownerId, tenantId, input, {}, { by: member.id })
    // Saved only through a way to the tenant (the service answers 404 without one): `access` is there.
    return apiData(operations.tenantIdentityUpdate.response.parse({ ...saved, role: access?.role }))
  })
}
