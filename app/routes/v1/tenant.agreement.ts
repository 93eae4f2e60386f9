// GET /v1/tenant/agreement: the signed-in member's agreements as a tenant, any landlord.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { tenantAgreementJson } from '~/v1/my-rent-json.server'
import { listMyRentAgreements } from '~/services/my-rent/my-rent.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/tenant.agreement'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const tenancies = await listMyRentAgreements(member.phone)
    return apiData(operations.tenantAgreementList.response.parse(tenancies.map(tenantAgreementJson)))
  })
}

export const action = methodNotAllowed
