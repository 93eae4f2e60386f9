import { operations } from '~/api/operations'
import { apiData, handleApi } from '~/utils/api.server'
import { releaseInfo } from '~/utils/release'
import type { Route } from './+types/public.release.latest'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => apiData(operations.releaseLatest.response.parse(releaseInfo)))
}
