// /v1/member/agreement/{id}/before-bhadaa. GET: what was settled before Bhadaa. POST: set the day
// paid up to and the opening balance (once per `Idempotency-Key`). Another member's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { beforeBhadaaJson } from '~/v1/tenancy-json.server'
import { type BeforeBhadaa, getBeforeBhadaa, setBeforeBhadaa } from '~/services/ledger/opening-balance.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { apiData, handleApi } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.before-bhadaa'
import { agreementAccess, requireAbilityOn, requireSight } from '~/services/team/access.server'

const agreementIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = agreementIdOf(params)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'tenancy:view')
    const value = await getBeforeBhadaa(access.ownerId, agreementId)
    return apiData(operations.beforeBhadaaGet.response.parse({ ...beforeBhadaaJson(value), role: access.role }))
  })
}

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberWrite(args, operations.beforeBhadaaSet, {
    idOf: agreementIdOf,
    write: async (memberId, agreementId, input, guard) => {
      const access = caller.of(requireAbilityOn(await agreementAccess(memberId, agreementId), 'tenancy:view', 'tenancy:manage'))
      return setBeforeBhadaa(access.ownerId, agreementId, input, { guard })
    },
    data: (value: BeforeBhadaa) => ({ ...beforeBhadaaJson(value), role: caller.role }),
  })
}
