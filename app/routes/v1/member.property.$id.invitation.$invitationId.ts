// /v1/member/property/{id}/invitation/{invitationId}: DELETE withdraws an open invitation (owner only).
import { PROPERTY_MESSAGES } from '~/services/properties/properties.server'
import { recordIdOf } from '~/services/record-id.server'
import { cancelInvitation } from '~/services/team/team.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.property.$id.invitation.$invitationId'

export function loader(args: Route.LoaderArgs) {
  return methodNotAllowed(args)
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'DELETE') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    await cancelInvitation(member.id, recordIdOf(params.id, PROPERTY_MESSAGES.propertyNotFound), recordIdOf(params.invitationId))
    return apiData(operations.invitationCancel.response.parse({}))
  })
}
