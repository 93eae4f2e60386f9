// /v1/member/agreement/{id}/meter. GET: the agreement's meters with their rates. POST: meter a
// utility or give its meter a new rate, once per `Idempotency-Key`. Another member's id is 404.
import { METER_MESSAGES } from '~/schemas/meter-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { meterJson } from '~/v1/meters-json.server'
import { getAgreementMeters, type MeterView, setMeterRate } from '~/services/meters/meters.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { apiData, handleApi } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.meter'
import { agreementAccess, requireAbilityOn, requireSight } from '~/services/team/access.server'

const agreementIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, METER_MESSAGES.agreementNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = agreementIdOf(params)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'dues:view')
    const { meters } = await getAgreementMeters(access.ownerId, agreementId)
    return apiData(operations.meterList.response.parse(meters.map((meter) => ({ ...meterJson(meter), role: access.role }))))
  })
}

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberWrite(args, operations.meterRateSet, {
    idOf: agreementIdOf,
    write: async (memberId, agreementId, input, guard) => {
      const access = caller.of(requireAbilityOn(await agreementAccess(memberId, agreementId), 'dues:view', 'tenancy:manage'))
      return setMeterRate(access.ownerId, agreementId, input, { guard })
    },
    data: (meter: MeterView) => ({ ...meterJson(meter), role: caller.role }),
  })
}
