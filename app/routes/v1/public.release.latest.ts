import { operations } from '~/v1/operations'
import { apiData, handleApi } from '~/v1/api.server'
import { releaseInfo } from '~/domain/release'
import type { Route } from './+types/public.release.latest'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => apiData(operations.releaseLatest.response.parse(releaseInfo)))
}
