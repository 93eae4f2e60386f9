// POST /v1/member/login: phone and password for an API access token (14 days).
import { operations } from '~/v1/operations'
import { signIn } from '~/services/accounts/accounts.server'
import { createSession } from '~/services/accounts/session.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requestInfoContext } from '~/server/request-context'
import type { Route } from './+types/member.login'

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { firstParameter, password } = await parseJsonBody(request, operations.memberLogin.body)
    const { clientIp } = context.get(requestInfoContext)
    const { member } = await signIn({ phone: firstParameter, password, clientIp })
    const { token, expiresAt } = await createSession(member.id, 'API', new Date(), request.headers.get('user-agent'))
    return apiData(operations.memberLogin.response.parse({ token, expires: expiresAt.toISOString(), member }))
  })
}

export const loader = methodNotAllowed
