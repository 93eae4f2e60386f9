// POST /v1/member/signup (header `otpauth` of a verified code): creates the member and answers
// an API access token, like /v1/member/login.
import { operations } from '~/v1/operations'
import { signUp } from '~/services/accounts/accounts.server'
import { createSession } from '~/services/accounts/session.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { otpauthToken } from '~/v1/otpauth.server'
import { requestInfoContext } from '~/server/request-context'
import type { Route } from './+types/member.signup'

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const body = await parseJsonBody(request, operations.memberSignup.body)
    const verificationToken = await otpauthToken(request)
    const { member } = await signUp({ verificationToken, ...body, clientIp: context.get(requestInfoContext).clientIp })
    const { token, expiresAt } = await createSession(member.id, 'API')
    return apiData(operations.memberSignup.response.parse({ token, expires: expiresAt.toISOString(), member }))
  })
}

export const loader = methodNotAllowed
