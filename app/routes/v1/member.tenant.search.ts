// GET /v1/member/tenant/search?phone=: the tenant recorded for the number (spec §4.8), as a list;
// another member's tenant by initials only, 429 past the member's lookup limit (tenants/lookup.server.ts).
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { lookUpTenant } from '~/services/tenants/lookup.server'
import { apiData, handleApi, methodNotAllowed, parseQuery } from '~/v1/api.server'
import type { Route } from './+types/member.tenant.search'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { phone } = parseQuery(request, operations.tenantSearch.query)
    const tenant = await lookUpTenant(member.id, phone)
    const found = tenant ? [{ id: tenant.id, firstName: tenant.firstName, lastName: tenant.lastName, yours: tenant.yours }] : []
    return apiData(operations.tenantSearch.response.parse(found))
  })
}

export const action = methodNotAllowed
