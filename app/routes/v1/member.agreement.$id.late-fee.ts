// /v1/member/agreement/{id}/late-fee. GET: the agreement's late-fee rule. POST: set or remove it
// (once per `Idempotency-Key`). Another member's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { lateFeeRuleJson } from '~/v1/tenancy-json.server'
import { getLateFeeRule, type LateFeeRuleView, setLateFeeRule } from '~/services/ledger/late-fees.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { apiData, handleApi } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.late-fee'
import { agreementAccess, requireAbilityOn, requireSight } from '~/services/team/access.server'

const agreementIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = agreementIdOf(params)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'tenancy:view')
    const rule = await getLateFeeRule(access.ownerId, agreementId)
    return apiData(operations.lateFeeRuleGet.response.parse({ ...lateFeeRuleJson(rule), role: access.role }))
  })
}

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberWrite(args, operations.lateFeeRuleSet, {
    idOf: agreementIdOf,
    write: async (memberId, agreementId, input, guard) => {
      const access = caller.of(requireAbilityOn(await agreementAccess(memberId, agreementId), 'tenancy:view', 'tenancy:manage'))
      return setLateFeeRule(access.ownerId, agreementId, input.rule, { guard })
    },
    data: (rule: LateFeeRuleView | null) => ({ ...lateFeeRuleJson(rule), role: caller.role }),
  })
}
