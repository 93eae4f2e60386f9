// /v1/member/unit/{id}: GET one unit, PATCH it, DELETE it. Units are reached through their
// property, so another member's unit is 404.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { PROPERTY_MESSAGES } from '~/services/properties/properties.server'
import { deleteUnit, getUnit, patchUnit } from '~/services/properties/units.server'
import { unitJson } from '~/v1/properties-json.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.unit.$id'
import { requireAbilityOn, requireSight, unitAccess } from '~/services/team/access.server'

const unitIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, PROPERTY_MESSAGES.unitNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const id = unitIdOf(params)
    const access = requireSight(await unitAccess(member.id, id), 'property:view')
    const unit = await getUnit(access.ownerId, id)
    return apiData(operations.unitShow.response.parse({ ...unitJson(unit), role: access.role }))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const id = unitIdOf(params)
    // As every /v1 write: the body's fields are checked before the record is looked up.
    const fields = request.method === 'PATCH' ? await parseJsonBody(request, operations.unitUpdate.body) : null
    const access = requireAbilityOn(await unitAccess(member.id, id), 'property:view', 'unit:manage')
    if (fields === null) {
      await deleteUnit(access.ownerId, id)
      return apiData(operations.unitDelete.response.parse({}))
    }
    const unit = await patchUnit(access.ownerId, id, fields)
    return apiData(operations.unitUpdate.response.parse({ ...unitJson(unit), role: access.role }))
  })
}
