// /v1/member/agreement/{id}/reading. GET: the agreement's meter readings, newest first. POST: record
// one (201), once per `Idempotency-Key`. By the caller's role on its property (ADR 041): the owner,
// co-owners, managers and collectors record (in the owner's books, named as its recorder), a viewer
// reads; a property the caller has no role on is 404.
import { METER_MESSAGES } from '~/schemas/meter-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { readingJson } from '~/v1/meters-json.server'
import { recordAgreementReading } from '~/services/meters/readings.server'
import { listReadings, type ReadingLine } from '~/services/meters/meters.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { apiData, handleApi } from '~/v1/api.server'
import { agreementAccess, requireAbility, requireSight } from '~/services/team/access.server'
import type { Route } from './+types/member.agreement.$id.reading'

const agreementIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, METER_MESSAGES.agreementNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = agreementIdOf(params)
    const access = requireSight(await agreementAccess(member.id, agreementId), 'dues:view')
    const readings = await listReadings(access.ownerId, agreementId)
    return apiData(operations.readingList.response.parse(readings.map((reading) => ({ ...readingJson(reading), role: access.role }))))
  })
}

export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  return answerMemberWrite(args, operations.readingCreate, {
    idOf: agreementIdOf,
    write: async (memberId, agreementId, input, guard) => {
      const access = caller.of(requireAbility(await agreementAccess(memberId, agreementId), 'reading:record'))
      return recordAgreementReading(access.ownerId, agreementId, input, { guard, by: access })
    },
    data: (reading: ReadingLine) => ({ ...readingJson(reading), role: caller.role }),
    status: 201,
  })
}
