// /v1/member/agreement/{id}: GET one agreement; PATCH changes its terms from an effective date
// (once per `Idempotency-Key`); DELETE terminates it (history kept) with the tenant
// leaving on `moveOutDate` (default today) and, with `proRata`, the last period charged by days. Another member's id,
// or one that is not an id at all, is 404.
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { AGREEMENT_MESSAGES, getAgreement } from '~/services/agreements/agreements.server'
import { terminateAgreement } from '~/services/agreements/termination.server'
import { agreementChangeJson, agreementJson } from '~/v1/agreements-json.server'
import { changeAgreement, type ChangeResult } from '~/services/agreements/changes.server'
import { answerOnce } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { recordIdOf } from '~/services/record-id.server'
import { z } from 'zod'
import { apiData, handleApi, methodNotAllowed, parseJsonBody, parseQuery } from '~/v1/api.server'
import { TerminationSchema } from '~/schemas/termination-schemas'
import type { Route } from './+types/member.agreement.$id'
import { agreementAccess, requireAbilityOn, requireSight } from '~/services/team/access.server'

const agreementIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, AGREEMENT_MESSAGES.agreementNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = agreementIdOf(params)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'dues:view')
    const agreement = await getAgreement(access.ownerId, agreementId)
    return apiData(operations.agreementShow.response.parse({ ...agreementJson(access.ownerId, agreement), role: access.role }))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method === 'PATCH') {
    return handleApi(request, async () => {
      const member = await requireApiMember(request)
      const agreementId = agreementIdOf(params)
      const input = await parseJsonBody(request, operations.agreementChange.body)
      const caller = callerRole()
      return answerOnce(request, operations.agreementChange, {
        memberId: member.id,
        input,
        write: async (guard) => {
          const access = caller.of(requireAbilityOn(await agreementAccess(member.id, agreementId), 'tenancy:view', 'tenancy:manage'))
          return changeAgreement(access.ownerId, agreementId, input, { guard, by: access })
        },
        data: (result: ChangeResult) => ({ ...result, change: agreementChangeJson(result.change), role: caller.role }),
      })
    })
  }
  if (request.method !== 'DELETE') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = agreementIdOf(params)
    // The move-out day and pro rata from the query or an optional JSON body; the body wins. Each is
    // read by its own reader, so each is checked for control characters where it was sent.
    const body = await parseJsonBody(request, z.looseObject({}))
    const input = parseQuery(request, z.preprocess((query) => ({ ...(query as object), ...body }), TerminationSchema))
    const access = requireAbilityOn(await agreementAccess(member.id, agreementId), 'dues:view', 'tenancy:manage')
    await terminateAgreement(access.ownerId, agreementId, input)
    return apiData(operations.agreementTerminate.response.parse({}))
  })
}
