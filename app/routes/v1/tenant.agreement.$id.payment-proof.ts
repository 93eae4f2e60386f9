// /v1/tenant/agreement/{id}/payment-proof: POST reports a payment made another way
// ("I paid", JSON with an optional base64 photo; once per `Idempotency-Key`), GET lists the
// member's reports on that agreement. Scoped by the verified phone: anyone else's id is 404.
import { LEDGER_MESSAGES } from '~/schemas/ledger-schemas'
import { listTenantProofs, photoFromBase64, type ProofView, submitProof } from '~/services/payments/proofs.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { answerOnce } from '~/v1/idempotency.server'
import { operations } from '~/v1/operations'
import { proofJson } from '~/v1/proof-json.server'
import type { Route } from './+types/tenant.agreement.$id.payment-proof'

export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const proofs = await listTenantProofs(member.phone, recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound))
    return apiData(operations.tenantPaymentProofList.response.parse(proofs.map(proofJson)))
  })
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreementId = recordIdOf(params.id, LEDGER_MESSAGES.agreementNotFound)
    const { photoBase64, ...input } = await parseJsonBody(request, operations.tenantPaymentProofCreate.body)
    const photo = photoBase64 ? photoFromBase64(photoBase64) : null
    return answerOnce(request, operations.tenantPaymentProofCreate, {
      memberId: member.id,
      input: { ...input, photo: photo ? photo.bytes.byteLength : null },
      status: 201,
      write: (guard) => submitProof(member.phone, agreementId, input, photo, { guard }),
      data: (proof: ProofView) => proofJson(proof),
    })
  })
}
