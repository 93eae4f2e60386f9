// /v1/member/tenant/{id}/identity/photo/{front|back}: GET the photo's bytes (a logged
// view), PUT replaces it with the body's bytes (JPEG, PNG or WebP by its bytes, at most 5 MB; the
// size limit is server/body-limit.ts's). A landlord of the tenant, or a team member through a
// property shared with `tenancy:view` (PUT: `tenancy:manage`, else 403; ADR 041, 045); anyone else 404.
import { parseRecordId } from '~/domain/record-id'
import { NotFoundError } from '~/services/errors'
import { recordIdOf } from '~/services/record-id.server'
import { saveIdentityPhoto, viewIdentityPhoto } from '~/services/tenants/identity.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import { clientIpOf } from '~/web/auth.server'
import { photoResponse } from '~/web/identity-photo.server'
import { tenantAccess, tenantAccessOrNull } from '~/services/team/tenant-access.server'
import { requireAbility } from '~/services/team/access.server'
import type { Route } from './+types/member.tenant.$id.identity.photo.$side'

/** The path's side; null for neither (404, once the service has judged the body). */
function sideOf(param: string | undefined) {
  if (param === 'front') return 'FRONT' as const
  if (param === 'back') return 'BACK' as const
  return null
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const side = sideOf(params.side)
    if (!side) throw new NotFoundError()
    const tenantId = recordIdOf(params.id)
    const access = await tenantAccess(member.id, tenantId, 'tenancy:view')
    return photoResponse(await viewIdentityPhoto({ as: 'landlord', memberId: access.ownerId }, { memberId: access.actorId, ip: clientIpOf(context) }, side, tenantId))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PUT') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const bytes = new Uint8Array(await request.arrayBuffer())
    // The service judges the bytes before the side and the tenant (a path id that is none is NaN: 404 there).
    const tenantId = parseRecordId(params.id) ?? Number.NaN
    // No way to the tenant: the caller's own id, so the service still answers a body that is no photo with 400 before the 404.
    const access = await tenantAccessOrNull(member.id, tenantId, 'tenancy:view')
    const ownerId = access ? requireAbility(access, 'tenancy:manage').ownerId : member.id
    const saved = await saveIdentityPhoto(ownerId, tenantId, sideOf(params.side), bytes)
    // Saved only through a way to the tenant (the service answers 404 without one): `access` is there.
    return apiData(operations.tenantIdentityPhotoUpdate.response.parse({ ...saved, role: access?.role }))
  })
}
