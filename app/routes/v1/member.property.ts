// /v1/member/property. GET: the member's properties with units and current agreements
// (`?units=true` adds each unit's). POST: add a property, once per `Idempotency-Key`; `memberId`
// in the body is ignored.
import { operations } from '~/v1/operations'
import { requireApiMember, requireApiMemberReading } from '~/v1/auth.server'
import {
  createProperty,
  propertiesWithAgreementsJson,
  propertiesWithAgreementsOf,
  type PropertyView,
  type PropertyWithAgreementsJson,
} from '~/services/properties/properties.server'
import { answerOnce } from '~/v1/idempotency.server'
import { propertyJson, propertyListItemJson } from '~/v1/properties-json.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody, parseQuery } from '~/v1/api.server'
import type { Route } from './+types/member.property'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    // The caller and their list in one statement (one round trip to PostgreSQL); the query is still
    // checked after the caller, as everywhere, so a bad query without a token is 401.
    const { value } = await requireApiMemberReading<PropertyWithAgreementsJson[]>(request, propertiesWithAgreementsJson)
    const { units } = parseQuery(request, operations.propertyList.query)
    const properties = propertiesWithAgreementsOf(value)
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
    return answerOnce<PropertyView>(request, operations.propertyCreate, {
      memberId: member.id,
      input,
      write: (guard) => createProperty(member.id, input, { guard }),
      data: propertyJson,
    })
  })
}
