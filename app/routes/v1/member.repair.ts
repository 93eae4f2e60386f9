// /v1/member/repair: GET the repair requests of the properties the member sees the books of
// (waiting ones by default), POST opens one on a property the member runs (JSON with up to 4
// base64 photos; once per `Idempotency-Key`). A property the member has no role on, or a
// collector's, is 404; a viewer's POST 403.
import { recordIdOf } from '~/services/record-id.server'
import { repairPhotosFromBase64 } from '~/services/repairs/photos.server'
import { listRepairs, openRepair, type RepairView } from '~/services/repairs/repairs.server'
import { propertyAccess, requireSight } from '~/services/team/access.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody, parseQuery } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { answerOnce } from '~/v1/idempotency.server'
import { operations } from '~/v1/operations'
import { repairJson } from '~/v1/repair-json.server'
import type { Route } from './+types/member.repair'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const filter = parseQuery(request, operations.memberRepairList.query)
    const repairs = await listRepairs(member.id, filter)
    return apiData(operations.memberRepairList.response.parse(repairs.map((repair) => ({ ...repairJson(repair), role: repair.role }))))
  })
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { input, photosBase64 } = await parseJsonBody(request, operations.memberRepairCreate.body)
    const access = requireSight(await propertyAccess(member.id, recordIdOf(String(input.propertyId), 'property.error.notFound')), 'books:view')
    const photos = repairPhotosFromBase64(photosBase64)
    return answerOnce(request, operations.memberRepairCreate, {
      memberId: member.id,
      input: { ...input, photos: photos.map((photo) => photo.bytes.byteLength) },
      status: 201,
      write: (guard) => openRepair(access, input, photos, { guard }),
      data: (repair: RepairView) => ({ ...repairJson(repair), role: access.role }),
    })
  })
}
