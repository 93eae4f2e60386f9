// /v1/member/agreement/{id}/changes. GET: the agreement's changes and renewal, oldest first.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { agreementChangeJson } from '~/v1/agreements-json.server'
import { CHANGE_MESSAGES } from '~/schemas/agreement-change-schemas'
import { listAgreementChanges } from '~/services/agreements/changes.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.changes'
import { agreementAccess, requireSight } from '~/services/team/access.server'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, CHANGE_MESSAGES.agreementNotFound)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'tenancy:view')
    const changes = await listAgreementChanges(access.ownerId, agreementId)
    return apiData(operations.agreementChangeList.response.parse(changes.map((change) => ({ ...agreementChangeJson(change), role: access.role }))))
  })
}
