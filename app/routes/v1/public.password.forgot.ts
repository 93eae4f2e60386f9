// POST /v1/public/password/forgot: texts a code to a member's number to reset the password.
// Answers the `otpauth` token and also sets it as an httpOnly cookie, for browser clients.
import { operations } from '~/v1/operations'
import { sendVerificationCode } from '~/services/accounts/phone-verification.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { otpauthCookie } from '~/v1/otpauth.server'
import { requestInfoContext } from '~/server/request-context'
import type { Route } from './+types/public.password.forgot'

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { phone } = await parseJsonBody(request, operations.passwordForgot.body)
    const { token } = await sendVerificationCode({
      phone,
      purpose: 'RESET',
      language: 'ENG', // the member's own language is used
      clientIp: context.get(requestInfoContext).clientIp,
    })
    return apiData(operations.passwordForgot.response.parse({ token }), {
      headers: { 'Set-Cookie': await otpauthCookie.serialize(token) },
    })
  })
}

export const loader = methodNotAllowed
