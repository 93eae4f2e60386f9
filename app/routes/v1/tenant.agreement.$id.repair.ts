// /v1/tenant/agreement/{id}/repair: POST reports a problem (JSON with up to 4 base64 photos; once
// per `Idempotency-Key`), GET lists the requests on that agreement. Scoped by the verified phone:
// anyone else's id is 404.
import { recordIdOf } from '~/services/record-id.server'
import { repairPhotosFromBase64 } from '~/services/repairs/photos.server'
import { listTenantRepairs, type RepairView, reportRepair } from '~/services/repairs/repairs.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { answerOnce } from '~/v1/idempotency.server'
import { operations } from '~/v1/operations'
import { repairJson } from '~/v1/repair-json.server'
import type { Route } from './+types/tenant.agreement.$id.repair'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const repairs = await listTenantRepairs(member.phone, recordIdOf(params.id, 'agreement.error.notFound'))
    return apiData(operations.tenantRepairList.response.parse(repairs.map(repairJson)))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, 'agreement.error.notFound')
    const { input, photosBase64 } = await parseJsonBody(request, operations.tenantRepairCreate.body)
    const photos = repairPhotosFromBase64(photosBase64)
    return answerOnce(request, operations.tenantRepairCreate, {
      memberId: member.id,
      input: { ...input, photos: photos.map((photo) => photo.bytes.byteLength) },
      status: 201,
      write: (guard) => reportRepair({ memberId: member.id, phone: member.phone }, agreementId, input, photos, { guard }),
      data: (repair: RepairView) => repairJson(repair),
    })
  })
}
