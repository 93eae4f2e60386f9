// /v1/member/property/{id}/team: GET the property's team (owner, co-owners, managers, viewers),
// POST an invitation (owner only), once per `Idempotency-Key`. A property the caller has no role on is 404.
import { PROPERTY_MESSAGES } from '~/services/properties/properties.server'
import { recordIdOf } from '~/services/record-id.server'
import { getTeam, inviteToProperty, type OpenInvitation } from '~/services/team/team.server'
import { answerOnce } from '~/v1/idempotency.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import { invitationJson, teamJson } from '~/v1/team-json.server'
import type { Route } from './+types/member.property.$id.team'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const team = await getTeam(member.id, recordIdOf(params.id, PROPERTY_MESSAGES.propertyNotFound))
    return apiData(operations.teamShow.response.parse(teamJson(team)))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const propertyId = recordIdOf(params.id, PROPERTY_MESSAGES.propertyNotFound)
    const input = await parseJsonBody(request, operations.teamInvite.body)
    return answerOnce<OpenInvitation>(request, operations.teamInvite, {
      memberId: member.id,
      input,
      write: (guard) => inviteToProperty(member.id, propertyId, input, { guard }),
      data: invitationJson,
      status: 201,
    })
  })
}
