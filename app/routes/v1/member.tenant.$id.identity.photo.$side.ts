// /v1/member/tenant/{id}/identity/photo/{front|back}: GET the photo's bytes (a logged
// view), PUT replaces it with the body's bytes (JPEG, PNG or WebP by its bytes, at most 5 MB; the
// size limit is server/body-limit.ts's). A landlord of the tenant only; anyone else 404.
import { parseRecordId } from '~/domain/record-id'
import { NotFoundError } from '~/services/errors'
import { recordIdOf } from '~/services/record-id.server'
import { saveIdentityPhoto, viewIdentityPhoto } from '~/services/tenants/identity.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import { clientIpOf } from '~/web/auth.server'
import { photoResponse } from '~/web/identity-photo.server'
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
    return photoResponse(await viewIdentityPhoto({ as: 'landlord', memberId: member.id }, { memberId: member.id, ip: clientIpOf(context) }, side, recordIdOf(params.id)))
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
    return apiData(operations.tenantIdentityPhotoUpdate.response.parse(await saveIdentityPhoto(member.id, tenantId, sideOf(params.side), bytes)))
  })
}
