// POST /v1/member/payment-proof/{id}/confirm | /reject (issue 17): the landlord's decision on a
// tenant's "I paid" report. Confirm records one payment however often it is sent; reject needs
// `{ reason }`. Another member's report, or another decision word, is 404.
import { PROOF_MESSAGES } from '~/schemas/payment-proof-schemas'
import { NotFoundError } from '~/services/errors'
import { confirmProof, rejectProof } from '~/services/payment-proofs.server'
import { recordIdOf } from '~/services/record-id.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import { proofJson } from '~/v1/proof-json.server'
import type { Route } from './+types/member.payment-proof.$id.$decision'

export const loader = methodNotAllowed

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const proofId = recordIdOf(params.id, PROOF_MESSAGES.notFound)
    if (params.decision === 'confirm') {
      return apiData(operations.memberPaymentProofConfirm.response.parse(proofJson(await confirmProof(member.id, proofId))))
    }
    if (params.decision !== 'reject') throw new NotFoundError(PROOF_MESSAGES.notFound)
    const { reason } = await parseJsonBody(request, operations.memberPaymentProofReject.body)
    return apiData(operations.memberPaymentProofReject.response.parse(proofJson(await rejectProof(member.id, proofId, reason))))
  })
}
