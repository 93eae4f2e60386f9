// GET /repairs/{id}/photos/{position} (route RepairPhoto): a repair request's photo for
// whoever sees the property's books: the display copy (at most 300 KB), or with `?original=1` the
// photo as sent. Anyone else's is 404. Served with its stored type, never sniffed, never cached
// by a shared cache.
import { getRepairPhoto } from '~/services/repairs/repairs.server'
import { idParam, loadOrThrow, signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/photo'
import { photoResponse } from './photo-response.server'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const which = new URL(request.url).searchParams.get('original') === '1' ? 'original' : 'display'
  return photoResponse(await loadOrThrow(getRepairPhoto(member.id, idParam(params.id), Number(params.position), which)))
}
