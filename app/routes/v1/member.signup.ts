// POST /v1/member/signup (header `otpauth` of a verified code): creates the member and answers
// an API access token, like /v1/member/login.
import { operations } from '~/api/operations'
import { signUp } from '~/services/accounts.server'
import { getVerification } from '~/services/phone-verification.server'
import { createSession } from '~/services/session.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/utils/api.server'
import { VerificationError } from '~/utils/errors'
import { otpauthToken } from '~/utils/otpauth.server'
import { requestInfoContext } from '~/utils/request-context'
import type { Route } from './+types/member.signup'

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { phone, password, ...names } = await parseJsonBody(request, operations.memberSignup.body)
    const verificationToken = await otpauthToken(request)
    // The code proved another number than the one this body names.
    if ((await getVerification(verificationToken))?.phone !== phone) throw new VerificationError('NOT_VERIFIED')
    const { member } = await signUp({ verificationToken, password, ...names, clientIp: context.get(requestInfoContext).clientIp })
    const { token, expiresAt } = await createSession(member.id, 'API')
    return apiData(operations.memberSignup.response.parse({ token, expires: expiresAt.toISOString(), member }))
  })
}

export const loader = methodNotAllowed
