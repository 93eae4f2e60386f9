// POST /v1/public/pay/{code}/khalti: start paying a pay link through Khalti, the path
// naming the gateway; the same start as `POST /v1/public/pay/{code}` with `gateway: 'KHALTI'`.
import { methodNotAllowed } from '~/v1/api.server'
import { operations } from '~/v1/operations'
import { answerPayStart } from '~/v1/pay-start.server'
import { requestInfoContext } from '~/server/request-context'
import type { Route } from './+types/public.pay.$code.khalti'

export const loader = methodNotAllowed

export function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed({ request })
  return answerPayStart(request, params.code, context.get(requestInfoContext).clientIp, operations.publicPayKhalti.body)
}
