// /v1/member/agreement. GET: the member's current agreements. POST: create one (with its tenant
// and rent schedule); `memberId` in the body is ignored.
import { operations } from '~/api/operations'
import { requireApiMember } from '~/services/api-auth.server'
import { createAgreement, listCurrentAgreements } from '~/services/agreements.server'
import { agreementApiError, agreementJson } from '~/services/agreements-json.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/utils/api.server'
import type { Route } from './+types/member.agreement'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreements = await listCurrentAgreements(member.id)
    return apiData(operations.agreementList.response.parse(agreements.map((agreement) => agreementJson(member.id, agreement))))
  })
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const input = await parseJsonBody(request, operations.agreementCreate.body)
    const agreement = await createAgreement(member.id, input).catch((error: unknown) => {
      throw agreementApiError(error)
    })
    return apiData(operations.agreementCreate.response.parse(agreementJson(member.id, agreement)))
  })
}
