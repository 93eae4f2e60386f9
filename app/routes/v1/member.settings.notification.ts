// /v1/member/settings/notification: GET the notification settings (the weekly digest
// SMS), PATCH turns it on or off.
import { getWeeklyDigestSetting, setWeeklyDigest } from '~/services/reports/weekly-digest.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.settings.notification'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiData({ weeklyDigest: await getWeeklyDigestSetting(member.id) })
  })
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'PATCH') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { weeklyDigest } = await parseJsonBody(request, operations.notificationSettingsUpdate.body)
    return apiData({ weeklyDigest: await setWeeklyDigest(member.id, weeklyDigest) })
  })
}
