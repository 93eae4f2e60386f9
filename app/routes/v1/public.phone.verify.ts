// GET /v1/public/phone/verify?phoneNumber=: may this number sign up? 200 free, 409 registered,
// 403 claimable: a landlord entered it for a tenant, whose active agreements come along in `data`.
import { ClaimableSchema, operations } from '~/api/operations'
import { getPhoneStatus } from '~/services/accounts.server'
import { REGISTERED_MESSAGE } from '~/services/phone-verification.server'
import { apiData, apiErrorBody, handleApi, methodNotAllowed, parseQuery } from '~/utils/api.server'
import { ConflictError } from '~/utils/errors'
import { requestInfoContext } from '~/utils/request-context'
import type { Route } from './+types/public.phone.verify'

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { phoneNumber } = parseQuery(request, operations.phoneVerify.query)
    const status = await getPhoneStatus(phoneNumber, { clientIp: context.get(requestInfoContext).clientIp })
    if (status.status === 'REGISTERED') throw new ConflictError(REGISTERED_MESSAGE)
    if (status.status === 'CLAIMABLE') {
      const error = apiErrorBody('PHONE_CLAIMABLE', 'This number is on an agreement. Claim it with a code sent to it.')
      const data = ClaimableSchema.parse({ abstractAgreements: status.agreements })
      return Response.json({ ...error, data }, { status: 403 })
    }
    return apiData(operations.phoneVerify.response.parse({ available: true }))
  })
}

export const action = methodNotAllowed
