// /v1/member/property/{id}: GET one property, PATCH it, DELETE it. Another member's id, or one
// that is not an id at all, is 404.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { deleteProperty, getProperty, patchProperty, PROPERTY_MESSAGES } from '~/services/properties/properties.server'
import { propertyJson } from '~/v1/properties-json.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.property.$id'

const propertyIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, PROPERTY_MESSAGES.propertyNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const property = await getProperty(member.id, propertyIdOf(params))
    return apiData(operations.propertyShow.response.parse(propertyJson(property)))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const id = propertyIdOf(params)
    if (request.method === 'DELETE') {
      await deleteProperty(member.id, id)
      return apiData(operations.propertyDelete.response.parse({}))
    }
    const fields = await parseJsonBody(request, operations.propertyUpdate.body)
    const property = await patchProperty(member.id, id, fields)
    return apiData(operations.propertyUpdate.response.parse(propertyJson(property)))
  })
}
