// /v1/member/agreement/{id}/before-bhadaa. GET: what was settled before Bhadaa. POST: set the day
// paid up to and the opening balance (once per `Idempotency-Key`). Another member's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { beforeBhadaaJson } from '~/v1/tenancy-json.server'
import { type BeforeBhadaa, getBeforeBhadaa, setBeforeBhadaa } from '~/services/ledger/opening-balance.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { apiData, handleApi } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.before-bhadaa'

const agreementIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const value = await getBeforeBhadaa(member.id, agreementIdOf(params))
    return apiData(operations.beforeBhadaaGet.response.parse(beforeBhadaaJson(value)))
  })
}

export function action(args: Route.ActionArgs) {
  return answerMemberWrite(args, operations.beforeBhadaaSet, {
    idOf: agreementIdOf,
    write: (memberId, agreementId, input, guard) => setBeforeBhadaa(memberId, agreementId, input, { guard }),
    data: (value: BeforeBhadaa) => beforeBhadaaJson(value),
  })
}
