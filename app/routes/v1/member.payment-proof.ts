// GET /v1/member/payment-proof?status=: the payments the member's tenants reported ("I paid"), pending ones by default,
// with those of the properties shared with the member by a role that decides them (`proof:decide`, ADR 041),
// each with the member's role on its property.
import { listProofs } from '~/services/payments/proofs.server'
import { apiData, handleApi, methodNotAllowed, parseQuery } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import { proofJson } from '~/v1/proof-json.server'
import type { Route } from './+types/member.payment-proof'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const { status } = parseQuery(request, operations.memberPaymentProofList.query)
    const proofs = await listProofs(member.id, { status, shared: true })
    return apiData(operations.memberPaymentProofList.response.parse(proofs.map((proof) => ({ ...proofJson(proof), role: proof.role }))))
  })
}

export const action = methodNotAllowed
