// /v1/member/agreement. GET: the member's own current agreements (`role` OWNER). POST: create one
// (with its tenant and rent schedule), once per `Idempotency-Key`, on a property of the member's or
// one shared with them by a role that may (in its owner's books); `memberId` in the body is ignored.
import { operations } from '~/v1/operations'
import type { AgreementView } from '~/services/agreements/views.server'
import { requireApiMember } from '~/v1/auth.server'
import { listCurrentAgreements } from '~/services/agreements/agreements.server'
import { createAgreement } from '~/services/agreements/create.server'
import { agreementJson } from '~/v1/agreements-json.server'
import { answerOnce } from '~/v1/idempotency.server'
import { callerRole } from '~/v1/caller-role'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.agreement'
import { propertyAccess, requireAbilityOn } from '~/services/team/access.server'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const agreements = await listCurrentAgreements(member.id)
    return apiData(operations.agreementList.response.parse(agreements.map((agreement) => ({ ...agreementJson(member.id, agreement), role: 'OWNER' }))))
  })
}

export function action(args: Route.ActionArgs) {
  const { request } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const input = await parseJsonBody(request, operations.agreementCreate.body)
    // In the books of the property's owner, who may be another member (ADR 041).
    let ownerId = member.id
    const caller = callerRole()
    return answerOnce(request, operations.agreementCreate, {
      memberId: member.id,
      input,
      write: async (guard) => {
        ownerId = caller.of(requireAbilityOn(await propertyAccess(member.id, input.propertyId), 'property:view', 'tenancy:manage')).ownerId
        return createAgreement(ownerId, input, { guard })
      },
      data: (agreement: AgreementView) => ({ ...agreementJson(ownerId, agreement), role: caller.role }),
    })
  })
}
