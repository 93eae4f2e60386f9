// GET /tenants/{id}/identity/photo/{front|back} (route TenantIdentityPhoto): one photo of
// the tenant's identity document for their landlord; each answer is a logged view. Another
// member's tenant, or no photo, is a 404.
import { viewIdentityPhoto } from '~/services/tenants/identity.server'
import { clientIpOf } from '~/web/auth.server'
import { photoResponse, photoSideParam } from '~/web/identity-photo.server'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/identity-photo'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const side = photoSideParam(params.side)
  const photo = await loadOrThrow(viewIdentityPhoto({ as: 'landlord', memberId: member.id }, { memberId: member.id, ip: clientIpOf(context) }, side, idParam(params.id)))
  return photoResponse(photo)
}
