// /v1/member/invitation: GET the open invitations to the caller's phone (ADR 041).
import { listMyInvitations } from '~/services/team/team.server'
import { apiData, handleApi } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import { myInvitationJson } from '~/v1/team-json.server'
import type { Route } from './+types/member.invitation'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiData(operations.invitationList.response.parse((await listMyInvitations(member.id)).map(myInvitationJson)))
  })
}
