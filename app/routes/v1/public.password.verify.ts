// POST /v1/public/password/verify: checks the password-reset code (token: `otpauth` or cookie).
import { operations } from '~/v1/operations'
import { checkVerificationCode, getVerification } from '~/services/accounts/phone-verification.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { VerificationError } from '~/services/errors'
import { otpauthToken } from '~/v1/otpauth.server'
import { requestInfoContext } from '~/server/request-context'
import type { Route } from './+types/public.password.verify'

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { otp } = await parseJsonBody(request, operations.passwordVerify.body)
    const token = await otpauthToken(request, { cookie: true })
    // A sign-up token is not this flow's: as good as none.
    if ((await getVerification(token))?.purpose !== 'RESET') throw new VerificationError('EXPIRED')
    await checkVerificationCode({ token, code: otp, clientIp: context.get(requestInfoContext).clientIp })
    return apiData(operations.passwordVerify.response.parse({}))
  })
}

export const loader = methodNotAllowed
