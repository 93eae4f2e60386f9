// /v1/member/tenant/{id}/identity/photo/{front|back} (issue 21): GET the photo's bytes (a logged
// view), PUT replaces it with the body's bytes (JPEG, PNG or WebP by its bytes, at most 5 MB; the
// size limit is server/body-limit.ts's). A landlord of the tenant only; anyone else 404.
import { NotFoundError } from '~/services/errors'
import { recordIdOf } from '~/services/record-id.server'
import { refuseNoPhoto, saveIdentityPhoto, viewIdentityPhoto } from '~/services/tenant-identity.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import { clientIpOf } from '~/web/auth.server'
import { photoResponse } from '~/web/identity-photo.server'
import type { Route } from './+types/member.tenant.$id.identity.photo.$side'

function sideOf(param: string | undefined) {
  if (param === 'front') return 'FRONT' as const
  if (param === 'back') return 'BACK' as const
  throw new NotFoundError()
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const side = sideOf(params.side)
    return photoResponse(await viewIdentityPhoto({ as: 'landlord', memberId: member.id }, { memberId: member.id, ip: clientIpOf(context) }, side, recordIdOf(params.id)))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PUT') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const bytes = new Uint8Array(await request.arrayBuffer())
    refuseNoPhoto(bytes, params.side === 'back' ? 'BACK' : 'FRONT')
    const side = sideOf(params.side)
    const tenantId = recordIdOf(params.id)
    return apiData(operations.tenantIdentityPhotoUpdate.response.parse(await saveIdentityPhoto(member.id, tenantId, side, bytes)))
  })
}
