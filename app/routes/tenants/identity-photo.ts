// GET /tenants/{id}/identity/photo/{front|back} (route TenantIdentityPhoto): one photo of
// the tenant's identity document for their landlord; each answer is a logged view. Another
// member's tenant, or no photo, is a 404. A team member sees it through a property shared with
// `tenancy:view` (ADR 041, 045), logged as their view.
import { viewIdentityPhoto } from '~/services/tenants/identity.server'
import { clientIpOf } from '~/web/auth.server'
import { photoResponse, photoSideParam } from '~/web/identity-photo.server'
import { idParam, loadOrThrow } from '~/web/route-kit.server'
import { actingOnTenant } from '~/web/acting-on-tenant.server'
import type { Route } from './+types/identity-photo'

export async function loader({ params, context }: Route.LoaderArgs) {
  const side = photoSideParam(params.side)
  const { member, access } = await actingOnTenant(context, idParam(params.id), 'tenancy:view')
  const photo = await loadOrThrow(viewIdentityPhoto({ as: 'landlord', memberId: member.id }, { memberId: access.actorId, ip: clientIpOf(context) }, side, idParam(params.id)))
  return photoResponse(photo)
}
