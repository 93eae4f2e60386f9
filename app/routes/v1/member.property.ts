// /v1/member/property. GET: the member's properties with units and current agreements
// (`?units=true` adds each unit's). POST: add a property; `memberId` in the body is ignored.
import { operations } from '~/v1/operations'
import { apiMemberOf, requireApiMember, requireBearerToken } from '~/v1/auth.server'
import { createProperty, sessionAndPropertiesOf } from '~/services/properties/properties.server'
import { propertyJson, propertyListItemJson } from '~/v1/properties-json.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody, parseQuery } from '~/v1/api.server'
import type { Route } from './+types/member.property'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    // The session and the list in one statement (ADR 049); nothing of the list is used before the
    // session passes the same check as every /v1 call's.
    const { session, properties } = await sessionAndPropertiesOf(requireBearerToken(request))
    apiMemberOf(session)
    const { units } = parseQuery(request, operations.propertyList.query)
    const json = properties.map((property) => propertyListItemJson(property, { unitAgreements: units === 'true' }))
    return apiData(operations.propertyList.response.parse(json))
  })
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { memberId: _ignored, ...input } = await parseJsonBody(request, operations.propertyCreate.body)
    const property = await createProperty(member.id, input)
    return apiData(operations.propertyCreate.response.parse(propertyJson(property)))
  })
}
