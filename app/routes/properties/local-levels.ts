// GET /properties/local-levels?districtId=ID (resource route): a district's municipalities and
// rural municipalities, for the property form's city suggestions when JavaScript is on (the page
// script asks when a district is chosen, islands/property-location.ts).
import type { LocalLevelList } from '~/components/properties/property-form'
import { parseRecordId } from '~/domain/record-id'
import { listLocalLevels } from '~/services/properties/places.server'
import { requireMember } from '~/web/auth.server'
import type { Route } from './+types/local-levels'

export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request)
  const param = new URL(request.url).searchParams.get('districtId') ?? ''
  const districtId = parseRecordId(param)
  const items = districtId ? await listLocalLevels(districtId) : []
  return { districtId, items } satisfies LocalLevelList
}
