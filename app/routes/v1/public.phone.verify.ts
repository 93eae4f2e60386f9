// GET /v1/public/phone/verify?phoneNumber=: may this number sign up? 200 free, 409 registered,
// 403 claimable: a landlord entered it for a tenant. Anonymous callers learn nothing of the
// record; its names and agreements come with a verified code (/v1/account/verify).
import { operations } from '~/v1/operations'
import { getPhoneStatus } from '~/services/accounts/accounts.server'
import { apiData, apiErrorBody, handleApi, methodNotAllowed, parseQuery } from '~/v1/api.server'
import { ConflictError } from '~/services/errors'
import { requestInfoContext } from '~/server/request-context'
import type { Route } from './+types/public.phone.verify'

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { phoneNumber } = parseQuery(request, operations.phoneVerify.query)
    const status = await getPhoneStatus(phoneNumber, { clientIp: context.get(requestInfoContext).clientIp })
    if (status.status === 'REGISTERED') throw new ConflictError('errors.phoneRegistered')
    if (status.status === 'CLAIMABLE') {
      return Response.json(apiErrorBody('PHONE_CLAIMABLE', 'This number is on an agreement. Claim it with a code sent to it.'), { status: 403 })
    }
    return apiData(operations.phoneVerify.response.parse({ available: true }))
  })
}

export const action = methodNotAllowed
