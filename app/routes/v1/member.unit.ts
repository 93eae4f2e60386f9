// /v1/member/unit. GET `?propertyId=`: the property's units with `available`, by the caller's
// role on it (every role sees them, ADR 041). POST: add a unit to a divided property, once per
// `Idempotency-Key`.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { createUnit, listUnits } from '~/services/properties/units.server'
import type { UnitView } from '~/services/properties/views.server'
import { answerOnce } from '~/v1/idempotency.server'
import { unitJson } from '~/v1/properties-json.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody, parseQuery } from '~/v1/api.server'
import type { Route } from './+types/member.unit'
import { propertyAccess, requireAbilityOn, requireSight } from '~/services/team/access.server'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { propertyId } = parseQuery(request, operations.unitList.query)
    const access = requireSight(await propertyAccess(member.id, propertyId), 'property:view')
    const units = await listUnits(access.ownerId, propertyId)
    return apiData(operations.unitList.response.parse(units.map((unit) => ({ ...unitJson(unit), role: access.role }))))
  })
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { propertyId, memberId: _ignored, ...input } = await parseJsonBody(request, operations.unitCreate.body)
    const access = requireAbilityOn(await propertyAccess(member.id, propertyId), 'property:view', 'unit:manage')
    return answerOnce<UnitView>(request, operations.unitCreate, {
      memberId: member.id,
      input: { propertyId, ...input },
      write: (guard) => createUnit(access.ownerId, propertyId, input, { guard }),
      data: (unit) => ({ ...unitJson(unit), role: access.role }),
    })
  })
}
