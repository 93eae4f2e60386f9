// POST /v1/account/claim: texts a code to a number nobody has registered, whether it is free or a
// tenant's (DESIGN §8: POST, as it sends an SMS). Every sign-up verifies its phone this way.
import { storedLanguageOf } from '~/domain/language'
import { operations } from '~/v1/operations'
import { getPhoneStatus } from '~/services/accounts/accounts.server'
import { sendVerificationCode } from '~/services/accounts/phone-verification.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { resolveLanguage } from '~/server/language.server'
import { requestInfoContext } from '~/server/request-context'
import type { Route } from './+types/account.claim'

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { phoneNumber } = await parseJsonBody(request, operations.accountClaim.body)
    const { status } = await getPhoneStatus(phoneNumber)
    const { token } = await sendVerificationCode({
      phone: phoneNumber,
      purpose: status === 'CLAIMABLE' ? 'CLAIM' : 'SIGNUP',
      // A tenant's own language wins (the service knows it); otherwise the client's.
      language: storedLanguageOf(await resolveLanguage(request)),
      clientIp: context.get(requestInfoContext).clientIp,
    })
    return apiData(operations.accountClaim.response.parse({ token }))
  })
}

export const loader = methodNotAllowed
