// GET /payment-proofs/{id}/photo (route PaymentProofPhoto): the photo of a tenant's "I
// paid" report, for the landlord whose report it is and everyone on its property's team, who all
// see its dues (`dues:view`, ADR 041, 045); anyone else's id is 404. Served with the type
// read from its bytes on upload, never sniffed, never cached by a shared cache.
import { getProofPhoto } from '~/services/payments/proofs.server'
import { idParam, loadOrThrow, requireSightOrThrow, signedIn } from '~/web/route-kit.server'
import { proofAccess } from '~/services/team/access.server'
import type { Route } from './+types/photo'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const proofId = idParam(params.id)
  const access = requireSightOrThrow(await loadOrThrow(proofAccess(member.id, proofId)), 'dues:view')
  const photo = await loadOrThrow(getProofPhoto(access.ownerId, proofId))
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      'Content-Type': photo.type,
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
