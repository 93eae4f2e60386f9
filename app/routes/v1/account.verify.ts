// /v1/account/verify. GET: is this access token valid, and whose is it?
// POST (header `otpauth`): check the code texted by /v1/account/claim; answers the names and
// language a landlord recorded for the number and its active agreements, to pre-fill sign-up;
// shown only now that the caller has proved the number is theirs.
import { operations } from '~/v1/operations'
import { getClaimAgreements, getSignupPrefill } from '~/services/accounts/accounts.server'
import { requireApiMember } from '~/v1/auth.server'
import { checkVerificationCode, getVerification } from '~/services/accounts/phone-verification.server'
import { ApiError, apiData, handleApi, parseJsonBody } from '~/v1/api.server'
import { VerificationError } from '~/services/errors'
import { otpauthToken } from '~/v1/otpauth.server'
import { requestInfoContext } from '~/server/request-context'
import type { Route } from './+types/account.verify'

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    return apiData(operations.accountVerifyToken.response.parse({ member }))
  })
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { phoneNumber, otp } = await parseJsonBody(request, operations.accountVerifyCode.body)
    const token = await otpauthToken(request)
    const verification = await getVerification(token)
    // A password-reset token is not this flow's: as good as none.
    if (!verification || verification.purpose === 'RESET') throw new VerificationError('EXPIRED')
    if (verification.phone !== phoneNumber) {
      const message = 'This is not the number the code was sent to.'
      throw new ApiError(400, 'VALIDATION_ERROR', message, { phoneNumber: [message] })
    }
    const { phone } = await checkVerificationCode({ token, code: otp, clientIp: context.get(requestInfoContext).clientIp })
    const [prefill, abstractAgreements] = await Promise.all([getSignupPrefill(phone), getClaimAgreements(phone)])
    return apiData(operations.accountVerifyCode.response.parse({ ...prefill, abstractAgreements }))
  })
}
