// /v1/member/property/{id}/team/{memberId}: PATCH a person's role (and a co-owner's share),
// DELETE them from the property. Owner only (403 for the others on the property, 404 for anyone else).
import { PROPERTY_MESSAGES } from '~/services/properties/properties.server'
import { recordIdOf } from '~/services/record-id.server'
import { changeTeamRole, removeFromTeam } from '~/services/team/team.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.property.$id.team.$memberId'

export function loader(args: Route.LoaderArgs) {
  return methodNotAllowed(args)
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const propertyId = recordIdOf(params.id, PROPERTY_MESSAGES.propertyNotFound)
    const personId = recordIdOf(params.memberId, 'team.notInTeam')
    if (request.method === 'DELETE') {
      await removeFromTeam(member.id, propertyId, personId)
      return apiData(operations.teamRemove.response.parse({}))
    }
    const input = await parseJsonBody(request, operations.teamUpdate.body)
    const person = await changeTeamRole(member.id, propertyId, personId, input)
    return apiData(operations.teamUpdate.response.parse(person))
  })
}
