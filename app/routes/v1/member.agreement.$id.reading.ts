// /v1/member/agreement/{id}/reading. GET: the agreement's meter readings, newest first. POST: record
// one (201), once per `Idempotency-Key`. Another member's id is 404.
import { METER_MESSAGES } from '~/schemas/meter-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { readingJson } from '~/v1/meters-json.server'
import { recordAgreementReading } from '~/services/meters/readings.server'
import { listReadings, type ReadingLine } from '~/services/meters/meters.server'
import { recordIdOf } from '~/services/record-id.server'
import { answerMemberWrite } from '~/v1/idempotency.server'
import { apiData, handleApi } from '~/v1/api.server'
import type { Route } from './+types/member.agreement.$id.reading'

const agreementIdOf = (params: Route.LoaderArgs['params']) => recordIdOf(params.id, METER_MESSAGES.agreementNotFound)

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const readings = await listReadings(member.id, agreementIdOf(params))
    return apiData(operations.readingList.response.parse(readings.map(readingJson)))
  })
}

export function action(args: Route.ActionArgs) {
  return answerMemberWrite(args, operations.readingCreate, {
    idOf: agreementIdOf,
    write: (memberId, agreementId, input, guard) => recordAgreementReading(memberId, agreementId, input, { guard }),
    data: (reading: ReadingLine) => readingJson(reading),
    status: 201,
  })
}
