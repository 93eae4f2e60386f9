// GET /v1/member/agreement/history: the member's own terminated and ended agreements (all, or
// `?page=1&pageSize=25`), so each says `role` OWNER.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { listAgreementHistory } from '~/services/agreements/agreements.server'
import { DEFAULT_PAGE_SIZE } from '~/schemas/paging'
import { agreementJson } from '~/v1/agreements-json.server'
import { apiData, handleApi, methodNotAllowed, parseQuery } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.history'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { page, pageSize } = parseQuery(request, operations.agreementHistory.query)
    const paging = page === undefined && pageSize === undefined ? undefined : { page: page ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE }
    const agreements = await listAgreementHistory(member.id, paging)
    return apiData(operations.agreementHistory.response.parse(agreements.map((agreement) => ({ ...agreementJson(member.id, agreement), role: 'OWNER' }))))
  })
}

export const action = methodNotAllowed
