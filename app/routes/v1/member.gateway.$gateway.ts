// /v1/member/gateway/{khalti|esewa}. PUT: connect or replace the member's account at the gateway
// once it accepts the key (400 with the field when it refuses, 403 PLAN_REQUIRED on Basic, 502
// GATEWAY_UNAVAILABLE when it cannot be asked). DELETE: disconnect. Once per `Idempotency-Key`.
import { GATEWAY_OF_SLUG, type GatewaySlug, GATEWAYS } from '~/schemas/gateway-schemas'
import { operations } from '~/v1/operations'
import { requireApiMember } from '~/v1/auth.server'
import { connectEsewa, connectKhalti, disconnectGateway } from '~/services/payments/gateway-accounts.server'
import { answerOnce } from '~/v1/idempotency.server'
import { ApiError, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import type { Route } from './+types/member.gateway.$gateway'

export const loader = methodNotAllowed

function slugOf(param: string | undefined): GatewaySlug {
  if (!GATEWAYS.includes(param as GatewaySlug)) throw new ApiError(404, 'NOT_FOUND', 'No such payment gateway: use khalti or esewa.')
  return param as GatewaySlug
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    const slug = slugOf(params.gateway)
    if (request.method === 'DELETE') {
      const operation = slug === 'khalti' ? operations.khaltiDisconnect : operations.esewaDisconnect
      return answerOnce(request, operation, {
        memberId: member.id,
        input: {},
        write: (guard) => disconnectGateway(member.id, GATEWAY_OF_SLUG[slug], { guard }),
        data: () => ({}),
      })
    }
    if (slug === 'khalti') {
      const input = await parseJsonBody(request, operations.khaltiConnect.body)
      return answerOnce(request, operations.khaltiConnect, { memberId: member.id, input, write: (guard) => connectKhalti(member.id, input, { guard }), data: (view) => view })
    }
    const input = await parseJsonBody(request, operations.esewaConnect.body)
    return answerOnce(request, operations.esewaConnect, { memberId: member.id, input, write: (guard) => connectEsewa(member.id, input, { guard }), data: (view) => view })
  })
}
