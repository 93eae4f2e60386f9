// GET /my-rent/repairs/{repairId}/photos/{position} (route MyRentRepairPhoto): the
// display copy of a photo of one of the tenant's repair requests (by their verified phone);
// anyone else's is 404.
import { getTenantRepairPhoto } from '~/services/repairs/repairs.server'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'
import { photoResponse } from '../repairs/photo-response.server'
import type { Route } from './+types/repair-photo'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  return photoResponse(await loadOrThrow(getTenantRepairPhoto(member.phone, idParam(params.repairId), Number(params.position), 'display')))
}
