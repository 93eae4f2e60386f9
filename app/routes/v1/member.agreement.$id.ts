// /v1/member/agreement/{id}: GET one agreement; DELETE terminates it (history kept). Another
// member's id, or one that is not an id at all, is 404.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { AGREEMENT_MESSAGES, getAgreement, terminateAgreement } from '~/services/agreements.server'
import { agreementJson } from '~/v1/agreements-json.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id'

const agreementIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, AGREEMENT_MESSAGES.agreementNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreement = await getAgreement(member.id, agreementIdOf(params))
    return apiData(operations.agreementShow.response.parse(agreementJson(member.id, agreement)))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'DELETE') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    await terminateAgreement(member.id, agreementIdOf(params))
    return apiData(operations.agreementTerminate.response.parse({}))
  })
}
