// POST /v1/member/payment-proof/{id}/confirm | /reject: the landlord's decision on a
// tenant's "I paid" report. Confirm records one payment however often it is sent; reject needs
// `{ reason }`. By the caller's role on its property (ADR 041): the owner, co-owners, managers and
// collectors decide (in the owner's books); a viewer 403. A report of a property the caller has no
// role on, or another decision word, is 404.
import { PROOF_MESSAGES } from '~/schemas/payment-proof-schemas'
import { NotFoundError } from '~/services/errors'
import { confirmProof, type ProofView, rejectProof } from '~/services/payments/proofs.server'
import { recordIdOf } from '~/services/record-id.server'
import { methodNotAllowed } from '~/v1/api.server'
import { answerMemberPost } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { operations } from '~/v1/operations'
import { proofJson } from '~/v1/proof-json.server'
import { proofAccess, requireAbility } from '~/services/team/access.server'
import type { Route } from './+types/member.payment-proof.$id.$decision'

export const loader = methodNotAllowed

function proofIdOf(params: Route.ActionArgs['params']) {
  const proofId = recordIdOf(params.id, PROOF_MESSAGES.notFound)
  if (params.decision !== 'confirm' && params.decision !== 'reject') throw new NotFoundError(PROOF_MESSAGES.notFound)
  return proofId
}


export function action(args: Route.ActionArgs) {
  const caller = callerRole()
  const deciding = async (memberId: number, proofId: number) => caller.of(requireAbility(await proofAccess(memberId, proofId), 'proof:decide'))
  const data = (proof: ProofView) => ({ ...proofJson(proof), role: caller.role })
  if (args.params.decision === 'confirm') {
    return answerMemberPost(args, operations.memberPaymentProofConfirm, {
      idOf: proofIdOf,
      write: async (memberId, proofId) => {
        const access = await deciding(memberId, proofId)
        return confirmProof(access.ownerId, proofId, { by: access })
      },
      data,
    })
  }
  return answerMemberPost(args, operations.memberPaymentProofReject, {
    idOf: proofIdOf,
    write: async (memberId, proofId, { reason }) => rejectProof((await deciding(memberId, proofId)).ownerId, proofId, reason),
    data,
  })
}
