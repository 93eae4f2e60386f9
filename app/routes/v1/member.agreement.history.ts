// GET /v1/member/agreement/history: terminated and ended agreements.
import { operations } from '~/api/operations'
import { requireApiMember } from '~/services/api-auth.server'
import { listAgreementHistory } from '~/services/agreements.server'
import { agreementJson } from '~/services/agreements-json.server'
import { apiData, handleApi, methodNotAllowed } from '~/utils/api.server'
import type { Route } from './+types/member.agreement.history'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreements = await listAgreementHistory(member.id)
    return apiData(operations.agreementHistory.response.parse(agreements.map((agreement) => agreementJson(member.id, agreement))))
  })
}

export const action = methodNotAllowed
