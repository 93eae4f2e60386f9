// GET /v1/member/agreement/{id}/paylink: the pay link of one of the member's current agreements
// (null when the member takes no online payment). Another member's or an ended agreement is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { payLinkOf } from '~/services/payments/pay-links.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.paylink'
import { agreementAccess, requireSight } from '~/services/team/access.server'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'dues:view')
    const url = await payLinkOf(access.ownerId, agreementId)
    return apiData(operations.payLinkGet.response.parse({ url, role: access.role }))
  })
}

export const action = methodNotAllowed
