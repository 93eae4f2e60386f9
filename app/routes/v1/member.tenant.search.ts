// GET /v1/member/tenant/search?phone=: the tenant recorded for the number (spec §4.8), as a list.
import { operations } from '~/api/operations'
import { requireApiMember } from '~/services/api-auth.server'
import { findTenantByPhone } from '~/services/tenants.server'
import { apiData, handleApi, methodNotAllowed, parseQuery } from '~/utils/api.server'
import type { Route } from './+types/member.tenant.search'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireApiMember(request)
    const { phone } = parseQuery(request, operations.tenantSearch.query)
    const tenant = await findTenantByPhone(phone)
    const found = tenant ? [{ id: tenant.id, firstName: tenant.firstName, lastName: tenant.lastName }] : []
    return apiData(operations.tenantSearch.response.parse(found))
  })
}

export const action = methodNotAllowed
