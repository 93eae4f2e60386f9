// POST /v1/member/payment-proof/{id}/confirm | /reject: the landlord's decision on a
// tenant's "I paid" report. Confirm records one payment however often it is sent; reject needs
// `{ reason }`. Another member's report, or another decision word, is 404.
import { PROOF_MESSAGES } from '~/schemas/payment-proof-schemas'
import { NotFoundError } from '~/services/errors'
import { confirmProof, rejectProof } from '~/services/payments/proofs.server'
import { recordIdOf } from '~/services/record-id.server'
import { methodNotAllowed } from '~/v1/api.server'
import { answerMemberPost } from '~/v1/idempotency.server'
import { operations } from '~/v1/operations'
import { proofJson } from '~/v1/proof-json.server'
import type { Route } from './+types/member.payment-proof.$id.$decision'

export const loader = methodNotAllowed

function proofIdOf(params: Route.ActionArgs['params']) {
  const proofId = recordIdOf(params.id, PROOF_MESSAGES.notFound)
  if (params.decision !== 'confirm' && params.decision !== 'reject') throw new NotFoundError(PROOF_MESSAGES.notFound)
  return proofId
}

export function action(args: Route.ActionArgs) {
  if (args.params.decision === 'confirm') {
    return answerMemberPost(args, operations.memberPaymentProofConfirm, {
      idOf: proofIdOf,
      write: (memberId, proofId) => confirmProof(memberId, proofId),
      data: proofJson,
    })
  }
  return answerMemberPost(args, operations.memberPaymentProofReject, {
    idOf: proofIdOf,
    write: (memberId, proofId, { reason }) => rejectProof(memberId, proofId, reason),
    data: proofJson,
  })
}
