// /v1/member/property/{id}: GET one property, PATCH it, DELETE it, by the caller's role on it
// (ADR 041): every role reads it, the owner and co-owners change it, the owner deletes it (403
// otherwise). A property the caller has no role on, or an id that is not one at all, is 404.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { deleteProperty, getProperty, patchProperty, PROPERTY_MESSAGES } from '~/services/properties/properties.server'
import { propertyJson } from '~/v1/properties-json.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { propertyAccess, requireAbility } from '~/services/team/access.server'
import type { Route } from './+types/member.property.$id'

const propertyIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, PROPERTY_MESSAGES.propertyNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const access = await propertyAccess(member.id, propertyIdOf(params))
    const property = await getProperty(access.ownerId, access.propertyId)
    return apiData(operations.propertyShow.response.parse(propertyJson(property, access.role)))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const id = propertyIdOf(params)
    if (request.method === 'DELETE') {
      const access = requireAbility(await propertyAccess(member.id, id), 'property:delete')
      await deleteProperty(access.ownerId, access.propertyId)
      return apiData(operations.propertyDelete.response.parse({}))
    }
    const fields = await parseJsonBody(request, operations.propertyUpdate.body)
    const access = requireAbility(await propertyAccess(member.id, id), 'property:edit')
    const property = await patchProperty(access.ownerId, access.propertyId, fields)
    return apiData(operations.propertyUpdate.response.parse(propertyJson(property, access.role)))
  })
}
