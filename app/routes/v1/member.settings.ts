// GET /v1/member/settings: the member's settings /v1 exposes (the house-rent tax rate).
// PATCH: change them; a rate outside 0–100 or with more than 2 decimals is 400, nothing changed.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { getRentTaxPercent } from '~/services/reports/rent-income.server'
import { updateRentTaxPercent } from '~/services/accounts/member-settings.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.settings'

async function settingsOf(memberId: number) {
  return apiData(operations.memberSettingsGet.response.parse({ rentTaxPercent: await getRentTaxPercent(memberId) }))
}

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => settingsOf((await requireApiMember(request)).id))
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'PATCH') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { rentTaxPercent } = await parseJsonBody(request, operations.memberSettingsUpdate.body)
    await updateRentTaxPercent(member.id, rentTaxPercent)
    return settingsOf(member.id)
  })
}
