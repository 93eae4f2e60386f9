// POST /v1/public/password/reset: sets the new password after a verified code (token: `otpauth`
// or cookie) and signs out every session of the member.
import { operations } from '~/v1/operations'
import { resetPassword } from '~/services/accounts/accounts.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { otpauthCookie, otpauthToken } from '~/v1/otpauth.server'
import { requestInfoContext } from '~/server/request-context'
import type { Route } from './+types/public.password.reset'

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { password } = await parseJsonBody(request, operations.passwordReset.body)
    const verificationToken = await otpauthToken(request, { cookie: true })
    await resetPassword({ verificationToken, password, clientIp: context.get(requestInfoContext).clientIp })
    return apiData(operations.passwordReset.response.parse({}), {
      headers: { 'Set-Cookie': await otpauthCookie.serialize('', { maxAge: 0 }) },
    })
  })
}

export const loader = methodNotAllowed
