// GET /my-rent/identity/photo/{front|back} (route MyRentIdentityPhoto): a photo of the
// signed-in tenant's own identity document; a logged view. None: 404.
import { viewIdentityPhoto } from '~/services/tenants/identity.server'
import { clientIpOf } from '~/web/auth.server'
import { photoResponse, photoSideParam } from '~/web/identity-photo.server'
import { loadOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/identity-photo'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const side = photoSideParam(params.side)
  return photoResponse(await loadOrThrow(viewIdentityPhoto({ as: 'tenant', phone: member.phone }, { memberId: member.id, ip: clientIpOf(context) }, side)))
}
